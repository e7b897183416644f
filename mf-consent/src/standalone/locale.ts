import en from '../messages/en.json';

export const LANGS = ['cs', 'de', 'en', 'es', 'fr', 'it', 'pl', 'pt', 'sv', 'ro', 'nl'] as const;
export type Lang = (typeof LANGS)[number];
const TAGS: Record<Lang, string> = { cs: 'cs-CZ', de: 'de-DE', en: 'en-US', es: 'es-ES', fr: 'fr-FR', it: 'it-IT', pl: 'pl-PL', pt: 'pt-PT', sv: 'sv-SE', ro: 'ro-RO', nl: 'nl-NL' };

/** The language of a tag such as `pl-PL`, `pl` or `pt_BR`; anything unknown is English. */
export function resolveLang(tag: string | null | undefined): Lang {
  const lang = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] as Lang;
  return LANGS.includes(lang) ? lang : 'en';
}

export const tagFor = (lang: Lang): string => TAGS[lang];

/** English ships inside consent.js; other languages are small chunks fetched next to it. */
export async function loadCatalogue(lang: Lang): Promise<Record<string, string>> {
  if (lang === 'en') return en;
  try {
    const mod = (await import(/* webpackChunkName: "consent-[request]" */ `../messages/${lang}.json`)) as { default: Record<string, string> };
    return mod.default;
  } catch (err) {
    console.error('failed to load a language', { lang, error: err });
    return en;
  }
}
