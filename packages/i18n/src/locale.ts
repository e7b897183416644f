import { isDevelopmentBuild } from './build';
import { PSEUDO_LOCALE, type PseudoLocale } from './pseudo';
import { getRegionConfig, isLanguageCode, LANGUAGE_CODES, LANGUAGE_TAGS, type LanguageCode, type RegionCode } from '@ph/region-config';

/** Interface locale tags (docs/domain.md#constants-and-limits); the list lives in @ph/region-config so the region table can name them. */
export const LOCALE_TAGS = LANGUAGE_TAGS;
/** An interface locale: one of the eleven languages' tags, or the pseudo-locale (see ./pseudo). */
export type LocaleTag = (typeof LOCALE_TAGS)[number] | PseudoLocale;
export type Lang = LanguageCode;
export const LANGS = LANGUAGE_CODES;

export const DEFAULT_LOCALE: LocaleTag = 'en-US';
/** The language whose catalogue every app must ship; the others fall back to it. */
export const FALLBACK_LANG: Lang = 'en';

/** The query parameter that overrides the store's language (docs/domain.md#constants-and-limits). */
export const LOCALE_QUERY_PARAM = 'locale';

export class UnknownLanguageError extends Error {
  constructor(
    readonly lang: string,
    readonly tag: string,
  ) {
    super(`Unknown language ${lang} of language-tag ${tag}`);
    this.name = 'UnknownLanguageError';
  }
}

const TAG_BY_LANG = Object.fromEntries(LOCALE_TAGS.map((tag) => [tag.slice(0, 2), tag])) as Record<Lang, LocaleTag>;
const tagSet: ReadonlySet<string> = new Set(LOCALE_TAGS);

export function isLocaleTag(value: unknown): value is LocaleTag {
  return typeof value === 'string' && tagSet.has(value);
}

/** Whether a production build may show the pseudo-locale: only where the page's host allows it (./pseudo). */
export interface PseudoLocaleOption {
  pseudoLocale?: boolean;
}

/**
 * Turns a language (`pl`) or a tag (`pl-PL`, `pl_pl`) into an interface tag. Portuguese of any
 * country is pt-PT (docs/domain.md#constants-and-limits). `en-EN`, the storefront's tag for English in Europe, is en-US. Any other
 * tag is rejected, even of a known language (`en-GB`): the spec rejects unknown tags.
 */
export function parseLocale(value: string, options: PseudoLocaleOption = {}): LocaleTag {
  const trimmed = value.trim();
  // A production build refuses the pseudo-locale like any unknown tag unless its host allows it.
  if (trimmed.toLowerCase() === PSEUDO_LOCALE.toLowerCase() && (isDevelopmentBuild() || options.pseudoLocale === true)) return PSEUDO_LOCALE;
  const parts = trimmed.replace(/_/g, '-').split('-');
  const lang = (parts[0] ?? '').toLowerCase();
  if (lang === 'pt') return 'pt-PT';
  if (parts.length === 1) {
    if (isLanguageCode(lang)) return TAG_BY_LANG[lang];
  } else if (parts.length === 2) {
    const tag = `${lang}-${(parts[1] ?? '').toUpperCase()}`;
    if (isLocaleTag(tag)) return tag;
    if (tag === 'en-EN') return 'en-US';
  }
  throw new UnknownLanguageError(lang, trimmed);
}

/**
 * The interface locale of a page: the `locale` query parameter, else the store's language tag
 * (design §3). An empty parameter counts as absent; an unknown one throws UnknownLanguageError.
 */
export function resolveLocale(input: { search: string; region: RegionCode } & PseudoLocaleOption): LocaleTag {
  const requested = new URLSearchParams(input.search).get(LOCALE_QUERY_PARAM);
  if (requested !== null && requested.trim() !== '') return parseLocale(requested, input);
  return getRegionConfig(input.region).languageTag;
}

export function langOf(tag: LocaleTag): Lang {
  const lang = tag.slice(0, 2);
  if (!isLanguageCode(lang)) throw new UnknownLanguageError(lang, tag);
  return lang;
}
