// What an invoice document says, built once from the order as it was charged: every amount is copied
// from the order's lines and adjustments (net, VAT rate, VAT, gross each stored by the orders module),
// never re-computed, so the document's VAT per rate and grand total equal the order to the cent. Pure
// functions: the service gathers the order's facts and stores what these return.
import type { SellerBankAccount } from './sellers';

export type DocumentKind = 'proforma' | 'invoice' | 'credit_note';
/** The orders module's tax decision (pricing `decideTax`): which legal note the document carries. */
export type TaxReason = 'standard' | 'reverse_charge' | 'export' | 'no_vat_region';

export interface PartyAddress {
  street: string;
  street2: string | null;
  city: string;
  zip_code: string;
  country_iso: string;
  state_code: string | null;
}

export interface SellerParty {
  legal_name: string;
  address: PartyAddress;
  vat_id: string | null;
  company_id: string | null;
  email: string;
}

export interface BuyerParty {
  /** The company's name for a business, else the person's. */
  name: string;
  contact_name: string | null;
  vat_id: string | null;
  address: PartyAddress;
  email: string | null;
}

export interface InvoiceLine {
  kind: 'product' | 'service' | 'shipping' | 'customs' | 'correction';
  /** In the order's language. */
  name: string;
  sku: string | null;
  quantity: number;
  /** Net price of one unit before discounts (minor units). */
  unit_net: number;
  /** Express production and similar charges on the line (≥ 0). */
  charges: number;
  /** The line's share of discounts (≤ 0). */
  discount: number;
  /** unit_net × quantity + charges + discount. */
  net: number;
  tax_rate_bp: number;
  tax: number;
  gross: number;
  /** The customs surcharge is outside the scope of VAT: no rate applies. */
  vat_exempt: boolean;
}

export interface VatRow {
  tax_rate_bp: number;
  vat_exempt: boolean;
  net: number;
  tax: number;
  gross: number;
}

export interface ReceivedPayment {
  method: string;
  amount: number;
  /** YYYY-MM-DD. */
  date: string;
}

export interface InvoiceContent {
  kind: DocumentKind;
  number: string;
  language: string;
  region: string;
  currency: string;
  /** The order it documents; null on the proforma of an offer. */
  order_number: string | null;
  /** The offer a proforma was asked for (its quote request's number, else `OF-<id>`); null, or absent on documents issued before offers had proformas, otherwise. */
  offer_reference?: string | null;
  /** YYYY-MM-DD in the seller's time zone. */
  issue_date: string;
  /** Date of the supply (the payment that made the order an invoice's); null on a proforma. */
  sale_date: string | null;
  /** When payment is expected; null when nothing is left to pay. */
  due_date: string | null;
  seller: SellerParty;
  buyer: BuyerParty;
  tax_reason: TaxReason;
  lines: InvoiceLine[];
  vat: VatRow[];
  totals: { net: number; tax: number; gross: number };
  payments: ReceivedPayment[];
  /** gross − payments (what the buyer still owes on this document; ≤ 0 on a credit note means a refund). */
  amount_due: number;
  /** Where to pay: on a proforma and on anything with an amount due. */
  bank_account: (SellerBankAccount & { currency: string }) | null;
  /** Legal notes by code (texts.ts words them in the document's language). */
  notes: Array<'reverse_charge' | 'export' | 'no_vat' | 'proforma_not_tax_document' | 'customs_outside_vat'>;
  /** The VAT invoice a credit note corrects. */
  corrects: { number: string; issue_date: string } | null;
  /** Why a credit note was issued (the caller's words, e.g. the refund's reason). */
  reason: string | null;
}

