import { useState, type FormEvent } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { recordOrderConsents, type ApiClient, type Order } from '@ph/api-client';
import { Button, Checkbox } from '@ph/ui';
import { paymentMethodLabel, shippingMethodLabel } from '@ph/ui/method-labels';

interface Props {
  client: ApiClient;
  order: Order;
  onDone(order: Order): void;
  onBusy(busy: boolean): void;
}

/** The "order summary" stage with the agreements; the consent is recorded before paying. */
export function SummaryStep({ client, order, onDone, onBusy }: Props) {
  const intl = useIntl();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const termsText = intl.formatMessage({
    id: 'summary.terms',
    defaultMessage: 'I accept the terms and conditions and the privacy policy.',
  });
  const a = order.ship_address;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!agreed) {
      setError(intl.formatMessage({ id: 'summary.mustAgree', defaultMessage: 'Please accept the terms and conditions and the privacy policy to place the order.' }));
      return;
    }
    setBusy(true);
    onBusy(true);
    setError(null);
    try {
      await recordOrderConsents(client, order.id, [{ name: 'terms_and_conditions_and_privacy_policy', value: 'granted', displayed_text: termsText }]);
      onDone(order);
    } catch (err) {
      setError(describeApiError(intl, err, { fallback: defineMessage({ id: 'summary.consentFailed', defaultMessage: 'Your consent could not be saved. Try again.' }) }).message);
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="cc-step-title">
      <h2 id="cc-step-title"><FormattedMessage id="checkout.summary.title" defaultMessage="Order summary" /></h2>
      {error && <p role="alert">{error}</p>}
      <ul>
        {order.line_items.map((li) => (
          <li key={li.id}>{li.quantity} × {li.name}</li>
        ))}
      </ul>
      {a && (
        <address>
          {a.first_name} {a.last_name}{a.company_name ? `, ${a.company_name}` : ''}<br />
          {a.street}{a.street2 ? `, ${a.street2}` : ''}<br />
          {a.zip_code} {a.city}, {a.country_iso}
        </address>
      )}
      <p>
        <FormattedMessage id="summary.shipping" defaultMessage="Delivery: {method}" values={{ method: shippingMethodLabel(intl, order.shipping_method ?? '') }} />
        <br />
        <FormattedMessage id="summary.payment" defaultMessage="Payment: {method}" values={{ method: paymentMethodLabel(intl, order.payment_method ?? '') }} />
      </p>
      <fieldset>
        <legend><FormattedMessage id="summary.agreements" defaultMessage="Agreements" /></legend>
        <Checkbox name="terms" label={termsText} checked={agreed} onCheckedChange={setAgreed} required />
      </fieldset>
      <Button type="submit" busy={busy}><FormattedMessage id="summary.placeOrder" defaultMessage="Place order and pay" /></Button>
    </form>
  );
}
