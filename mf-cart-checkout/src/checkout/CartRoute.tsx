import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams, useVisitorWithoutSession } from '@ph/remote-kit';
import type { Order } from '@ph/api-client';
import { requestCheckoutStart, takeCheckoutStartRequest } from '@ph/contracts';
import { Spinner } from '@ph/ui';
import { orderProperties } from '../analytics/checkoutEvents';
import { checkoutTracker } from '../analytics/tracker';
import { CartView } from '../cart/CartView';
import { useCartCheckoutLayout } from '../common/layout';
import { useOpenOrder } from '../cart/useOpenOrder';
import { cartPageState, EmptyCart } from '../cart/CartPageStates';
import { useShopperClient } from '../session/useShopperClient';
import { clampStep, stepFromUrl, WIZARD_STEPS, type WizardStep } from './wizardSteps';

// The checkout's steps (address form, methods, summary) are a chunk of their own: the cart's first
// paint does not need them (issue 18: the cart route's first load).
const CheckoutWizard = lazy(() => import(/* webpackChunkName: "checkout-wizard" */ './CheckoutWizard').then((m) => ({ default: m.CheckoutWizard })));

/** `/cart/`: the cart, and the checkout wizard as `?step=` of the same route. */
export function CartRoute() {
  useCartCheckoutLayout();
  const { client, session, retry } = useShopperClient();
  const [params, setParams] = useSearchParams();
  // The checkout's steps are the browser's (addresses, payment): the server renders the cart only.
  const { load, setOrder, reload } = useOpenOrder(client, { readOnServer: stepFromUrl(params.get('step')) === null });
  // A visitor the server saw without a session has no cart: the page is the empty cart from its first
  // HTML, whose link works before any script, while the browser makes sure (a token kept from before the
  // session cookie existed would find one).
  const withoutSession = useVisitorWithoutSession();
  const shownOrder = load.status === 'ready' ? load.order : null;
  const shownStep = shownOrder && shownOrder.line_items.length > 0 ? stepFromUrl(params.get('step')) : null;
  const effectiveStep = shownOrder && shownStep ? clampStep(shownOrder, shownStep) : null;

  useEffect(() => {
    if (shownOrder && effectiveStep) {
      // Whichever button led here (this cart's, the cross-sell page's, the header's mini-cart), the
      // start is reported once, here, with the order as the checkout read it.
      if (takeCheckoutStartRequest()) checkoutTracker(client).track('Checkout Started', orderProperties(shownOrder));
      checkoutTracker(client).track('Checkout Step Viewed', { order_id: shownOrder.number, step: WIZARD_STEPS.indexOf(effectiveStep) + 1, step_name: effectiveStep });
    }
    // A step is viewed when it changes, not when the order behind it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, effectiveStep, shownOrder?.id]);

  // The cart a server render read as the visitor is shown from the first render, while the browser's
  // session is still being settled (the edge's cookie is that session).
  if (load.status !== 'ready') {
    const heading = <h1 id="cc-title"><FormattedMessage id="cart.title" defaultMessage="Your cart" /></h1>;
    if (withoutSession && session.status !== 'error' && load.status === 'loading') return <EmptyCart heading={heading} />;
    return cartPageState({ heading, session, load, retry, reload });
  }

  const order = load.order;
  const requested = stepFromUrl(params.get('step'));
  const go = (step: WizardStep | null) => {
    setParams(step ? { step } : {});
    window.scrollTo?.(0, 0);
  };
  const completed = (o: Order, step: WizardStep) =>
    checkoutTracker(client).track('Checkout Step Completed', { order_id: o.number, step: WIZARD_STEPS.indexOf(step) + 1, step_name: step });

  if (!requested || !order || order.line_items.length === 0) {
    return (
      <CartView
        client={client}
        order={order}
        onOrder={setOrder}
        onCheckout={() => {
          requestCheckoutStart();
          go('delivery');
        }}
      />
    );
  }

  return (
    <Suspense fallback={<Spinner />}>
      <CheckoutWizard client={client} order={order} requested={requested} go={go} onCompleted={completed} onOrder={setOrder} />
    </Suspense>
  );
}
