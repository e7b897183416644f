// The EN 16931 e-invoice of a document, through @e-invoice-eu/core: we map the stored document onto
// its data model (which follows UBL's element names) and the library writes UBL 2.1 XML, or the CII
// XML embedded in a PDF/A-3 (Factur-X / ZUGFeRD, profile EN 16931). Amounts are copied from the
// document, never re-computed. A credit note is type 381 with positive amounts, as the standard wants;
// the stored document keeps them negative for the accountant's sums.
import type { ValidateFunction } from 'ajv/dist/2019.js';
import type { EInvoiceFormat, FormatFactoryService, Invoice, InvoiceServiceOptions } from '@e-invoice-eu/core';
import { loadOnce } from '../loadOnce';
import type { InvoiceContent, InvoiceLine, VatRow } from './content';
import { INVOICE_TEXTS } from './texts';
import type { LanguageCode } from '@ph/region-config';

/** The library logs its warnings; the API's own log has what matters (the request that failed). */
const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
/** The library and its schema validator, loaded at the first e-invoice (the library alone takes 0.4 s to load). */
const library = loadOnce(async () => {
  const [{ default: Ajv2019 }, { FormatFactoryService, invoiceSchema }] = await Promise.all([import('ajv/dist/2019.js'), import('@e-invoice-eu/core')]);
  return { Ajv2019, invoiceSchema, factory: new FormatFactoryService() as FormatFactoryService };
});
const prepared = new Map<string, { formatter: EInvoiceFormat; validate: ValidateFunction<Invoice> }>();

/**
 * `InvoiceService.generate` of the library, step for step (validate the data against the format's
 * schema with ajv, fill the defaults, write), except that the format's validator is compiled once per
 * process: the library compiles its whole JSON schema on every call, 100+ ms of each document.
 */
async function generate(model: Invoice, options: InvoiceServiceOptions): Promise<string | Uint8Array> {
  const { Ajv2019, invoiceSchema, factory } = await library();
  const format = factory.normalizeFormat(options.format);
  let p = prepared.get(format);
  if (!p) {
    const formatter = factory.createFormatService(format, quiet);
    const schema = structuredClone(invoiceSchema);
    formatter.patchSchema(schema);
    p = { formatter, validate: new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile<Invoice>(schema) };
    prepared.set(format, p);
  }
  const data = structuredClone(model);
  if (!p.validate(data)) throw new Error(`e-invoice data refused by the ${format} schema: ${JSON.stringify(p.validate.errors)}`);
  p.formatter.fillInvoiceDefaults(data);
  return p.formatter.generate(data, { ...options, format });
}

