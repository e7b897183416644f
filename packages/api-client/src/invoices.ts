import type {
  InvoiceExportQuery,
  InvoiceKindEnum,
  InvoiceListResponse,
  InvoiceResponse,
  InvoiceSearchQuery,
  InvoiceSearchResponse,
  InvoiceSummary as InvoiceSummarySchema,
  InvoiceVatRow as InvoiceVatRowSchema,
} from '@ph/api-contract';
import type { ApiClient } from './client';
import type { Input, Output } from './contract';

// A subpath of its own (`@ph/api-client/invoices`): only the account's order page, the bank-transfer
// payment page and the back office's invoices page use these calls, so no other page loads them.

/** A proforma, VAT invoice or credit note as the API lists it; amounts are minor units (negative on a credit note). */
export type InvoiceDocument = Output<typeof InvoiceSummarySchema>;
export type InvoiceKind = Output<typeof InvoiceKindEnum>;
export type InvoiceVatRow = Output<typeof InvoiceVatRowSchema>;
/** The back office's filters: issued from `from` to `to` (YYYY-MM-DD, both included, UTC days), store, type, page. */
export type InvoiceSearch = Input<typeof InvoiceSearchQuery>;
export type InvoiceExport = Input<typeof InvoiceExportQuery>;
export type InvoiceSearchResult = Output<typeof InvoiceSearchResponse>;

/** A file of a document to download: the PDF (Factur-X for invoices and credit notes) and, but for a proforma, the UBL e-invoice. */
export interface InvoiceDownload {
  format: 'pdf' | 'ubl';
  url: string;
}

/**
 * `GET orders/{number}/invoices`: every document of the order, oldest first (its owner, whoever holds
 * the order's token, operators). An order that is not the reader's is a 404 like an unknown one.
 */
export async function listOrderInvoices(client: ApiClient, orderNumber: string, signal?: AbortSignal): Promise<InvoiceDocument[]> {
  const answer = await client.get<Output<typeof InvoiceListResponse>>(`orders/${encodeURIComponent(orderNumber)}/invoices`, { auth: true, ...(signal ? { signal } : {}) });
  return answer.invoices;
}

/** `GET invoices/{id}`: one document by its public id. */
export async function fetchInvoice(client: ApiClient, id: string, signal?: AbortSignal): Promise<InvoiceDocument> {
  return (await client.get<Output<typeof InvoiceResponse>>(`invoices/${encodeURIComponent(id)}`, { auth: true, ...(signal ? { signal } : {}) })).invoice;
}

/** The order's proforma (the request to pay a bank transfer), when one was issued. */
export function proformaOf(documents: readonly InvoiceDocument[]): InvoiceDocument | undefined {
  return documents.find((d) => d.kind === 'proforma');
}

/**
 * The document's files. The API's links carry the order's token, so they open as plain links (a browser
 * sends no API token with a link); they are paths on the API's origin, the store's own in the storefront.
 */
export function invoiceDownloads(document: InvoiceDocument): InvoiceDownload[] {
  return [{ format: 'pdf', url: document.pdf_url }, ...(document.ubl_url ? [{ format: 'ubl' as const, url: document.ubl_url }] : [])];
}

/** `GET invoices`: operators' list of documents issued in a period (403 for anyone else). */
export async function searchInvoices(client: ApiClient, search: InvoiceSearch, signal?: AbortSignal): Promise<InvoiceSearchResult> {
  return client.get<InvoiceSearchResult>('invoices', { auth: true, query: { ...search }, ...(signal ? { signal } : {}) });
}

/**
 * `GET invoices/export.csv`: the accountant's CSV of a period (operators), as text. A plain link cannot
 * carry the operator's API token, so the file is fetched here and handed to the browser as a download.
 */
export async function exportInvoicesCsv(client: ApiClient, search: InvoiceExport, signal?: AbortSignal): Promise<string> {
  const body = await client.get<unknown>('invoices/export.csv', { auth: true, query: { ...search }, headers: { Accept: 'text/csv' }, ...(signal ? { signal } : {}) });
  if (typeof body !== 'string') throw new Error('invoices/export.csv: the answer is not a CSV file');
  return body;
}

/** The CSV export's file name, as the API names it in its Content-Disposition. */
export function invoicesCsvFileName(search: InvoiceExport): string {
  return `invoices-${search.region ?? 'all'}-${search.from}-${search.to}.csv`;
}

/**
 * `POST offers/{token}/proforma`: the offer's proforma, issued on the first request (its customer or an
 * order manager) and the same document after. 404 for an offer that is not the caller's; 422
 * `billing_address_missing` until the customer has a default address, `offer_expired`, `offer_already_accepted`.
 */
export async function requestOfferProforma(client: ApiClient, offerToken: string): Promise<InvoiceDocument> {
  return (await client.post<Output<typeof InvoiceResponse>>(`offers/${encodeURIComponent(offerToken)}/proforma`, undefined, { auth: true })).invoice;
}
