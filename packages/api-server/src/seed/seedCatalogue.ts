// Seeds the catalogue. Idempotent: every row is inserted with ON CONFLICT DO NOTHING on its natural key
// (sku, key, composite), so a second run inserts nothing and changes nothing. It seeds, it does not
// sync: a row that already exists is left as it is, even if the seed data changed since.
import { printSpecOf } from './data/sizes';
import { imageUrl, VARIANT_VIEWS } from '../catalogue';
import type { Db } from '../db';
import * as repo from './catalogue-repo';
import { SEED_BUNDLES } from './data/bundles';
import { SEED_EMISSION_FACTORS } from './data/emissionFactors';
import { seedExpressOptions } from './data/express';
import { SEED_PATTERNS } from './data/patterns';
import { SEED_PRODUCTS } from './data/products';
import { SEED_PROPERTIES } from './data/properties';
import { seedShippingRates } from './data/shipping';
import { expandVariants, productEditorAssets, propertyRoles, type SeedVariant } from './variants';

export interface SeedReport {
  /** Rows inserted per table; all zero when the catalogue was already seeded. */
  inserted: Record<string, number>;
}

const propKey = (type: string, key: string): string => `${type}\u0000${key}`;

export async function seedCatalogue(db: Db): Promise<SeedReport> {
  const inserted: Record<string, number> = {};
  const count = (table: string, n: number): void => {
    inserted[table] = (inserted[table] ?? 0) + n;
  };

  await db.transaction(async (tx) => {
    // Properties
    count('properties', await repo.insertNew(tx, 'properties', SEED_PROPERTIES.map((p) => ({ type: p.type, key: p.key, name: p.name, title: p.title, description: p.description ?? null, image: p.image ?? null, descriptionImage: p.descriptionImage ?? null, position: p.position }))));
    const propertyIds = new Map((await repo.propertyIds(tx)).map((p) => [propKey(p.type, p.key), p.id]));
    const propertyId = (type: string, key: string): number => {
      const id = propertyIds.get(propKey(type, key));
      if (id === undefined) throw new Error(`seed: property ${type}/${key} is not defined`);
      return id;
    };

    // Sizes
    const sizes = [...new Map(SEED_PRODUCTS.flatMap((p) => p.sizes).map((s) => [s.key, s])).values()];
    const sizeRows = await repo.insertNew(
      tx,
      'sizes',
        sizes.map((s) => ({
          key: s.key,
          code: s.code,
          label: s.label,
          length: s.length,
          width: s.width,
          height: s.height,
          innerLength: s.innerLength,
          innerWidth: s.innerWidth,
          innerHeight: s.innerHeight,
          sleeveWidth: s.sleeveWidth,
          volume: s.volume,
          weight: s.weight,
          image: s.image,
        })),
    );
    count('sizes', sizeRows);
    const sizeIds = new Map((await repo.sizeIds(tx)).map((s) => [s.key, s.id]));
    const sizeId = (key: string): number => {
      const id = sizeIds.get(key);
      if (id === undefined) throw new Error(`seed: size ${key} is missing`);
      return id;
    };

    // Products
    const productRows = await repo.insertNew(
      tx,
      'products',
        SEED_PRODUCTS.map((p, position) => ({
          sku: p.sku,
          productTypeKey: p.productTypeKey,
          type: p.type,
          boxStyle: p.style,
          name: p.name,
          title: p.title,
          description: p.description,
          images: [
            { url: imageUrl.product(p.sku, 'main'), alt: p.name },
            { url: imageUrl.product(p.sku, 'detail'), alt: p.title },
          ],
          pagePath: p.pagePath,
          salesChannels: p.salesChannels,
          productionDays: p.productionDays,
          customSizeConfig: p.customSize,
          customPropertiesConfig: p.customProperties,
          dynamicPricingConfig: p.dynamicPricing,
          editorAssets: productEditorAssets(p),
          editorStyles: p.editorStyles,
          printSpec: printSpecOf(p),
          qrConfig: p.qr,
          position,
        })),
    );
    count('products', productRows);
    const productIds = new Map((await repo.productIds(tx)).map((p) => [p.sku, p.id]));
    const productId = (sku: string): number => {
      const id = productIds.get(sku);
      if (id === undefined) throw new Error(`seed: product ${sku} is missing`);
      return id;
    };

    // Variants
    const expanded: Array<{ productSku: string; variants: SeedVariant[] }> = SEED_PRODUCTS.map((p, i) => ({ productSku: p.sku, variants: expandVariants(p, i) }));
    const variantValues = expanded.flatMap(({ productSku, variants }) => {
      const product = SEED_PRODUCTS.find((p) => p.sku === productSku);
      if (!product) throw new Error(`seed: ${productSku}`);
      return variants.map((v) => ({
        productId: productId(productSku),
        sku: v.sku,
        externalPimId: v.externalPimId,
        stock: product.stock,
        stockControlEnabled: product.stock !== null,
        piecesPerUnit: product.piecesPerUnit,
        sizeId: sizeId(v.size.key),
        // The product page's gallery: the box closed with its size, opened, and its front flat.
        images: [{ url: imageUrl.variant(v.sku) }, ...VARIANT_VIEWS.map((view) => ({ url: imageUrl.variantView(v.sku, view) }))],
        isCustom: false,
        isDynamic: product.dynamicPricing?.enabled ?? false,
        editorAssets: v.editorAssets,
        pssRepresentation: v.pssRepresentation,
        position: v.position,
      }));
    });
    count('variants', await repo.insertNew(tx, 'variants', variantValues, 200));
    const allVariantSkus = variantValues.map((v) => v.sku);
    const variantIds = new Map((await repo.variantIds(tx, allVariantSkus)).map((v) => [v.sku, v.id]));
    const variantId = (sku: string): number => {
      const id = variantIds.get(sku);
      if (id === undefined) throw new Error(`seed: variant ${sku} is missing`);
      return id;
    };

    // Product and variant properties
    const productPropertyValues = expanded.flatMap(({ productSku, variants }) =>
      propertyRoles(variants).map((r, position) => ({ productId: productId(productSku), propertyId: propertyId(r.type, r.key), role: r.role, position })),
    );
    count('product_properties', await repo.insertNew(tx, 'product_properties', productPropertyValues));
    const variantPropertyValues = expanded.flatMap(({ variants }) =>
      variants.flatMap((v) => [...new Map(v.properties.map((p) => [propertyId(p.type, p.key), p])).keys()].map((pid) => ({ variantId: variantId(v.sku), propertyId: pid }))),
    );
    count('variant_properties', await repo.insertNew(tx, 'variant_properties', variantPropertyValues));

    // Volume prices (DEMO PRICES, see priceModel.ts)
    const priceValues = expanded.flatMap(({ variants }) =>
      variants.flatMap((v) => v.prices.map((p) => ({ variantId: variantId(v.sku), currency: p.currency, rangeStart: p.rangeStart, rangeEnd: p.rangeEnd, netPrice: p.netPrice, grossPrice: p.grossPrice, taxRateBp: p.taxRateBp }))),
    );
    count('volume_prices', await repo.insertNew(tx, 'volume_prices', priceValues, 1000));

    // Cross-sells and related products
    const crossSellValues = SEED_PRODUCTS.flatMap((p) =>
      p.crossSells.map((c, position) => ({ productId: productId(p.sku), slug: c.slug, targetProductId: productId(c.target), minimumOrderQuantity: c.minimumOrderQuantity, position })),
    );
    count('cross_sells', await repo.insertNew(tx, 'cross_sells', crossSellValues));
    const relatedValues = SEED_PRODUCTS.flatMap((p) => [
      ...p.related.map((r, position) => ({ productId: productId(p.sku), relatedProductId: productId(r), kind: 'related' as const, position })),
      ...p.editorRelated.map((r, position) => ({ productId: productId(p.sku), relatedProductId: productId(r), kind: 'editor' as const, position })),
    ]);
    count('related_products', await repo.insertNew(tx, 'related_products', relatedValues));

    // Bundles
    const bundleRows = await repo.insertNew(
      tx,
      'bundles',
        SEED_BUNDLES.map((b) => ({
          key: b.key,
          name: b.name,
          title: b.title,
          description: b.description,
          images: [{ url: imageUrl.bundle(b.key), alt: b.name }],
          primaryVariantId: variantId(b.primaryVariantSku),
        })),
    );
    count('bundles', bundleRows);
    const bundleIds = new Map((await repo.bundleIds(tx)).map((b) => [b.key, b.id]));
    const bundleId = (key: string): number => {
      const id = bundleIds.get(key);
      if (id === undefined) throw new Error(`seed: bundle ${key} is missing`);
      return id;
    };
    count('bundle_products', await repo.insertNew(tx, 'bundle_products', SEED_BUNDLES.flatMap((b) => b.products.map((p, position) => ({ bundleId: bundleId(b.key), productId: productId(p.sku), role: p.role, position })))));
    count('bundle_compatible_variants', await repo.insertNew(tx, 'bundle_compatible_variants', SEED_BUNDLES.flatMap((b) => b.compatibleVariants.map(([from, to]) => ({ bundleId: bundleId(b.key), fromVariantId: variantId(from), toVariantId: variantId(to) })))));

    // Express delivery, emission factors, patterns, shipping rates
    count('express_delivery_options', await repo.insertNew(tx, 'express_delivery_options', seedExpressOptions()));
    count('emission_factors', await repo.insertNew(tx, 'emission_factors', SEED_EMISSION_FACTORS));
    count('patterns', await repo.insertNew(tx, 'patterns', SEED_PATTERNS.map((p, position) => ({ key: p.key, name: p.name, image: imageUrl.pattern(p.key), regions: p.regions, productTypeKeys: p.productTypeKeys, position }))));
    count('shipping_rates', await repo.insertNew(tx, 'shipping_rates', seedShippingRates()));
  });
  return { inserted };
}

/** True when the catalogue holds no product: the start-up seed runs only then. */
export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  return (await repo.productCount(db)) === 0;
}

/** Seeds when the catalogue is empty; returns whether it seeded. */
export async function seedCatalogueIfEmpty(db: Db): Promise<boolean> {
  if (!(await catalogueIsEmpty(db))) return false;
  await seedCatalogue(db);
  return true;
}
