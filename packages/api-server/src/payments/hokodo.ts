// Hokodo is B2B "pay later": a lender pays the store and invoices the buyer's company. It only lends
// to a company it can identify, so the order must carry the company's name and VAT ID (the VAT ID was
// checked when the address step accepted it). Without them the attempt is declined before any
// provider is asked, and nothing changes on the order.
import type { Db } from '../db';
import { RuleViolation } from '../errors';
import { findOrder } from '../orders';

/** Net terms Hokodo offers the buyer (shown on the sandbox's Hokodo page). */
export const HOKODO_TERMS_DAYS = 30;

export async function assertHokodoEligible(tx: Db, orderId: number): Promise<{ company: string; vatId: string }> {
  const bill = (await findOrder(tx, orderId))?.billAddress;
  const company = bill?.company_name?.trim();
  const vatId = bill?.vat_id?.trim();
  if (!company || !vatId) {
    throw new RuleViolation(
      'company_details_required',
      'Pay later with Hokodo is for businesses: add the company name and VAT ID to the billing address',
      'payment_method_type',
    );
  }
  return { company, vatId };
}
