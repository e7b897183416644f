import { defineMessages } from 'react-intl';
import type { CategorySlug } from '@ph/catalogue-logic';

export const CATEGORY_NAMES = defineMessages<CategorySlug>({
  'mailer-boxes': { id: 'catalogue.category.mailer-boxes', defaultMessage: 'Mailer boxes' },
  'custom-shipping-boxes': { id: 'catalogue.category.custom-shipping-boxes', defaultMessage: 'Shipping boxes' },
  'primary-packaging': { id: 'catalogue.category.primary-packaging', defaultMessage: 'Product packaging' },
  'eco-friendly-packaging': { id: 'catalogue.category.eco-friendly-packaging', defaultMessage: 'Eco-friendly packaging' },
  'luxury-packaging': { id: 'catalogue.category.luxury-packaging', defaultMessage: 'Luxury packaging' },
});
