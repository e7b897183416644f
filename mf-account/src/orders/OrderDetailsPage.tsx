import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { publishCart } from '@ph/session';
import { RouteLink } from '@ph/remote-kit';
import { BlockingOverlay, Button, ErrorPanel, PropertyList, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { useResource } from '../common/useResource';
import { describeApiError } from '@ph/api-errors';
import { isNotFound } from '../common/errors';
import { useFormatAmount } from '../common/format';
import { countryName } from '@ph/address-form';
import { loadOrder, orderDate, reorder } from './api';
import { useNavigateTo } from '../common/useNavigateTo';
import { FormAlert } from '../common/FormAlert';
import { paymentLabels, stateLabels } from './labels';
import { OrderHistory } from './OrderHistory';
import { DesignProofs } from './DesignProofs';
import type { AccountOrder, OrderAddress } from './types';

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
  const { client } = useAccountSession();
  const nav = useNavigateTo();
  const [reordering, setReordering] = useState(false);
  const [reorderError, setReorderError] = useState<string | null>(null);
  const canReorder = o.line_items.some((li) => li.kind === 'product' && li.variant_id !== null && li.parent_id === null);
  const runReorder = async () => {
    setReordering(true);
    setReorderError(null);
    try {
      const cart = await reorder(client, o);
      publishCart(cart);
      nav.toRoute('cart');
    } catch (err) {
      setReorderError(describeApiError(intl, err).message);
      setReordering(false);
    }
  };
  const money = useFormatAmount();
  const amount = (n: number) => money(n, o.currency);
  const state = o.state === 'canceled' ? stateLabels.canceled : o.state === 'complete' ? stateLabels.complete : stateLabels.inProgress;
  return (
    <article aria-labelledby="acc-order-title">
      <h2 id="acc-order-title">
        <FormattedMessage id="account.order.title" defaultMessage="Order {number}" values={{ number: o.number }} />
      </h2>
      <p>
        <FormattedDate value={orderDate(o)} dateStyle="long" /> · {intl.formatMessage(state)}
      </p>
      <h3>
        <FormattedMessage id="account.order.items" defaultMessage="Items" />
      </h3>
      <table className="acc-table">
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="account.order.product" defaultMessage="Product" /></th>
            <th scope="col"><FormattedMessage id="account.order.quantity" defaultMessage="Quantity" /></th>
            <th scope="col"><FormattedMessage id="account.order.lineTotal" defaultMessage="Price" /></th>
          </tr>
        </thead>
        <tbody>
          {o.line_items.map((li) => (
            <tr key={li.id}>
              <td>
                {li.name}
                {/* The catalogue's names in the shopper's language, sent with the order; never the sku or raw keys. */}
                <PropertyList properties={li.properties ?? []} />
              </td>
              <td>{li.quantity}</td>
              <td>{amount(li.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <DesignProofs order={o} onReviewed={onProofReviewed} />
      <div className="acc-order-addresses">
        <OrderAddressBlock title={<FormattedMessage id="account.order.shipTo" defaultMessage="Delivery address" />} address={o.ship_address} />
        <OrderAddressBlock title={<FormattedMessage id="account.order.billTo" defaultMessage="Billing address" />} address={o.bill_address} />
      </div>
      <h3>
        <FormattedMessage id="account.order.shippingAndPayment" defaultMessage="Shipping and payment" />
      </h3>
      <dl>
        <dt><FormattedMessage id="account.order.shipping" defaultMessage="Shipping" /></dt>
        <dd>{o.shipping_method ?? '—'}</dd>
        <dt><FormattedMessage id="account.order.paymentMethod" defaultMessage="Payment method" /></dt>
        <dd>{o.payment_method ?? '—'}</dd>
        <dt><FormattedMessage id="account.order.paymentStatus" defaultMessage="Payment status" /></dt>
        <dd>{o.payment_state ? intl.formatMessage(paymentLabels[o.payment_state]) : '—'}</dd>
      </dl>
      <h3>
        <FormattedMessage id="account.order.totals" defaultMessage="Totals" />
      </h3>
      <dl>
        <dt><FormattedMessage id="account.order.itemTotal" defaultMessage="Products" /></dt>
        <dd>{amount(o.item_total)}</dd>
        <dt><FormattedMessage id="account.order.shipTotal" defaultMessage="Shipping" /></dt>
        <dd>{amount(o.ship_total)}</dd>
        {o.promo_total !== 0 && (
          <>
            <dt><FormattedMessage id="account.order.promoTotal" defaultMessage="Discount" /></dt>
            <dd>{amount(o.promo_total)}</dd>
          </>
        )}
        {o.additional_customs !== 0 && (
          <>
            <dt><FormattedMessage id="account.order.customs" defaultMessage="Customs clearance" /></dt>
            <dd>{amount(o.additional_customs)}</dd>
          </>
        )}
        <dt><FormattedMessage id="account.order.taxTotal" defaultMessage="Tax" /></dt>
        <dd>{amount(o.tax_total)}</dd>
        <dt><FormattedMessage id="account.order.total" defaultMessage="Total" /></dt>
        <dd><strong>{amount(o.total)}</strong></dd>
      </dl>
      <OrderHistory changes={o.state_changes ?? []} />
      {canReorder && (
        <>
          <FormAlert message={reorderError} />
          <Button type="button" onClick={() => void runReorder()}>
            <FormattedMessage id="account.order.reorder" defaultMessage="Order again" />
          </Button>
        </>
      )}
      <BlockingOverlay stage={reordering ? 'addingItemToOrder' : null} />
      {back}
    </article>
  );
}

function OrderAddressBlock({ title, address: a }: { title: ReactNode; address: OrderAddress | null }) {
  const { locale } = useIntl();
  return (
    <section>
      <h3>{title}</h3>
      {a ? (
        <address>
          {a.first_name} {a.last_name}
          {a.company_name && <><br />{a.company_name}</>}
          <br />
          {a.street}
          {a.street2 && <><br />{a.street2}</>}
          <br />
          {a.zip_code} {a.city}
          <br />
          {countryName(locale, a.country_iso)}
        </address>
      ) : (
        <p>—</p>
      )}
    </section>
  );
}
