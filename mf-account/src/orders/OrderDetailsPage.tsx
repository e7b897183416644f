import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { RouteLink } from '@ph/remote-kit';
import { ErrorPanel, Spinner } from '@ph/ui';
import { describeApiError } from '@ph/api-errors';
import { useAccountSession } from '../session/SessionProvider';
import { useResource } from '../common/useResource';
import { isNotFound } from '../common/errors';
import { loadOrder, orderDate } from './api';
import { stateLabels } from './labels';
import { OrderHistory } from './OrderHistory';
import { DesignProofs } from './DesignProofs';
import { OrderAddresses, OrderItems, OrderShippingAndPayment, OrderTotals } from './OrderSections';
import { ReorderAction } from './ReorderAction';
import type { AccountOrder } from './types';

/** `/account/orders/{orderNumber}`: someone else's order answers 404 and is shown as not found. */
export function OrderDetailsPage({ orderNumber }: { orderNumber: string }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const order = useResource((signal) => loadOrder(client, orderNumber, signal), orderNumber);
  const back = (
    <RouteLink to="accountOrders">
      <FormattedMessage id="account.order.back" defaultMessage="Back to your orders" />
    </RouteLink>
  );
  if (order.status === 'loading') return <Spinner label={intl.formatMessage({ id: 'account.order.loading', defaultMessage: 'Loading the order' })} />;
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
        <ErrorPanel headingLevel={3} message={describeApiError(intl, order.error).message} onRetry={order.reload} />
        {back}
      </section>
    );
  }
  // After a proof review the production state changes: read the order again without a loading screen.
  const refresh = () => void loadOrder(client, orderNumber, new AbortController().signal).then(order.set, () => undefined);
  return <OrderDetails order={order.data} back={back} onProofReviewed={refresh} />;
}

function OrderDetails({ order: o, back, onProofReviewed }: { order: AccountOrder; back: ReactNode; onProofReviewed(): void }) {
  const intl = useIntl();
  const state = o.state === 'canceled' ? stateLabels.canceled : o.state === 'complete' ? stateLabels.complete : stateLabels.inProgress;
  return (
    <article aria-labelledby="acc-order-title">
      <h2 id="acc-order-title">
        <FormattedMessage id="account.order.title" defaultMessage="Order {number}" values={{ number: o.number }} />
      </h2>
      <p>
        <FormattedDate value={orderDate(o)} dateStyle="long" /> · {intl.formatMessage(state)}
      </p>
      <OrderItems order={o} />
      <DesignProofs order={o} onReviewed={onProofReviewed} />
      <OrderAddresses order={o} />
      <OrderShippingAndPayment order={o} />
      <OrderTotals order={o} />
      <OrderHistory changes={o.state_changes ?? []} />
      <ReorderAction order={o} />
      {back}
    </article>
  );
}
