import { useEffect, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { removeLineItem, updateLineQuantity, type ApiClient, type LineItem, type Order } from '@ph/api-client';
import { RouteLink, useLocation } from '@ph/remote-kit';
import { buttonClassName } from '@ph/ui';
import { orderProperties } from '../analytics/checkoutEvents';
import { checkoutTracker } from '../analytics/tracker';
import { EmptyCart } from './CartPageStates';
import { CouponSection } from './CouponSection';
import { LineItemRow } from './LineItemRow';
import { LineServices } from './LineServices';
import { PhoneAction } from './PhoneAction';
import { canChangePrintQuality, PrintQualityAction } from './PrintQualityAction';
import { TreeSection } from './TreeSection';
import { useServicePrices } from './useServicePrices';
import { Totals } from './Totals';
import { useCartCheckoutLayout } from '../common/layout';
import { useChangeOutcome } from './changeForm';

interface Props {
  client: ApiClient;
  order: Order | null;
  onOrder(order: Order): void;
  onCheckout(): void;
}

/** The cart: line items, discount codes, totals, and the way into checkout (or the empty state). */
export function CartView({ client, order, onOrder, onCheckout }: Props) {
  const intl = useIntl();
  useCartCheckoutLayout();
  const [busyLine, setBusyLine] = useState<number | null>(null);
  // A change sent before the page's script ran comes back in the address: its failure is said here
  // (a discount code's in its own section), its success once.
  const outcome = useChangeOutcome();
  const [error, setError] = useState<string | null>(() =>
    outcome.failed !== null && outcome.change !== 'coupon'
      ? describeApiError(intl, outcome.failed, { fallback: defineMessage({ id: 'cart.changeFailed', defaultMessage: 'Your cart could not be changed. Try again.' }) }).message
      : null,
  );
  const { pathname } = useLocation();
  const viewedOrder = order && order.line_items.length > 0 ? order : null;
  const prices = useServicePrices(client, viewedOrder);

  useEffect(() => {
    if (viewedOrder) checkoutTracker(client).track('Cart Viewed', orderProperties(viewedOrder));
    // Once per visit of the cart, not on every change of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, viewedOrder?.id]);

  const change = async (item: LineItem, call: () => Promise<Order>, what: 'quantity' | 'remove') => {
    setBusyLine(item.id);
    setError(null);
    try {
      const next = await call();
      checkoutTracker(client).track('Order Updated', { source: 'cart', change: what, sku: item.sku, previous_quantity: item.quantity, ...orderProperties(next) });
      onOrder(next);
    } catch (err) {
      setError(describeApiError(intl, err, { fallback: defineMessage({ id: 'cart.changeFailed', defaultMessage: 'Your cart could not be changed. Try again.' }) }).message);
    } finally {
      setBusyLine(null);
    }
  };

  const heading = (
    <h1 id="cc-title">
      <FormattedMessage id="cart.title" defaultMessage="Your cart" />
    </h1>
  );

  if (!order || order.line_items.length === 0) return <EmptyCart heading={heading} />;

  // The tree line has its own section below the items.
  const roots = order.line_items.filter((li) => li.parent_id === null && li.kind !== 'tree');
  // Two columns from tablet width: the lines, and beside them the summary card with the way on.
  return (
    <section aria-labelledby="cc-title" className="cc-page">
      <div className="cc-page__main">
        <div className="cc-page__head">
          {heading}
          <p><FormattedMessage id="cart.orderNumber" defaultMessage="Order {number}" values={{ number: order.number }} /></p>
          <PhoneAction client={client} />
        </div>
        {error && <p role="alert">{error}</p>}
        {outcome.changed !== null && error === null && (
          <p role="status"><FormattedMessage id="cart.changed" defaultMessage="Your cart has been updated." /></p>
        )}
        <ul className="cc-lines" aria-label={intl.formatMessage({ id: 'cart.lines', defaultMessage: 'Items in your cart' })}>
          {roots.map((item) => (
            <LineItemRow
              client={client}
              orderId={order.id}
              key={`${item.id}-${item.quantity}`}
              item={item}
              children={order.line_items.filter((c) => c.parent_id === item.id)}
              busy={busyLine === item.id}
              onQuantity={(li, n) => change(li, () => updateLineQuantity(client, order.id, li.id, n), 'quantity')}
              onRemove={(li) => change(li, () => removeLineItem(client, order.id, li.id), 'remove')}
              services={item.kind === 'product' ? <LineServices client={client} order={order} item={item} prices={prices} onOrder={onOrder} /> : null}
              actions={canChangePrintQuality(item) ? <PrintQualityAction client={client} order={order} item={item} onOrder={onOrder} /> : null}
            />
          ))}
        </ul>
        <TreeSection key={order.id} client={client} order={order} prices={prices} onOrder={onOrder} />
        <p>
          <RouteLink to="crossSell"><FormattedMessage id="cart.seeRecommendations" defaultMessage="See recommended products and services" /></RouteLink>
        </p>
      </div>
      <div className="cc-page__aside">
        <CouponSection client={client} order={order} onOrder={onOrder} />
        <Totals
          order={order}
          actions={
            <>
              {/* A link to the checkout's first step, which the page's script opens in place. */}
              <a
                href={`${pathname}?step=delivery`}
                className={buttonClassName({ block: true })}
                onClick={(e) => {
                  // A new tab or window (a modified click) is the browser's: it opens the link's address.
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  onCheckout();
                }}
              >
                <FormattedMessage id="cart.checkout" defaultMessage="Go to checkout" />
              </a>
              <RouteLink to="productSelect" className="cc-continue"><FormattedMessage id="cart.continueShopping" defaultMessage="Continue shopping" /></RouteLink>
            </>
          }
        />
      </div>
    </section>
  );
}
