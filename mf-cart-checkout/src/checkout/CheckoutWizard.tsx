import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiClient, Order } from '@ph/api-client';
import { useNavigate, useRoutePath } from '@ph/remote-kit';
import { BlockingOverlay, Button, Icon, Steps } from '@ph/ui';
import { Totals } from '../cart/Totals';
import { ExpressNotices } from '../cart/ExpressNotices';
import { AddressStep } from './AddressStep';
import { MethodStep } from './MethodStep';
import { SummaryStep } from './SummaryStep';
import { MarketingConsentPrompt } from '../consent/MarketingConsentPrompt';
import { clampStep, WIZARD_STEPS, type WizardStep } from './wizardSteps';

interface Props {
  client: ApiClient;
  order: Order;
  /** The step the address asks for (`?step=`); never shown past what the API has accepted. */
  requested: WizardStep;
  go: (step: WizardStep | null) => void;
  onCompleted: (order: Order, step: WizardStep) => void;
  onOrder: (order: Order) => void;
}

/** The checkout wizard of `/cart/?step=`: delivery address, methods, summary, then the payment page. */
export function CheckoutWizard({ client, order, requested, go, onCompleted: completed, onOrder: setOrder }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const pathOf = useRoutePath();
  const [submitting, setSubmitting] = useState(false);
  /** The e-mail address whose marketing consent is being settled before the methods step. */
  const [asking, setAsking] = useState<string | null>(null);
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
        <AddressStep client={client} order={order} onBusy={setSubmitting} onDone={(o) => { completed(o, 'delivery'); setOrder(o); if (o.email) setAsking(o.email); else go('methods'); }} />
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
      {/* Once the details step has kept the shopper's e-mail address, before the next step. */}
      {asking && <MarketingConsentPrompt client={client} email={asking} onDone={() => { setAsking(null); go('methods'); }} />}
      <BlockingOverlay stage={submitting ? 'submittingOrderDetails' : null} />
    </section>
  );
}
