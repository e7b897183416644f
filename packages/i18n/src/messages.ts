import { FALLBACK_LANG, langOf, type Lang, type LocaleTag } from './locale';

/**
 * A message catalogue of ICU message strings, as `formatjs compile` writes it (without `--ast`, so
 * catalogues of the shell, the remotes and the UI kit can be merged with a spread).
 */
export type Messages = Record<string, string>;

/** What a dynamic `import('./lang/pl.json')` resolves to: the catalogue or a module wrapping it. */
export type LoadedCatalogue = Messages | { default: Messages };

/** One loader per language an app has a catalogue for; each is a dynamic import so only one is fetched. */
export type CatalogueLoaders = Partial<Record<Lang, () => Promise<LoadedCatalogue>>>;

function unwrap(loaded: LoadedCatalogue): Messages {
  // A catalogue's values are strings, so an object under `default` can only be a module wrapper.
  const inner: unknown = (loaded as { default?: unknown }).default;
  return inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Messages) : (loaded as Messages);
}

async function tryLoad(loaders: CatalogueLoaders, lang: Lang): Promise<Messages | undefined> {
  const loader = loaders[lang];
  if (loader === undefined) return undefined;
  try {
    return unwrap(await loader());
  } catch (error) {
    console.error('failed to load a language', { lang, error });
    return undefined;
  }
}

/**
 * The catalogue of a locale. A language without a catalogue, or whose catalogue fails to load (logged
 * as 'failed to load a language'), falls back to English. When English is missing or fails too the
 * result is empty and every message shows its default text, so a broken chunk never blanks a page.
 */
export async function loadMessages(loaders: CatalogueLoaders, tag: LocaleTag): Promise<Messages> {
  const lang = langOf(tag);
  const own = await tryLoad(loaders, lang);
  if (own !== undefined) return own;
  if (lang === FALLBACK_LANG) return {};
  return (await tryLoad(loaders, FALLBACK_LANG)) ?? {};
}