/** Sums lines per VAT rate (exempt lines apart), in a stable order: highest rate first. */
export function vatBreakdown(lines: readonly InvoiceLine[]): VatRow[] {
  const rows = new Map<string, VatRow>();
  for (const l of lines) {
    const key = `${l.vat_exempt ? 'x' : 'v'}${l.tax_rate_bp}`;
    const row = rows.get(key) ?? { tax_rate_bp: l.tax_rate_bp, vat_exempt: l.vat_exempt, net: 0, tax: 0, gross: 0 };
    row.net += l.net;
    row.tax += l.tax;
    row.gross += l.gross;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => Number(a.vat_exempt) - Number(b.vat_exempt) || b.tax_rate_bp - a.tax_rate_bp);
}

export function totalsOf(vat: readonly VatRow[]): { net: number; tax: number; gross: number } {
  return vat.reduce((t, r) => ({ net: t.net + r.net, tax: t.tax + r.tax, gross: t.gross + r.gross }), { net: 0, tax: 0, gross: 0 });
}

export function notesFor(kind: DocumentKind, reason: TaxReason, lines: readonly InvoiceLine[]): InvoiceContent['notes'] {
  const notes: InvoiceContent['notes'] = [];
  if (kind === 'proforma') notes.push('proforma_not_tax_document');
  if (reason === 'reverse_charge') notes.push('reverse_charge');
  if (reason === 'export') notes.push('export');
  if (reason === 'no_vat_region') notes.push('no_vat');
  if (lines.some((l) => l.vat_exempt)) notes.push('customs_outside_vat');
  return notes;
}

/**
 * Splits a refund of `gross` over the invoice's VAT rows in proportion to their gross (largest
 * remainder, so the parts add up to the cent), and each part into net and VAT at its rate (half-up):
 * the credit note of a partial refund corrects each rate by its share.
 */
export function refundByRate(vat: readonly VatRow[], gross: number): VatRow[] {
  const total = vat.reduce((s, r) => s + r.gross, 0);
  if (gross <= 0 || gross > total) throw new RangeError(`refund ${gross} outside 1…${total}`);
  const shares = vat.map((r) => (BigInt(gross) * BigInt(r.gross)) / BigInt(total));
  let left = BigInt(gross) - shares.reduce((s, p) => s + p, 0n);
  const order = vat
    .map((r, i) => ({ i, rem: (BigInt(gross) * BigInt(r.gross)) % BigInt(total) }))
    .sort((a, b) => (b.rem > a.rem ? 1 : b.rem < a.rem ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left === 0n) break;
    shares[i] = shares[i]! + 1n;
    left -= 1n;
  }
  return vat.map((r, i) => {
    const g = Number(shares[i]);
    // net = gross / (1 + rate), half-up, in integers: (2·g·10000 + (10000 + rate)) / (2·(10000 + rate)).
    const d = 10000 + r.tax_rate_bp;
    const net = r.vat_exempt ? g : Math.floor((2 * g * 10000 + d) / (2 * d));
    return { tax_rate_bp: r.tax_rate_bp, vat_exempt: r.vat_exempt, net, tax: g - net, gross: g };
  });
}

/** The lines of a credit note: the whole invoice negated, or one correction line per VAT rate of a partial refund. */
export function creditLines(invoice: InvoiceContent, gross: number | null, correctionName: string): InvoiceLine[] {
  if (gross === null || gross === invoice.totals.gross) {
    return invoice.lines.map((l) => ({ ...l, charges: -l.charges, discount: -l.discount, unit_net: l.unit_net, quantity: -l.quantity, net: -l.net, tax: -l.tax, gross: -l.gross }));
  }
  return refundByRate(invoice.vat, gross)
    .filter((r) => r.gross !== 0)
    .map((r) => ({
      kind: 'correction' as const,
      name: correctionName,
      sku: null,
      quantity: 1,
      unit_net: -r.net,
      charges: 0,
      discount: 0,
      net: -r.net,
      tax_rate_bp: r.tax_rate_bp,
      tax: -r.tax,
      gross: -r.gross,
      vat_exempt: r.vat_exempt,
    }));
}
