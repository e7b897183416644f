// The HTTP shape of a document (contract: @ph/api-contract invoices.ts).
import type { InvoiceSummary } from '@ph/api-contract';
import { API_BASE_PATH } from '@ph/contracts/http';
import { documentTitle } from './emails';
import type { InvoiceWithToken } from './repository';

/** Links carry the order's guest token (an offer's proforma: the offer's), so they open as plain links (access.ts). */
export function presentInvoice({ row, linkToken }: InvoiceWithToken): InvoiceSummary {
  const q = `?token=${encodeURIComponent(linkToken)}`;
  const base = `${API_BASE_PATH}/invoices/${encodeURIComponent(row.publicId)}`;
  return {
    id: row.publicId,
    kind: row.kind,
    title: documentTitle(row.content),
    number: row.number,
    order_number: row.content.order_number,
    offer_reference: row.content.offer_reference ?? null,
    region: row.region,
    currency: row.currency,
    language: row.language,
    issued_at: row.issuedAt.toISOString(),
    issue_date: row.issueDate,
    due_date: row.content.due_date,
    buyer_name: row.buyerName,
    buyer_vat_id: row.buyerVatId,
    net: row.net,
    tax: row.tax,
    gross: row.gross,
    vat: row.content.vat.map((v) => ({ tax_rate: v.tax_rate_bp, vat_exempt: v.vat_exempt, net: v.net, tax: v.tax, gross: v.gross })),
    corrects: row.content.corrects?.number ?? null,
    pdf_url: `${base}/pdf${q}`,
    ubl_url: row.kind === 'proforma' ? null : `${base}/ubl${q}`,
  };
}
