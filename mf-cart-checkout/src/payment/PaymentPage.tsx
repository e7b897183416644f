import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import {
  confirmCardPayment,
  fetchOrder,
  fetchPaymentConfig,
  fetchPaymentStatus,
  payByBankTransfer,
  payByCard,
  startRedirectPayment,
  type BankTransferAnswer,
  type Order,
  type PaymentIntentAnswer,
  type PaymentKeyConfig,
} from '@ph/api-client';
import { useCurrentRoute, useRoutePath } from '@ph/remote-kit';
import { BlockingOverlay, Button, ErrorPanel, Price, Spinner, type BlockingOverlayStage } from '@ph/ui';
import { publishOrder } from '../cart/useOpenOrder';
import { apiReason, declinedIntentId } from '../common/errors';
import { REDIRECT_METHODS, paymentMethodLabel } from '../checkout/methodLabels';
import { useShopperClient } from '../session/useShopperClient';
import { BankDetails } from './BankDetails';
import { browser, outcomeOf } from './intentOutcome';
import { SandboxCardForm } from './SandboxCardForm';

const StripeCardForm = lazy(() => import('./StripeCardForm'));

type Load = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; order: Order; config: PaymentKeyConfig | null };

/** `/order/{orderNumber}/payment`: pays the order with its chosen method, and takes the shopper back from the bank. */
export function PaymentPage() {
  const intl = useIntl();
  const { client, session, retry } = useShopperClient();
  const number = useCurrentRoute()?.params.orderId ?? '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const pathOf = useRoutePath();
  const returning = params.has('payment_intent') || params.has('redirect_status');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [overlay, setOverlay] = useState<BlockingOverlayStage | null>(returning ? 'returningFromPayment' : null);
  const [paying, setPaying] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const [transfer, setTransfer] = useState<BankTransferAnswer | null>(null);
  // The intent of a declined attempt: the retry confirms it again instead of starting another payment.
  const openIntent = useRef<string | null>(null);
  const inFlight = useRef(false);
  const summaryPath = pathOf('orderPaymentSummary', { orderId: number });

  useEffect(() => {
    if (session.status !== 'ready' || !number) return;
    let alive = true;
    (async () => {
      if (returning) {
        // Back from 3-D Secure or the bank: let the API refresh the intent, then show the outcome.
        await fetchPaymentStatus(client, number, params.get('payment_intent')).catch(() => undefined);
        if (alive) void navigate(summaryPath, { replace: true });
        return;
      }
      const order = await fetchOrder(client, number);
      if (order.state === 'complete') {
        if (alive) void navigate(summaryPath, { replace: true });
        return;
      }
      const card = order.payment_method === 'card' || order.payment_method === 'stripe';
      const config = card ? await fetchPaymentConfig(client, order.id) : null;
      if (alive) setLoad({ status: 'ready', order, config });
    })().catch((error: unknown) => alive && setLoad({ status: 'error', error }));
    return () => {
      alive = false;
    };
    // `params` is read once: the return query only matters on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, session.status, number, attempt, returning, summaryPath]);

  const title = (
    <h1 id="cc-title"><FormattedMessage id="payment.title" defaultMessage="Payment" /></h1>
  );

  if (returning) {
    return (
      <section aria-labelledby="cc-title">
        {title}
        <BlockingOverlay stage={overlay} />
      </section>
    );
  }
  if (session.status === 'error' || load.status === 'error') {
    return (
      <section aria-labelledby="cc-title">
        {title}
        <ErrorPanel
          message={apiReason(load.status === 'error' ? load.error : null) ?? intl.formatMessage({ id: 'payment.loadFailed', defaultMessage: 'The order could not be loaded.' })}
          onRetry={() => (session.status === 'error' ? retry() : setAttempt((n) => n + 1))}
        />
      </section>
    );
  }
  if (load.status === 'loading') {
    return (
      <section aria-labelledby="cc-title" aria-busy="true">
        {title}
        <Spinner label={intl.formatMessage({ id: 'payment.loading', defaultMessage: 'Loading your order…' })} />
      </section>
    );
  }

  const { order, config } = load;
  const method = order.payment_method ?? '';

  /** One payment call at a time, whatever the shopper clicks. */
  const guarded = async (call: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setDeclined(null);
    try {
      await call();
    } catch (err) {
      // A card decline is a 402 carrying the intent: the retry confirms that intent again.
      const intentId = declinedIntentId(err);
      if (intentId) openIntent.current = intentId;
      setDeclined(apiReason(err) ?? intl.formatMessage({ id: 'payment.failed', defaultMessage: 'The payment could not be started. Try again.' }));
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  const handleIntent = (answer: PaymentIntentAnswer) => {
    const outcome = outcomeOf(answer.payment_intent);
    if (outcome.kind === 'redirect') {
      setOverlay('redirectingToPayment');
      browser.assign(outcome.url);
      return;
    }
    if (outcome.kind === 'declined') {
      openIntent.current = answer.payment_intent.id;
      setDeclined(outcome.message ?? intl.formatMessage({ id: 'payment.declined', defaultMessage: 'Your card was declined.' }));
      return;
    }
    publishOrder(null);
    void navigate(summaryPath);
  };

  const payWithCard = (paymentMethodId: string) =>
    guarded(async () => {
      const answer = openIntent.current
        ? await confirmCardPayment(client, order.id, openIntent.current, paymentMethodId)
        : await payByCard(client, order.id, paymentMethodId);
      handleIntent(answer);
    });

  const payLabel = intl.formatMessage({ id: 'payment.pay', defaultMessage: 'Pay {amount}' }, { amount: intl.formatNumber(order.total / 100, { style: 'currency', currency: order.currency }) });

  return (
    <section aria-labelledby="cc-title">
      {title}
      <p>
        <FormattedMessage id="payment.order" defaultMessage="Order {number}" values={{ number: order.number }} />{' · '}
        <FormattedMessage id="payment.total" defaultMessage="Total: {total}" values={{ total: <Price amountMinor={order.total} /> }} />{' · '}
        {paymentMethodLabel(intl, method)}
      </p>
      {declined && (
        <div role="alert">
          <p><strong><FormattedMessage id="payment.notPaid" defaultMessage="The payment did not go through." /></strong> {declined}</p>
          <p><FormattedMessage id="payment.retryHint" defaultMessage="Check the details or use another card, then try again." /></p>
        </div>
      )}
      {(method === 'card' || method === 'stripe') && config?.mode === 'stripe' && (
        <Suspense fallback={<Spinner />}>
          <StripeCardForm publishableKey={config.publishable_key} busy={paying} payLabel={payLabel} onPaymentMethod={payWithCard} />
        </Suspense>
      )}
      {(method === 'card' || method === 'stripe') && config?.mode === 'sandbox' && config.sandbox && (
        <SandboxCardForm paymentMethodsUrl={config.sandbox.payment_methods_url} busy={paying} payLabel={payLabel} onPaymentMethod={payWithCard} />
      )}
      {method === 'check' && !transfer && (
        <Button busy={paying} onClick={() => void guarded(async () => setTransfer(await payByBankTransfer(client, order.number)))}>
          <FormattedMessage id="payment.placeTransfer" defaultMessage="Place the order and pay by bank transfer" />
        </Button>
      )}
      {method === 'check' && transfer && (
        <>
          <BankDetails transfer={transfer} />
          <Button variant="secondary" onClick={() => { publishOrder(null); void navigate(summaryPath); }}>
            <FormattedMessage id="payment.toSummary" defaultMessage="Go to the order summary" />
          </Button>
        </>
      )}
      {REDIRECT_METHODS.has(method) && (
        <Button busy={paying} onClick={() => void guarded(async () => handleIntent(await startRedirectPayment(client, order.id, method)))}>
          <FormattedMessage id="payment.redirect" defaultMessage="Continue to {provider}" values={{ provider: paymentMethodLabel(intl, method) }} />
        </Button>
      )}
      <BlockingOverlay stage={overlay} />
    </section>
  );
}
