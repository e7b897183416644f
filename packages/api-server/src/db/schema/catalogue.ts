// Catalogue and price tables. Every table has a natural key (sku, key, or a composite) with a unique
// index, so the seed can upsert by it and stay idempotent, and the API can look rows up by what clients send.
// Money is integer minor units in bigint columns (mode 'number': all catalogue amounts are far below 2^53).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  char,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PRODUCT_TYPES, PROPERTY_TYPES, PUBLICATION_STATUSES } from '@ph/api-contract';
import type {
  CatalogueImage,
  CustomPropertiesConfig,
  CustomSizeConfig,
  DynamicPricingConfig,
  EditorAssets,
  EditorStyles,
  LocalizedText,
  PrintSpec,
  QrConfig,
} from './catalogue-json';

/** The box constructions the catalogue's geometry knows (catalogue/geometry.ts). */
export const BOX_STYLES = ['mailer', 'shipping', 'folding-carton', 'two-piece', 'wine', 'sleeved-mailer', 'sample-pack'] as const;

export const catalogueProductType = pgEnum('catalogue_product_type', PRODUCT_TYPES);
export const catalogueStatus = pgEnum('catalogue_status', PUBLICATION_STATUSES);
export const cataloguePropertyType = pgEnum('catalogue_property_type', PROPERTY_TYPES);
export const catalogueLinkRole = pgEnum('catalogue_property_role', ['configurable', 'descriptive']);
export const catalogueRelationKind = pgEnum('catalogue_relation_kind', ['related', 'editor']);
export const catalogueBundleRole = pgEnum('catalogue_bundle_role', ['primary', 'optional']);
export const catalogueBoxStyle = pgEnum('catalogue_box_style', BOX_STYLES);
export const catalogueEmissionScope = pgEnum('catalogue_emission_scope', ['material', 'print_mode', 'transport']);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The product family sku (docs/domain.md#the-store-and-its-customers), e.g. `mailer-box`. */
    sku: text('sku').notNull(),
    /** Product type key of the region configuration (docs/domain.md#what-the-store-keeps), e.g. `mailer-box-eco`. */
    productTypeKey: text('product_type_key').notNull(),
    type: catalogueProductType('type').notNull(),
    /** Construction of the box; decides how much board a blank takes (geometry.ts). */
    boxStyle: catalogueBoxStyle('box_style').notNull().default('mailer'),
    status: catalogueStatus('status').notNull().default('published'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    images: jsonb('images').$type<CatalogueImage[]>().notNull().default([]),
    /** Storefront path of the product page, without the region prefix. */
    pagePath: text('page_path').notNull(),
    /** Sales channels the product is sold in; a catalogue read with `salesChannelId` only sees these. */
    salesChannels: text('sales_channels').array().notNull().default(sql`ARRAY['storefront']::text[]`),
    productionDays: integer('production_days').notNull().default(21),
    customSizeConfig: jsonb('custom_size_config').$type<CustomSizeConfig>(),
    customPropertiesConfig: jsonb('custom_properties_config').$type<CustomPropertiesConfig>(),
    dynamicPricingConfig: jsonb('dynamic_pricing_config').$type<DynamicPricingConfig>(),
    editorAssets: jsonb('editor_assets').$type<EditorAssets>(),
    editorStyles: jsonb('editor_styles').$type<EditorStyles>(),
    /** How the box is printed: dieline style, board kind, bleed and safe area (mm). Null: not printable. */
    printSpec: jsonb('print_spec').$type<PrintSpec>(),
    qrConfig: jsonb('qr_config').$type<QrConfig>(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('catalogue_products_sku_key').on(t.sku),
    check('catalogue_products_production_days_positive', sql`${t.productionDays} > 0`),
  ],
);

export const catalogueSizes = pgTable(
  'catalogue_sizes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Natural key, e.g. `mailer-F22`. */
    key: text('key').notNull(),
    /** The size code shown in the store and sent as `product_size`, e.g. `F22`. */
    code: text('code').notNull().default(''),
    label: text('label').notNull(),
    // Outer dimensions in `lengthUnit` (the seed uses mm).
    length: doublePrecision('length'),
    width: doublePrecision('width'),
    height: doublePrecision('height'),
    diameter: doublePrecision('diameter'),
    innerLength: doublePrecision('inner_length'),
    innerWidth: doublePrecision('inner_width'),
    innerHeight: doublePrecision('inner_height'),
    innerDiameter: doublePrecision('inner_diameter'),
    sleeveWidth: doublePrecision('sleeve_width'),
    volume: doublePrecision('volume'),
    weight: doublePrecision('weight'),
    lengthUnit: text('length_unit').notNull().default('mm'),
    volumeUnit: text('volume_unit').notNull().default('ml'),
    weightUnit: text('weight_unit').notNull().default('g'),
    image: text('image'),
    isCustom: boolean('is_custom').notNull().default(false),
  },
  (t) => [uniqueIndex('catalogue_sizes_key_key').on(t.key), index('catalogue_sizes_code_idx').on(t.code)],
);

