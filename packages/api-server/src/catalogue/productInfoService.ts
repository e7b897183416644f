// Emissions, product structure, patterns and express delivery options.
import { getRegionConfig, REGION_CODES, SUPPORTED_COUNTRY_CODES, type RegionCode } from '@ph/region-config';
import type { Db } from '../db';
import { BadInput, NotFound } from '../errors';
import { decideTax, taxAmounts, taxRegionOf } from '../tax';
import type { Language } from './constants';
import { estimateEmissions, printedShareOf, ROAD_FREIGHT_KEY } from './emissions';
import { blankAreaM2 } from './geometry';
import { localize } from './localize';
import { toMillimetres, UnsupportedUnitError } from './units';
import * as repo from './repository';
import { notInPim, resolveSkus } from './skuLookup';

type PropertyMap = Record<string, string>;

async function propertiesOf(db: Db, variantIds: number[]): Promise<Map<number, PropertyMap>> {
  const rows = await repo.findVariantProperties(db, variantIds);
  const map = new Map<number, PropertyMap>();
  for (const { variantId, property } of rows) {
    const props = map.get(variantId) ?? {};
    props[property.type] = property.key;
    map.set(variantId, props);
  }
  return map;
}

function weightKg(size: repo.SizeRow): number {
  const weight = size.weight ?? 0;
  switch (size.weightUnit) {
    case 'g':
      return weight / 1000;
    case 'kg':
      return weight;
    default:
      throw new UnsupportedUnitError(size.weightUnit);
  }
}

function dimensionsMm(size: repo.SizeRow): { length: number; width: number; height: number } {
  const mm = (v: number | null): number => toMillimetres(v ?? 0, size.lengthUnit);
  return { length: mm(size.length), width: mm(size.width), height: mm(size.height) };
}

/** `v2/products/{sku}/emissions`: kg CO2e of `quantity` units of a variant. */
export async function productEmissions(db: Db, sku: string, quantity: number) {
  const [resolved] = await resolveSkus(db, [sku]);
  if (!resolved?.variant) throw notInPim(sku);
  const { variant, size } = resolved.variant;
  const props = (await propertiesOf(db, [variant.id])).get(variant.id) ?? {};
  const keys = [props.material, props.print_mode, ROAD_FREIGHT_KEY].filter((k): k is string => k !== undefined);
  const factors = new Map((await repo.findEmissionFactors(db, keys)).map((f) => [f.key, f.factor]));
  const materialFactor = props.material ? factors.get(props.material) : undefined;
  const transportFactor = factors.get(ROAD_FREIGHT_KEY);
  if (materialFactor === undefined || transportFactor === undefined) {
    throw new NotFound(`Emission factors for ${sku} are not defined`);
  }
  const area = blankAreaM2(dimensionsMm(size), resolved.product.boxStyle);
  const pieces = quantity * variant.piecesPerUnit;
  const kg = weightKg(size);
  const result = estimateEmissions(
    { materialPerM2: materialFactor, printPerM2: (props.print_mode && factors.get(props.print_mode)) || 0, transportPerKg: transportFactor },
    { blankAreaM2: area, printedShare: printedShareOf(props.print_coverage, props.print_mode), weightKg: kg, pieces },
  );
  return {
    data: {
      id: sku,
      type: 'emissions' as const,
      attributes: {
        sku,
        quantity,
        pieces,
        kg_co2e_total: result.totalKg,
        kg_co2e_per_piece: result.perPieceKg,
        breakdown: { material: result.materialKg, print: result.printKg, transport: result.transportKg },
        board_area_m2_per_piece: Math.round(area * 10_000) / 10_000,
        weight_kg_per_piece: kg,
      },
    },
  };
}

/**
 * Quantity from which an order is produced on the high-volume line (docs/domain.md#constants-and-limits): skus starting
 * `ph-` never; eco colour print 1000; plain mailer 2400; plain shipping box 2880; other product types
 * by their own threshold; 2500 otherwise.
 */
