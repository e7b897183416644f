import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { Button } from '@ph/ui';
import { stripeLoader } from './stripeLoader';

/** What the payment page may ask Stripe.js to do after the API answered (3-D Secure in the page). */
export interface CardActions {
  /** Resolves with Stripe's message when the authentication failed or was abandoned, null when done. */
  handleCardAction(clientSecret: string): Promise<string | null>;
}

interface Props {
  publishableKey: string;
  busy: boolean;
  payLabel: string;
  onPaymentMethod(id: string, actions: CardActions): Promise<void>;
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
      await onPaymentMethod(result.paymentMethod.id, {
        handleCardAction: async (clientSecret) => {
          const action = await stripe.handleCardAction(clientSecret);
          return action.error ? (action.error.message ?? intl.formatMessage({ id: 'card.authFailed', defaultMessage: 'The card could not be authenticated.' })) : null;
        },
      });
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
  const intl = useIntl();
  const stripePromise = useMemo(() => stripeLoader.load(publishableKey, intl.locale.slice(0, 2)), [publishableKey, intl.locale]);
  return (
    <Elements stripe={stripePromise}>
      <CardElementForm {...rest} />
    </Elements>
  );
}
