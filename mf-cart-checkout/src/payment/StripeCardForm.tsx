import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { Button } from '@ph/ui';

interface Props {
  publishableKey: string;
  busy: boolean;
  payLabel: string;
  onPaymentMethod(id: string): Promise<void>;
}

function CardElementForm({ busy, payLabel, onPaymentMethod }: Omit<Props, 'publishableKey'>) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || busy || checking) return;
    setChecking(true);
    setError(null);
    try {
      const result = await stripe.createPaymentMethod({ type: 'card', card });
      if (result.error || !result.paymentMethod) {
        setError(result.error?.message ?? intl.formatMessage({ id: 'card.checkFailed', defaultMessage: 'The card could not be checked. Try again.' }));
        return;
      }
      await onPaymentMethod(result.paymentMethod.id);
    } finally {
      setChecking(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: 'card.form', defaultMessage: 'Card details' })}>
      <CardElement options={{ hidePostalCode: true }} />
      {error && <p role="alert">{error}</p>}
      <Button type="submit" busy={busy || checking || !stripe}>{payLabel}</Button>
    </form>
  );
}

/** Stripe Elements card form, used only when the API reports a real publishable key. */
export default function StripeCardForm({ publishableKey, ...rest }: Props) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise}>
      <CardElementForm {...rest} />
    </Elements>
  );
}
