import type { CatalogueLoaders, Messages } from '@ph/i18n';

/**
 * The form's catalogues, one chunk per language. An app that shows the form passes them to
 * `createRemoteLifecycles({ packageCatalogues })`, so only the active language is fetched.
 */
export const addressFormCatalogues: CatalogueLoaders = {
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
