import type { RegionCode } from './regionCodes';

/**
 * Payment method identifiers. `check` is the bank-transfer method (the API's `check_payments` call);
 * the spec's "stripe intent" is `stripe_intent`.
 */
export const ALL_PAYMENT_METHODS = [
  'check',
  'paypal',
  'stripe',
  'stripe_intent',
  'p24',
  'ideal',
  'bancontact',
  'eps',
  'giropay',
  'sofort',
  'card',
  'hokodo',
] as const;
export type PaymentMethod = (typeof ALL_PAYMENT_METHODS)[number];

const EU_METHODS = ['paypal', 'check', 'stripe', 'p24', 'ideal', 'bancontact', 'eps', 'giropay', 'card', 'hokodo'] as const satisfies readonly PaymentMethod[];
// Hokodo (B2B pay-later) is only contracted for the eu, gb and pl stores.
const EU_METHODS_WITHOUT_HOKODO = EU_METHODS.filter((m) => m !== 'hokodo');
const BASIC_METHODS = ['check', 'stripe', 'card'] as const satisfies readonly PaymentMethod[];

/**
 * Payment methods offered per store (docs/domain.md#constants-and-limits). ch, no and cz are not listed by the spec: they get the
 * basic set of ro and se (bank transfer, Stripe, card) because the local wallets of the euro list
 * (iDEAL, Bancontact, EPS, giropay, P24) are not used in those countries.
 */
export const PAYMENT_METHODS_BY_REGION: Readonly<Record<RegionCode, readonly PaymentMethod[]>> = Object.freeze({
  eu: EU_METHODS,
  gb: ['check', 'stripe', 'card', 'hokodo'],
  pl: ['check', 'stripe', 'p24', 'card', 'hokodo'],
  de: EU_METHODS_WITHOUT_HOKODO,
  at: EU_METHODS_WITHOUT_HOKODO,
  it: EU_METHODS_WITHOUT_HOKODO,
  es: EU_METHODS_WITHOUT_HOKODO,
  nl: EU_METHODS_WITHOUT_HOKODO,
  fr: EU_METHODS_WITHOUT_HOKODO,
  ro: BASIC_METHODS,
  se: BASIC_METHODS,
  ch: BASIC_METHODS,
  no: BASIC_METHODS,
  cz: BASIC_METHODS,
  us: ['stripe', 'card'],
} satisfies Record<RegionCode, readonly PaymentMethod[]>);

export function paymentMethodsFor(region: RegionCode): readonly PaymentMethod[] {
  return PAYMENT_METHODS_BY_REGION[region];
}

export function isPaymentMethodAllowed(region: RegionCode, method: string): method is PaymentMethod {
  return (PAYMENT_METHODS_BY_REGION[region] as readonly string[]).includes(method);
}
