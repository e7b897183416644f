// The categories' names, shared by the shell's main navigation and the catalogue's pages and tiles:
// one source, so a category is called the same in the header and on its page. A subpath of its own
// (`@ph/catalogue-logic/category-names`), so the API server, which reads this package's logic, never
// pulls in react-intl or the catalogues.
import { defineMessages } from 'react-intl';
import type { CatalogueLoaders, Messages } from '@ph/i18n';
import type { CategorySlug } from './categories';

export const CATEGORY_NAMES = defineMessages<CategorySlug>({
  'mailer-boxes': { id: 'catalogue.category.mailer-boxes', defaultMessage: 'Mailer boxes' },
  'custom-shipping-boxes': { id: 'catalogue.category.custom-shipping-boxes', defaultMessage: 'Shipping boxes' },
  'primary-packaging': { id: 'catalogue.category.primary-packaging', defaultMessage: 'Product packaging' },
  'eco-friendly-packaging': { id: 'catalogue.category.eco-friendly-packaging', defaultMessage: 'Eco-friendly packaging' },
  'luxury-packaging': { id: 'catalogue.category.luxury-packaging', defaultMessage: 'Luxury packaging' },
});

/** The names' catalogues, one chunk per language: an app that shows them merges the active one (`packageCatalogues`). */
export const categoryNameCatalogues: CatalogueLoaders = {
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
