/**
 * The messages' catalogues, one chunk per language; an app merges the active one into its own
 * (`@ph/remote-kit` does it for every remote). Typed like `@ph/i18n`'s CatalogueLoaders, without
 * depending on it, so the API server can use this package too.
 */
const load = <T>(m: { default: T }): T => m.default;

export const apiErrorCatalogues = {
  en: () => import('./messages/en.json').then(load),
  pl: () => import('./messages/pl.json').then(load),
  de: () => import('./messages/de.json').then(load),
  es: () => import('./messages/es.json').then(load),
  fr: () => import('./messages/fr.json').then(load),
  it: () => import('./messages/it.json').then(load),
  pt: () => import('./messages/pt.json').then(load),
  cs: () => import('./messages/cs.json').then(load),
  ro: () => import('./messages/ro.json').then(load),
  sv: () => import('./messages/sv.json').then(load),
  nl: () => import('./messages/nl.json').then(load),
};
