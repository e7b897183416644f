import { FormattedDate, useIntl } from 'react-intl';
import { Badge, type BadgeTone } from '@ph/ui';
import { orderDate } from './api';
import { paymentLabels, stateLabels } from './labels';
import type { Order as AccountOrder } from '@ph/api-client';

// The word carries the meaning; the tone only helps the eye find what needs the customer (a payment due).
const PAYMENT_TONE: Record<NonNullable<AccountOrder['payment_state']>, BadgeTone> = { paid: 'success', balance_due: 'warning', pending: 'info', failed: 'danger', void: 'neutral', partially_refunded: 'info', refunded: 'neutral' };

function orderState(o: AccountOrder): { label: keyof typeof stateLabels; tone: BadgeTone } {
  if (o.state === 'canceled') return { label: 'canceled', tone: 'neutral' };
  if (o.state === 'complete') return { label: 'complete', tone: 'success' };
  return { label: 'inProgress', tone: 'info' };
}

/** The order's state and its payment's, as badges ("Complete", "Awaiting payment"). */
export function OrderStatusBadges({ order: o }: { order: AccountOrder }) {
  const intl = useIntl();
  const state = orderState(o);
  return (
    <span className="acc-status">
      <Badge tone={state.tone}>{intl.formatMessage(stateLabels[state.label])}</Badge>
      {o.payment_state && <Badge tone={PAYMENT_TONE[o.payment_state]}>{intl.formatMessage(paymentLabels[o.payment_state])}</Badge>}
    </span>
  );
}

/** Under an order's title: when it was placed and where it stands. */
export function OrderStatusLine({ order: o }: { order: AccountOrder }) {
  return (
    <p className="acc-order__meta">
      <time dateTime={orderDate(o)}>
        <FormattedDate value={orderDate(o)} dateStyle="long" />
      </time>
      <OrderStatusBadges order={o} />
    </p>
  );
}
