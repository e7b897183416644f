// The invoices module's face: what other modules and the app use. Documents are issued by the
// module itself on the orders module's events (`registerInvoiceIssuing`); a refund or a cancellation
// after the VAT invoice calls `issueCreditNote` inside its own transaction.
import { onOrderEvent } from '../orders';
import { documentsOnOrderEvent } from './service';

export { issueCreditNote, issueOfferProforma, issueProforma, issueVatInvoice, type CreditNoteArgs, type IssueOptions, type OfferFacts } from './service';
export { presentInvoice } from './present';
export { loadSellers, parseSellers, InvoiceConfigError, type Seller, type SellerTable } from './sellers';
export type { InvoiceContent } from './content';
export { invoiceRoutes } from './routes';

/** Issues proformas and VAT invoices on the orders module's events (once per process; idempotent). */
export function registerInvoiceIssuing(): void {
  onOrderEvent(documentsOnOrderEvent);
}
