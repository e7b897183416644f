// DEMO PRICES. The seed's volume prices are not a real price list: they come from this model so that
// every variant has plausible, internally consistent prices in every currency.
//
//   unit net (EUR) at tier start q =
//       (blank area m² × board price per m² × print multiplier × finish multiplier + handling + embellishment)
//       × volume discount(q)
//     + setup cost / q
//   volume discount(q) = max(FLOOR, (q / 30) ^ -EXPONENT)
//
// The EUR price is converted with the store's reference rates (region-config EUR_CONVERSION) and rounded
// half-up to minor units. Gross = net + VAT of the currency's home store. Both terms fall as q grows,
// so the unit price never rises with quantity (a property test checks every seeded variant).
import { EUR_CONVERSION, type RegionCode } from '@ph/region-config';
import type { Currency, Embellishment, Finish, Material, PrintMode } from '../catalogue';
import { CURRENCIES } from '../catalogue';
import { blankAreaM2, type BoxStyle } from '../catalogue';
import { majorToMinorHalfUp } from '../tax';
import { taxAmounts } from '../tax';
import { taxRegionOf } from '../tax';
import { rangesFromStarts } from '../pricing';

export const DEMO_PRICE_MODEL = {
  /** EUR per m² of board. */
  boardEurPerM2: {
    'cardboard-natural': 0.9,
    'cardboard-natural-white-inside': 1.05,
    'cardboard-white-one-side': 1.1,
    'cardboard-white-two-sides': 1.3,
    'cardboard-white': 1.25,
    'cardboard-coated': 1.6,
    'cardboard-coated-white-inside': 1.75,
    'cardboard-cardstock': 0.95,
  } satisfies Record<Material, number>,
  printMultiplier: {
    'no-print': 1,
    'print-monochrome': 1.35,
    'print-monochrome-with-print-inside': 1.7,
    'print-monochrome-white': 1.5,
    'print-monochrome-white-with-print-inside': 1.9,
    'print-eco-color': 1.6,
    'print-eco-color-with-print-inside': 2.1,
    'print-color-budget': 1.8,
    'print-color-hd': 2.4,
    'print-indigo-color': 2.8,
    'print-indigo-color-with-inside': 3.4,
  } satisfies Record<PrintMode, number>,
  finishMultiplier: {
    'foil-none': 1,
    'foil-glossy': 1.15,
    'foil-matte': 1.18,
    'sleeve-white': 1.1,
    'sleeve-kraft': 1.08,
    'single-strip': 1.06,
    'double-strip': 1.12,
  } satisfies Record<Finish, number>,
  /** EUR per box. */
  embellishmentEur: {
    None: 0,
    'UV Varnish Gloss': 0.12,
    'Hot Stamping Gold': 0.25,
    'Hot Stamping Silver': 0.25,
  } satisfies Record<Embellishment, number>,
  /** Folding, packing and palletising, EUR per box. */
  handlingEur: 0.3,
  discountExponent: 0.17,
  discountFloor: 0.45,
  discountBaseQuantity: 30,
  /** The store whose VAT the stored gross price of each currency carries. */
  homeRegionOfCurrency: { EUR: 'eu', PLN: 'pl', GBP: 'gb', RON: 'ro', SEK: 'se', USD: 'us' } satisfies Record<Currency, RegionCode>,
} as const;

export interface PriceModelInput {
  style: BoxStyle;
  dimensions: { length: number; width: number; height: number };
  material: Material;
  printMode: PrintMode;
  finish: Finish;
  embellishment: Embellishment;
  setupCostEur: number;
  /** Overrides the area model (sample packs have one flat price). */
  fixedUnitEur?: number;
}

export function volumeDiscount(quantity: number): number {
  const m = DEMO_PRICE_MODEL;
  return Math.max(m.discountFloor, (quantity / m.discountBaseQuantity) ** -m.discountExponent);
}

/** Unit net price in EUR (unrounded) for an order of `quantity`. */
export function demoUnitNetEur(input: PriceModelInput, quantity: number): number {
  if (input.fixedUnitEur !== undefined) return input.fixedUnitEur;
  const m = DEMO_PRICE_MODEL;
  const material = blankAreaM2(input.dimensions, input.style) * m.boardEurPerM2[input.material];
  const variable = material * m.printMultiplier[input.printMode] * m.finishMultiplier[input.finish] + m.handlingEur + m.embellishmentEur[input.embellishment];
  return variable * volumeDiscount(quantity) + input.setupCostEur / quantity;
}

export function eurToCurrency(eur: number, currency: Currency): number {
  return eur / EUR_CONVERSION[currency];
}

export interface DemoVolumePrice {
  currency: Currency;
  rangeStart: number;
  rangeEnd: number | null;
  netPrice: number;
  grossPrice: number;
  taxRateBp: number;
}

/** DEMO PRICES for every currency and tier of one variant. */
export function demoVolumePrices(input: PriceModelInput, tierStarts: readonly number[]): DemoVolumePrice[] {
  const ranges = rangesFromStarts(tierStarts);
  return CURRENCIES.flatMap((currency) => {
    const taxRateBp = taxRegionOf(DEMO_PRICE_MODEL.homeRegionOfCurrency[currency]).vatRateBp;
    return ranges.map(({ rangeStart, rangeEnd }) => {
      const netPrice = majorToMinorHalfUp(eurToCurrency(demoUnitNetEur(input, rangeStart), currency));
      const { gross } = taxAmounts(netPrice, taxRateBp);
      return { currency, rangeStart, rangeEnd, netPrice, grossPrice: gross, taxRateBp };
    });
  });
}
