// Custom sample packs (docs/domain.md#the-apis-calls `POST /custom_sample_pack`; storefront-config's "create sample
// pack" stage). The spec names the call but no way to learn what may go in a pack, so
// `GET v2/sample_packs` lists the packs a store sells (with their price) and the samples a shopper
// can choose; `POST /custom_sample_pack` accepts exactly those.
import { getRegionConfig, type RegionCode } from '@ph/region-config';
import type { Language } from '../catalogue';
import { localize } from '../catalogue';
import { defaultLanguage } from '../catalogue';
import { priceContext } from '../tax';
import * as catalogue from '../catalogue';
import type { SamplePacksResponse } from '@ph/api-contract';
import type { Db } from '../db';
import { RuleViolation } from '../errors';
import { PricingError, priceLine } from '../pricing';
import { addLineItem } from './lines';
import * as repo from './repository';

/** Products whose boxes are sent as samples; sample packs and "other" goods are not. */
const SAMPLEABLE_TYPES: ReadonlySet<string> = new Set(['custom', 'plain', 'pre-printed']);

function soldIn(region: string, product: catalogue.ProductRow): boolean {
  return product.status === 'published' && (getRegionConfig(region).allowedProductTypes as readonly string[]).includes(product.productTypeKey);
}

/**
 * The samples on offer: one per product and material (the product's first published variant in it),
 * so a shopper compares board and finish without choosing among every size.
 */
async function sampleChoices(db: Db, region: RegionCode, lang: Language) {
  const products = (await catalogue.listProducts(db)).filter((p) => SAMPLEABLE_TYPES.has(p.type) && soldIn(region, p));
  const variants = (await catalogue.findVariantsOfProducts(db, products.map((p) => p.id))).filter((v) => v.variant.status === 'published');
  const props = await catalogue.findVariantProperties(db, variants.map((v) => v.variant.id));
  const materialOf = new Map(props.filter((p) => p.property.type === 'material').map((p) => [p.variantId, p.property]));
  const seen = new Set<string>();
  const samples: SamplePacksResponse['data']['samples'] = [];
  for (const product of products) {
    for (const { variant } of variants.filter((v) => v.variant.productId === product.id)) {
      const material = materialOf.get(variant.id) ?? null;
      const key = `${product.id}|${material?.key ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      samples.push({
        sku: variant.sku,
        product_sku: product.sku,
        product_name: localize(product.name, lang),
        material: material?.key ?? null,
        material_name: material ? localize(material.name, lang) : null,
        image: variant.images[0]?.url ?? product.images[0]?.url ?? null,
      });
    }
  }
  return samples;
}

/** `GET v2/sample_packs`: the packs the store sells (price of one pack, taxed for the store's home country) and the samples. */
export async function samplePackOffers(db: Db, region: RegionCode, lang: Language | undefined): Promise<SamplePacksResponse> {
  const language = lang ?? defaultLanguage(region);
  const ctx = priceContext(region);
  const packProducts = (await catalogue.listProducts(db)).filter((p) => p.type === 'sample' && soldIn(region, p));
  const packVariants = (await catalogue.findVariantsOfProducts(db, packProducts.map((p) => p.id))).filter((v) => v.variant.status === 'published');
  const tiers = await catalogue.findVolumePrices(db, packVariants.map((v) => v.variant.id), ctx.currency);
  const packs = packVariants.flatMap(({ variant }) => {
    const product = packProducts.find((p) => p.id === variant.productId);
    if (!product) return [];
    try {
      const line = priceLine({ variant: { sku: variant.sku, volumePrices: tiers.filter((t) => t.variantId === variant.id) }, quantity: 1, currency: ctx.currency, region: ctx.taxRegion, customer: null, taxCountryIso: ctx.tax.countryIso });
      return [{
        sku: variant.sku,
        name: localize(product.name, language),
        description: localize(product.description, language),
        min_samples: 1,
        max_samples: variant.piecesPerUnit,
        currency: ctx.currency,
        unit_net: line.unitNet,
        net: line.net,
        tax: line.tax,
        gross: line.gross,
      }];
    } catch (err) {
      // A pack without a price in the store's currency cannot be ordered there.
      if (err instanceof PricingError) return [];
      throw err;
    }
  });
  return { data: { packs, samples: await sampleChoices(db, region, language) } };
}

/**
 * A pack holds at most as many samples as it has pieces (the pack variant's pieces per unit), each a
 * published variant of a box product the order's store sells.
 */
async function checkSamples(db: Db, region: string, pack: { piecesPerUnit: number }, samples: readonly string[]): Promise<void> {
  if (samples.length > pack.piecesPerUnit) {
    throw new RuleViolation('too_many_samples', `A sample pack holds at most ${pack.piecesPerUnit} samples`, 'samples');
  }
  const known = await catalogue.findVariantsBySkus(db, [...samples]);
  const unknown = samples.filter((s) => !known.some((k) => k.variant.sku === s));
  if (unknown.length) throw new RuleViolation('unknown_sample', `Unknown sample skus: ${unknown.join(', ')}`, 'samples');
  const refused = known.filter((k) => k.variant.status !== 'published' || !SAMPLEABLE_TYPES.has(k.product.type) || !soldIn(region, k.product));
  if (refused.length) {
    throw new RuleViolation('sample_not_offered', `Not offered as samples in this store: ${refused.map((k) => k.variant.sku).join(', ')}`, 'samples');
  }
}

/** `POST /custom_sample_pack`: a sample pack variant with the chosen samples. */
export async function addSamplePack(tx: Db, order: repo.OrderRow, input: { sku: string; samples: string[]; version: string }): Promise<void> {
  const [found] = await catalogue.findVariantsBySkus(tx, [input.sku]);
  if (!found || found.product.type !== 'sample') throw new RuleViolation('not_a_sample_pack', `${input.sku} is not a sample pack`, 'sku');
  const samples = [...new Set(input.samples)];
  await checkSamples(tx, order.region, found.variant, samples);
  const line = await addLineItem(tx, order, { variant_id: found.variant.id, quantity: 1 });
  if (line) await repo.setLineOptions(tx, line.id, { samples, version: input.version });
}
