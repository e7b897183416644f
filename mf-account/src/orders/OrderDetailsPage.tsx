import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouteLink, useLoad } from '@ph/remote-kit';
import { Card, ErrorPanel, Skeleton } from '@ph/ui';
import { describeApiError } from '@ph/api-errors';
import { useAccountSession } from '../session/SessionProvider';
import { isNotFound } from '../common/errors';
import { OrderStatusLine } from './OrderStatus';
import { OrderHistory } from './OrderHistory';
import { DesignProofs } from './DesignProofs';
import { OrderAddresses, OrderItems, OrderShippingAndPayment, OrderTotals } from './OrderSections';
import { ReorderAction } from './ReorderAction';
import { fetchOrder, type Order as AccountOrder } from '@ph/api-client';

// The order's invoices are a chunk of their own, loaded with the order's page (the account's first load keeps its budget).
const OrderDocuments = lazy(() => import(/* webpackChunkName: "order-documents" */ '../invoices/OrderDocuments'));
// And its timeline, tracking links and cancellation (placed orders only).
const OrderTracking = lazy(() => import(/* webpackChunkName: "order-tracking" */ './OrderTracking'));

/** `/account/orders/{orderNumber}`: someone else's order answers 404 and is shown as not found. */
export function OrderDetailsPage({ orderNumber }: { orderNumber: string }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const order = useLoad(orderNumber, (signal) => fetchOrder(client, orderNumber, signal));
  const back = (
    <RouteLink to="accountOrders">
      <FormattedMessage id="account.order.back" defaultMessage="Back to your orders" />
    </RouteLink>
  );
  if (order.status === 'loading') {
    // The number is known from the address: the heading stands at once, and the page's two columns are
    // reserved with placeholders of their cards, so nothing jumps when the order arrives.
    return (
      <article aria-labelledby="acc-order-title" className="acc-order" aria-busy="true">
        <div className="acc-order__head">
          <h2 id="acc-order-title">
            <FormattedMessage id="account.order.title" defaultMessage="Order {number}" values={{ number: orderNumber }} />
          </h2>
          <p role="status" className="ph-ui-visually-hidden">
            {intl.formatMessage({ id: 'account.order.loading', defaultMessage: 'Loading the order' })}
          </p>
          <Skeleton width="16rem" height="1.5rem" />
        </div>
        <div className="acc-order__grid">
          <div className="acc-order__main">
            <Card>
              <Skeleton lines={6} />
            </Card>
          </div>
          <div className="acc-order__aside">
            <Card>
              <Skeleton lines={4} />
            </Card>
          </div>
        </div>
      </article>
    );
  }
  if (order.status === 'error' && isNotFound(order.error)) {
    return (
      <section aria-labelledby="acc-order-title">
        <h2 id="acc-order-title">
          <FormattedMessage id="account.order.notFound" defaultMessage="Order not found" />
        </h2>
        <p>
          <FormattedMessage id="account.order.notFoundBody" defaultMessage="There is no order {number} in your account." values={{ number: orderNumber }} />
        </p>
        {back}
      </section>
    );
  }
  if (order.status === 'error') {
    return (
      <section aria-labelledby="acc-order-title">
        <h2 id="acc-order-title">
          <FormattedMessage id="account.order.title" defaultMessage="Order {number}" values={{ number: orderNumber }} />
        </h2>
        <ErrorPanel headingLevel={3} message={describeApiError(intl, order.error).message} onRetry={order.retry} />
        {back}
      </section>
    );
  }
  // After a proof review the production state changes: read the order again without a loading screen.
  const refresh = () => void fetchOrder(client, orderNumber, new AbortController().signal).then(order.set, () => undefined);
  return <OrderDetails order={order.data} back={back} onProofReviewed={refresh} />;
}

function OrderDetails({ order: o, back, onProofReviewed }: { order: AccountOrder; back: ReactNode; onProofReviewed(): void }) {
  return (
    <article aria-labelledby="acc-order-title" className="acc-order">
      <div className="acc-order__head">
        <h2 id="acc-order-title">
          <FormattedMessage id="account.order.title" defaultMessage="Order {number}" values={{ number: o.number }} />
        </h2>
        <OrderStatusLine order={o} />
      </div>
      <div className="acc-order__grid">
        <div className="acc-order__main">
          {(o.state === 'complete' || o.state === 'canceled') && (
            <Suspense fallback={null}>
              <OrderTracking order={o} onChanged={onProofReviewed} />
            </Suspense>
          )}
          <Card>
            <OrderItems order={o} />
          </Card>
          <Suspense fallback={null}>
            <OrderDocuments orderNumber={o.number} state={`${o.state}:${o.payment_state ?? ''}`} />
          </Suspense>
          <DesignProofs order={o} onReviewed={onProofReviewed} />
          <Card>
            <OrderHistory changes={o.state_changes ?? []} />
          </Card>
        </div>
        <div className="acc-order__aside">
          <OrderTotals order={o} />
          <Card>
            <OrderShippingAndPayment order={o} />
          </Card>
          <Card>
            <OrderAddresses order={o} />
          </Card>
          <ReorderAction order={o} />
        </div>
      </div>
      {back}
    </article>
  );
}