export const catalogueProperties = pgTable(
  'catalogue_properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: cataloguePropertyType('type').notNull(),
    /** The value of docs/domain.md#what-the-store-keeps, e.g. `cardboard-natural`, `print-eco-color`, `Outside + Inside`. */
    key: text('key').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    descriptionImage: text('description_image'),
    image: text('image'),
    position: integer('position').notNull().default(0),
    editorAssets: jsonb('editor_assets').$type<Record<string, string>>(),
  },
  (t) => [uniqueIndex('catalogue_properties_type_key_key').on(t.type, t.key)],
);

export const catalogueProductProperties = pgTable(
  'catalogue_product_properties',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => catalogueProperties.id, { onDelete: 'restrict' }),
    role: catalogueLinkRole('role').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.propertyId, t.role] })],
);

export const catalogueVariants = pgTable(
  'catalogue_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** Id of the variant in the product information system; clients query prices by it (`v2/variants`). */
    externalPimId: text('external_pim_id').notNull(),
    status: catalogueStatus('status').notNull().default('published'),
    /** Units in stock; only enforced when `stockControlEnabled`. */
    stock: integer('stock'),
    stockControlEnabled: boolean('stock_control_enabled').notNull().default(false),
    piecesPerUnit: integer('pieces_per_unit').notNull().default(1),
    sizeId: integer('size_id')
      .notNull()
      .references(() => catalogueSizes.id, { onDelete: 'restrict' }),
    images: jsonb('images').$type<CatalogueImage[]>().notNull().default([]),
    isCustom: boolean('is_custom').notNull().default(false),
    isDynamic: boolean('is_dynamic').notNull().default(false),
    qrConfig: jsonb('qr_config').$type<QrConfig>(),
    customProperties: jsonb('custom_properties').$type<Record<string, string>>(),
    editorAssets: jsonb('editor_assets').$type<EditorAssets>(),
    /** The production-system (PSS) code of the variant. */
    pssRepresentation: text('pss_representation'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('catalogue_variants_sku_key').on(t.sku),
    uniqueIndex('catalogue_variants_external_pim_id_key').on(t.externalPimId),
    index('catalogue_variants_product_id_idx').on(t.productId),
    check('catalogue_variants_pieces_per_unit_positive', sql`${t.piecesPerUnit} > 0`),
    check('catalogue_variants_stock_not_negative', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
  ],
);

export const catalogueVariantProperties = pgTable(
  'catalogue_variant_properties',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => catalogueVariants.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => catalogueProperties.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.propertyId] })],
);

/**
 * Volume prices of a variant in one currency. `netPrice`/`grossPrice` are per unit in minor units;
 * `grossPrice`/`taxRateBp` are for the currency's home region; the API recomputes tax for the
 * requested region and tax country. `rangeEnd` is inclusive; null means "and above".
 */
export const catalogueVolumePrices = pgTable(
  'catalogue_volume_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => catalogueVariants.id, { onDelete: 'cascade' }),
    currency: char('currency', { length: 3 }).notNull(),
    rangeStart: integer('range_start').notNull(),
    rangeEnd: integer('range_end'),
    netPrice: bigint('net_price', { mode: 'number' }).notNull(),
    grossPrice: bigint('gross_price', { mode: 'number' }).notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
  },
  (t) => [
    uniqueIndex('catalogue_volume_prices_variant_currency_start_key').on(t.variantId, t.currency, t.rangeStart),
    check('catalogue_volume_prices_range_valid', sql`${t.rangeStart} > 0 AND (${t.rangeEnd} IS NULL OR ${t.rangeEnd} >= ${t.rangeStart})`),
    check('catalogue_volume_prices_amounts_valid', sql`${t.netPrice} >= 0 AND ${t.grossPrice} >= ${t.netPrice}`),
    check('catalogue_volume_prices_tax_rate_valid', sql`${t.taxRateBp} >= 0 AND ${t.taxRateBp} <= 10000`),
  ],
);

export const catalogueCrossSells = pgTable(
  'catalogue_cross_sells',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: 'cascade' }),
    /** Cross-sell group, e.g. `recommended-products-and-services`. */
    slug: text('slug').notNull(),
    targetProductId: integer('target_product_id')
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: 'cascade' }),
    minimumOrderQuantity: integer('minimum_order_quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.slug, t.targetProductId] })],
);

