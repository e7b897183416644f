// Invoice documents: proforma, VAT invoice, credit note (storefront-config "invoice types"), their
// listing for the order's owner and for the back office, and the accountant's CSV export.
import { REGION_CODES } from '@ph/region-config';
import { z } from 'zod';
import { IsoDateTime } from './common';

export const InvoiceKindEnum = z.enum(['proforma', 'invoice', 'credit_note']);
export type InvoiceKind = z.infer<typeof InvoiceKindEnum>;

export const InvoiceVatRow = z.object({
  tax_rate: z.number().int().describe('basis points'),
  vat_exempt: z.boolean().describe('outside the scope of VAT (the customs surcharge)'),
  net: z.number().int(),
  tax: z.number().int(),
  gross: z.number().int(),
});

export const InvoiceSummary = z.object({
  id: z.string().describe('the document’s unguessable id (128 random bits)'),
  kind: InvoiceKindEnum,
  title: z.string().describe('the document’s title in its language (e.g. "VAT invoice", "Faktura VAT")'),
  number: z.string(),
  order_number: z.string().nullable().describe('null on the proforma of an offer'),
  offer_reference: z.string().nullable().describe('the offer a proforma was asked for (its quote request’s number, else OF-<offer id>)'),
  region: z.string(),
  currency: z.string(),
  language: z.string(),
  issued_at: IsoDateTime,
  issue_date: z.string().describe('YYYY-MM-DD in the seller’s time zone'),
  due_date: z.string().nullable(),
  buyer_name: z.string(),
  buyer_vat_id: z.string().nullable(),
  net: z.number().int().describe('minor units; negative on a credit note'),
  tax: z.number().int(),
  gross: z.number().int(),
  vat: z.array(InvoiceVatRow),
  corrects: z.string().nullable().describe('number of the VAT invoice a credit note corrects'),
  pdf_url: z.string().describe('the PDF (for invoices and credit notes a Factur-X PDF/A-3 with its CII XML inside); carries the order’s guest token (an offer’s proforma: the offer’s token), so it opens as a plain link'),
  ubl_url: z.string().nullable().describe('the EN 16931 UBL e-invoice; null for a proforma'),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

export const InvoiceListResponse = z.object({ invoices: z.array(InvoiceSummary) });
export type InvoiceListResponse = z.infer<typeof InvoiceListResponse>;

export const InvoiceResponse = z.object({ invoice: InvoiceSummary });

export const InvoiceIdParams = z.strictObject({ id: z.string().trim().min(1).max(64) });
export const InvoiceTokenQuery = z.strictObject({ token: z.string().min(1).max(100).optional() });

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');

/** The back office's list and CSV: documents issued from `from` to `to` (inclusive days, UTC). */
export const InvoiceSearchQuery = z.strictObject({
  from: IsoDay,
  to: IsoDay,
  region: z.enum(REGION_CODES).optional(),
  kind: InvoiceKindEnum.optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type InvoiceSearchQuery = z.input<typeof InvoiceSearchQuery>;

export const InvoiceExportQuery = InvoiceSearchQuery.omit({ page: true, per_page: true });

export const InvoiceSearchResponse = z.object({ invoices: z.array(InvoiceSummary), count: z.number().int() });
export type InvoiceSearchResponse = z.infer<typeof InvoiceSearchResponse>;
