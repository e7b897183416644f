import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { RouteLink, useLoad } from '@ph/remote-kit';
import { ErrorPanel, PropertyList, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { loadMyOrders, orderDate } from '../orders/api';
import type { Order as AccountOrder, LineItem as OrderLineItem } from '@ph/api-client';
import { SignInPrompt } from './PlusLayout';
import { plusText } from './plusMessages';

export interface OrderedItem {
  /** The same product in the same options: variant and catalogue properties. */
  key: string;
  line: OrderLineItem;
  quantity: number;
  lastOrder: AccountOrder;
}

/**
 * The products of placed (not canceled) orders, one row per variant and options, with the pieces
 * ordered in total and the newest order that had it. Services (trees, checks) are not items.
 */
export function orderedItems(orders: readonly AccountOrder[]): OrderedItem[] {
  const byKey = new Map<string, OrderedItem>();
  for (const order of orders) {
    if (order.state === 'canceled') continue;
    for (const line of order.line_items) {
      if (line.kind !== 'product' && line.kind !== 'sample_pack') continue;
      const key = `${line.variant_id ?? line.sku}|${(line.properties ?? []).map((p) => `${p.type}=${p.key}`).join(',')}`;
      const seen = byKey.get(key);
      if (!seen) byKey.set(key, { key, line, quantity: line.quantity, lastOrder: order });
      else {
        seen.quantity += line.quantity;
        if (orderDate(order) > orderDate(seen.lastOrder)) {
          seen.lastOrder = order;
          seen.line = line;
        }
      }
    }
  }
  return [...byKey.values()].sort((a, b) => orderDate(b.lastOrder).localeCompare(orderDate(a.lastOrder)));
}

/** `/packhelp-plus/items`: what the customer has ordered, by product. */
export function DashboardItemsPage() {
  const intl = useIntl();
  const { client, load } = useAccountSession();
  const userKey = load.status === 'ready' ? String(load.user.id) : 'none';
  const items = useLoad(userKey, async (signal) => orderedItems(await loadMyOrders(client, signal)));
  return (
    <section aria-labelledby="acc-plus-items-title">
      <h2 id="acc-plus-items-title">
        <FormattedMessage {...plusText.itemsTitle} />
      </h2>
      <p>
        <FormattedMessage {...plusText.itemsIntro} />
      </p>
      <SignInPrompt />
      {items.status === 'loading' && <Spinner label={intl.formatMessage({ id: 'account.orders.loading', defaultMessage: 'Loading your orders' })} />}
      {items.status === 'error' && (
        <ErrorPanel
          headingLevel={3}
          title={intl.formatMessage({ id: 'account.orders.error', defaultMessage: 'Your orders could not be loaded' })}
          message={describeApiError(intl, items.error).message}
          onRetry={items.retry}
        />
      )}
      {items.status === 'success' && items.data.length === 0 && (
        <p>
          <FormattedMessage {...plusText.itemsEmpty} />
        </p>
      )}
      {items.status === 'success' && items.data.length > 0 && (
        <div className="acc-table-wrap">
          <table className="acc-table" aria-labelledby="acc-plus-items-title">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="account.order.product" defaultMessage="Product" /></th>
                <th scope="col"><FormattedMessage {...plusText.itemsQuantity} /></th>
                <th scope="col"><FormattedMessage {...plusText.itemsLastOrder} /></th>
              </tr>
            </thead>
            <tbody>
              {items.data.map((item) => (
                <tr key={item.key}>
                  <td>
                    {item.line.name}
                    <PropertyList properties={item.line.properties ?? []} />
                  </td>
                  <td>{intl.formatNumber(item.quantity)}</td>
                  <td>
                    <RouteLink to="dashboardOrderItems" params={{ orderNumber: item.lastOrder.number }}>
                      {item.lastOrder.number}
                    </RouteLink>{' '}
                    <FormattedDate value={orderDate(item.lastOrder)} dateStyle="medium" />
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
