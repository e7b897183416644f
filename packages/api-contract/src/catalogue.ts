// Catalogue & pricing request/response schemas (docs/domain.md#the-apis-calls "Prices and catalogue").
// The PIM routes (`/pim/...`) answer camelCase like the product information system they stand in for;
// the commerce routes answer snake_case like the rest of the API. Amounts are integer minor units of
// `currency`; tax rates are basis points (2300 = 23 %).
import { LANGUAGE_CODES, REGION_CODES, SHIPMENT_METHODS } from '@ph/region-config';
import { z } from 'zod';
import { PRODUCT_TYPES, PROPERTY_TYPES, PUBLICATION_STATUSES } from './catalogueVocabulary';
import { CountryIso } from './common';

// ---------------------------------------------------------------------------------------------
// Query building blocks

/** A single value or a list (`a[]=x&a[]=y`, `a=x&a=y`); the query parser leaves a single value a string. */
const list = <T extends z.ZodTypeAny>(item: T, max: number) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).min(1).max(max));

/** `true`/`false`/`1`/`0` in a query string. */
export const QueryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const RegionCodeSchema = z.enum(REGION_CODES, { error: (issue) => `Unknown region ${JSON.stringify(issue.input)}` });
export const LanguageSchema = z.enum(LANGUAGE_CODES, {
  error: (issue) => `Unknown language ${JSON.stringify(issue.input)} of language-tag ${JSON.stringify(issue.input)}`,
});

const Sku = z.string().trim().min(1).max(200);

// ---------------------------------------------------------------------------------------------
// PIM (bearer token)

export const PIM_EXPANSIONS = [
  'variants',
  'variants.volume_pricings',
  'configurable_properties',
  'descriptive_properties',
  'editor_assets',
  'related_products',
  'editor_related_products',
  'cross_sells',
  'sizes',
] as const;
export type PimExpansion = (typeof PIM_EXPANSIONS)[number];

const PimCommonQuery = {
  region: RegionCodeSchema.optional(),
  lang: LanguageSchema.optional(),
  salesChannelId: z.string().trim().min(1).max(64).optional(),
  expand: list(z.enum(PIM_EXPANSIONS), PIM_EXPANSIONS.length).optional(),
  withEmptyPricing: QueryBoolean.optional(),
  withUnavailable: QueryBoolean.optional(),
};

export const PimProductQuery = z.strictObject(PimCommonQuery);
export type PimProductQuery = z.infer<typeof PimProductQuery>;

export const PimProductsQuery = z.strictObject({
  ...PimCommonQuery,
  'variants[sku]': list(Sku, 50),
});
export type PimProductsQuery = z.infer<typeof PimProductsQuery>;

export const PimIdParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const LocalizedImage = z.object({ url: z.string(), alt: z.string().nullable() });

export const PimProperty = z.object({
  id: z.number().int(),
  type: z.enum(PROPERTY_TYPES),
  key: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  descriptionImage: z.string().nullable(),
  image: z.string().nullable(),
  position: z.number().int(),
  editorAssets: z.record(z.string(), z.string()).nullable(),
});
export type PimProperty = z.infer<typeof PimProperty>;

export const PimSize = z.object({
  id: z.number().int(),
  label: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  length: z.number().nullable(),
  diameter: z.number().nullable(),
  innerWidth: z.number().nullable(),
  innerHeight: z.number().nullable(),
  innerLength: z.number().nullable(),
  innerDiameter: z.number().nullable(),
  volume: z.number().nullable(),
  weight: z.number().nullable(),
  units: z.object({ length: z.string(), volume: z.string(), weight: z.string() }),
  image: z.string().nullable(),
  isCustom: z.boolean(),
  sleeveWidth: z.number().nullable(),
});
export type PimSize = z.infer<typeof PimSize>;

export const PimVolumePricing = z.object({
  currency: z.string(),
  minQuantity: z.number().int(),
  rangeStart: z.number().int(),
  rangeEnd: z.number().int().nullable(),
  netPrice: z.number().int(),
  grossPrice: z.number().int(),
  taxRate: z.number().int().describe('basis points'),
});
export type PimVolumePricing = z.infer<typeof PimVolumePricing>;

