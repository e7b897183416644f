import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { RouteLink } from '@ph/remote-kit';
import { ErrorPanel, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { useResource } from '../common/useResource';
import { useFormatAmount } from '../common/format';
import { loadMyOrders, orderDate } from '../orders/api';
import { paymentLabels, stateLabels } from '../orders/labels';
import { SignInPrompt } from './PlusLayout';
import { plusText } from './plusMessages';

/** `/packhelp-plus/orders`: the placed orders of the session's customer (a guest sees their own), newest first. */
export function DashboardOrdersPage() {
  const intl = useIntl();
  const { client, load } = useAccountSession();
  const formatAmount = useFormatAmount();
  const userKey = load.status === 'ready' ? String(load.user.id) : 'none';
  const orders = useResource((signal) => loadMyOrders(client, signal), userKey);
  return (
    <section aria-labelledby="acc-plus-orders-title">
      <h2 id="acc-plus-orders-title">
        <FormattedMessage {...plusText.ordersTitle} />
      </h2>
      <SignInPrompt />
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
        <div className="acc-table-wrap">
          <table className="acc-table" aria-labelledby="acc-plus-orders-title">
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
                    <RouteLink to="dashboardOrderDetails" params={{ orderNumber: o.number }}>
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
        </div>
      )}
    </section>
  );
}
