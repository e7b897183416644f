import { lazy, Suspense } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { RouteLink } from '@ph/remote-kit';
import { ErrorPanel, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { useResource } from '../common/useResource';
import { describeApiError } from '@ph/api-errors';
import { useFormatAmount } from '../common/format';
import { loadMyOrders, orderDate } from './api';
import { paymentLabels, stateLabels } from './labels';

// Its own chunk with the quote request pages: the account's first load stays within its budget.
const QuoteRequestList = lazy(() => import(/* webpackChunkName: "quote-requests" */ '../quotes/QuoteRequestList').then((m) => ({ default: m.QuoteRequestList })));

/** `/account/orders`: the customer's finished orders, newest first, then their quote requests. */
export function OrdersPage() {
  return (
    <>
      <OrderList />
      <Suspense fallback={null}>
        <QuoteRequestList detailRoute="accountOrderQuoteRequestDetails" />
      </Suspense>
    </>
  );
}

function OrderList() {
  const intl = useIntl();
  const { client } = useAccountSession();
  const formatAmount = useFormatAmount();
  const orders = useResource((signal) => loadMyOrders(client, signal), 'mine');
  return (
    <section aria-labelledby="acc-orders-title">
      <h2 id="acc-orders-title">
        <FormattedMessage id="account.orders.title" defaultMessage="Your orders" />
      </h2>
      {orders.status === 'loading' && <Spinner label={intl.formatMessage({ id: 'account.orders.loading', defaultMessage: 'Loading your orders' })} />}
      {orders.status === 'error' && (
        <ErrorPanel
          headingLevel={3}
          title={intl.formatMessage({ id: 'account.orders.error', defaultMessage: 'Your orders could not be loaded' })}
          message={describeApiError(intl, orders.error).message}
          onRetry={orders.reload}
        />
      )}
      {orders.status === 'ready' && orders.data.length === 0 && (
        <p>
          <FormattedMessage id="account.orders.empty" defaultMessage="You have no orders yet." />
        </p>
      )}
      {orders.status === 'ready' && orders.data.length > 0 && (
        <table className="acc-table">
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="account.orders.number" defaultMessage="Order" /></th>
              <th scope="col"><FormattedMessage id="account.orders.date" defaultMessage="Date" /></th>
              <th scope="col"><FormattedMessage id="account.orders.total" defaultMessage="Total" /></th>
              <th scope="col"><FormattedMessage id="account.orders.state" defaultMessage="State" /></th>
            </tr>
          </thead>
          <tbody>
            {orders.data.map((o) => (
              <tr key={o.id}>
                <td>
                  <RouteLink to="singleOrder" params={{ orderNumber: o.number }}>
                    {o.number}
                  </RouteLink>
                </td>
                <td>
                  <FormattedDate value={orderDate(o)} dateStyle="medium" />
                </td>
                <td>{formatAmount(o.total, o.currency)}</td>
                <td>
                  {intl.formatMessage(o.state === 'canceled' ? stateLabels.canceled : o.state === 'complete' ? stateLabels.complete : stateLabels.inProgress)}
                  {o.payment_state && ` · ${intl.formatMessage(paymentLabels[o.payment_state])}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
