// Quote requests, briefs, instant quotes and custom offers (docs/domain.md#what-the-store-keeps, docs/domain.md#roles, docs/domain.md#the-apis-calls "Quotes and offers").
// Amounts are integer minor units of the offer's currency; tax rates are basis points (2300 = 23 %).
// The server prices everything: a customer never sends a price; a manager sends only the negotiated
// unit price of an offer line (the one price that does not come from the price model).
import { z } from 'zod';
import { CustomSizeMm, LanguageSchema, RegionCodeSchema } from './catalogue';
import { PRINT_MODES, PRODUCT_FAMILY_SKUS } from './catalogueVocabulary';
import { Email, Id, IsoDateTime, Text } from './common';
import { Phone } from './users';

// ---- quote requests and briefs ----

/** sent → viewed (the customer opened it) → accepted; `expired` once `valid_until` has passed unaccepted. */
export const OfferState = z.enum(['sent', 'viewed', 'accepted', 'expired']);
export type OfferState = z.infer<typeof OfferState>;

/** 0 = quote request (products, sizes, quantities), 1 = brief (a description of what is needed). */
export const QuoteRequestMode = z.union([z.literal(0), z.literal(1)], { error: 'mode must be 0 (quote request) or 1 (brief)' });
export type QuoteRequestMode = z.infer<typeof QuoteRequestMode>;

/**
 * new → offer_sent (a manager sent an offer) → accepted (the customer accepted one); offer_sent →
 * offer_expired when none of its offers is open any more (a new offer makes it offer_sent again);
 * closed by a manager from new, offer_sent or offer_expired.
 */
export const QuoteRequestStatus = z.enum(['new', 'offer_sent', 'offer_expired', 'accepted', 'closed']);
export type QuoteRequestStatus = z.infer<typeof QuoteRequestStatus>;

export const QUOTE_LIMITS = {
  items: 20,
  quantitiesPerItem: 5,
  maxQuantity: 10_000_000,
  attachments: 10,
  description: 5000,
  note: 2000,
  offerLines: 50,
  /** How long an offer made from an instant quote stays open. */
  instantOfferValidDays: 14,
  /** The longest validity a manager may give an offer. */
  maxOfferValidDays: 365,
} as const;

const Quantity = z.number().int().positive().max(QUOTE_LIMITS.maxQuantity);
/** A calendar date, `YYYY-MM-DD`. */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').refine((s) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}, 'must be a real date');

export const QuoteRequestItemInput = z.strictObject({
  sku: z.enum(PRODUCT_FAMILY_SKUS, { error: (i) => `Unknown product ${JSON.stringify(i.input)}` }).describe('the product family'),
  variant_id: Id.optional().describe('a catalogue variant (size and options), when the customer chose one'),
  custom_size: CustomSizeMm.optional().describe('inner dimensions in mm, for a size the catalogue does not have'),
  quantities: z.array(Quantity).min(1, 'name at least one quantity').max(QUOTE_LIMITS.quantitiesPerItem),
  print: z.enum(PRINT_MODES).optional(),
});
export type QuoteRequestItemInput = z.infer<typeof QuoteRequestItemInput>;

export const CreateQuoteRequestBody = z
  .strictObject({
    mode: QuoteRequestMode.default(0),
    region: RegionCodeSchema,
    locale: LanguageSchema.optional().describe('language of the e-mails; default the region\'s'),
    email: Email.optional().describe('required when the account has no e-mail (a visitor)'),
    name: Text(120),
    company_name: Text(200).nullish(),
    phone: Phone.nullish().describe('checked by the same PHONE_PATTERN as the quote form and the account'),
    items: z.array(QuoteRequestItemInput).max(QUOTE_LIMITS.items).default([]),
    deadline: IsoDate.nullish().describe('when the customer needs the goods'),
    description: z.string().trim().max(QUOTE_LIMITS.description).nullish(),
    attachment_ids: z.array(z.uuid('must be a file id from POST v1/files')).max(QUOTE_LIMITS.attachments).default([]),
  })
  .superRefine((b, ctx) => {
    if (b.mode === 0 && b.items.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: 'a quote request names at least one product' });
    if (b.mode === 1 && !b.description) ctx.addIssue({ code: 'custom', path: ['description'], message: 'a brief needs a description' });
    if (new Set(b.attachment_ids).size !== b.attachment_ids.length) ctx.addIssue({ code: 'custom', path: ['attachment_ids'], message: 'a file is attached twice' });
  });
export type CreateQuoteRequestBody = z.input<typeof CreateQuoteRequestBody>;

export const QuoteAttachment = z.object({ id: z.string(), name: z.string(), content_type: z.string(), byte_size: z.number().int() });

