import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import type { RouteId } from '@ph/region-config';
import { RouteLink, useLoad } from '@ph/remote-kit';
import { buttonClassName, EmptyState, ErrorPanel, Skeleton } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { useFormatAmount } from '../common/format';
import { loadMyOrders, orderDate } from './api';
import { OrderStatusBadges } from './OrderStatus';
import { LineThumb } from './OrderSections';
import type { Order as AccountOrder } from '@ph/api-client';

export interface OrderListProps {
  /** The section's heading; it names the list too. */
  title: ReactNode;
  /** The heading's id, unique on the page. */
  titleId: string;
  /** Where an order's number links to: the account's order page or the Plus dashboard's. */
  detailRoute: Extract<RouteId, 'singleOrder' | 'dashboardOrderDetails'>;
  /** Shown under the heading (the Plus dashboard's sign-in prompt for a guest). */
  intro?: ReactNode;
}

/**
 * The session customer's placed orders, newest first (`loadMyOrders`), as cards: number, state and
 * payment as badges, products, date, total.
 * One list for the account's orders page and the Plus dashboard; read again when the shopper changes.
 */
export function OrderList({ title, titleId, detailRoute, intro }: OrderListProps) {
  const intl = useIntl();
  const { client, load } = useAccountSession();
  const formatAmount = useFormatAmount();
  const userKey = load.status === 'ready' ? String(load.user.id) : 'none';
  const orders = useLoad(userKey, (signal) => loadMyOrders(client, signal));
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {intro}
      {orders.status === 'loading' && <OrderCardsLoading label={intl.formatMessage({ id: 'account.orders.loading', defaultMessage: 'Loading your orders' })} />}
      {orders.status === 'error' && (
        <ErrorPanel
          headingLevel={3}
          title={intl.formatMessage({ id: 'account.orders.error', defaultMessage: 'Your orders could not be loaded' })}
          message={describeApiError(intl, orders.error).message}
          onRetry={orders.retry}
        />
      )}
      {orders.status === 'success' && orders.data.length === 0 && (
        <EmptyState
          icon="box"
          headingLevel={3}
          title={intl.formatMessage({ id: 'account.orders.empty', defaultMessage: 'You have no orders yet.' })}
          actions={
            <RouteLink to="productSelect" className={buttonClassName({ variant: 'primary' })}>
              <FormattedMessage id="account.orders.browse" defaultMessage="Browse our packaging" />
            </RouteLink>
          }
        />
      )}
      {orders.status === 'success' && orders.data.length > 0 && (
        <ul className="acc-order-list" aria-labelledby={titleId}>
          {orders.data.map((o) => (
            <li key={o.id}>
              <OrderCard order={o} total={formatAmount(o.total, o.currency)} detailRoute={detailRoute} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * While the orders load: cards of the same grid as the orders' (thumbnail, number and badges, products,
 * date and total), so the list takes their place without the page below jumping.
 */
export function OrderCardsLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="ph-ui-visually-hidden">
        {label}
      </p>
      <ul className="acc-order-list" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <div className="acc-order-card">
              <Skeleton height="var(--ph-thumb-size)" />
              <div className="acc-order-card__body">
                <Skeleton width="40%" height="var(--ph-font-size-lg)" />
                <Skeleton lines={2} className="acc-order-card__items" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One order in the list: its number (the link to its page), where it stands, when, what and how much. */
function OrderCard({ order: o, total, detailRoute }: { order: AccountOrder; total: string; detailRoute: OrderListProps['detailRoute'] }) {
  const products = o.line_items.filter((li) => li.kind === 'product');
  const thumb = products.map((li) => li.thumbnail ?? li.box_design?.thumbnail_url).find((url) => url);
  return (
    <article className="acc-order-card" aria-labelledby={`acc-order-${o.id}`}>
      <LineThumb thumbnailUrl={thumb ?? null} />
      <div className="acc-order-card__body">
        <div className="acc-order-card__head">
          <h3 id={`acc-order-${o.id}`} className="acc-order-card__number">
            <RouteLink to={detailRoute} params={{ orderNumber: o.number }}>
              {o.number}
            </RouteLink>
          </h3>
          <OrderStatusBadges order={o} />
        </div>
        {products.length > 0 && <p className="acc-order-card__items">{products.map((li) => li.name).join(', ')}</p>}
        <dl className="acc-order-card__facts">
          <div>
            <dt><FormattedMessage id="account.orders.date" defaultMessage="Date" /></dt>
            <dd><FormattedDate value={orderDate(o)} dateStyle="medium" /></dd>
          </div>
          <div>
            <dt><FormattedMessage id="account.orders.total" defaultMessage="Total" /></dt>
            <dd className="acc-order-card__total">{total}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