const QrConfigSchema = z.object({ enabled: z.boolean(), min: z.number(), max: z.number(), step: z.number() });
const EditorAssetsSchema = z.object({
  dielines: z.object({ pdf: z.string().optional(), ai: z.string().optional(), svg: z.string().optional() }),
  flags: z.object({
    fsc: z.boolean(),
    mask: z.boolean(),
    textEffects: z.boolean(),
    logo: z.boolean(),
    patterns: z.boolean(),
    shapes: z.boolean(),
    images: z.boolean(),
    text: z.boolean(),
    zoom: z.object({ enabled: z.boolean(), activeByDefault: z.boolean() }),
    replicablePatterns: z.boolean(),
    templates: z.boolean(),
    backgroundColour: z.boolean(),
    customSizes: z.boolean(),
  }),
  renderConfig: z.object({
    model: z.string(),
    editZones: z.record(z.string(), z.object({ width: z.number(), height: z.number() })),
    cameraFov: z.number(),
  }),
});

export const PimVariant = z.object({
  id: z.number().int().nullable(),
  sku: z.string(),
  externalPimId: z.string().nullable(),
  status: z.enum(PUBLICATION_STATUSES),
  stock: z.number().int().nullable(),
  stockControlEnabled: z.boolean(),
  quantityPerUnit: z.number().int(),
  size: PimSize.nullable(),
  images: z.array(LocalizedImage),
  properties: z.array(PimProperty),
  /** Smallest quantity with a price in the region's currency; null without prices. */
  minQuantity: z.number().int().nullable(),
  volumePricings: z.array(PimVolumePricing).optional(),
  editorAssets: EditorAssetsSchema.nullable().optional(),
  pssRepresentation: z.string().nullable(),
  isCustom: z.boolean(),
  isDynamic: z.boolean(),
  qrConfig: QrConfigSchema.nullable(),
  customProperties: z.record(z.string(), z.string()).nullable(),
});
export type PimVariant = z.infer<typeof PimVariant>;

export const PimRelatedProduct = z.object({
  id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  pageUrl: z.string(),
  image: LocalizedImage.nullable(),
});

export const PimCrossSell = z.object({
  slug: z.string(),
  products: z.array(
    z.object({
      id: z.number().int(),
      sku: z.string(),
      title: z.string(),
      minimumOrderQuantity: z.number().int(),
      productPageUrl: z.string(),
    }),
  ),
});

export const PimProduct = z.object({
  id: z.number().int().nullable(),
  sku: z.string(),
  /** True for a product built for an unknown sku (`withUnavailable`), not read from the catalogue. */
  fallback: z.boolean(),
  productTypeKey: z.string().nullable(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.array(LocalizedImage),
  status: z.enum(PUBLICATION_STATUSES),
  type: z.enum(PRODUCT_TYPES),
  pageUrl: z.string().nullable(),
  productionDays: z.number().int(),
  salesChannels: z.array(z.string()),
  editorStyles: z.object({ theme: z.string(), accentColour: z.string() }).nullable(),
  customSizeConfig: z
    .object({
      dimensions: z.record(z.string(), z.object({ min: z.number(), max: z.number() })),
      rules: z.array(
        z.object({
          left: z.object({ type: z.string(), value: z.union([z.string(), z.number()]) }),
          condition: z.string(),
          right: z.object({ type: z.string(), value: z.union([z.string(), z.number()]) }),
          message: z.string(),
        }),
      ),
      image: z.string().optional(),
      minQuantity: z.number().int(),
    })
    .nullable(),
  customPropertiesConfig: z
    .object({
      properties: z.array(z.object({ key: z.string(), label: z.string(), options: z.array(z.object({ key: z.string(), label: z.string() })) })),
    })
    .nullable(),
  dynamicPricingConfig: z
    .object({ enabled: z.boolean(), minQuantity: z.number().int(), maxQuantity: z.number().int(), defaultQuantities: z.array(z.number().int()) })
    .nullable(),
  qrConfig: QrConfigSchema.nullable(),
  configurableProperties: z.array(PimProperty).optional(),
  descriptiveProperties: z.array(PimProperty).optional(),
  editorAssets: EditorAssetsSchema.nullable().optional(),
  relatedProducts: z.array(PimRelatedProduct).optional(),
  editorRelatedProducts: z.array(PimRelatedProduct).optional(),
  crossSells: z.array(PimCrossSell).optional(),
  variants: z.array(PimVariant).optional(),
  /**
   * `expand[]=sizes`: the standard sizes the product is offered in (those of its offered variants, each
   * once, smallest inner volume first) without the variants themselves — what a product list needs to
   * filter by size. A custom size is not listed: its limits are in `customSizeConfig`.
   */
  sizes: z.array(PimSize).optional(),
});
export type PimProduct = z.infer<typeof PimProduct>;

export const PimProductResponse = z.object({ data: PimProduct });
export type PimProductResponse = z.infer<typeof PimProductResponse>;

export const PimBundle = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.array(LocalizedImage),
  status: z.enum(PUBLICATION_STATUSES),
  primaryVariantId: z.number().int(),
  products: z.array(z.object({ role: z.enum(['primary', 'optional']), optional: z.boolean(), primary: z.boolean(), product: PimProduct })),
  compatibleVariants: z.array(z.object({ fromVariantId: z.number().int(), toVariantId: z.number().int() })),
});
export type PimBundle = z.infer<typeof PimBundle>;
export const PimBundleResponse = z.object({ data: PimBundle });