export const QuoteRequestItem = z.object({
  sku: z.string(),
  variant_id: z.number().int().nullable(),
  variant_sku: z.string().nullable(),
  custom_size: CustomSizeMm.nullable(),
  quantities: z.array(z.number().int()),
  print: z.string().nullable(),
});

/** An offer as listed with its quote request (the full offer is `GET offers/{token}`). */
export const OfferSummary = z.object({
  id: z.number().int(),
  token: z.string(),
  state: OfferState,
  currency: z.string(),
  total: z.number().int(),
  valid_until: IsoDateTime,
  url: z.string().describe('the review page path, `/offer/{token}/review`'),
  order_number: z.string().nullable(),
  created_at: IsoDateTime,
});

export const QuoteRequest = z.object({
  id: z.number().int(),
  qr_number: z.string().describe('`QR` + 8 digits, shown to the customer'),
  mode: QuoteRequestMode,
  status: QuoteRequestStatus,
  region: z.string(),
  currency: z.string(),
  locale: z.string(),
  email: z.string(),
  name: z.string(),
  company_name: z.string().nullable(),
  phone: z.string().nullable(),
  items: z.array(QuoteRequestItem),
  deadline: z.string().nullable(),
  description: z.string().nullable(),
  attachments: z.array(QuoteAttachment),
  offers: z.array(OfferSummary),
  customer: z.object({ id: z.number().int(), email: z.string().nullable() }).optional().describe('managers only'),
  close_reason: z.string().nullable().describe('why a manager closed it without an offer (status closed)'),
  closed_at: IsoDateTime.nullable(),
  created_at: IsoDateTime,
});
export type QuoteRequest = z.infer<typeof QuoteRequest>;

export const CloseQuoteRequestBody = z.strictObject({
  reason: z.string().trim().min(3, 'give the customer a reason (at least 3 characters)').max(QUOTE_LIMITS.note).describe('shown to the customer with the closed status'),
});
export type CloseQuoteRequestBody = z.input<typeof CloseQuoteRequestBody>;

export const QuoteRequestResponse = z.object({ quote_request: QuoteRequest });
export type QuoteRequestResponse = z.infer<typeof QuoteRequestResponse>;
export const QuoteRequestListResponse = z.object({ quote_requests: z.array(QuoteRequest), count: z.number().int() });
export type QuoteRequestListResponse = z.infer<typeof QuoteRequestListResponse>;

/** `{id}` is the numeric id or the `QR…` number. */
export const QuoteRequestParams = z.strictObject({
  id: z.string().trim().regex(/^(\d{1,15}|QR\d{8})$/i, 'must be a quote request id or QR number').transform((s) => s.toUpperCase()),
});
export const QuoteRequestListQuery = z.strictObject({
  status: z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(QuoteRequestStatus).min(1)).optional(),
  page: z.coerce.number().int().positive().max(10_000).default(1),
  per_page: z.coerce.number().int().positive().max(100).default(25),
});

// ---- instant quotes ----

export const CreateInstantQuoteBody = z.strictObject({
  region: RegionCodeSchema,
  variant_id: Id,
  quantity: Quantity,
  custom_size: CustomSizeMm.optional(),
});

export const InstantQuote = z.object({
  id: z.number().int(),
  region: z.string(),
  currency: z.string(),
  variant_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  custom_size: CustomSizeMm.nullable(),
  quantity: z.number().int(),
  unit_net: z.number().int(),
  net: z.number().int(),
  tax_rate: z.number().int(),
  tax: z.number().int(),
  gross: z.number().int(),
  created_at: IsoDateTime,
});
export type InstantQuote = z.infer<typeof InstantQuote>;
export const InstantQuoteResponse = z.object({ instant_quote: InstantQuote });
export const InstantQuoteParams = z.strictObject({ instant_quote_id: Id });

// ---- custom offers ----


export const OrderManager = z.object({ email: z.string(), name: z.string(), avatar: z.string().nullable() });
export type OrderManager = z.infer<typeof OrderManager>;

export const OfferLine = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  custom_size: CustomSizeMm.nullable(),
  quantity: z.number().int(),
  unit_net: z.number().int(),
  net: z.number().int(),
  tax_rate: z.number().int().describe('basis points'),
  tax: z.number().int(),
  gross: z.number().int(),
  price_source: z.enum(['manager', 'price_model']).describe('manager: a negotiated price; price_model: the catalogue price'),
  price_set_by: z.object({ id: z.number().int(), name: z.string() }).nullable().optional().describe('managers only'),
  price_set_at: IsoDateTime.nullable().optional().describe('managers only'),
  accepted: z.boolean().describe('part of the accepted order'),
});
export type OfferLine = z.infer<typeof OfferLine>;

/**
 * Totals of some of an offer's lines, as the order accepting exactly those lines charges them (with
 * the offer's shipping, once the checkout picks a method): what the review page shows while choosing.
 */
