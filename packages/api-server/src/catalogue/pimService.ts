// The PIM reads: products by id or by variant sku, bundles. Filters (region, sales channel,
// unavailable items, empty pricing) and expansions are applied here; presenters shape the answer.
import { getRegionConfig, type RegionCode } from '@ph/region-config';
import type { PimBundle, PimExpansion, PimProduct, PimVolumePricing } from '@ph/api-contract';
import type { Db } from '../db';
import { NotFound, RuleViolation } from '../errors';
import { taxAmounts } from '../tax';
import type { Language } from './constants';
import { describeFallback } from './fallbackProduct';
import { localize } from './localize';
import {
  presentFallbackProduct,
  presentImages,
  presentProductBase,
  presentProperty,
  presentProductSizes,
  presentVariant,
  type ExpansionFlags,
  type VariantView,
} from './pimPresenter';
import { priceContext, type PriceContext } from '../tax';
import * as repo from './repository';
import type { ProductRow, PropertyRow } from './repository';

export interface PimReadOptions {
  region: RegionCode;
  lang: Language;
  salesChannelId?: string | undefined;
  expand: readonly PimExpansion[];
  withEmptyPricing: boolean;
  withUnavailable: boolean;
}

export function expansionFlags(expand: readonly PimExpansion[]): ExpansionFlags {
  const has = (e: PimExpansion): boolean => expand.includes(e);
  return {
    variants: has('variants') || has('variants.volume_pricings'),
    volumePricings: has('variants.volume_pricings'),
    configurableProperties: has('configurable_properties'),
    descriptiveProperties: has('descriptive_properties'),
    editorAssets: has('editor_assets'),
    relatedProducts: has('related_products'),
    editorRelatedProducts: has('editor_related_products'),
    crossSells: has('cross_sells'),
    sizes: has('sizes'),
  };
}

/** Why a product is hidden from a read, or null when it is visible. */
function hiddenReason(product: ProductRow, opts: PimReadOptions): string | null {
  if (opts.salesChannelId && !product.salesChannels.includes(opts.salesChannelId)) return `is not sold in sales channel ${opts.salesChannelId}`;
  if (opts.withUnavailable) return null;
  if (product.status !== 'published') return 'is not published';
  if (!(getRegionConfig(opts.region).allowedProductTypes as readonly string[]).includes(product.productTypeKey)) return `is not sold in region ${opts.region}`;
  return null;
}

