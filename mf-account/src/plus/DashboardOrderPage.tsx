import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import type { RouteId } from '@ph/region-config';
import { RouteLink, useLoad } from '@ph/remote-kit';
import { ErrorPanel, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { isNotFound } from '../common/errors';
import { useFormatAmount } from '../common/format';
import { orderDate } from '../orders/api';
import { OrderStatusLine } from '../orders/OrderStatus';
import { OrderHistory } from '../orders/OrderHistory';
import { OrderAddresses, OrderItems, OrderShippingAndPayment, OrderTotals } from '../orders/OrderSections';
import { ReorderAction } from '../orders/ReorderAction';
import { fetchOrder, type Order as AccountOrder } from '@ph/api-client';
import { plusText } from './plusMessages';

export type OrderView = 'details' | 'placed' | 'items' | 'paymentSummary';

const VIEWS: { view: OrderView; route: RouteId; label: MessageDescriptor }[] = [
  { view: 'details', route: 'dashboardOrderDetails', label: plusText.orderDetails },
  { view: 'placed', route: 'dashboardOrderPlaced', label: plusText.orderPlaced },
  { view: 'items', route: 'dashboardOrderItems', label: plusText.orderItems },
  { view: 'paymentSummary', route: 'dashboardOrderPaymentSummary', label: plusText.orderPaymentSummary },
];

/**
 * `/packhelp-plus/orders/{orderNumber}/details|placed|items|payment-summary`: one order of the
 * customer in four views. Another customer's order answers 404 and is shown as not found.
 */
export function DashboardOrderPage({ orderNumber, view }: { orderNumber: string; view: OrderView }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const order = useLoad(orderNumber, (signal) => fetchOrder(client, orderNumber, signal));
  const back = (
    <p>
      <RouteLink to="dashboardOrders">
        <FormattedMessage {...plusText.orderBack} />
      </RouteLink>
    </p>
  );
  if (order.status === 'loading') return <Spinner label={intl.formatMessage({ id: 'account.order.loading', defaultMessage: 'Loading the order' })} />;
  if (order.status === 'error') {
    const notFound = isNotFound(order.error);
    return (
      <section aria-labelledby="acc-order-title">
        <h2 id="acc-order-title">
          {notFound ? (
            <FormattedMessage id="account.order.notFound" defaultMessage="Order not found" />
          ) : (
            <FormattedMessage id="account.order.title" defaultMessage="Order {number}" values={{ number: orderNumber }} />
          )}
        </h2>
        {notFound ? (
          <p>
            <FormattedMessage id="account.order.notFoundBody" defaultMessage="There is no order {number} in your account." values={{ number: orderNumber }} />
          </p>
        ) : (
          <ErrorPanel headingLevel={3} message={describeApiError(intl, order.error).message} onRetry={order.retry} />
        )}
        {back}
      </section>
    );
  }
  const o = order.data;
  return (
    <article aria-labelledby="acc-order-title">
      <h2 id="acc-order-title">
        <FormattedMessage id="account.order.title" defaultMessage="Order {number}" values={{ number: o.number }} />
      </h2>
      <nav className="acc-subnav" aria-label={intl.formatMessage(plusText.orderTabs, { number: o.number })}>
        <ul>
          {VIEWS.map((v) => (
            <li key={v.view}>
              <RouteLink to={v.route} params={{ orderNumber: o.number }} aria-current={v.view === view ? 'page' : undefined}>
                <FormattedMessage {...v.label} />
              </RouteLink>
            </li>
          ))}
        </ul>
      </nav>
      {view === 'details' && (
        <>
          <OrderStatusLine order={o} />
          <OrderAddresses order={o} />
          <OrderShippingAndPayment order={o} />
          <OrderHistory changes={o.state_changes ?? []} />
        </>
      )}
      {view === 'placed' && <OrderPlaced order={o} />}
      {view === 'items' && (
        <>
          <OrderItems order={o} />
          <ReorderAction order={o} />
        </>
      )}
      {view === 'paymentSummary' && <PaymentSummary order={o} />}
      {back}
    </article>
  );
}

function OrderPlaced({ order: o }: { order: AccountOrder }) {
  const intl = useIntl();
  return (
    <>
      <p>
        <FormattedMessage
          {...plusText.orderPlacedBody}
          values={{ number: o.number, date: intl.formatDate(orderDate(o), { dateStyle: 'long', timeStyle: 'short' }) }}
        />
      </p>
      <OrderStatusLine order={o} />
    </>
  );
}

function PaymentSummary({ order: o }: { order: AccountOrder }) {
  const money = useFormatAmount();
  return (
    <>
      <OrderTotals order={o} />
      <dl>
        {o.wallet_applied !== 0 && (
          <>
            <dt><FormattedMessage {...plusText.orderWallet} /></dt>
            <dd>{money(o.wallet_applied, o.currency)}</dd>
          </>
        )}
        <dt><FormattedMessage {...plusText.orderAmountDue} /></dt>
        <dd>{money(o.amount_due, o.currency)}</dd>
      </dl>
      <OrderShippingAndPayment order={o} />
    </>
  );
}
