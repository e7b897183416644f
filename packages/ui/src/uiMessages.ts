import { loadMessages, type CatalogueLoaders, type LocaleTag, type Messages } from '@ph/i18n';

/**
 * The package's catalogues, one chunk per language: an app merges the active one into its own
 * (`@ph/remote-kit` does it for every remote and the shell), so a page fetches one language only.
 */
export const uiCatalogues: CatalogueLoaders = {
  en: () => import('./messages/en.json').then((m) => m.default as Messages),
  pl: () => import('./messages/pl.json').then((m) => m.default as Messages),
  de: () => import('./messages/de.json').then((m) => m.default as Messages),
  es: () => import('./messages/es.json').then((m) => m.default as Messages),
  fr: () => import('./messages/fr.json').then((m) => m.default as Messages),
  it: () => import('./messages/it.json').then((m) => m.default as Messages),
  pt: () => import('./messages/pt.json').then((m) => m.default as Messages),
  cs: () => import('./messages/cs.json').then((m) => m.default as Messages),
  ro: () => import('./messages/ro.json').then((m) => m.default as Messages),
  sv: () => import('./messages/sv.json').then((m) => m.default as Messages),
  nl: () => import('./messages/nl.json').then((m) => m.default as Messages),
};

/** The UI kit's catalogue of a locale (English for a language without one). */
export function loadUiMessages(locale: LocaleTag): Promise<Messages> {
  return loadMessages(uiCatalogues, locale);
}