export function highQuantityThreshold(sku: string, productTypeKey: string, printMode: string | undefined): number | null {
  if (sku.startsWith('ph-')) return null;
  if (printMode === 'print-eco-color') return 1000;
  const byType: Record<string, number> = {
    'mailer-box-plain': 2400,
    'shipping-box-plain': 2880,
    label: 20000,
    'paper-can': 500,
    'poly-mailer': 5000,
    'recycled-poly-mailer': 5000,
    'kraft-tape': 2592,
    'packing-tape': 5184,
  };
  return byType[productTypeKey] ?? 2500;
}

/** `product_structure`: a product with its variants' sizes and properties (one variant for a variant sku). */
export async function productStructure(db: Db, sku: string, lang: Language) {
  const [resolved] = await resolveSkus(db, [sku]);
  if (!resolved) throw notInPim(sku);
  const { product } = resolved;
  const variants = resolved.variant
    ? [resolved.variant]
    : (await repo.findVariantsOfProducts(db, [product.id])).filter((v) => v.variant.status === 'published');
  const props = await propertiesOf(db, variants.map((v) => v.variant.id));
  return {
    data: {
      product: { id: product.id, sku: product.sku, name: localize(product.name, lang), type: product.type, product_type_key: product.productTypeKey, production_days: product.productionDays },
      variants: variants.map(({ variant, size }) => {
        const p = props.get(variant.id) ?? {};
        return {
          id: variant.id,
          sku: variant.sku,
          external_pim_id: variant.externalPimId,
          status: variant.status,
          pieces_per_unit: variant.piecesPerUnit,
          pss_representation: variant.pssRepresentation,
          high_quantity_threshold: highQuantityThreshold(variant.sku, product.productTypeKey, p.print_mode),
          size: { code: size.code, length: size.length, width: size.width, height: size.height, unit: size.lengthUnit },
          properties: p,
        };
      }),
    },
  };
}

export async function patterns(db: Db, region: RegionCode, lang: Language) {
  const rows = await repo.listPatterns(db, region);
  return { data: rows.map((p) => ({ id: p.id, key: p.key, name: localize(p.name, lang), image: p.image, product_type_keys: p.productTypeKeys })) };
}

/** The store that delivers to a country: the national one, else the European store. */
export function storeForCountry(countryIso: string): RegionCode {
  return REGION_CODES.find((code) => getRegionConfig(code).countryCode === countryIso) ?? 'eu';
}

/** `prices/express_delivery`: express options for a sku delivered to a country, taxed for that country. */
export async function expressDelivery(db: Db, sku: string, countryIso: string) {
  if (!SUPPORTED_COUNTRY_CODES.includes(countryIso)) throw new BadInput('country', `${countryIso} is not a country the store delivers to`);
  const [resolved] = await resolveSkus(db, [sku]);
  if (!resolved) throw notInPim(sku);
  const skus = resolved.variant ? [resolved.variant.variant.sku, resolved.product.sku] : [resolved.product.sku];
  const region = storeForCountry(countryIso);
  const decision = decideTax(taxRegionOf(region), countryIso);
  const rows = await repo.findExpressOptions(db, skus, countryIso);
  // A variant's own option replaces its family's option with the same days saved.
  const byDays = new Map<number, repo.ExpressOptionRow>();
  for (const row of rows) {
    const current = byDays.get(row.daysSaved);
    if (!current || row.sku === resolved.variant?.variant.sku) byDays.set(row.daysSaved, row);
  }
  return {
    express_delivery: [...byDays.values()]
      .sort((a, b) => a.daysSaved - b.daysSaved)
      .map((row) => {
        const { tax, gross } = taxAmounts(row.priceNet, decision.rateBp);
        return {
          id: row.id,
          sku: row.sku,
          country_iso: row.countryIso,
          days_saved: row.daysSaved,
          currency: row.currency,
          price: { net: row.priceNet, tax, gross, tax_rate: decision.rateBp },
        };
      }),
  };
}
