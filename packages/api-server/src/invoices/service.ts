// Issuing documents. Each issue runs in the caller's transaction: it locks the order row (so two
// issues for one order queue up and the second finds the first), returns the document already issued
// for the same event, else takes the series' next number (the counter row stays locked until the
// transaction ends, so numbers are consecutive and a rollback gives the number back) and writes the
// document whole. Nothing here updates a document.
import { randomBytes } from 'node:crypto';
import { isRegionCode, LANGUAGE_CODES, type LanguageCode, type RegionCode } from '@ph/region-config';
import { defaultLanguage } from '../catalogue';
import type { Db } from '../db';
import { AppError, NotFound, RuleViolation } from '../errors';
import * as orders from '../orders';
import { ledgerOf } from '../payments';
import { creditLines, notesFor, totalsOf, vatBreakdown, type BuyerParty, type DocumentKind, type InvoiceContent, type InvoiceLine, type TaxReason } from './content';
import * as repo from './repository';
import { loadSellers, numberParts, seriesKey, type Seller, type SellerTable } from './sellers';
import { INVOICE_TEXTS } from './texts';
import { documentEmail } from './emails';
import { enqueueEmail } from '../email';

export interface IssueOptions {
  now?: Date;
  /** Defaults to the process's seller table (INVOICE_SELLERS_FILE or the bundled one). */
  sellers?: SellerTable;
  /** Origin of the document link in the e-mail; without it no e-mail is written. */
  storefrontUrl?: string;
}

const TAX_REASONS: readonly TaxReason[] = ['standard', 'reverse_charge', 'export', 'no_vat_region'];

