import { loadStripe, type Stripe } from '@stripe/stripe-js';

/**
 * Where the card form gets Stripe.js (a seam: tests put a fake Stripe object here, since Stripe.js
 * is a script from Stripe's servers). `Elements` takes the promise as it is.
 */
export const stripeLoader = {
  load(publishableKey: string): Promise<Stripe | null> {
    return loadStripe(publishableKey);
  },
};
