import { useEffect, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { fetchOrder, fetchPaymentStatus, type ApiClient, type PaymentStatusAnswer } from '@ph/api-client';
import { RouteLink, useCurrentRoute } from '@ph/remote-kit';
import { ErrorPanel, Skeleton, Spinner } from '@ph/ui';
import { orderCompletedProperties } from '../analytics/checkoutEvents';
import { checkoutTracker } from '../analytics/tracker';
import { useShopperClient } from '../session/useShopperClient';
import { PaymentScheduleSection } from './PaymentScheduleSection';
import { ProformaLink } from './ProformaLink';

/** How often a WAITING or DELAYED payment is read again, and how many times before the page stops asking. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT = 90;

const COMPLETED_KEY = 'ph-order-completed-tracked';

/** "Order Completed" once per order and browser, however often the summary is opened. */
async function trackCompleted(client: ApiClient, number: string): Promise<void> {
  const seen = (window.sessionStorage.getItem(COMPLETED_KEY) ?? '').split(',');
  if (seen.includes(number)) return;
  window.sessionStorage.setItem(COMPLETED_KEY, [...seen.filter(Boolean).slice(-20), number].join(','));
  const order = await fetchOrder(client, number);
  checkoutTracker(client).track('Order Completed', orderCompletedProperties(order));
}

type Load = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; answer: PaymentStatusAnswer; polls: number };

/** `/order/{orderNumber}/payment/summary`: the payment's outcome and what to do next. */
export function PaymentSummaryPage() {
  const intl = useIntl();
  const { client, session, retry } = useShopperClient();
  const number = useCurrentRoute()?.params.orderId ?? '';
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (session.status !== 'ready' || !number) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async (polls: number) => {
      try {
        const answer = await fetchPaymentStatus(client, number);
        if (!alive) return;
        setLoad({ status: 'ready', answer, polls });
        if (answer.status === 'OK' || answer.status === 'WAITING') void trackCompleted(client, answer.order_number).catch(() => undefined);
        // WAITING (a transfer may be booked while the page is open) and DELAYED (the gateway has the
        // payment, its webhook is on the way) can still turn into OK: ask again for a while.
        if ((answer.status === 'WAITING' || answer.status === 'DELAYED') && polls < POLL_LIMIT) {
          timer = setTimeout(() => void read(polls + 1), POLL_INTERVAL_MS);
        }
      } catch (error) {
        if (alive) setLoad({ status: 'error', error });
      }
    };
    void read(0);
    return () => {
      alive = false;
      if (timer) clearTimeout(timer);
    };
  }, [client, session.status, number, attempt]);

  const title = (key: string) => {
    switch (key) {
      case 'OK': return <FormattedMessage id="summary.ok.title" defaultMessage="Thank you for your order" />;
      case 'WAITING': return <FormattedMessage id="summary.waiting.title" defaultMessage="Waiting for your payment" />;
      case 'DELAYED': return <FormattedMessage id="summary.delayed.title" defaultMessage="Your payment is being processed" />;
      case 'FAILED': return <FormattedMessage id="summary.failed.title" defaultMessage="The payment failed" />;
      case 'NOT_STARTED': return <FormattedMessage id="summary.notStarted.title" defaultMessage="The order is not paid yet" />;
      default: return <FormattedMessage id="summary.title" defaultMessage="Order confirmation" />;
    }
  };

  if (session.status === 'error' || load.status === 'error') {
    return (
      <section aria-labelledby="cc-title">
        <h1 id="cc-title">{title('')}</h1>
        <ErrorPanel
          message={describeApiError(intl, load.status === 'error' ? load.error : null, { fallback: defineMessage({ id: 'summary.loadFailed', defaultMessage: 'The payment status could not be read.' }) }).message}
          onRetry={() => (session.status === 'error' ? retry() : setAttempt((n) => n + 1))}
        />
      </section>
    );
  }
  if (load.status === 'loading') {
    return (
      <section aria-labelledby="cc-title" aria-busy="true">
        <h1 id="cc-title">{title('')}</h1>
        <p role="status" className="ph-ui-visually-hidden">
          {intl.formatMessage({ id: 'summary.loading', defaultMessage: 'Checking your payment…' })}
        </p>
        {/* Where the outcome's sentence and the way on will be, so they take this place without a jump. */}
        <div aria-hidden="true">
          <Skeleton lines={2} />
          <Skeleton lines={1} width="12rem" />
        </div>
      </section>
    );
  }

  const { answer, polls } = load;
  const orderNo = <strong>{answer.order_number}</strong>;
  const transfer = answer.payment_state === 'balance_due';
  return (
    <section aria-labelledby="cc-title">
      <h1 id="cc-title">{title(answer.status)}</h1>
      <div role="status" aria-live="polite">
        {answer.status === 'OK' && (
          <p><FormattedMessage id="summary.ok" defaultMessage="Order {number} is paid. We have sent the confirmation to your e-mail." values={{ number: orderNo }} /></p>
        )}
        {answer.status === 'WAITING' && transfer && (
          <p><FormattedMessage id="summary.waitingTransfer" defaultMessage="Order {number} is placed and waiting for your bank transfer. We start production when it arrives." values={{ number: orderNo }} /></p>
        )}
        {answer.status === 'WAITING' && !transfer && (
          <p>
            <FormattedMessage id="summary.waiting" defaultMessage="Order {number}: we are waiting for the payment provider to confirm your payment." values={{ number: orderNo }} />{' '}
            {polls < POLL_LIMIT ? <Spinner size="sm" decorative /> : <FormattedMessage id="summary.waitingLong" defaultMessage="This takes longer than usual; we will e-mail you when it arrives." />}
          </p>
        )}
        {answer.status === 'DELAYED' && (
          <p>
            <FormattedMessage id="summary.delayed" defaultMessage="Order {number}: the payment is being confirmed. We will e-mail you as soon as it is." values={{ number: orderNo }} />{' '}
            {polls < POLL_LIMIT && <Spinner size="sm" decorative />}
          </p>
        )}
        {answer.status === 'FAILED' && (
          <p><FormattedMessage id="summary.failed" defaultMessage="Order {number} was not paid. Nothing was charged; you can try again." values={{ number: orderNo }} /></p>
        )}
        {answer.status === 'NOT_STARTED' && (
          <p><FormattedMessage id="summary.notStarted" defaultMessage="Order {number} has no payment yet." values={{ number: orderNo }} /></p>
        )}
      </div>
      {answer.status === 'WAITING' && transfer && <ProformaLink client={client} orderNumber={answer.order_number} />}
      {(answer.status === 'OK' || answer.status === 'WAITING') && (
        <PaymentScheduleSection client={client} orderNumber={answer.order_number} paymentState={answer.payment_state} />
      )}
      {(answer.status === 'FAILED' || answer.status === 'NOT_STARTED') && (
        <RouteLink to="orderPayment" params={{ orderId: answer.order_number }}>
          <FormattedMessage id="summary.payAgain" defaultMessage="Pay for the order" />
        </RouteLink>
      )}
      {answer.status !== 'FAILED' && answer.status !== 'NOT_STARTED' && (
        <RouteLink to="productSelect"><FormattedMessage id="cart.continueShopping" defaultMessage="Continue shopping" /></RouteLink>
      )}
    </section>
  );
}
