import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError, messageForCode } from '@ph/api-errors';
import {
  applyWalletCredit,
  confirmAfterAction,
  confirmCardPayment,
  createPaymentSchedule,
  fetchOrder,
  fetchPaymentConfig,
  fetchPaymentStatus,
  fetchScheduleOptions,
  fetchWallet,
  payByBankTransfer,
  payByCard,
  startRedirectPayment,
  type BankTransferAnswer,
  type Order,
  type PaymentIntentAnswer,
  type PaymentKeyConfig,
  type ScheduleOptions,
  type WalletView,
} from '@ph/api-client';
import { useFormatMoney } from '@ph/i18n';
import { Link, useCurrentRoute, useNavigate, useRoutePath, useSearchParams } from '@ph/remote-kit';
import { BlockingOverlay, Button, ErrorPanel, Price, Skeleton, Spinner, type BlockingOverlayStage } from '@ph/ui';
import { paymentMethodLabel } from '@ph/ui/method-labels';
import { publishOrder } from '../cart/useOpenOrder';
import { declinedIntentId } from '../common/errors';
import { isRedirectMethod } from '../checkout/methodLabels';
import { useShopperClient } from '../session/useShopperClient';
import { BankDetails } from './BankDetails';
import { InstalmentChoice } from './InstalmentChoice';
import { ProformaLink } from './ProformaLink';
import { browser, outcomeOf } from './intentOutcome';
import { SandboxCardForm } from './SandboxCardForm';
import type { CardActions } from './StripeCardForm';
import { WalletCredit } from './WalletCredit';

const StripeCardForm = lazy(() => import('./StripeCardForm'));

interface Ready {
  status: 'ready';
  order: Order;
  config: PaymentKeyConfig | null;
  /** Store credit in the order's currency; null when it could not be read (the page works without it). */
  wallet: WalletView | null;
  /** Instalment plans for a bank-transfer order. */
  schedule: ScheduleOptions | null;
}
type Load = { status: 'loading' } | { status: 'error'; error: unknown } | Ready;

const isCard = (method: string) => method === 'card' || method === 'stripe';

