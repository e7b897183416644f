// Which payment methods an order may use: the region's list (region-config, docs/domain.md#constants-and-limits) and
// the currencies each local method settles in.
import { isPaymentMethodAllowed, isRegionCode, type PaymentMethod } from '@ph/region-config';
import type { IntentMethod } from '../db/schema';
import { RuleViolation } from '../errors';

/**
 * Currencies each redirect method accepts (Stripe's lists for its methods; Hokodo lends in the
 * currencies of the stores that offer it). A region may list a method that its currency cannot use
 * (PayPal in RON): the API refuses it rather than let the provider fail later.
 */
export const METHOD_CURRENCIES: Readonly<Record<Exclude<IntentMethod, 'card'>, readonly string[]>> = {
  p24: ['PLN', 'EUR'],
  ideal: ['EUR'],
  bancontact: ['EUR'],
  eps: ['EUR'],
  paypal: ['EUR', 'GBP', 'PLN', 'SEK', 'USD'],
  giropay: ['EUR'],
  hokodo: ['EUR', 'GBP', 'PLN'],
};

export function assertMethodAllowed(order: { region: string; currency: string }, method: PaymentMethod, field: string): void {
  if (!isRegionCode(order.region) || !isPaymentMethodAllowed(order.region, method)) {
    throw new RuleViolation('payment_method_not_allowed', `Payment method ${method} is not offered in region ${order.region}`, field);
  }
  if (method !== 'card' && method in METHOD_CURRENCIES) {
    const currencies = METHOD_CURRENCIES[method as Exclude<IntentMethod, 'card'>];
    if (!currencies.includes(order.currency)) {
      throw new RuleViolation('payment_method_currency', `Payment method ${method} does not accept ${order.currency}`, field);
    }
  }
}
