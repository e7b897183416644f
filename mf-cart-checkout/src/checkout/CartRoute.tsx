import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type { Order } from '@ph/api-client';
import { useRoutePath } from '@ph/remote-kit';
import { BlockingOverlay, Button, Icon, Steps } from '@ph/ui';
import { CHECKOUT_EVENTS, orderProperties } from '../analytics/checkoutEvents';
import { checkoutTracker } from '../analytics/tracker';
import { CartView } from '../cart/CartView';
import { Totals } from '../cart/Totals';
import { useCartCheckoutLayout } from '../common/layout';
import { ExpressNotices } from '../cart/ExpressNotices';
import { useOpenOrder } from '../cart/useOpenOrder';
import { cartPageState } from '../cart/CartPageStates';
import { useShopperClient } from '../session/useShopperClient';
import { AddressStep } from './AddressStep';
import { MethodStep } from './MethodStep';
import { SummaryStep } from './SummaryStep';

export const WIZARD_STEPS = ['delivery', 'methods', 'summary'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** How far the order's API state lets the wizard go (never past what the API has accepted). */
function furthestStep(order: Order): WizardStep {
  if (order.state === 'payment' || order.state === 'confirm') return 'summary';
  if (order.state === 'delivery') return 'methods';
  return 'delivery';
}

function clampStep(order: Order, requested: WizardStep): WizardStep {
  const furthest = furthestStep(order);
  return WIZARD_STEPS.indexOf(requested) <= WIZARD_STEPS.indexOf(furthest) ? requested : furthest;
}

function stepFromUrl(raw: string | null): WizardStep | null {
  return (WIZARD_STEPS as readonly string[]).includes(raw ?? '') ? (raw as WizardStep) : null;
}

/** `/cart/`: the cart, and the checkout wizard as `?step=` of the same route. */
export function CartRoute() {
  const intl = useIntl();
  useCartCheckoutLayout();
  const { client, session, retry } = useShopperClient();
  const { load, setOrder, reload } = useOpenOrder(client, session);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const pathOf = useRoutePath();
  const [submitting, setSubmitting] = useState(false);
  const shownOrder = load.status === 'ready' ? load.order : null;
  const shownStep = shownOrder && shownOrder.line_items.length > 0 ? stepFromUrl(params.get('step')) : null;
  const effectiveStep = shownOrder && shownStep ? clampStep(shownOrder, shownStep) : null;

  useEffect(() => {
    if (shownOrder && effectiveStep) {
      checkoutTracker(client).track(CHECKOUT_EVENTS.stepViewed, { order_id: shownOrder.number, step: WIZARD_STEPS.indexOf(effectiveStep) + 1, step_name: effectiveStep });
    }
    // A step is viewed when it changes, not when the order behind it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, effectiveStep, shownOrder?.id]);

  if (load.status !== 'ready' || session.status !== 'ready') {
    const heading = <h1 id="cc-title"><FormattedMessage id="cart.title" defaultMessage="Your cart" /></h1>;
    return cartPageState({ heading, session, load, retry, reload });
  }

  const order = load.order;
  const requested = stepFromUrl(params.get('step'));
  const go = (step: WizardStep | null) => {
    setParams(step ? { step } : {});
    window.scrollTo?.(0, 0);
  };
  const completed = (o: Order, step: WizardStep) =>
    checkoutTracker(client).track(CHECKOUT_EVENTS.stepCompleted, { order_id: o.number, step: WIZARD_STEPS.indexOf(step) + 1, step_name: step });

  if (!requested || !order || order.line_items.length === 0) {
    return (
      <CartView
        client={client}
        order={order}
        onOrder={setOrder}
        onCheckout={() => {
          if (order) checkoutTracker(client).track(CHECKOUT_EVENTS.checkoutStarted, orderProperties(order));
          go('delivery');
        }}
      />
    );
  }

  const step = clampStep(order, requested);
  const stepNames: Record<WizardStep, string> = {
    delivery: intl.formatMessage({ id: 'checkout.step.delivery', defaultMessage: 'Delivery' }),
    methods: intl.formatMessage({ id: 'checkout.step.methods', defaultMessage: 'Delivery and payment method' }),
    summary: intl.formatMessage({ id: 'checkout.step.summary', defaultMessage: 'Order summary' }),
  };

  // The form with its progress above it; beside it (below on a phone) the order it is for.
  return (
    <section aria-labelledby="cc-title" className="cc-page">
      <div className="cc-page__main">
      <div className="cc-page__head">
        <h1 id="cc-title"><FormattedMessage id="checkout.title" defaultMessage="Checkout" /></h1>
        <Button variant="link" onClick={() => go(null)}>
          <Icon name="chevronLeft" />
          <FormattedMessage id="checkout.backToCart" defaultMessage="Back to your cart" />
        </Button>
      </div>
      <Steps
        label={intl.formatMessage({ id: 'checkout.progress', defaultMessage: 'Checkout steps' })}
        steps={WIZARD_STEPS.map((s) => ({ id: s, label: stepNames[s] }))}
        current={step}
        onStepClick={(id) => go(id as WizardStep)}
      />
      <ExpressNotices order={order} />
      {step === 'delivery' && (
        <AddressStep client={client} order={order} onBusy={setSubmitting} onDone={(o) => { completed(o, 'delivery'); setOrder(o); go('methods'); }} />
      )}
      {step === 'methods' && (
        <MethodStep client={client} order={order} onBusy={setSubmitting} onDone={(o) => { completed(o, 'methods'); setOrder(o); go('summary'); }} />
      )}
      {step === 'summary' && (
        <SummaryStep
          client={client}
          order={order}
          onBusy={setSubmitting}
          onDone={(o) => { completed(o, 'summary'); void navigate(pathOf('orderPayment', { orderId: o.number })); }}
        />
      )}
      </div>
      <div className="cc-page__aside">
        <Totals order={order} title={intl.formatMessage({ id: 'checkout.aside.title', defaultMessage: 'Your order' })}>
          <ul className="cc-aside-lines" aria-label={intl.formatMessage({ id: 'checkout.aside.lines', defaultMessage: 'Items in your order' })}>
            {order.line_items.filter((li) => li.parent_id === null).map((li) => (
              <li key={li.id}>
                <FormattedMessage id="checkout.aside.line" defaultMessage="{quantity, number} × {name}" values={{ quantity: li.quantity, name: li.name }} />
              </li>
            ))}
          </ul>
        </Totals>
      </div>
      <BlockingOverlay stage={submitting ? 'submittingOrderDetails' : null} />
    </section>
  );
}
