// Demo coupon codes (README "Coupons"), seeded at start-up outside production (main.ts), never by
// registering routes. Upserted by code: seeding again only refreshes the names' translations.
import type { Db } from '../db';
import { upsertPromotionNames, type PromotionInsert } from './promotions-repo';

export const DEMO_PROMOTIONS: PromotionInsert[] = [
  {
    code: 'WELCOME10', name: '10 % off your first order', kind: 'percentage', value: 1000, perUserLimit: 1, stackable: false,
    nameTranslations: {
      de: '10 % Rabatt auf Ihre erste Bestellung', pl: '10% rabatu na pierwsze zamówienie', cs: 'Sleva 10 % na první objednávku',
      fr: '10 % de remise sur votre première commande', it: '10% di sconto sul primo ordine', es: '10 % de descuento en su primer pedido',
      pt: '10 % de desconto na sua primeira encomenda', sv: '10 % rabatt på din första beställning', ro: '10 % reducere la prima comandă',
      nl: '10% korting op uw eerste bestelling',
    },
  },
  {
    code: 'BOXES15', name: '15 % off mailer boxes', kind: 'percentage', value: 1500, productSkus: ['mailer-box', 'mailer-box-plain', 'mailer-box-white-ink'], minimumItemTotal: 10_000, stackable: false,
    // The product's own catalogue word in each language (seed/data/products.ts "Mailer box").
    nameTranslations: {
      de: '15 % Rabatt auf Versandkartons', pl: '15% rabatu na pudełka fasonowe', cs: 'Sleva 15 % na poštovní krabice',
      fr: '15 % de remise sur les boîtes postales', it: '15% di sconto sulle scatole postali', es: '15 % de descuento en cajas postales',
      pt: '15 % de desconto em caixas postais', sv: '15 % rabatt på postlådor', ro: '15 % reducere la cutiile poștale',
      nl: '15% korting op verzenddozen',
    },
  },
  {
    code: 'SAVE20EUR', name: '€20 off orders from €200', kind: 'fixed', value: 2000, currency: 'EUR', minimumItemTotal: 20_000, stackable: true,
    nameTranslations: {
      de: '20 € Rabatt ab 200 € Bestellwert', pl: '20 € rabatu przy zamówieniu od 200 €', cs: 'Sleva 20 € na objednávky od 200 €',
      fr: '20 € de remise dès 200 € d’achat', it: '20 € di sconto sugli ordini da 200 €', es: '20 € de descuento en pedidos desde 200 €',
      pt: '20 € de desconto em encomendas a partir de 200 €', sv: '20 € rabatt på beställningar från 200 €',
      ro: '20 € reducere la comenzile de la 200 €', nl: '€ 20 korting op bestellingen vanaf € 200',
    },
  },
  {
    code: 'FIRST100', name: '5 % off, first 100 orders', kind: 'percentage', value: 500, usageLimit: 100, stackable: true,
    nameTranslations: {
      de: '5 % Rabatt auf die ersten 100 Bestellungen', pl: '5% rabatu na pierwszych 100 zamówień', cs: 'Sleva 5 % pro prvních 100 objednávek',
      fr: '5 % de remise sur les 100 premières commandes', it: '5% di sconto sui primi 100 ordini', es: '5 % de descuento en los 100 primeros pedidos',
      pt: '5 % de desconto nas primeiras 100 encomendas', sv: '5 % rabatt på de första 100 beställningarna', ro: '5 % reducere la primele 100 de comenzi',
      nl: '5% korting op de eerste 100 bestellingen',
    },
  },
  {
    // The campaign's name is the same word across these markets.
    code: 'EXPIRED2024', name: 'Black Friday 2024', kind: 'percentage', value: 2500, startsAt: new Date('2024-11-29T00:00:00Z'), endsAt: new Date('2024-12-03T00:00:00Z'),
    nameTranslations: {},
  },
];

export async function seedPromotions(db: Db): Promise<void> {
  // A database seeded before names were translated gets them; counts and limits are left alone.
  await upsertPromotionNames(db, DEMO_PROMOTIONS);
}
