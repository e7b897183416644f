import { useState, type FormEvent } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { completeCheckoutStep, type ApiClient, type Order } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { paymentMethodsFor } from '@ph/region-config';
import { Button, Price } from '@ph/ui';
import { paymentMethodLabel, shippingMethodLabel } from '@ph/ui/method-labels';
import { PAYABLE_METHODS } from './methodLabels';

interface Props {
  client: ApiClient;
  order: Order;
  onDone(order: Order): void;
  onBusy(busy: boolean): void;
}

/** The "delivery and payment method" stage: the cart's shipping methods and the region's payment methods. */
export function MethodStep({ client, order, onDone, onBusy }: Props) {
  const intl = useIntl();
  const region = useRegion();
  const shipping = order.shipping_methods.filter((m) => m.available);
  const regionMethods = new Set<string>(paymentMethodsFor(region.code));
  const payments = PAYABLE_METHODS.filter((m) => regionMethods.has(m) && order.payment_methods.includes(m));
  const [ship, setShip] = useState(order.shipping_method ?? shipping[0]?.method ?? '');
  const [pay, setPay] = useState(order.payment_method && payments.includes(order.payment_method as (typeof payments)[number]) ? order.payment_method : payments[0] ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!ship || !pay) {
      setError(intl.formatMessage({ id: 'methods.choose', defaultMessage: 'Choose a delivery method and a payment method.' }));
      return;
    }
    setBusy(true);
    onBusy(true);
    setError(null);
    try {
      // One screen, two steps of the order: the delivery method, then the payment method.
      const shipped = await completeCheckoutStep(client, order.id, 'delivery', { shipping_method: ship });
      onDone(await completeCheckoutStep(client, shipped.id, 'payment', { payments_attributes: [{ payment_method_id: pay, reject_payment_schedule: true }] }));
    } catch (err) {
      setError(describeApiError(intl, err, { fallback: defineMessage({ id: 'methods.failed', defaultMessage: 'Your choice could not be saved. Try again.' }) }).message);
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="cc-step-title">
      <h2 id="cc-step-title"><FormattedMessage id="checkout.methods.title" defaultMessage="Delivery and payment method" /></h2>
      {error && <p role="alert">{error}</p>}
      <fieldset>
        <legend><FormattedMessage id="methods.shipping" defaultMessage="Delivery method" /></legend>
        {shipping.length === 0 && <p><FormattedMessage id="methods.noShipping" defaultMessage="No delivery method is available for this address." /></p>}
        {shipping.map((m) => (
          <label key={m.method} className="cc-radio">
            <input type="radio" name="shipping_method" value={m.method} checked={ship === m.method} onChange={() => setShip(m.method)} />{' '}
            {shippingMethodLabel(intl, m.method)} <Price amountMinor={m.net} />
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend><FormattedMessage id="methods.payment" defaultMessage="Payment method" /></legend>
        {payments.map((m) => (
          <label key={m} className="cc-radio">
            <input type="radio" name="payment_method" value={m} checked={pay === m} onChange={() => setPay(m)} aria-describedby={m === 'hokodo' ? 'cc-hokodo-hint' : undefined} />{' '}
            {paymentMethodLabel(intl, m)}
            {m === 'hokodo' && (
              <small id="cc-hokodo-hint" className="cc-hint">
                {' '}<FormattedMessage id="methods.hokodoHint" defaultMessage="Invoice payable in 30 days; needs the company name and VAT ID." />
              </small>
            )}
          </label>
        ))}
      </fieldset>
      <Button type="submit" busy={busy}><FormattedMessage id="checkout.continue" defaultMessage="Continue" /></Button>
    </form>
  );
}
