import type { LabelFormatter } from './labels';

// Checkout, the payment page and the account's order details all name the same methods; the names
// live here once so an order page never shows a raw id such as `shipping-method-courier` or `check`.
// Brand names (Przelewy24, iDEAL, …) are written as their owners write them, in every language.

/** The shopper-facing name of a payment method id the API or region-config uses. */
export function paymentMethodLabel(intl: LabelFormatter, method: string): string {
  switch (method) {
    case 'card': return intl.formatMessage({ id: 'ui.method.card', defaultMessage: 'Card' });
    case 'check': return intl.formatMessage({ id: 'ui.method.check', defaultMessage: 'Bank transfer' });
    case 'p24': return 'Przelewy24';
    case 'ideal': return 'iDEAL';
    case 'bancontact': return 'Bancontact';
    case 'eps': return 'EPS';
    case 'paypal': return 'PayPal';
    case 'giropay': return 'giropay';
    case 'hokodo': return intl.formatMessage({ id: 'ui.method.hokodo', defaultMessage: 'Hokodo: pay later for businesses' });
    default: return method;
  }
}

/** The shopper-facing name of a shipping method id (region-config's `shipping-method-…` or the short form). */
export function shippingMethodLabel(intl: LabelFormatter, method: string): string {
  switch (method.replace(/^shipping-method-/, '')) {
    case 'courier': return intl.formatMessage({ id: 'ui.shipping.courier', defaultMessage: 'Courier' });
    case 'courier-free': return intl.formatMessage({ id: 'ui.shipping.freeCourier', defaultMessage: 'Free courier' });
    case 'pick-up': return intl.formatMessage({ id: 'ui.shipping.pickup', defaultMessage: 'Pick-up' });
    case 'polish-post': return intl.formatMessage({ id: 'ui.shipping.polishPost', defaultMessage: 'Polish Post' });
    case 'sample-packs':
    case 'sample-packs-eu4': return intl.formatMessage({ id: 'ui.shipping.samplePacks', defaultMessage: 'Sample pack delivery' });
    case 'sample-packs-free': return intl.formatMessage({ id: 'ui.shipping.samplePacksFree', defaultMessage: 'Free sample pack delivery' });
    default: return method.replace(/^shipping-method-/, '').replace(/[-_]/g, ' ');
  }
}