// ---------------------------------------------------------------------------------------------
// Prices (commerce routes, snake_case)

/** Query of prices/list and its siblings (country_taxes, minimal, …, segmentation). */
export const PricesQuery = z.strictObject({
  region: RegionCodeSchema.optional(),
  /** Product family sku, e.g. `mailer-box`. */
  product: Sku.optional(),
  /** Size code, e.g. `F22`. */
  product_size: z.string().trim().min(1).max(40).optional(),
  /** Product type key (the record's `product_model`), e.g. `mailer-box-eco`. */
  boxModel: z.string().trim().min(1).max(80).optional(),
  tax_country_iso: CountryIso.optional(),
  /** Session token; when valid, the customer's shipping destination decides the tax country. */
  token: z.string().trim().min(1).max(200).optional(),
  cache_buster: z.literal('v3', { error: 'cache_buster must be v3 (the price list format this API serves)' }).optional(),
});
export type PricesQuery = z.infer<typeof PricesQuery>;

export const VolumePrice = z.object({
  net_price: z.number().int(),
  gross_price: z.number().int(),
  tax_rate: z.number().int().describe('basis points'),
  range_start: z.number().int(),
  range_end: z.number().int().nullable(),
});
export type VolumePrice = z.infer<typeof VolumePrice>;

export const PriceRecord = z.object({
  id: z.number().int(),
  sku: z.string(),
  external_pim_id: z.string(),
  external_pim_sku: z.string(),
  product_sku: z.string(),
  product_model: z.string(),
  size: z.string(),
  currency: z.string(),
  pieces_per_unit: z.number().int(),
  /** Sorted by range_start ascending. */
  volume_prices: z.array(VolumePrice),
});
export type PriceRecord = z.infer<typeof PriceRecord>;

export const TaxMeta = z.object({
  region: z.string(),
  currency: z.string(),
  tax_country_iso: z.string(),
  tax_rate: z.number().int(),
  tax_reason: z.enum(['standard', 'no_vat_region', 'export', 'reverse_charge']),
});

export const PriceListResponse = z.object({ data: z.array(PriceRecord), meta: TaxMeta.extend({ cache_buster: z.literal('v3') }) });
export type PriceListResponse = z.infer<typeof PriceListResponse>;

export const CountryTaxesResponse = z.object({
  data: z.array(z.object({ country_iso: z.string(), tax_rate: z.number().int(), tax_reason: TaxMeta.shape.tax_reason })),
  meta: z.object({ region: z.string(), currency: z.string() }),
});

const Amounts = z.object({ net: z.number().int(), tax: z.number().int(), gross: z.number().int(), tax_rate: z.number().int() });

export const MinimalPricesResponse = z.object({
  data: z.array(
    z.object({
      product_sku: z.string(),
      variant_sku: z.string(),
      external_pim_id: z.string(),
      quantity: z.number().int(),
      unit: Amounts,
      piece_net: z.number().int().describe('unit net / pieces per unit, rounded half-up'),
      piece_gross: z.number().int().describe('unit gross / pieces per unit, rounded half-up'),
    }),
  ),
  meta: TaxMeta,
});

export const MinimalOrderPricesResponse = z.object({
  data: z.array(
    z.object({
      product_sku: z.string(),
      variant_sku: z.string(),
      external_pim_id: z.string(),
      quantity: z.number().int(),
      unit_net: z.number().int(),
      total: Amounts,
    }),
  ),
  meta: TaxMeta,
});