/** `/order/{orderNumber}/payment`: pays the order with its chosen method, and takes the shopper back from the bank. */
export function PaymentPage() {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
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
      const method = order.payment_method ?? '';
      const [config, wallet, schedule] = await Promise.all([
        isCard(method) ? fetchPaymentConfig(client, order.id) : null,
        fetchWallet(client, order.currency).catch(() => null),
        method === 'check' ? fetchScheduleOptions(client, order.id).catch(() => null) : null,
      ]);
      if (alive) setLoad({ status: 'ready', order, config, wallet, schedule });
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
          message={describeApiError(intl, load.status === 'error' ? load.error : null, { fallback: defineMessage({ id: 'payment.loadFailed', defaultMessage: 'The order could not be loaded.' }) }).message}
          onRetry={() => (session.status === 'error' ? retry() : setAttempt((n) => n + 1))}
        />
      </section>
    );
  }
  if (load.status === 'loading') {
    return (
      <section aria-labelledby="cc-title" aria-busy="true">
        {title}
        <p role="status" className="ph-ui-visually-hidden">
          {intl.formatMessage({ id: 'payment.loading', defaultMessage: 'Loading your order…' })}
        </p>
        <PaymentPlaceholder />
      </section>
    );
  }

  const { order, config, wallet, schedule } = load;
  const method = order.payment_method ?? '';
  // The API's figures: store credit spent on the order, and what is left to pay.
  const applied = order.wallet_applied;
  const due = order.amount_due;

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
      setDeclined(describeApiError(intl, err, { fallback: defineMessage({ id: 'payment.failed', defaultMessage: 'The payment could not be started. Try again.' }) }).message);
    } finally {
      inFlight.current = false;
      setPaying(false);
      setOverlay((stage) => (stage === 'submittingOrderDetails' ? null : stage));
    }
  };

  const toSummary = () => {
    publishOrder(null);
    void navigate(summaryPath);
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
      setDeclined(messageForCode(intl, outcome.code) ?? intl.formatMessage({ id: 'payment.declined', defaultMessage: 'Your card was declined.' }));
      return;
    }
    toSummary();
  };

  /**
   * Stripe mode: 3-D Secure runs in the page (`handleCardAction`), then the API confirms the intent.
   * A failed authentication is shown like a decline, and the retry confirms the same intent.
   */
  const settleCardAnswer = async (answer: PaymentIntentAnswer, actions?: CardActions) => {
    const intent = answer.payment_intent;
    if (actions && intent.status === 'requires_action' && intent.client_secret && intent.id) {
      const failure = await actions.handleCardAction(intent.client_secret);
      if (failure) {
        openIntent.current = intent.id;
        setDeclined(failure);
        return;
      }
      handleIntent(await confirmAfterAction(client, order.id, intent.id));
      return;
    }
    handleIntent(answer);
  };

  const payWithCard = (paymentMethodId: string, actions?: CardActions) =>
    guarded(async () => {
      const answer = openIntent.current
        ? await confirmCardPayment(client, order.id, openIntent.current, paymentMethodId)
        : await payByCard(client, order.id, paymentMethodId);
      await settleCardAnswer(answer, actions);
    });

  /** Places the order before any money moves (bank transfer, instalments, store credit). */
  const submitting = (call: () => Promise<void>) =>
    guarded(async () => {
      setOverlay('submittingOrderDetails');
      await call();
    });

  const spendWallet = () =>
    submitting(async () => {
      const result = await applyWalletCredit(client, order.id, order.currency);
      if (result.completed) {
        toSummary();
        return;
      }
      // Less is due now: the order says how much, and the instalment plans are recomputed for the rest.
      const [nextOrder, nextSchedule] = await Promise.all([
        fetchOrder(client, order.number),
        method === 'check' ? fetchScheduleOptions(client, order.id).catch(() => null) : schedule,
      ]);
      setLoad({ ...load, order: nextOrder, wallet: result.wallet, schedule: nextSchedule });
    });

  const payLabel = intl.formatMessage({ id: 'payment.pay', defaultMessage: 'Pay {amount}' }, { amount: formatMoney(due) });
  const payable = due > 0;

  return (
    <section aria-labelledby="cc-title">
      {title}
      <p>
        <FormattedMessage id="payment.order" defaultMessage="Order {number}" values={{ number: order.number }} />{' · '}
        <FormattedMessage id="payment.total" defaultMessage="Total: {total}" values={{ total: <Price key="total" amountMinor={order.total} /> }} />{' · '}
        {paymentMethodLabel(intl, method)}
      </p>
      {wallet && (wallet.balance > 0 || applied > 0) && (
        <WalletCredit balance={wallet.balance} applied={applied} remaining={due} busy={paying} onApply={() => void spendWallet()} />
      )}
      {declined && (
        <div role="alert">
          <p><strong><FormattedMessage id="payment.notPaid" defaultMessage="The payment did not go through." /></strong> {declined}</p>
          {isCard(method) ? (
            <p><FormattedMessage id="payment.retryHint" defaultMessage="Check the details or use another card, then try again." /></p>
          ) : (
            <p>
              <Link to={`${pathOf('cart')}?step=delivery`}>
                <FormattedMessage id="payment.changeDetails" defaultMessage="Change your details or the payment method" />
              </Link>
            </p>
          )}
        </div>
      )}
      {payable && isCard(method) && config?.mode === 'stripe' && (
        <Suspense fallback={<Spinner />}>
          <StripeCardForm publishableKey={config.publishable_key} busy={paying} payLabel={payLabel} onPaymentMethod={payWithCard} />
        </Suspense>
      )}
      {payable && isCard(method) && config?.mode === 'sandbox' && config.sandbox && (
        <SandboxCardForm paymentMethodsUrl={config.sandbox.payment_methods_url} busy={paying} payLabel={payLabel} onPaymentMethod={payWithCard} />
      )}
      {payable && method === 'check' && !transfer && (
        <InstalmentChoice
          // A new plan list (after store credit) starts the choice afresh.
          key={schedule?.amount_due ?? 0}
          options={schedule}
          busy={paying}
          onPayInFull={() => void submitting(async () => setTransfer(await payByBankTransfer(client, order.number)))}
          onPayInInstalments={(dates) => void submitting(async () => setTransfer(await createPaymentSchedule(client, order.id, dates)))}
        />
      )}
      {method === 'check' && transfer && (
        <>
          <BankDetails transfer={transfer} />
          <ProformaLink client={client} orderNumber={transfer.order_number} />
          <Button variant="secondary" onClick={toSummary}>
            <FormattedMessage id="payment.toSummary" defaultMessage="Go to the order summary" />
          </Button>
        </>
      )}
      {payable && method === 'hokodo' && (
        <p>
          <FormattedMessage
            id="payment.hokodoNote"
            defaultMessage="Pay later for businesses: Hokodo pays us now and invoices your company, to be paid in 30 days. It needs your company name and VAT ID from the delivery step."
          />
        </p>
      )}
      {payable && isRedirectMethod(method) && (
        <Button busy={paying} onClick={() => void guarded(async () => handleIntent(await startRedirectPayment(client, order.id, method)))}>
          <FormattedMessage id="payment.redirect" defaultMessage="Continue to {provider}" values={{ provider: method === 'hokodo' ? 'Hokodo' : paymentMethodLabel(intl, method) }} />
        </Button>
      )}
      <BlockingOverlay stage={overlay} />
    </section>
  );
}

/**
 * The page's sections while the order loads: its order line and a form's fields and button (the card
 * form, the most common), so the page does not jump when the order arrives.
 */
function PaymentPlaceholder() {
  return (
    <div aria-hidden="true">
      <Skeleton lines={1} width="70%" />
      {[0, 1, 2].map((i) => (
        <div key={i}>
          <Skeleton lines={1} width="30%" />
          <Skeleton height="var(--ph-control-height)" />
        </div>
      ))}
      <Skeleton lines={1} />
      <Skeleton width="12rem" height="var(--ph-control-height)" />
    </div>
  );
}
