import type { CheckoutStep, Order } from '@ph/api-client';

/**
 * The wizard's screens (the `?step=` of the cart's URL). They are not a second set of checkout steps:
 * each screen shows the order while it waits in some of the API's steps (`CheckoutStep`), and the
 * table below says which, so a new step of the API fails to compile here until it has a screen.
 */
export const WIZARD_STEPS = ['delivery', 'methods', 'summary'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

const SCREEN_OF_STEP: Readonly<Record<CheckoutStep, WizardStep>> = {
  // The address form: an order still in the cart enters checkout with it.
  cart: 'delivery',
  address: 'delivery',
  // The delivery and payment methods, sent as two steps from one screen.
  delivery: 'methods',
  payment: 'summary',
  confirm: 'summary',
};

/** How far the order's API state lets the wizard go (never past what the API has accepted). */
function furthestStep(order: Order): WizardStep {
  return order.state in SCREEN_OF_STEP ? SCREEN_OF_STEP[order.state as CheckoutStep] : 'delivery';
}

export function clampStep(order: Order, requested: WizardStep): WizardStep {
  const furthest = furthestStep(order);
  return WIZARD_STEPS.indexOf(requested) <= WIZARD_STEPS.indexOf(furthest) ? requested : furthest;
}

export function stepFromUrl(raw: string | null): WizardStep | null {
  return (WIZARD_STEPS as readonly string[]).includes(raw ?? '') ? (raw as WizardStep) : null;
}