export const ShipmentPricesResponse = z.object({
  data: z.array(
    z.object({
      method: z.enum(SHIPMENT_METHODS),
      delivery_type: z.string(),
      currency: z.string(),
      price: Amounts,
      free_above_net: z.number().int().nullable(),
      min_delivery_days: z.number().int(),
      max_delivery_days: z.number().int(),
      sample_packs_only: z.boolean(),
    }),
  ),
  meta: TaxMeta,
});

export const SegmentationResponse = z.object({
  data: TaxMeta.extend({
    prices_include_tax: z.boolean(),
    always_show_added_tax: z.boolean(),
    customer_type: z.enum(['b2b', 'b2c']),
    signed_in: z.boolean(),
  }),
});

export const PatternsQuery = z.strictObject({ region: RegionCodeSchema.optional(), lang: LanguageSchema.optional() });
export const PatternsResponse = z.object({
  data: z.array(z.object({ id: z.number().int(), key: z.string(), name: z.string(), image: z.string(), product_type_keys: z.array(z.string()) })),
});

export const VARIANTS_MAX_PER_PAGE = 100;

export const VariantsQuery = z.strictObject({
  region: RegionCodeSchema.optional(),
  external_pim_id: list(z.string().trim().min(1).max(64), VARIANTS_MAX_PER_PAGE).optional(),
  tax_country_iso: CountryIso.optional(),
  per_page: z.coerce.number().int().min(1).max(VARIANTS_MAX_PER_PAGE).default(VARIANTS_MAX_PER_PAGE),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type VariantsQuery = z.infer<typeof VariantsQuery>;

export const VariantsResponse = z.object({
  data: z.array(PriceRecord),
  meta: TaxMeta.extend({
    pagination: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), total_pages: z.number().int() }),
  }),
});
export type VariantsResponse = z.infer<typeof VariantsResponse>;

export const DynamicPricesBody = z.strictObject({
  region: RegionCodeSchema,
  tax_country_iso: CountryIso.optional(),
  items: z
    .array(z.strictObject({ sku: Sku, quantities: z.array(z.number().int().positive().max(10_000_000)).min(1).max(20) }))
    .min(1)
    .max(50),
});
export type DynamicPricesBody = z.infer<typeof DynamicPricesBody>;

export const DynamicPrice = z.object({
  sku: z.string(),
  quantity: z.number().int(),
  currency: z.string(),
  /** True when the quantity is exactly a tier start; otherwise the tier containing it priced it. */
  on_tier: z.boolean(),
  range_start: z.number().int(),
  range_end: z.number().int().nullable(),
  unit_net: z.number().int(),
  net: z.number().int(),
  tax_rate: z.number().int(),
  tax: z.number().int(),
  gross: z.number().int(),
});
export const DynamicPricesResponse = z.object({ data: z.array(DynamicPrice), meta: TaxMeta });
export type DynamicPricesResponse = z.infer<typeof DynamicPricesResponse>;

/** Inner dimensions of a custom size in millimetres (the configurator converts cm/in). */
export const CustomSizeMm = z.strictObject({
  length: z.number().positive().max(10_000),
  width: z.number().positive().max(10_000),
  height: z.number().positive().max(10_000),
});
export type CustomSizeMm = z.infer<typeof CustomSizeMm>;

export const LinePricesBody = z.strictObject({
  region: RegionCodeSchema,
  tax_country_iso: CountryIso.optional(),
  /** Language of custom-size rule messages; default the region's. */
  lang: LanguageSchema.optional(),
  items: z
    .array(
      z.strictObject({
        sku: Sku,
        quantities: z.array(z.number().int().positive().max(10_000_000)).min(1).max(30),
        /** Price the sku's options in this custom size instead of its own size. */
        custom_size: CustomSizeMm.optional(),
      }),
    )
    .min(1)
    .max(20),
});
export type LinePricesBody = z.input<typeof LinePricesBody>;

