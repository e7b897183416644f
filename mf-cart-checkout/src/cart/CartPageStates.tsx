import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouteLink } from '@ph/remote-kit';
import { ErrorPanel, Spinner } from '@ph/ui';
import type { SessionLoad } from '../session/useShopperClient';
import type { OrderLoad } from './useOpenOrder';

/**
 * What a cart-based page (the cart, the cross-sell page) shows before it has a cart to show: the load
 * failure with a retry, the loading state, or the empty cart. `null` once the cart is there.
 */
export function cartPageState(p: {
  heading: ReactNode;
  session: SessionLoad;
  load: OrderLoad;
  retry: () => void;
  reload: () => void;
}): ReactNode | null {
  // The cart's read settles the session first, so its state says it all; a cart that came with the page
  // is shown while the browser's session is settled.
  if (p.load.status === 'error' || (p.session.status === 'error' && p.load.status !== 'ready')) {
    return (
      <section aria-labelledby="cc-title">
        {p.heading}
        <CartLoadFailed
          onRetry={() => {
            // The cart's read settles the session first: a failed session is tried again with it.
            if (p.session.status === 'error') p.retry();
            p.reload();
          }}
        />
      </section>
    );
  }
  if (p.load.status === 'loading') {
    return (
      <section aria-labelledby="cc-title" aria-busy="true">
        {p.heading}
        <CartLoading />
      </section>
    );
  }
  if (!p.load.order || p.load.order.line_items.length === 0) return <EmptyCart heading={p.heading} />;
  return null;
}

function CartLoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return <ErrorPanel message={intl.formatMessage({ id: 'cart.loadFailed', defaultMessage: 'Your cart could not be loaded.' })} onRetry={onRetry} />;
}

function CartLoading() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'cart.loading', defaultMessage: 'Loading your cart…' })} />;
}

export function EmptyCart({ heading }: { heading: ReactNode }) {
  return (
    <section aria-labelledby="cc-title">
      {heading}
      <p><FormattedMessage id="cart.empty" defaultMessage="Your cart is empty." /></p>
      <RouteLink to="productSelect"><FormattedMessage id="cart.continueShopping" defaultMessage="Continue shopping" /></RouteLink>
    </section>
  );
}
