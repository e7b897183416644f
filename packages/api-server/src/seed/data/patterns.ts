import type { LocalizedText } from '../../catalogue';
import { t } from './text';

export interface SeedPattern {
  key: string;
  name: LocalizedText;
  regions: string[];
  productTypeKeys: string[];
}

const ALL: string[] = [];
const PRINTED_MAILERS = ['mailer-box-eco', 'mailer-box-white-ink', 'delivery-mailer-box', 'sleeved-mailer-box'];

export const SEED_PATTERNS: SeedPattern[] = [
  { key: 'dots', name: t('Dots', { pl: 'Kropki', de: 'Punkte' }), regions: ALL, productTypeKeys: ALL },
  { key: 'stripes', name: t('Stripes', { pl: 'Paski', de: 'Streifen' }), regions: ALL, productTypeKeys: ALL },
  { key: 'leaves', name: t('Leaves', { pl: 'Liście', de: 'Blätter' }), regions: ALL, productTypeKeys: ALL },
  { key: 'waves', name: t('Waves', { pl: 'Fale', de: 'Wellen' }), regions: ALL, productTypeKeys: PRINTED_MAILERS },
  { key: 'terrazzo', name: t('Terrazzo', { pl: 'Lastryko', de: 'Terrazzo' }), regions: ALL, productTypeKeys: ['product-box', 'product-box-two-pieces', 'sleeved-mailer-box'] },
  { key: 'hearts', name: t('Hearts', { pl: 'Serca', de: 'Herzen' }), regions: ALL, productTypeKeys: PRINTED_MAILERS },
  { key: 'polish-folk', name: t('Folk flowers', { pl: 'Kwiaty ludowe', de: 'Volkskunstblumen' }), regions: ['pl'], productTypeKeys: ALL },
  { key: 'union-flags', name: t('Bunting', { pl: 'Chorągiewki', de: 'Wimpel' }), regions: ['gb'], productTypeKeys: PRINTED_MAILERS },
];
