import type { Order } from '@ph/api-client';

export const WIZARD_STEPS = ['delivery', 'methods', 'summary'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** How far the order's API state lets the wizard go (never past what the API has accepted). */
function furthestStep(order: Order): WizardStep {
  if (order.state === 'payment' || order.state === 'confirm') return 'summary';
  if (order.state === 'delivery') return 'methods';
  return 'delivery';
}

export function clampStep(order: Order, requested: WizardStep): WizardStep {
  const furthest = furthestStep(order);
  return WIZARD_STEPS.indexOf(requested) <= WIZARD_STEPS.indexOf(furthest) ? requested : furthest;
}

export function stepFromUrl(raw: string | null): WizardStep | null {
  return (WIZARD_STEPS as readonly string[]).includes(raw ?? '') ? (raw as WizardStep) : null;
}