export const catalogueRelatedProducts = pgTable(
  'catalogue_related_products',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: 'cascade' }),
    relatedProductId: integer('related_product_id')
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: 'cascade' }),
    /** `related`: shown on the product page; `editor`: offered inside the editor. */
    kind: catalogueRelationKind('kind').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedProductId, t.kind] })],
);

export const catalogueBundles = pgTable(
  'catalogue_bundles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    status: catalogueStatus('status').notNull().default('published'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    images: jsonb('images').$type<CatalogueImage[]>().notNull().default([]),
    primaryVariantId: integer('primary_variant_id')
      .notNull()
      .references(() => catalogueVariants.id, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('catalogue_bundles_key_key').on(t.key)],
);

export const catalogueBundleProducts = pgTable(
  'catalogue_bundle_products',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => catalogueBundles.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: 'restrict' }),
    role: catalogueBundleRole('role').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.productId] })],
);

/** A variant of the primary product may be swapped for a compatible one of another bundle product. */
export const catalogueBundleCompatibleVariants = pgTable(
  'catalogue_bundle_compatible_variants',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => catalogueBundles.id, { onDelete: 'cascade' }),
    fromVariantId: integer('from_variant_id')
      .notNull()
      .references(() => catalogueVariants.id, { onDelete: 'cascade' }),
    toVariantId: integer('to_variant_id')
      .notNull()
      .references(() => catalogueVariants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.fromVariantId, t.toVariantId] })],
);

/** Express production: `daysSaved` working days off the production time for a net price per order line. */
export const catalogueExpressDeliveryOptions = pgTable(
  'catalogue_express_delivery_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** A product family sku (applies to all its variants) or a variant sku. */
    sku: text('sku').notNull(),
    countryIso: char('country_iso', { length: 2 }).notNull(),
    daysSaved: integer('days_saved').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    priceNet: bigint('price_net', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('catalogue_express_delivery_sku_country_days_key').on(t.sku, t.countryIso, t.daysSaved),
    check('catalogue_express_delivery_days_positive', sql`${t.daysSaved} > 0`),
    check('catalogue_express_delivery_price_valid', sql`${t.priceNet} >= 0`),
  ],
);

/**
 * Emission factors: `material` in kg CO2e per m² of board, `print_mode` in kg CO2e per m² printed,
 * `transport` in kg CO2e per kg shipped. `key` is the material / print mode key, or `road-freight-eu`.
 */
export const catalogueEmissionFactors = pgTable(
  'catalogue_emission_factors',
  {
    key: text('key').primaryKey(),
    scope: catalogueEmissionScope('scope').notNull(),
    factor: doublePrecision('factor').notNull(),
    unit: text('unit').notNull(),
    source: text('source').notNull(),
  },
  (t) => [check('catalogue_emission_factors_factor_not_negative', sql`${t.factor} >= 0`)],
);

export const cataloguePatterns = pgTable(
  'catalogue_patterns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    image: text('image').notNull(),
    /** Regions the pattern is offered in; empty means every region. */
    regions: text('regions').array().notNull().default(sql`ARRAY[]::text[]`),
    /** Product type keys the pattern fits; empty means every product. */
    productTypeKeys: text('product_type_keys').array().notNull().default(sql`ARRAY[]::text[]`),
    status: catalogueStatus('status').notNull().default('published'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('catalogue_patterns_key_key').on(t.key)],
);

/**
 * Shipping rates per region and method (docs/domain.md#what-the-store-keeps). `freeAboveNet`: the method applies only
 * when the order's net item total reaches it (the `-free` methods). Prices in the region's currency.
 */
export const catalogueShippingRates = pgTable(
  'catalogue_shipping_rates',
  {
    region: text('region').notNull(),
    method: text('method').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    priceNet: bigint('price_net', { mode: 'number' }).notNull(),
    freeAboveNet: bigint('free_above_net', { mode: 'number' }),
    minDeliveryDays: integer('min_delivery_days').notNull(),
    maxDeliveryDays: integer('max_delivery_days').notNull(),
    /** Only for sample-pack orders (the `-sample-packs*` methods). */
    samplePacksOnly: boolean('sample_packs_only').notNull().default(false),
    /** Countries the method ships to; empty means every allowed shipping country of the region. */
    countries: text('countries').array().notNull().default(sql`ARRAY[]::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.region, t.method] }),
    check('catalogue_shipping_rates_days_valid', sql`${t.minDeliveryDays} >= 0 AND ${t.maxDeliveryDays} >= ${t.minDeliveryDays}`),
    check('catalogue_shipping_rates_price_valid', sql`${t.priceNet} >= 0`),
  ],
);
