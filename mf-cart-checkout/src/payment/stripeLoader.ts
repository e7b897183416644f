import { loadStripe, type Stripe, type StripeConstructorOptions } from '@stripe/stripe-js';

/**
 * Where the card form gets Stripe.js (a seam: tests put a fake Stripe object here, since Stripe.js
 * is a script from Stripe's servers). `Elements` takes the promise as it is. Stripe words its own
 * field errors ("Your card number is incomplete.") in the page's language: it has all eleven.
 */
export const stripeLoader = {
  load(publishableKey: string, language?: string): Promise<Stripe | null> {
    return loadStripe(publishableKey, language ? { locale: language as StripeConstructorOptions['locale'] } : undefined);
  },
};
