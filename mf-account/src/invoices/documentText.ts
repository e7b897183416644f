import { defineMessages, type IntlShape } from 'react-intl';
import type { InvoiceDocument } from '@ph/api-client/invoices';
import { formatMoney, formatRegionDate, getRegionConfig, isRegionCode, VAT_RATES } from '@ph/region-config';

// Words and formats of invoice documents, shared by the order's documents and the back office's list.

export const documentText = defineMessages({
  proforma: { id: 'account.invoices.kind.proforma', defaultMessage: 'Proforma invoice' },
  invoice: { id: 'account.invoices.kind.invoice', defaultMessage: 'VAT invoice' },
  invoiceNoVat: { id: 'account.invoices.kind.invoiceNoVat', defaultMessage: 'Invoice' },
  creditNote: { id: 'account.invoices.kind.creditNote', defaultMessage: 'Credit note' },
  document: { id: 'account.invoices.col.document', defaultMessage: 'Document' },
  number: { id: 'account.invoices.col.number', defaultMessage: 'Number' },
  date: { id: 'account.invoices.col.date', defaultMessage: 'Issue date' },
  total: { id: 'account.invoices.col.total', defaultMessage: 'Total' },
  download: { id: 'account.invoices.col.download', defaultMessage: 'Download' },
  pdf: { id: 'account.invoices.pdf', defaultMessage: 'PDF' },
  pdfOf: { id: 'account.invoices.pdfOf', defaultMessage: 'PDF of {number}' },
  ubl: { id: 'account.invoices.ubl', defaultMessage: 'E-invoice (XML)' },
  ublOf: { id: 'account.invoices.ublOf', defaultMessage: 'E-invoice (UBL XML) of {number}' },
});

/** The document's kind in the reader's language; a store without VAT (us) issues an "Invoice", not a "VAT invoice". */
export function documentKindLabel(intl: IntlShape, doc: Pick<InvoiceDocument, 'kind' | 'region'>): string {
  if (doc.kind === 'proforma') return intl.formatMessage(documentText.proforma);
  if (doc.kind === 'credit_note') return intl.formatMessage(documentText.creditNote);
  const noVat = isRegionCode(doc.region) && VAT_RATES[doc.region] === 0;
  return intl.formatMessage(noVat ? documentText.invoiceNoVat : documentText.invoice);
}

/**
 * An amount of the document in its store's money format (`1 234,56 zł` in pl, `€1,234.56` in eu): a
 * document is in its store's currency, which need not be the store the reader is in now.
 */
export function documentMoney(intl: IntlShape, doc: Pick<InvoiceDocument, 'region' | 'currency'>, minor: number): string {
  if (isRegionCode(doc.region) && getRegionConfig(doc.region).currency === doc.currency) return formatMoney(minor, doc.region);
  return intl.formatNumber(minor / 100, { style: 'currency', currency: doc.currency });
}

/** The issue date in the document's store's date format, as printed on the document. */
export function documentDate(doc: Pick<InvoiceDocument, 'region' | 'issue_date'>): string {
  return isRegionCode(doc.region) ? formatRegionDate(doc.issue_date, getRegionConfig(doc.region).datesFormattingRules) : doc.issue_date;
}