// One formatter per time zone: building an Intl.DateTimeFormat costs more than the rest of a date, and
// every issue asks for one or more (docs/performance.md "Invoices").
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of `at` in `timeZone`. */
export function localDate(at: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format.format(at);
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function languageOf(order: orders.OrderRow, region: RegionCode): LanguageCode {
  const lang = order.language ?? defaultLanguage(region);
  return (LANGUAGE_CODES as readonly string[]).includes(lang) ? (lang as LanguageCode) : 'en';
}

function buyerOf(order: orders.OrderRow): BuyerParty {
  const a = order.billAddress;
  if (!a) throw new RuleViolation('billing_address_missing', `Order ${order.number} has no billing address`, 'bill_address');
  const person = `${a.first_name} ${a.last_name}`.trim();
  return {
    name: a.company_name?.trim() || person,
    contact_name: a.company_name?.trim() ? person : null,
    vat_id: a.vat_id?.trim() || null,
    address: { street: a.street, street2: a.street2, city: a.city, zip_code: a.zip_code, country_iso: a.country_iso, state_code: a.state_code },
    email: order.email,
  };
}

function sellerParty(seller: Seller): InvoiceContent['seller'] {
  return {
    legal_name: seller.legal_name,
    address: { ...seller.address, street2: null, state_code: null },
    vat_id: seller.vat_id ?? null,
    company_id: seller.company_id ?? null,
    email: seller.email,
  };
}

/**
 * The order's lines, shipping and customs as charged, named in `lang` as the order document names them
 * (orders' `lineName`); they add up to the order's total. Read from the line rows alone rather than the
 * whole order document (designs, shipping rates, promotions …): one query instead of nine, which is
 * what issuing in a series costs per document (docs/performance.md "Invoices").
 */
async function chargedLines(tx: Db, order: orders.OrderRow, lang: LanguageCode): Promise<InvoiceLine[]> {
  const lines: InvoiceLine[] = (await orders.linesOf(tx, order.id)).map(({ line: l, product }) => ({
    kind: l.kind === 'product' || l.kind === 'sample_pack' ? 'product' : 'service',
    name: orders.lineName(l, product, lang),
    sku: l.sku,
    quantity: l.quantity,
    unit_net: l.unitNet,
    charges: l.expressNet,
    discount: l.promoNet,
    net: l.net,
    tax_rate_bp: l.taxRateBp,
    tax: l.tax,
    gross: l.gross,
    vat_exempt: false,
  }));
  for (const a of await orders.adjustmentsOf(tx, order.id)) {
    // Promotions are already in the lines' discounts (split over them when the order was priced).
    if (a.source === 'promotion' || a.amount === 0) continue;
    const customs = a.source === 'customs';
    lines.push({
      kind: customs ? 'customs' : 'shipping',
      name: orders.adjustmentLabel(a, undefined, lang),
      sku: null,
      quantity: 1,
      unit_net: a.amount,
      charges: 0,
      discount: 0,
      net: a.amount,
      tax_rate_bp: customs ? 0 : a.taxRateBp,
      tax: a.tax,
      gross: a.amount + a.tax,
      vat_exempt: customs,
    });
  }
  const gross = lines.reduce((s, l) => s + l.gross, 0);
  // The document copies the order; if the copies do not add up to what the order charged, that is a bug to stop at.
  if (gross !== order.total) throw new AppError(500, 'invoice_total_mismatch', `Order ${order.number}: lines add up to ${gross}, the order charged ${order.total}`);
  return lines;
}

async function receivedPayments(tx: Db, order: orders.OrderRow, seller: Seller): Promise<InvoiceContent['payments']> {
  return (await ledgerOf(tx, order.id))
    .filter((p) => p.state === 'completed')
    .map((p) => ({ method: p.method, amount: p.amount, date: localDate(p.updatedAt, seller.time_zone) }));
}

interface Draft {
  kind: DocumentKind;
  eventKey: string;
  /** What the document is of: an order, or (a proforma only) a custom offer. */
  subject: { orderId: number; offerId?: never } | { offerId: number; orderId?: never };
  currency: string;
  /** Who gets the announcing e-mail and the guest token its link carries; none: no e-mail. */
  mail: { to: string | null; token: string } | null;
  region: RegionCode;
  seller: Seller;
  language: LanguageCode;
  /** The document without its number (taken last, see `write`). */
  build: (number: string, issueDate: string) => Promise<InvoiceContent> | InvoiceContent;
  correctsId?: number;
}

async function write(tx: Db, d: Draft, opts: IssueOptions): Promise<repo.InvoiceRow> {
  const now = opts.now ?? new Date();
  const issueDate = localDate(now, d.seller.time_zone);
  const year = Number(issueDate.slice(0, 4));
  const series = seriesKey(d.seller, d.kind);
  // Everything is read and built before the number is taken: from then to the commit the series'
  // counter row is locked, and every other issue in the series waits for it. The number and the row
  // are one statement (repository.insertNumbered).
  const draft = await d.build('', issueDate);
  const row = await repo.insertNumbered(
    tx,
    {
      publicId: randomBytes(16).toString('base64url'),
      orderId: d.subject.orderId ?? null,
      offerId: d.subject.offerId ?? null,
      kind: d.kind,
      eventKey: d.eventKey,
      series,
      year,
      region: d.region,
      currency: d.currency,
      language: d.language,
      correctsId: d.correctsId ?? null,
      issuedAt: now,
      issueDate,
      buyerName: draft.buyer.name,
      buyerVatId: draft.buyer.vat_id,
      net: draft.totals.net,
      tax: draft.totals.tax,
      gross: draft.totals.gross,
      content: draft,
    },
    numberParts(series, year),
  );
  if (!row) throw new AppError(500, 'invoice_series_full', `The series ${series} has no number left for ${year}`);
  if (opts.storefrontUrl && d.mail?.to) await enqueueEmail(tx, documentEmail(d.mail.to, row, d.mail.token, opts.storefrontUrl));
  return row;
}

interface Prepared {
  order: orders.OrderRow;
  subject: { orderId: number };
  currency: string;
  mail: { to: string | null; token: string };
  region: RegionCode;
  seller: Seller;
  language: LanguageCode;
  existing: repo.InvoiceRow | undefined;
}

/** Locks the order, finds its store's seller and any document already issued for `eventKey`. */
async function prepare(tx: Db, orderId: number, eventKey: string, opts: IssueOptions): Promise<Prepared> {
  const order = await orders.lockOrder(tx, orderId);
  if (!order) throw new NotFound('Order not found');
  if (!isRegionCode(order.region)) throw new AppError(500, 'unknown_region', `Order ${order.number} has no known store region`);
  const region = order.region;
  const seller = (opts.sellers ?? loadSellers())[region];
  return {
    order,
    subject: { orderId: order.id },
    currency: order.currency,
    mail: { to: order.email, token: order.token },
    region,
    seller,
    language: languageOf(order, region),
    existing: await repo.findByEventKey(tx, eventKey),
  };
}

const taxReasonOf = (order: orders.OrderRow): TaxReason => (TAX_REASONS.includes(order.taxReason as TaxReason) ? (order.taxReason as TaxReason) : 'standard');

function baseContent(kind: DocumentKind, p: Prepared, number: string, issueDate: string, lines: InvoiceLine[]): Omit<InvoiceContent, 'sale_date' | 'due_date' | 'payments' | 'amount_due' | 'bank_account' | 'offer_reference'> {
  const vat = vatBreakdown(lines);
  const reason = taxReasonOf(p.order);
  return {
    kind,
    number,
    language: p.language,
    region: p.region,
    currency: p.order.currency,
    order_number: p.order.number,
    issue_date: issueDate,
    seller: sellerParty(p.seller),
    buyer: buyerOf(p.order),
    tax_reason: reason,
    lines,
    vat,
    totals: totalsOf(vat),
    notes: notesFor(kind, reason, lines),
    corrects: null,
    reason: null,
  };
}

/**
 * The proforma of a placed order awaiting a bank transfer or instalments: a request for payment with
 * the seller's account in the order's currency and the due date. Once per order.
 */
export async function issueProforma(tx: Db, args: { orderId: number } & IssueOptions): Promise<repo.InvoiceRow> {
  const eventKey = `proforma:${args.orderId}`;
  const p = await prepare(tx, args.orderId, eventKey, args);
  if (p.existing) return p.existing;
  if (p.order.state !== 'complete') throw new RuleViolation('order_not_placed', `Order ${p.order.number} is not placed yet`, 'order');
  const account = p.seller.bank_accounts[p.order.currency];
  if (!account) throw new RuleViolation('bank_transfer_unavailable', `No bank account in ${p.order.currency} for the ${p.region} store`);
  const lines = await chargedLines(tx, p.order, p.language);
  return write(tx, { kind: 'proforma', eventKey, ...p, build: async (number, issueDate) => {
    const payments = await receivedPayments(tx, p.order, p.seller);
    const base = baseContent('proforma', p, number, issueDate, lines);
    const amountDue = base.totals.gross - payments.reduce((s, x) => s + x.amount, 0);
    return { ...base, offer_reference: null, sale_date: null, due_date: addDays(issueDate, p.seller.payment_terms_days), payments, amount_due: amountDue, bank_account: { ...account, currency: p.order.currency } };
  } }, args);
}

/** The VAT invoice of a paid order (one per order, see README "When documents are issued"). */
export async function issueVatInvoice(tx: Db, args: { orderId: number } & IssueOptions): Promise<repo.InvoiceRow> {
  const eventKey = `invoice:${args.orderId}`;
  const p = await prepare(tx, args.orderId, eventKey, args);
  if (p.existing) return p.existing;
  if (p.order.paymentState !== 'paid') throw new RuleViolation('order_not_paid', `Order ${p.order.number} is not paid`, 'order');
  const lines = await chargedLines(tx, p.order, p.language);
  return write(tx, { kind: 'invoice', eventKey, ...p, build: async (number, issueDate) => {
    const payments = await receivedPayments(tx, p.order, p.seller);
    const base = baseContent('invoice', p, number, issueDate, lines);
    const amountDue = base.totals.gross - payments.reduce((s, x) => s + x.amount, 0);
    return { ...base, offer_reference: null, sale_date: issueDate, due_date: amountDue > 0 ? issueDate : null, payments, amount_due: amountDue, bank_account: null };
  } }, args);
}

export interface CreditNoteArgs extends IssueOptions {
  orderId: number;
  /** The refund's or cancellation's own id, e.g. `refund:42`: one credit note per key, however often called. */
  key: string;
  /** Gross amount given back (minor units of the order's currency); null: the whole invoice (a cancellation). */
  gross: number | null;
  /** Why (shown on the document); null says nothing more than the document's title. */
  reason: string | null;
}

/**
 * The credit note of a refund or a cancellation after the VAT invoice. Returns null when the order has
 * no VAT invoice (nothing to correct: an unpaid order's proforma is no tax document). A refund is split
 * over the invoice's VAT rates in proportion; refunds beyond what the invoice charged are refused.
 */
export async function issueCreditNote(tx: Db, args: CreditNoteArgs): Promise<repo.InvoiceRow | null> {
  if (!/^[a-z_]+:[A-Za-z0-9_-]{1,100}$/.test(args.key)) throw new RuleViolation('invalid_credit_note_key', `A credit note key is kind:id, got ${args.key}`, 'key');
  const eventKey = `credit_note:${args.key}`;
  const p = await prepare(tx, args.orderId, eventKey, args);
  if (p.existing) return p.existing;
  const invoice = await repo.vatInvoiceOf(tx, p.order.id);
  if (!invoice) return null;
  const already = await repo.creditedGross(tx, p.order.id);
  const left = invoice.gross - already;
  const gross = args.gross ?? left;
  if (!Number.isInteger(gross) || gross <= 0 || gross > left) {
    throw new RuleViolation('credit_exceeds_invoice', `A credit of ${gross} is more than the ${left} left to credit on invoice ${invoice.number}`, 'gross');
  }
  const t = INVOICE_TEXTS[p.language];
  const lines = creditLines(invoice.content, already === 0 && gross === invoice.gross ? null : gross, `${t.correction}: ${invoice.number}`);
  return write(tx, { kind: 'credit_note', eventKey, ...p, correctsId: invoice.id, build: (number, issueDate) => {
    const base = baseContent('credit_note', p, number, issueDate, lines);
    return {
      ...base,
      offer_reference: null,
      tax_reason: invoice.content.tax_reason,
      notes: notesFor('credit_note', invoice.content.tax_reason, lines),
      sale_date: invoice.content.sale_date,
      due_date: null,
      payments: [],
      amount_due: 0,
      bank_account: null,
      corrects: { number: invoice.number, issue_date: invoice.issueDate },
      reason: args.reason,
    };
  } }, args);
}

/** A custom offer as its module prices it (quotes' `offerAmounts`): what its proforma copies. */
export interface OfferFacts {
  offerId: number;
  /** How the buyer refers to it (the quote request's number, else the offer's own). */
  reference: string;
  region: string;
  currency: string;
  /** The offer's language (its locale's). */
  language: string;
  validUntil: Date;
  taxReason: TaxReason;
  /** The customer's billing details (their account's default address). */
  buyer: BuyerParty;
  lines: Array<{ name: string; sku: string; quantity: number; unitNet: number; net: number; taxRateBp: number; tax: number; gross: number }>;
  ship: { net: number; taxRateBp: number; tax: number; gross: number };
  additionalCustoms: number;
  total: number;
}

/**
 * The proforma of a custom offer, asked for by its customer or a manager before any order (a buyer's
 * accounts department often needs one to approve the purchase). Copies the offer's lines, shipping and
 * customs as the offer prices them; due by the offer's last valid day, payable to the seller's account
 * in the offer's currency. Once per offer (`offer_proforma:<offer id>`): asking again returns the same
 * document. The caller holds the offer's row lock; `facts` is asked only when nothing was issued yet. No e-mail: it is downloaded where it was asked for.
 */
export async function issueOfferProforma(tx: Db, args: { offerId: number; facts: () => Promise<OfferFacts> } & IssueOptions): Promise<repo.InvoiceRow> {
  const eventKey = `offer_proforma:${args.offerId}`;
  const existing = await repo.findByEventKey(tx, eventKey);
  if (existing) return existing;
  // Read only when there is no document yet: an issued proforma stays readable after the offer expires.
  const o = await args.facts();
  if (!isRegionCode(o.region)) throw new AppError(500, 'unknown_region', `Offer ${o.reference} has no known store region`);
  const region = o.region;
  const seller = (args.sellers ?? loadSellers())[region];
  const account = seller.bank_accounts[o.currency];
  if (!account) throw new RuleViolation('bank_transfer_unavailable', `No bank account in ${o.currency} for the ${region} store`);
  const language: LanguageCode = (LANGUAGE_CODES as readonly string[]).includes(o.language) ? (o.language as LanguageCode) : 'en';
  const lines: InvoiceLine[] = o.lines.map((l) => ({
    kind: 'product',
    name: l.name,
    sku: l.sku,
    quantity: l.quantity,
    unit_net: l.unitNet,
    charges: 0,
    discount: 0,
    net: l.net,
    tax_rate_bp: l.taxRateBp,
    tax: l.tax,
    gross: l.gross,
    vat_exempt: false,
  }));
  if (o.ship.gross !== 0) {
    const name = orders.adjustmentLabel({ source: 'shipping', label: 'shipping-method-courier' }, undefined, language);
    lines.push({ kind: 'shipping', name, sku: null, quantity: 1, unit_net: o.ship.net, charges: 0, discount: 0, net: o.ship.net, tax_rate_bp: o.ship.taxRateBp, tax: o.ship.tax, gross: o.ship.gross, vat_exempt: false });
  }
  if (o.additionalCustoms !== 0) {
    const name = orders.adjustmentLabel({ source: 'customs', label: 'customs' }, undefined, language);
    lines.push({ kind: 'customs', name, sku: null, quantity: 1, unit_net: o.additionalCustoms, charges: 0, discount: 0, net: o.additionalCustoms, tax_rate_bp: 0, tax: 0, gross: o.additionalCustoms, vat_exempt: true });
  }
  const gross = lines.reduce((sum, l) => sum + l.gross, 0);
  if (gross !== o.total) throw new AppError(500, 'invoice_total_mismatch', `Offer ${o.reference}: lines add up to ${gross}, the offer totals ${o.total}`);
  const dueDate = localDate(new Date(o.validUntil.getTime() - 1), seller.time_zone);
  return write(
    tx,
    {
      kind: 'proforma',
      eventKey,
      subject: { offerId: o.offerId },
      currency: o.currency,
      mail: null,
      region,
      seller,
      language,
      build: (number, issueDate) => {
        const vat = vatBreakdown(lines);
        const totals = totalsOf(vat);
        return {
          kind: 'proforma',
          number,
          language,
          region,
          currency: o.currency,
          order_number: null,
          offer_reference: o.reference,
          issue_date: issueDate,
          sale_date: null,
          // The offer's prices hold until its last valid day; a due date before the issue date cannot be.
          due_date: dueDate < issueDate ? issueDate : dueDate,
          seller: sellerParty(seller),
          buyer: o.buyer,
          tax_reason: o.taxReason,
          lines,
          vat,
          totals,
          payments: [],
          amount_due: totals.gross,
          bank_account: { ...account, currency: o.currency },
          notes: notesFor('proforma', o.taxReason, lines),
          corrects: null,
          reason: null,
        };
      },
    },
    args,
  );
}

/**
 * What the orders module's events mean for documents: a placed order awaiting a bank transfer or
 * instalments gets its proforma; a paid order (at placing, or when its balance arrives) its VAT invoice.
 */
export async function documentsOnOrderEvent(tx: Db, event: orders.OrderEvent): Promise<void> {
  const { order } = event;
  const base = { storefrontUrl: event.storefrontUrl, now: event.now, orderId: order.id };
  if (order.paymentState === 'paid') {
    await issueVatInvoice(tx, base);
    return;
  }
  if (event.type === 'placed' && order.paymentState === 'balance_due') {
    const offline = (await ledgerOf(tx, order.id)).some((r) => (r.method === 'check' || r.method === 'installments') && r.state === 'pending');
    if (offline) await issueProforma(tx, base);
  }
}

export { InvoiceConfigError } from './sellers';
