import type { RedirectPaymentMethod } from '@ph/api-client';

/**
 * Methods the payment screen knows how to take, in the order they are offered (stripe, stripe
 * intent and sofort of the region table have no flow: card covers Stripe).
 */
export const PAYABLE_METHODS = ['card', 'paypal', 'check', 'p24', 'ideal', 'bancontact', 'eps', 'giropay', 'hokodo'] as const;
/** Paid on the provider's page (bank, PayPal, Hokodo's checkout) and back to the return route. */
const REDIRECT_METHODS: ReadonlySet<string> = new Set(['p24', 'ideal', 'bancontact', 'eps', 'paypal', 'giropay', 'hokodo'] satisfies RedirectPaymentMethod[]);

export function isRedirectMethod(method: string): method is RedirectPaymentMethod {
  return REDIRECT_METHODS.has(method);
}

// The methods' shopper-facing names live in @ph/ui (paymentMethodLabel, shippingMethodLabel): the
// account's order details name them too.
