import { defineMessages } from 'react-intl';

/** The visible words of the back office (operators). */
export const backOfficeText = defineMessages({
  checking: { id: 'account.backOffice.checking', defaultMessage: 'Checking your access to the back office' },
  notAllowedTitle: { id: 'account.backOffice.notAllowed.title', defaultMessage: 'You are not allowed to open this page' },
  notAllowedBody: { id: 'account.backOffice.notAllowed.body', defaultMessage: 'Only back-office operators can see the invoice register.' },
  loadError: { id: 'account.backOffice.loadError', defaultMessage: 'The invoices could not be loaded. Please try again.' },
  title: { id: 'account.backOffice.invoices.title', defaultMessage: 'Invoice register' },
  filters: { id: 'account.backOffice.invoices.filters', defaultMessage: 'Filters' },
  from: { id: 'account.backOffice.invoices.from', defaultMessage: 'Issued from' },
  to: { id: 'account.backOffice.invoices.to', defaultMessage: 'Issued until' },
  periodHint: { id: 'account.backOffice.invoices.periodHint', defaultMessage: 'Both days included; at most one year.' },
  store: { id: 'account.backOffice.invoices.store', defaultMessage: 'Store' },
  kind: { id: 'account.backOffice.invoices.kind', defaultMessage: 'Document type' },
  all: { id: 'account.backOffice.invoices.all', defaultMessage: 'All' },
  loading: { id: 'account.backOffice.invoices.loading', defaultMessage: 'Loading the invoices' },
  count: { id: 'account.backOffice.invoices.count', defaultMessage: '{count, plural, =0 {No documents} one {# document} other {# documents}} in this period' },
  empty: { id: 'account.backOffice.invoices.empty', defaultMessage: 'No documents were issued in this period with these filters.' },
  caption: { id: 'account.backOffice.invoices.caption', defaultMessage: 'Documents issued from {from} to {to}' },
  colOrder: { id: 'account.backOffice.invoices.col.order', defaultMessage: 'Order' },
  colBuyer: { id: 'account.backOffice.invoices.col.buyer', defaultMessage: 'Buyer' },
  vatId: { id: 'account.backOffice.invoices.vatId', defaultMessage: 'VAT ID {vatId}' },
  exportCsv: { id: 'account.backOffice.invoices.exportCsv', defaultMessage: 'Export CSV for the accountant' },
  exportFailed: { id: 'account.backOffice.invoices.exportFailed', defaultMessage: 'The CSV file could not be exported.' },
  exported: { id: 'account.backOffice.invoices.exported', defaultMessage: 'The CSV file {name} has been downloaded.' },
});
