// Choosing before ordering: the sample packs a store sells (`GET v2/sample_packs`, with
// `POST /custom_sample_pack` to order one) and the price of a choice inside a bundle
// (`POST v2/bundles/prices`). See packages/api-server/src/orders/samplePacks.ts and bundlePrices.ts.
import { z } from 'zod';
import { LanguageSchema, RegionCodeSchema } from './catalogue';
import { Id } from './common';
import { BulkCreateBody, SamplePackBody } from './orders';

/** `POST /custom_sample_pack`: the spec's body, plus the cart to put the pack in (else the newest open order). */
export const SamplePackRequest = SamplePackBody.extend({ order_id: Id.optional() });
export type SamplePackRequest = z.input<typeof SamplePackRequest>;

export const SamplePacksQuery = z.strictObject({ region: RegionCodeSchema.optional(), lang: LanguageSchema.optional() });

/** A box a custom sample pack may hold. */
export const SampleChoice = z.object({
  sku: z.string(),
  product_sku: z.string(),
  product_name: z.string(),
  material: z.string().nullable(),
  material_name: z.string().nullable(),
  image: z.string().nullable(),
});
export type SampleChoice = z.infer<typeof SampleChoice>;

/** A pack the store sells, priced for it (minor units). */
export const SamplePackOffer = z.object({
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  min_samples: z.number().int(),
  max_samples: z.number().int(),
  currency: z.string(),
  unit_net: z.number().int(),
  net: z.number().int(),
  tax: z.number().int(),
  gross: z.number().int(),
});
export type SamplePackOffer = z.infer<typeof SamplePackOffer>;

export const SamplePacks = z.object({ packs: z.array(SamplePackOffer), samples: z.array(SampleChoice) });
export type SamplePacks = z.infer<typeof SamplePacks>;
export const SamplePacksResponse = z.object({ data: SamplePacks });
export type SamplePacksResponse = z.infer<typeof SamplePacksResponse>;

export const BundlePricesBody = BulkCreateBody.pick({ bundle_id: true, line_items_params: true }).extend({ region: RegionCodeSchema.optional() });
export type BundlePricesBody = z.input<typeof BundlePricesBody>;

const Amounts = { net: z.number().int(), tax: z.number().int(), gross: z.number().int() };
export const BundleLinePrice = z.object({ variant_id: z.number().int(), sku: z.string(), quantity: z.number().int(), unit_net: z.number().int(), ...Amounts });
export type BundleLinePrice = z.infer<typeof BundleLinePrice>;
export const BundlePrices = z.object({
  bundle_id: z.number().int(),
  currency: z.string(),
  tax_country_iso: z.string(),
  lines: z.array(BundleLinePrice),
  total: z.object(Amounts),
});
export type BundlePrices = z.infer<typeof BundlePrices>;
export const BundlePricesResponse = z.object({ data: BundlePrices });
export type BundlePricesResponse = z.infer<typeof BundlePricesResponse>;
