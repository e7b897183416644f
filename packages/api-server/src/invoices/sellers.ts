// Who invoices in each store: the legal entity, its address, VAT number, bank accounts per currency and
// the number series of its documents. One file (`sellers.json` beside this, or the file named by
// INVOICE_SELLERS_FILE), checked whole when the API starts: a malformed series, a series used twice, a
// store without a seller or without an account in its currency stops the start-up with a message naming
// the field, because a wrong number on an issued invoice cannot be taken back.
import fs from 'node:fs';
import { getRegionConfig, REGION_CODES, type RegionCode } from '@ph/region-config';
import { z } from 'zod';
import { ibanIsValid } from '../payments';
import bundled from './sellers.json';

export const DOCUMENT_KINDS = ['proforma', 'invoice', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * A series template: fixed text, the year `{yyyy}` once and the running number `{n…}` once (its width
 * in n's, 3–9, zero-padded) at the end, e.g. `FV/PL/{yyyy}/{nnnnnn}` → `FV/PL/2026/000123`.
 */
const SERIES = /^([A-Z0-9][A-Z0-9/_-]{0,15})\{yyyy\}([/_-][A-Z0-9/_-]{0,15})?\{(n{3,9})\}$/;

const BankAccount = z.strictObject({
  account_holder: z.string().min(1),
  bank_name: z.string().min(1),
  iban: z.string().refine(ibanIsValid, 'not a valid IBAN'),
  bic: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'not a BIC'),
  sort_code: z.string().optional(),
  account_number: z.string().optional(),
});
export type SellerBankAccount = z.infer<typeof BankAccount>;

const Seller = z.strictObject({
  legal_name: z.string().min(1),
  address: z.strictObject({ street: z.string().min(1), city: z.string().min(1), zip_code: z.string().min(1), country_iso: z.string().regex(/^[A-Z]{2}$/) }),
  vat_id: z.string().min(4).optional(),
  company_id: z.string().optional(),
  email: z.string().email(),
  time_zone: z.string().refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'not an IANA time zone'),
  bank_accounts: z.record(z.string().regex(/^[A-Z]{3}$/), BankAccount),
  series: z.strictObject({
    proforma: z.string().regex(SERIES, 'a series is PREFIX{yyyy}/{nnnnnn}: fixed text, the year once, then 3–9 n'),
    invoice: z.string().regex(SERIES, 'a series is PREFIX{yyyy}/{nnnnnn}: fixed text, the year once, then 3–9 n'),
    credit_note: z.string().regex(SERIES, 'a series is PREFIX{yyyy}/{nnnnnn}: fixed text, the year once, then 3–9 n'),
  }),
  payment_terms_days: z.number().int().min(0).max(120),
});
export type Seller = z.infer<typeof Seller>;

const SellersFile = z.strictObject({ $comment: z.string().optional(), sellers: z.record(z.string(), Seller) });
export type SellerTable = Readonly<Record<RegionCode, Seller>>;

export class InvoiceConfigError extends Error {
  constructor(source: string, problem: string) {
    super(`Invoice configuration ${source}: ${problem}`);
    this.name = 'InvoiceConfigError';
  }
}

/** Checks a parsed sellers file; throws `InvoiceConfigError` naming the first problem's field. */
export function parseSellers(input: unknown, source = 'sellers.json'): SellerTable {
  const parsed = SellersFile.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InvoiceConfigError(source, `${issue.path.join('.')}: ${issue.message}`);
  }
  const sellers = parsed.data.sellers;
  const seen = new Map<string, string>();
  for (const region of REGION_CODES) {
    const seller = sellers[region];
    if (!seller) throw new InvoiceConfigError(source, `sellers.${region}: the store ${region} has no seller`);
    const config = getRegionConfig(region);
    if (config.allowedPaymentMethods.includes('check') && !seller.bank_accounts[config.currency]) {
      throw new InvoiceConfigError(source, `sellers.${region}.bank_accounts.${config.currency}: the store takes bank transfers in ${config.currency} but has no account in it`);
    }
    if (config.hasVat && !seller.vat_id) throw new InvoiceConfigError(source, `sellers.${region}.vat_id: a store that charges VAT needs the seller's VAT number`);
    for (const kind of DOCUMENT_KINDS) {
      // Two series with one template would give two documents one number.
      const template = seller.series[kind];
      const other = seen.get(template);
      if (other) throw new InvoiceConfigError(source, `sellers.${region}.series.${kind}: ${template} is also the series of ${other}`);
      seen.set(template, `${region}.${kind}`);
    }
  }
  const unknown = Object.keys(sellers).find((r) => !(REGION_CODES as readonly string[]).includes(r));
  if (unknown) throw new InvoiceConfigError(source, `sellers.${unknown}: not a store region`);
  return sellers as SellerTable;
}

const loaded = new Map<string, SellerTable>();

/**
 * The seller table of this process: `file` (INVOICE_SELLERS_FILE) when given, else the bundled one.
 * Read and checked once per file; `buildApp` calls it at start-up so a bad file never serves a request.
 */
export function loadSellers(file?: string): SellerTable {
  const key = file ?? '';
  let table = loaded.get(key);
  if (!table) {
    let raw: unknown = bundled;
    if (file) {
      try {
        raw = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (err) {
        throw new InvoiceConfigError(file, `cannot be read as JSON (${(err as Error).message})`);
      }
    }
    table = parseSellers(raw, file ?? 'sellers.json');
    loaded.set(key, table);
  }
  return table;
}

/** The number a series template gives the `sequence`th document of `year`. */
/** A series' number in `year` as the fixed text before the sequence and the sequence's width, e.g. `FV/EU/2026/` and 6. */
export function numberParts(template: string, year: number): { prefix: string; width: number } {
  const m = SERIES.exec(template);
  if (!m) throw new Error(`malformed series ${template}`);
  const width = m[3]!.length;
  return { prefix: template.replace('{yyyy}', String(year)).slice(0, -(width + 2)), width };
}

/** The series' name in the counters table: its template (unique across the file). */
export const seriesKey = (seller: Seller, kind: DocumentKind): string => seller.series[kind];