function regionPricings(rows: repo.TierRow[], ctx: PriceContext): PimVolumePricing[] {
  return rows.map((row) => {
    // Stored gross carries the currency's home VAT; the asked store and tax country decide the real one.
    const { gross } = taxAmounts(row.netPrice, ctx.tax.rateBp);
    return {
      currency: row.currency,
      minQuantity: row.rangeStart,
      rangeStart: row.rangeStart,
      rangeEnd: row.rangeEnd,
      netPrice: row.netPrice,
      grossPrice: gross,
      taxRate: ctx.tax.rateBp,
    };
  });
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Loads and presents products with the requested expansions, in as few queries as the expansions need. */
async function presentProducts(db: Db, products: ProductRow[], opts: PimReadOptions): Promise<Array<{ product: PimProduct; variantSkus: Set<string> }>> {
  const flags = expansionFlags(opts.expand);
  const ids = products.map((p) => p.id);
  const ctx = priceContext(opts.region);
  const lang = opts.lang;

  // Variants are always loaded: the sku lookup checks the asked variant is offered even when the
  // answer does not list variants.
  const variantRows = await repo.findVariantsOfProducts(db, ids);
  const variantIds = variantRows.map((r) => r.variant.id);
  const [prices, variantProps, productProps, related, crossSells] = await Promise.all([
    repo.findVolumePrices(db, variantIds, ctx.currency),
    flags.variants ? repo.findVariantProperties(db, variantIds) : Promise.resolve([]),
    flags.configurableProperties || flags.descriptiveProperties ? repo.findProductProperties(db, ids) : Promise.resolve([]),
    flags.relatedProducts || flags.editorRelatedProducts ? repo.findRelatedProducts(db, ids) : Promise.resolve([]),
    flags.crossSells ? repo.findCrossSells(db, ids) : Promise.resolve([]),
  ]);
  const pricesByVariant = groupBy(prices, (p) => p.variantId);
  const propsByVariant = groupBy(variantProps, (p) => p.variantId);
  const variantsByProduct = groupBy(variantRows, (r) => r.variant.productId);
  const propsByProduct = groupBy(productProps, (p) => p.productId);
  const relatedByProduct = groupBy(related, (r) => r.productId);
  const crossSellsByProduct = groupBy(crossSells, (c) => c.productId);

  const visibleRelated = (row: ProductRow): boolean => row.status === 'published' || opts.withUnavailable;

  return products.map((product) => {
    const views: VariantView[] = (variantsByProduct.get(product.id) ?? [])
      .filter(({ variant }) => opts.withUnavailable || variant.status === 'published')
      .map(({ variant, size }) => ({
        variant,
        size,
        properties: (propsByVariant.get(variant.id) ?? []).map((p) => p.property),
        pricings: regionPricings(pricesByVariant.get(variant.id) ?? [], ctx),
      }))
      .filter((v) => opts.withEmptyPricing || v.pricings.length > 0);

    const out: PimProduct = presentProductBase(product, lang);
    const props = propsByProduct.get(product.id) ?? [];
    const propsOf = (role: 'configurable' | 'descriptive'): PropertyRow[] => props.filter((p) => p.role === role).map((p) => p.property);
    if (flags.configurableProperties) out.configurableProperties = propsOf('configurable').map((p) => presentProperty(p, lang));
    if (flags.descriptiveProperties) out.descriptiveProperties = propsOf('descriptive').map((p) => presentProperty(p, lang));
    if (flags.editorAssets) out.editorAssets = product.editorAssets ?? null;
    const relatedOf = (kind: 'related' | 'editor') =>
      (relatedByProduct.get(product.id) ?? [])
        .filter((r) => r.kind === kind && visibleRelated(r.related))
        .map(({ related: r }) => ({ id: r.id, sku: r.sku, title: localize(r.title, lang), pageUrl: r.pagePath, image: presentImages(r.images, lang)[0] ?? null }));
    if (flags.relatedProducts) out.relatedProducts = relatedOf('related');
    if (flags.editorRelatedProducts) out.editorRelatedProducts = relatedOf('editor');
    if (flags.crossSells) {
      const bySlug = groupBy((crossSellsByProduct.get(product.id) ?? []).filter((c) => visibleRelated(c.target)), (c) => c.slug);
      out.crossSells = [...bySlug.entries()].map(([slug, items]) => ({
        slug,
        products: items.map((c) => ({
          id: c.target.id,
          sku: c.target.sku,
          title: localize(c.target.title, lang),
          minimumOrderQuantity: c.minimumOrderQuantity,
          productPageUrl: c.target.pagePath,
        })),
      }));
    }
    if (flags.sizes) out.sizes = presentProductSizes(views);
    if (flags.variants) {
      out.variants = views.map((v) => presentVariant(v, product, lang, { withPricings: flags.volumePricings, withEditorAssets: flags.editorAssets }));
    }
    return { product: out, variantSkus: new Set(views.map((v) => v.variant.sku)) };
  });
}

export async function getPimProduct(db: Db, id: number, opts: PimReadOptions): Promise<PimProduct> {
  const product = await repo.findProductById(db, id);
  const hidden = product ? hiddenReason(product, opts) : 'does not exist';
  if (!product || hidden) throw new NotFound(`Product with id ${id} not found in PIM`);
  const [presented] = await presentProducts(db, [product], opts);
  if (!presented) throw new NotFound(`Product with id ${id} not found in PIM`);
  return presented.product;
}

export const ONLY_ONE_PRODUCT = 'Only one product allowed!';

export function variantMissingMessage(sku: string, productId: number): string {
  return `Cannot find variant with sku - ${sku} for product id - ${productId}! Make sure the variant and its volume pricings are defined and published in PIM.`;
}

/**
 * The product owning the variant sku(s). More than one product is a 422 ('Only one product allowed!');
 * none is a 404, unless `withUnavailable` asks for a fallback product for a single sku.
 */
export async function findPimProductByVariantSku(db: Db, skus: string[], opts: PimReadOptions): Promise<PimProduct> {
  const unique = [...new Set(skus)];
  const products = (await repo.findProductsByVariantSkus(db, unique)).filter((p) => hiddenReason(p, opts) === null);
  if (products.length > 1) throw new RuleViolation('only_one_product', ONLY_ONE_PRODUCT, 'variants[sku]');
  const [product] = products;
  if (!product) {
    const [sku] = unique;
    if (opts.withUnavailable && unique.length === 1 && sku !== undefined) {
      return presentFallbackProduct(describeFallback(sku), expansionFlags(opts.expand));
    }
    throw new NotFound(`Product with sku ${unique.join(', ')} not found in PIM`);
  }
  const [presented] = await presentProducts(db, [product], opts);
  if (!presented) throw new NotFound(`Product with sku ${unique.join(', ')} not found in PIM`);
  const missing = unique.find((sku) => !presented.variantSkus.has(sku));
  if (missing !== undefined) throw new NotFound(variantMissingMessage(missing, product.id));
  return presented.product;
}

export async function getPimBundle(db: Db, id: number, opts: PimReadOptions): Promise<PimBundle> {
  const bundle = await repo.findBundleById(db, id);
  if (!bundle || (bundle.status !== 'published' && !opts.withUnavailable)) throw new NotFound(`Bundle with id ${id} not found in PIM`);
  const [members, compatible] = await Promise.all([repo.findBundleProducts(db, id), repo.findBundleCompatibleVariants(db, id)]);
  const products = (await repo.findProductsByIds(db, members.map((m) => m.productId))).filter((p) => hiddenReason(p, opts) === null);
  const presented = await presentProducts(db, products, opts);
  const byId = new Map(presented.map((p) => [p.product.id, p.product]));
  return {
    id: bundle.id,
    key: bundle.key,
    name: localize(bundle.name, opts.lang),
    title: localize(bundle.title, opts.lang),
    description: localize(bundle.description, opts.lang),
    images: presentImages(bundle.images, opts.lang),
    status: bundle.status,
    primaryVariantId: bundle.primaryVariantId,
    products: members.flatMap((m) => {
      const product = byId.get(m.productId);
      return product ? [{ role: m.role, primary: m.role === 'primary', optional: m.role === 'optional', product }] : [];
    }),
    compatibleVariants: compatible,
  };
}
