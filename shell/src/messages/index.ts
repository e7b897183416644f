import { langOf, type LocaleTag, type Messages } from '@ph/i18n';
import { loadRemoteMessages } from '@ph/remote-kit';
import { categoryNameCatalogues } from '@ph/catalogue-logic/category-names';

/** Only the active language's catalogue is fetched; languages without one fall back to English. */
const catalogues = {
  en: () => import('./en.json').then((m) => m.default as Messages),
  pl: () => import('./pl.json').then((m) => m.default as Messages),
  de: () => import('./de.json').then((m) => m.default as Messages),
  es: () => import('./es.json').then((m) => m.default as Messages),
  fr: () => import('./fr.json').then((m) => m.default as Messages),
  it: () => import('./it.json').then((m) => m.default as Messages),
  pt: () => import('./pt.json').then((m) => m.default as Messages),
  cs: () => import('./cs.json').then((m) => m.default as Messages),
  ro: () => import('./ro.json').then((m) => m.default as Messages),
  sv: () => import('./sv.json').then((m) => m.default as Messages),
  nl: () => import('./nl.json').then((m) => m.default as Messages),
};

export function shellMessages(locale: LocaleTag): Promise<Messages> {
  // The main navigation names the catalogue's categories: their names are shared with the catalogue remote.
  return loadRemoteMessages(catalogues, locale, [categoryNameCatalogues]);
}

export { langOf };