const amount = (minor: number): string => {
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
const percent = (bp: number): string => (bp / 100).toFixed(2).replace(/\.?0+$/, '') || '0';

interface Category {
  code: 'S' | 'AE' | 'G' | 'O' | 'E' | 'Z';
  percent: string | null;
  reasonCode?: string;
  reason?: string;
}

/** The VAT category of a line or a VAT row: the order's tax decision, customs outside VAT. */
function categoryOf(c: InvoiceContent, row: Pick<VatRow, 'tax_rate_bp' | 'vat_exempt'>): Category {
  const t = INVOICE_TEXTS[c.language as LanguageCode] ?? INVOICE_TEXTS.en;
  if (c.tax_reason === 'no_vat_region') return { code: 'O', percent: null, reasonCode: 'VATEX-EU-O', reason: t.notes.no_vat };
  if (row.vat_exempt) return { code: 'E', percent: '0', reason: t.notes.customs_outside_vat };
  if (c.tax_reason === 'reverse_charge') return { code: 'AE', percent: '0', reasonCode: 'VATEX-EU-AE', reason: t.notes.reverse_charge };
  if (c.tax_reason === 'export') return { code: 'G', percent: '0', reasonCode: 'VATEX-EU-G', reason: t.notes.export };
  return row.tax_rate_bp === 0 ? { code: 'Z', percent: '0' } : { code: 'S', percent: percent(row.tax_rate_bp) };
}

function address(a: InvoiceContent['buyer']['address']) {
  return {
    'cbc:StreetName': a.street,
    ...(a.street2 ? { 'cbc:AdditionalStreetName': a.street2 } : {}),
    'cbc:CityName': a.city,
    'cbc:PostalZone': a.zip_code,
    ...(a.state_code ? { 'cbc:CountrySubentity': a.state_code } : {}),
    'cac:Country': { 'cbc:IdentificationCode': a.country_iso },
  };
}

/**
 * The line's net price: when the line's net is a whole number of cents per unit, that unit price;
 * otherwise (a share of an order-level discount seldom divides by the quantity) the line's net as the
 * price of the whole quantity (BT-149 base quantity), so quantity × price ÷ base quantity is the line's
 * net exactly. Discounts and express charges are in that net rather than line allowances: the library
 * writes line allowances into CII with a currency attribute CII forbids (CII-DT-031). The PDF shows the
 * list price and the discount.
 */
function priceOf(l: InvoiceLine, currency: string): Record<string, string> {
  const net = Math.abs(l.net);
  const qty = Math.abs(l.quantity);
  if (net % qty === 0) return { 'cbc:PriceAmount': amount(net / qty), 'cbc:PriceAmount@currencyID': currency };
  return { 'cbc:PriceAmount': amount(net), 'cbc:PriceAmount@currencyID': currency, 'cbc:BaseQuantity': String(qty), 'cbc:BaseQuantity@unitCode': 'C62' };
}

/** The library's model of the document (UBL element names). */
export function toEInvoiceModel(c: InvoiceContent): Invoice {
  if (c.kind === 'proforma') throw new Error('a proforma is not an invoice: it has no e-invoice');
  const sign = c.kind === 'credit_note' ? -1 : 1;
  const m = (minor: number) => amount(sign * minor);
  const currency = c.currency;
  const noVat = c.tax_reason === 'no_vat_region';
  const t = INVOICE_TEXTS[c.language as LanguageCode] ?? INVOICE_TEXTS.en;
  const paid = c.payments.reduce((s, p) => s + p.amount, 0);
  const lines = c.lines.map((l: InvoiceLine, i) => {
    const cat = categoryOf(c, l);
    return {
      'cbc:ID': String(i + 1),
      'cbc:InvoicedQuantity': String(sign * l.quantity),
      'cbc:InvoicedQuantity@unitCode': 'C62',
      'cbc:LineExtensionAmount': m(l.net),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cac:Item': {
        'cbc:Name': l.name,
        ...(l.sku ? { 'cac:SellersItemIdentification': { 'cbc:ID': l.sku } } : {}),
        'cac:ClassifiedTaxCategory': { 'cbc:ID': cat.code, ...(cat.percent !== null ? { 'cbc:Percent': cat.percent } : {}), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
      },
      'cac:Price': priceOf(l, currency),
    };
  });
  const subtotals = c.vat.map((v) => {
    const cat = categoryOf(c, v);
    return {
      'cbc:TaxableAmount': m(v.net),
      'cbc:TaxableAmount@currencyID': currency,
      'cbc:TaxAmount': m(v.tax),
      'cbc:TaxAmount@currencyID': currency,
      'cac:TaxCategory': {
        'cbc:ID': cat.code,
        ...(cat.percent !== null ? { 'cbc:Percent': cat.percent } : {}),
        ...(cat.reasonCode ? { 'cbc:TaxExemptionReasonCode': cat.reasonCode } : {}),
        ...(cat.reason && cat.code !== 'S' && cat.code !== 'Z' ? { 'cbc:TaxExemptionReason': cat.reason } : {}),
        'cac:TaxScheme': { 'cbc:ID': 'VAT' },
      },
    };
  });
  const sellerVat = !noVat && c.seller.vat_id ? [{ 'cbc:CompanyID': c.seller.vat_id, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] : [];
  const notes = c.notes.map((n) => t.notes[n]);
  if (c.reason) notes.push(`${t.reason}: ${c.reason}`);
  const due = sign * (c.totals.gross - paid);
  const model = {
    'ubl:Invoice': {
      'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
      'cbc:ID': c.number,
      'cbc:IssueDate': c.issue_date,
      ...(c.due_date ? { 'cbc:DueDate': c.due_date } : {}),
      'cbc:InvoiceTypeCode': c.kind === 'credit_note' ? '381' : '380',
      ...(notes.length ? { 'cbc:Note': notes } : {}),
      'cbc:DocumentCurrencyCode': currency,
      // Only proformas can be of an offer (and have no e-invoice), so every invoice here has its order.
      ...(c.order_number !== null ? { 'cac:OrderReference': { 'cbc:ID': c.order_number } } : {}),
      ...(c.corrects ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': c.corrects.number, 'cbc:IssueDate': c.corrects.issue_date } }] } : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': c.seller.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PostalAddress': address(c.seller.address),
          'cac:PartyTaxScheme': sellerVat,
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': c.seller.legal_name, ...(c.seller.company_id ? { 'cbc:CompanyID': c.seller.company_id } : {}) },
          'cac:Contact': { 'cbc:ElectronicMail': c.seller.email },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          ...(c.buyer.email ? { 'cbc:EndpointID': c.buyer.email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
          'cac:PostalAddress': address(c.buyer.address),
          ...(!noVat && c.buyer.vat_id ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': c.buyer.vat_id, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } } : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': c.buyer.name },
          ...(c.buyer.contact_name || c.buyer.email
            ? { 'cac:Contact': { ...(c.buyer.contact_name ? { 'cbc:Name': c.buyer.contact_name } : {}), ...(c.buyer.email ? { 'cbc:ElectronicMail': c.buyer.email } : {}) } }
            : {}),
        },
      },
      ...(c.sale_date ? { 'cac:Delivery': { 'cbc:ActualDeliveryDate': c.sale_date } } : {}),
      ...(c.bank_account && due > 0
        ? { 'cac:PaymentMeans': [{ 'cbc:PaymentMeansCode': '58', 'cbc:PaymentID': c.order_number ?? c.number, 'cac:PayeeFinancialAccount': { 'cbc:ID': c.bank_account.iban, 'cbc:Name': c.bank_account.account_holder, 'cac:FinancialInstitutionBranch': { 'cbc:ID': c.bank_account.bic } } }] }
        : {}),
      'cac:TaxTotal': [{ 'cbc:TaxAmount': m(c.totals.tax), 'cbc:TaxAmount@currencyID': currency, 'cac:TaxSubtotal': subtotals }],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': m(c.totals.net),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cbc:TaxExclusiveAmount': m(c.totals.net),
        'cbc:TaxExclusiveAmount@currencyID': currency,
        'cbc:TaxInclusiveAmount': m(c.totals.gross),
        'cbc:TaxInclusiveAmount@currencyID': currency,
        ...(paid !== 0 ? { 'cbc:PrepaidAmount': m(paid), 'cbc:PrepaidAmount@currencyID': currency } : {}),
        'cbc:PayableAmount': amount(due),
        'cbc:PayableAmount@currencyID': currency,
      },
      'cac:InvoiceLine': lines,
    },
  };
  // The library's types spell every code list as a union of literals; ours are built from the same lists.
  return model as unknown as Invoice;
}

/** UBL 2.1 XML (EN 16931). */
export async function ublXml(c: InvoiceContent): Promise<string> {
  const out = await generate(toEInvoiceModel(c), { format: 'UBL', lang: c.language });
  return typeof out === 'string' ? out : Buffer.from(out).toString('utf8');
}

/** Factur-X (profile EN 16931): `pdf` made PDF/A-3 with the CII XML embedded as factur-x.xml. */
export async function facturX(c: InvoiceContent, pdf: Uint8Array): Promise<Uint8Array> {
  const out = await generate(toEInvoiceModel(c), {
    format: 'Factur-X-EN16931',
    lang: c.language,
    pdf: { buffer: pdf, filename: `${c.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`, mimetype: 'application/pdf' },
  });
  return typeof out === 'string' ? Buffer.from(out, 'utf8') : out;
}
