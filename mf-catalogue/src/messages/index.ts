import type { CatalogueLoaders, Messages } from '@ph/i18n';
import { categoryNameCatalogues } from '@ph/catalogue-logic/category-names';

/** English is the source; only the active language's catalogue is fetched. */
export const catalogues: CatalogueLoaders = {
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

/** Catalogues of the packages whose messages the catalogue shows: the category names, shared with the shell's navigation. */
export const packageCatalogues: readonly CatalogueLoaders[] = [categoryNameCatalogues];
