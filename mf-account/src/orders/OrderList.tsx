import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import type { RouteId } from '@ph/region-config';
import { RouteLink } from '@ph/remote-kit';
import { ErrorPanel, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { useResource } from '../common/useResource';
import { useFormatAmount } from '../common/format';
import { loadMyOrders, orderDate } from './api';
import { paymentLabels, stateLabels } from './labels';

export interface OrderListProps {
  /** The section's heading; it names the table too. */
  title: ReactNode;
  /** The heading's id, unique on the page. */
  titleId: string;
  /** Where an order's number links to: the account's order page or the Plus dashboard's. */
  detailRoute: Extract<RouteId, 'singleOrder' | 'dashboardOrderDetails'>;
  /** Shown under the heading (the Plus dashboard's sign-in prompt for a guest). */
  intro?: ReactNode;
}

/**
 * The session customer's placed orders, newest first (`loadMyOrders`): number, date, total, state.
 * One list for the account's orders page and the Plus dashboard; read again when the shopper changes.
 */
export function OrderList({ title, titleId, detailRoute, intro }: OrderListProps) {
  const intl = useIntl();
  const { client, load } = useAccountSession();
  const formatAmount = useFormatAmount();
  const userKey = load.status === 'ready' ? String(load.user.id) : 'none';
  const orders = useResource((signal) => loadMyOrders(client, signal), userKey);
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {intro}
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
          <table className="acc-table" aria-labelledby={titleId}>
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
                    <RouteLink to={detailRoute} params={{ orderNumber: o.number }}>
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
