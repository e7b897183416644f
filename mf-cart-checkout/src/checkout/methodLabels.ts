import type { IntlShape } from 'react-intl';
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

export function paymentMethodLabel(intl: IntlShape, method: string): string {
  switch (method) {
    case 'card': return intl.formatMessage({ id: 'method.card', defaultMessage: 'Card' });
    case 'check': return intl.formatMessage({ id: 'method.check', defaultMessage: 'Bank transfer' });
    case 'p24': return 'Przelewy24';
    case 'ideal': return 'iDEAL';
    case 'bancontact': return 'Bancontact';
    case 'eps': return 'EPS';
    case 'paypal': return 'PayPal';
    case 'giropay': return 'giropay';
    case 'hokodo': return intl.formatMessage({ id: 'method.hokodo', defaultMessage: 'Hokodo: pay later for businesses' });
    default: return method;
  }
}

export function shippingMethodLabel(intl: IntlShape, method: string): string {
  // Region-config ids are `shipping-method-courier`, …; the API may also answer the short form.
  switch (method.replace(/^shipping-method-/, '')) {
    case 'courier': return intl.formatMessage({ id: 'shipping.courier', defaultMessage: 'Courier' });
    case 'courier-free': return intl.formatMessage({ id: 'shipping.freeCourier', defaultMessage: 'Free courier' });
    case 'pick-up': return intl.formatMessage({ id: 'shipping.pickup', defaultMessage: 'Pick-up' });
    case 'polish-post': return intl.formatMessage({ id: 'shipping.polishPost', defaultMessage: 'Polish Post' });
    case 'sample-packs':
    case 'sample-packs-eu4': return intl.formatMessage({ id: 'shipping.samplePacks', defaultMessage: 'Sample pack delivery' });
    case 'sample-packs-free': return intl.formatMessage({ id: 'shipping.samplePacksFree', defaultMessage: 'Free sample pack delivery' });
    default: return method.replace(/^shipping-method-/, '').replace(/[-_]/g, ' ');
  }
}
