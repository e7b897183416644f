// The checkout steps (Spree semantics): cart → address → delivery → payment → confirm → complete.
// `PUT checkouts/{id}?state=X` may go back to any step already reached, never skip ahead.
import type { OrderState } from '../db/schema/orders';

export const CHECKOUT_STEPS = ['cart', 'address', 'delivery', 'payment', 'confirm'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const FIELDS_BY_STEP: Readonly<Record<CheckoutStep, readonly string[]>> = {
  cart: ['email'],
  address: ['email', 'customer_type', 'bill_address', 'ship_address', 'use_billing'],
  delivery: ['shipping_method'],
  payment: ['payments_attributes', 'payment_source'],
  confirm: [],
};

export function stepIndex(state: OrderState | CheckoutStep): number {
  return (CHECKOUT_STEPS as readonly string[]).indexOf(state);
}

export function isCheckoutStep(state: string): state is CheckoutStep {
  return stepIndex(state as CheckoutStep) >= 0;
}

/** The step after `step`; confirm has none here (completion is the payment module's call). */
export function nextStep(step: CheckoutStep): CheckoutStep | null {
  return CHECKOUT_STEPS[stepIndex(step) + 1] ?? null;
}

/** Where a request for `requested` starts: that step if already reached, else an error. */
export function rewindTarget(current: CheckoutStep, requested: CheckoutStep | undefined): CheckoutStep | 'skip' {
  if (requested === undefined) return current;
  return stepIndex(requested) <= stepIndex(current) ? requested : 'skip';
}