export const OfferSelection = z.object({
  line_item_ids: z.array(z.number().int()),
  item_total: z.number().int(),
  ship_total: z.number().int(),
  additional_customs: z.number().int(),
  tax_total: z.number().int(),
  total: z.number().int(),
});
export type OfferSelection = z.infer<typeof OfferSelection>;

export const Offer = z.object({
  id: z.number().int(),
  token: z.string(),
  state: OfferState,
  region: z.string(),
  currency: z.string(),
  locale: z.string(),
  email: z.string().describe('the customer the offer is for'),
  order_manager: OrderManager.nullable().describe('null for an offer made from an instant quote'),
  valid_until: IsoDateTime,
  url: z.string().describe('the review page path, `/offer/{token}/review`'),
  qr_number: z.string().nullable(),
  instant_quote_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  note: z.string().nullable(),
  prices_include_tax: z.boolean().describe('whether the region shows prices with tax (the region\'s VAT flag)'),
  tax_rate: z.number().int().describe('the region\'s rate the totals use, basis points'),
  line_items: z.array(OfferLine),
  ship_net: z.number().int(),
  ship_tax: z.number().int(),
  item_total: z.number().int().describe('net of all lines'),
  ship_total: z.number().int(),
  additional_customs: z.number().int().describe('the region\'s customs surcharge (not taxed), as the order adds it'),
  tax_total: z.number().int(),
  total: z.number().int().describe('gross of all lines and shipping'),
  selection: OfferSelection.nullable().describe('the totals of the lines named by `line_item_ids` in the query; null without it'),
  created_at: IsoDateTime,
  viewed_at: IsoDateTime.nullable(),
  accepted_at: IsoDateTime.nullable(),
});
export type Offer = z.infer<typeof Offer>;
export const OfferResponse = z.object({ offer: Offer });
export type OfferResponse = z.infer<typeof OfferResponse>;
export const OfferListResponse = z.object({ offers: z.array(Offer), count: z.number().int() });
export type OfferListResponse = z.infer<typeof OfferListResponse>;

export const OfferToken = z.string().trim().regex(/^[A-Za-z0-9_-]{20,64}$/, 'must be an offer token');
export const OfferTokenParams = z.strictObject({ offerToken: OfferToken });
export const OfferPreviewQuery = z.strictObject({
  preview: z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1').describe('a manager looking: not counted as the customer\'s view'),
  lang: LanguageSchema.optional(),
  line_item_ids: z
    .preprocess((v) => (typeof v === 'string' ? v.split(',').filter((s) => s !== '') : v), z.array(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(QUOTE_LIMITS.offerLines))
    .optional()
    .describe('comma-separated line ids: the answer\'s `selection` holds the totals of just these lines'),
});

export const AcceptOfferBody = z.strictObject({
  line_item_ids: z.array(Id).min(1, 'choose at least one line').max(QUOTE_LIMITS.offerLines),
  token: OfferToken.describe('the offer token from the link, sent again as proof the customer holds it'),
});
export type AcceptOfferBody = z.input<typeof AcceptOfferBody>;
export const AcceptOfferResponse = z.object({
  offer: Offer,
  order: z.object({ id: z.number().int(), number: z.string(), token: z.string(), total: z.number().int(), currency: z.string() }),
});
export type AcceptOfferResponse = z.infer<typeof AcceptOfferResponse>;

export const OfferLineInput = z.strictObject({
  variant_id: Id,
  custom_size: CustomSizeMm.optional(),
  quantity: Quantity,
  unit_net: z.number().int().positive().max(100_000_000).optional().describe('negotiated unit price (net, minor units); omitted: the price model\'s'),
});

export const CreateOfferBody = z
  .strictObject({
    quote_request_id: Id.optional().describe('answering this quote request (its customer, region and language)'),
    customer_email: Email.optional().describe('without a quote request: a registered customer'),
    region: RegionCodeSchema.optional().describe('without a quote request; its currency is the offer\'s'),
    locale: LanguageSchema.optional(),
    lines: z.array(OfferLineInput).min(1, 'an offer has at least one line').max(QUOTE_LIMITS.offerLines),
    shipping_net: z.number().int().nonnegative().max(100_000_000).default(0),
    valid_until: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }),
    note: z.string().trim().max(QUOTE_LIMITS.note).nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.quote_request_id === undefined && (b.customer_email === undefined || b.region === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['customer_email'], message: 'name a quote request, or a customer e-mail and a region' });
    }
  });
export type CreateOfferBody = z.input<typeof CreateOfferBody>;

export const OfferListQuery = z.strictObject({
  state: OfferState.optional(),
  quote_request_id: Id.optional(),
  page: z.coerce.number().int().positive().max(10_000).default(1),
  per_page: z.coerce.number().int().positive().max(100).default(25),
});
