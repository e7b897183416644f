import type { ProductFamilySku } from '../../catalogue';
import type { LocalizedText } from '../../catalogue';
import { t } from './text';

export interface SeedBundle {
  key: string;
  name: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  primaryVariantSku: string;
  products: Array<{ sku: ProductFamilySku; role: 'primary' | 'optional' }>;
  /** Variant swaps offered inside the bundle: [from variant sku, to variant sku]. */
  compatibleVariants: Array<[string, string]>;
}

export const SEED_BUNDLES: SeedBundle[] = [
  {
    key: 'ecommerce-starter',
    name: t('E-commerce starter', { pl: 'Zestaw startowy e-commerce', de: 'E-Commerce-Starterset' }),
    title: t('Everything a new web shop ships in', { pl: 'Wszystko, czego potrzebuje nowy sklep internetowy', de: 'Alles für den Versand eines neuen Onlineshops' }),
    description: t('Printed mailer boxes with matching shipping boxes for larger orders.', { pl: 'Pudełka fasonowe z nadrukiem i kartony do większych zamówień.', de: 'Bedruckte Versandkartons und passende Faltkartons.' }),
    primaryVariantSku: 'mailer-box-f22-kraft-eco-color',
    products: [
      { sku: 'mailer-box', role: 'primary' },
      { sku: 'shipping-box', role: 'optional' },
      { sku: 'samples', role: 'optional' },
    ],
    compatibleVariants: [
      ['mailer-box-f22-kraft-eco-color', 'shipping-box-k30-kraft-mono-front'],
      ['mailer-box-f23-kraft-eco-color', 'shipping-box-k40-kraft-mono-front'],
      ['mailer-box-f33-kraft-eco-color', 'shipping-box-k50-kraft-mono-front'],
    ],
  },
  {
    key: 'wine-gift-set',
    name: t('Wine gift set', { pl: 'Zestaw prezentowy na wino', de: 'Wein-Geschenkset' }),
    title: t('Wine boxes with a gift box for accessories', { pl: 'Pudełka na wino z pudełkiem na akcesoria', de: 'Weinkartons mit Geschenkschachtel für Zubehör' }),
    description: t('A printed wine box paired with a two-piece box for glasses or a corkscrew.', { pl: 'Pudełko na wino z pudełkiem dwuczęściowym.', de: 'Ein Weinkarton mit einer Stülpdeckelschachtel.' }),
    primaryVariantSku: 'product-box-wine-box-w1-coated-hd',
    products: [
      { sku: 'product-box-wine-box', role: 'primary' },
      { sku: 'product-box-two-pieces', role: 'optional' },
    ],
    compatibleVariants: [
      ['product-box-wine-box-w1-coated-hd', 'product-box-two-pieces-t15-coated-indigo'],
      ['product-box-wine-box-w2-coated-hd', 'product-box-two-pieces-t20-coated-indigo'],
    ],
  },
];
