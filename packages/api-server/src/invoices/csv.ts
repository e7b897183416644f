// The accountant's export: one row per document and VAT rate, amounts in major units with a dot
// (every store currency has two decimals), credit notes negative, so the columns add up per rate.
import type { InvoiceRow } from './repository';

export const CSV_COLUMNS = [
  'number', 'type', 'issue_date', 'sale_date', 'order_number', 'buyer', 'buyer_vat_id', 'buyer_country', 'tax_treatment',
  'currency', 'vat_rate', 'net', 'vat', 'gross', 'corrects',
] as const;

const decimal = (minor: number) => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Quotes when needed; a text cell that a spreadsheet would run as a formula is prefixed with a quote. */
function cell(value: string | null, text = true): string {
  let v = value ?? '';
  if (text && /^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\n\r;]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function invoicesCsv(rows: readonly InvoiceRow[]): string {
  const out = [CSV_COLUMNS.join(',')];
  for (const r of rows) {
    const c = r.content;
    for (const v of c.vat) {
      out.push([
        cell(r.number), r.kind, r.issueDate, c.sale_date ?? '', cell(c.order_number), cell(r.buyerName), cell(r.buyerVatId), c.buyer.address.country_iso,
        c.tax_reason, r.currency, v.vat_exempt ? 'exempt' : (v.tax_rate_bp / 100).toFixed(2), cell(decimal(v.net), false), cell(decimal(v.tax), false), cell(decimal(v.gross), false),
        cell(c.corrects?.number ?? null),
      ].join(','));
    }
  }
  return `${out.join('\r\n')}\r\n`;
}
