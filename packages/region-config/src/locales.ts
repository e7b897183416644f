import type { RegionCode } from './regionCodes';

/** Interface languages (docs/domain.md#constants-and-limits "Locales and languages"). */
export const LANGUAGE_CODES = ['cs', 'de', 'en', 'es', 'fr', 'it', 'pl', 'pt', 'sv', 'ro', 'nl'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The locale tag of each interface language, in the same order. */
export const LANGUAGE_TAGS = ['cs-CZ', 'de-DE', 'en-US', 'es-ES', 'fr-FR', 'it-IT', 'pl-PL', 'pt-PT', 'sv-SE', 'ro-RO', 'nl-NL'] as const;
export type LanguageTag = (typeof LANGUAGE_TAGS)[number];

/**
 * The storefront's own locale list (docs/domain.md#constants-and-limits). It is not the same as the interface tags: the landing
 * pages know `en-EN` (English for Europe), the app only `en-US`.
 */
export const STOREFRONT_LOCALES = ['pl-PL', 'en-EN', 'en-US', 'de-DE', 'cs-CZ', 'fr-FR', 'it-IT', 'es-ES', 'ro-RO', 'nl-NL', 'sv-SE'] as const;
export type StorefrontLocale = (typeof STOREFRONT_LOCALES)[number];
export const DEFAULT_STOREFRONT_LOCALE: StorefrontLocale = 'pl-PL';

const languageSet: ReadonlySet<string> = new Set(LANGUAGE_CODES);
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && languageSet.has(value);
}

/**
 * Which storefront serves the speakers of a language. English goes to the European store (eu), not to
 * gb or us; Portuguese has no store of its own and Portugal is served by eu.
 */
const REGION_BY_LANGUAGE: Readonly<Record<string, RegionCode>> = {
  en: 'eu',
  cs: 'cz',
  sv: 'se',
  pl: 'pl',
  de: 'de',
  fr: 'fr',
  it: 'it',
  es: 'es',
  nl: 'nl',
  ro: 'ro',
  pt: 'eu',
  // Norwegian is not an interface language, but a Norwegian browser still belongs to the no store.
  nb: 'no',
  nn: 'no',
  no: 'no',
};

/** Accepts a language (`pl`) or a tag (`pl-PL`, `pl_PL`); case-insensitive. */
export function languageToRegion(lang: string): RegionCode | undefined {
  const primary = lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return Object.hasOwn(REGION_BY_LANGUAGE, primary) ? REGION_BY_LANGUAGE[primary] : undefined;
}