const UnitAmounts = z.object({ net: z.number().int(), tax: z.number().int(), gross: z.number().int() });
export const LinePrice = z.object({
  sku: z.string(),
  quantity: z.number().int(),
  currency: z.string(),
  custom_size: z.object({ length: z.number(), width: z.number(), height: z.number() }).nullable(),
  /** The standard variant a custom size is priced from (null for a standard size). */
  reference_sku: z.string().nullable(),
  pieces_per_unit: z.number().int(),
  range_start: z.number().int(),
  range_end: z.number().int().nullable(),
  tax_rate: z.number().int(),
  /** One unit: net, its VAT (rounded half-up) and gross. */
  unit: UnitAmounts,
  /** The line as an order charges it: net = unit net × quantity, VAT rounded once on the line. */
  net: z.number().int(),
  tax: z.number().int(),
  gross: z.number().int(),
});
export const LinePricesResponse = z.object({ data: z.array(LinePrice), meta: TaxMeta });
export type LinePricesResponse = z.infer<typeof LinePricesResponse>;

export const ExpressDeliveryQuery = z.strictObject({ sku: Sku, country: CountryIso });
export const ExpressDeliveryResponse = z.object({
  express_delivery: z.array(
    z.object({
      id: z.number().int(),
      sku: z.string(),
      country_iso: z.string(),
      days_saved: z.number().int(),
      currency: z.string(),
      price: Amounts,
    }),
  ),
});
export type ExpressDeliveryResponse = z.infer<typeof ExpressDeliveryResponse>;

export const DeliveryEstimatesQuery = z.strictObject({
  start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').optional(),
  start_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM (24 h)').optional(),
  region: RegionCodeSchema.optional(),
  variant_skus: list(Sku, 50),
  country: CountryIso.optional().describe('delivery country: adds `express`, the dates with each express option offered there'),
});
export type DeliveryEstimatesQuery = z.infer<typeof DeliveryEstimatesQuery>;

export const DeliveryEstimatesResponse = z.object({
  data: z.array(
    z.object({
      variant_sku: z.string(),
      production_days: z.number().int(),
      delivery_days: z.object({ min: z.number().int(), max: z.number().int() }),
      order_date: z.string(),
      ship_date: z.string(),
      min_date: z.string(),
      max_date: z.string(),
      express: z
        .array(
          z.object({
            express_delivery_option_id: z.number().int(),
            days_saved: z.number().int(),
            production_days: z.number().int(),
            ship_date: z.string(),
            min_date: z.string(),
            max_date: z.string(),
          }),
        )
        .optional()
        .describe('with `country` only: the same estimate with each express option of `prices/express_delivery`'),
    }),
  ),
  meta: z.object({ region: z.string(), start_date: z.string(), start_time: z.string(), cut_off_time: z.string() }),
});
export type DeliveryEstimatesResponse = z.infer<typeof DeliveryEstimatesResponse>;

export const EmissionsQuery = z
  .strictObject({
    quantity: z.coerce.number().int().positive().max(10_000_000).optional(),
    product_quantity: z.coerce.number().int().positive().max(10_000_000).optional(),
  })
  .refine((q) => q.quantity !== undefined || q.product_quantity !== undefined, { message: 'quantity is required', path: ['quantity'] });
export const EmissionsResponse = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('emissions'),
    attributes: z.object({
      sku: z.string(),
      quantity: z.number().int(),
      pieces: z.number().int(),
      kg_co2e_total: z.number(),
      kg_co2e_per_piece: z.number(),
      breakdown: z.object({ material: z.number(), print: z.number(), transport: z.number() }),
      board_area_m2_per_piece: z.number(),
      weight_kg_per_piece: z.number(),
    }),
  }),
});
export type EmissionsResponse = z.infer<typeof EmissionsResponse>;

export const ProductStructureQuery = z.strictObject({ sku: Sku });
export const ProductStructureResponse = z.object({
  data: z.object({
    product: z.object({ id: z.number().int(), sku: z.string(), name: z.string(), type: z.enum(PRODUCT_TYPES), product_type_key: z.string(), production_days: z.number().int() }),
    variants: z.array(
      z.object({
        id: z.number().int(),
        sku: z.string(),
        external_pim_id: z.string(),
        status: z.enum(PUBLICATION_STATUSES),
        pieces_per_unit: z.number().int(),
        pss_representation: z.string().nullable(),
        high_quantity_threshold: z.number().int().nullable(),
        size: z.object({ code: z.string(), length: z.number().nullable(), width: z.number().nullable(), height: z.number().nullable(), unit: z.string() }),
        properties: z.record(z.string(), z.string()),
      }),
    ),
  }),
});
export type ProductStructureResponse = z.infer<typeof ProductStructureResponse>;
