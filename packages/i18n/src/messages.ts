import type { MessageFormatElement } from 'react-intl';
import { FALLBACK_LANG, langOf, type Lang, type LocaleTag } from './locale';
import { PSEUDO_LOCALE } from './pseudo';

/**
 * One message of a catalogue: the ICU source string in the JSON files (and in tests), or its AST in a
 * production bundle, where `@ph/build-config`'s compile-messages-loader compiles catalogues at build
 * time. Catalogues of the shell, the remotes and the UI kit are still merged with a spread: react-intl
 * takes each message on its own, in either form.
 */
export type Message = string | MessageFormatElement[];

/** A message catalogue by message id. */
export type Messages = Record<string, Message>;

/** What a dynamic `import('./lang/pl.json')` resolves to: the catalogue or a module wrapping it. */
export type LoadedCatalogue = Messages | { default: Messages };

/** One loader per language an app has a catalogue for; each is a dynamic import so only one is fetched. */
export type CatalogueLoaders = Partial<Record<Lang, () => Promise<LoadedCatalogue>>>;

function unwrap(loaded: LoadedCatalogue): Messages {
  // A catalogue's values are strings, so an object under `default` can only be a module wrapper.
  const inner: unknown = (loaded as { default?: unknown }).default;
  return inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Messages) : (loaded as Messages);
}

/** A language's catalogue, or none: `failed` when its loader threw (a chunk lost), not when there is none. */
async function tryLoad(loaders: CatalogueLoaders, lang: Lang): Promise<{ messages?: Messages; failed: boolean }> {
  const loader = loaders[lang];
  if (loader === undefined) return { failed: false };
  try {
    return { messages: unwrap(await loader()), failed: false };
  } catch (error) {
    console.error('failed to load a language', { lang, error });
    return { failed: true };
  }
}

/**
 * The catalogue of a locale, and whether it is the one the loaders give when every chunk loads
 * (`complete`): false when a loader failed and the catalogue fell back, so a caller that keeps catalogues
 * keeps none made of a lost chunk. Otherwise as `loadMessages`.
 */
export async function loadCatalogue(loaders: CatalogueLoaders, tag: LocaleTag): Promise<{ messages: Messages; complete: boolean }> {
  // Generated from the English catalogue when asked for; parseLocale decides whether it may be.
  if (tag === PSEUDO_LOCALE) {
    const [english, { pseudoLocalizeAll }] = await Promise.all([loadCatalogue(loaders, 'en-US'), import(/* webpackChunkName: "pseudo-locale" */ './pseudoMessages')]);
    return { messages: pseudoLocalizeAll(english.messages), complete: english.complete };
  }
  const lang = langOf(tag);
  const own = await tryLoad(loaders, lang);
  if (own.messages !== undefined) return { messages: own.messages, complete: true };
  if (lang === FALLBACK_LANG) return { messages: {}, complete: !own.failed };
  const english = await tryLoad(loaders, FALLBACK_LANG);
  return { messages: english.messages ?? {}, complete: !own.failed && !english.failed };
}

/**
 * The catalogue of a locale. A language without a catalogue, or whose catalogue fails to load (logged
 * as 'failed to load a language'), falls back to English. When English is missing or fails too the
 * result is empty and every message shows its default text, so a broken chunk never blanks a page.
 * `en-XA` is the English catalogue pseudo-localised, by a transform fetched only then.
 */
export async function loadMessages(loaders: CatalogueLoaders, tag: LocaleTag): Promise<Messages> {
  return (await loadCatalogue(loaders, tag)).messages;
}

/**
 * Several catalogues (a package's and an app's) as one: for each language, every part's catalogue of
 * that language (or its English one) is fetched in parallel and merged, later parts winning on an id.
 * Still only the active language travels: each part's loader is its own chunk.
 */
export function mergeCatalogueLoaders(...parts: CatalogueLoaders[]): CatalogueLoaders {
  const langs = new Set(parts.flatMap((p) => Object.keys(p) as Lang[]));
  const merged: CatalogueLoaders = {};
  for (const lang of langs) {
    merged[lang] = async () => {
      const loaded = await Promise.all(parts.map((p) => (p[lang] ?? p[FALLBACK_LANG])?.().then(unwrap)));
      return Object.assign({}, ...loaded.filter((m): m is Messages => m !== undefined)) as Messages;
    };
  }
  return merged;
}
