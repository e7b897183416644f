// The order's life after checkout on its page (`GET v2/orders/{number}/timeline`): the steps (placed,
// artwork approved, in production, each shipment with its tracking link, delivered, canceled, refunds),
// the estimated delivery date in the store's date pattern, and "Cancel order" while the server allows
// it, behind a confirmation that says what goes back and how. A chunk of its own: the account's first
// load keeps its budget. "Order Viewed" once the timeline is shown; "Order Updated" after a cancellation
// (the page tracker sends nothing before consent).
import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedDate, useIntl } from 'react-intl';
import { cancelMyOrder, fetchOrderTimeline, type OrderTimelineResponse, type RefundPreview, type TimelineEntry } from '@ph/api-client/order-tracking';
import { describeApiError } from '@ph/api-errors';
import { formatRegionDate, getRegionConfig, isRegionCode } from '@ph/region-config';
import { Button, Card, ErrorPanel, Skeleton } from '@ph/ui';
import { ConfirmDialog } from '@ph/ui/dialogs';
import { accountTracker, ACCOUNT_PAGE_SOURCE, orderFields } from '../analytics/tracker';
import { useFormatAmount } from '../common/format';
import { useAccountSession } from '../session/SessionProvider';
import type { Order as AccountOrder } from '@ph/api-client';

const m = defineMessages({
  title: { id: 'account.tracking.title', defaultMessage: 'Delivery and progress' },
  placed: { id: 'account.tracking.placed', defaultMessage: 'Order placed' },
  artwork_approved: { id: 'account.tracking.artworkApproved', defaultMessage: 'Artwork approved' },
  in_production: { id: 'account.tracking.inProduction', defaultMessage: 'In production' },
  shipped: { id: 'account.tracking.shipped', defaultMessage: 'Shipped with {carrier}' },
  delivered: { id: 'account.tracking.delivered', defaultMessage: 'Delivered' },
  canceled: { id: 'account.tracking.canceled', defaultMessage: 'Order canceled' },
  refund: { id: 'account.tracking.refund', defaultMessage: 'Refund of {amount}' },
  reason: { id: 'account.tracking.reason', defaultMessage: 'Reason: {reason}' },
  track: { id: 'account.tracking.track', defaultMessage: 'Track parcel {number}' },
  estimate: { id: 'account.tracking.estimate', defaultMessage: 'Estimated delivery: {from} – {to}' },
  estimateOne: { id: 'account.tracking.estimateOne', defaultMessage: 'Estimated delivery: {date}' },
  estimateArtwork: { id: 'account.tracking.estimateArtwork', defaultMessage: 'Production starts once your artwork is approved; the date moves until then.' },
  cancel: { id: 'account.tracking.cancel', defaultMessage: 'Cancel order' },
  cancelTitle: { id: 'account.tracking.cancelTitle', defaultMessage: 'Cancel order {number}?' },
  cancelConfirm: { id: 'account.tracking.cancelConfirm', defaultMessage: 'Yes, cancel the order' },
  cancelNothing: { id: 'account.tracking.cancelNothing', defaultMessage: 'Nothing has been paid yet, so there is nothing to refund.' },
  cancelled: { id: 'account.tracking.cancelled', defaultMessage: 'Your order is canceled.' },
  wayGateway: { id: 'account.tracking.wayGateway', defaultMessage: '{amount} goes back to the card or account you paid with (5 to 10 working days, depending on your bank).' },
  wayWallet: { id: 'account.tracking.wayWallet', defaultMessage: '{amount} goes back to your store credit at once.' },
  wayTransfer: { id: 'account.tracking.wayTransfer', defaultMessage: '{amount} is paid back to you by bank transfer.' },
  refundPending: { id: 'account.tracking.refundPending', defaultMessage: 'on its way back' },
  refundDone: { id: 'account.tracking.refundDone', defaultMessage: 'refunded' },
  refundOwed: { id: 'account.tracking.refundOwed', defaultMessage: 'to be paid back by transfer' },
});

const WAY = { gateway: m.wayGateway, wallet: m.wayWallet, transfer: m.wayTransfer } as const;
const REFUND_STATE = { pending: m.refundPending, succeeded: m.refundDone, owed: m.refundOwed, failed: m.refundPending } as const;

export default function OrderTracking({ order, onChanged }: { order: AccountOrder; onChanged(): void }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const amount = useFormatAmount();
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: OrderTimelineResponse }>({ status: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const viewed = useRef(false);

  const load = (signal: AbortSignal) =>
    fetchOrderTimeline(client, order.number, signal).then(
      (data) => setState({ status: 'ready', data }),
      (err: unknown) => {
        if (!signal.aborted) setState({ status: 'error', error: err });
      },
    );
  useEffect(() => {
    const ctrl = new AbortController();
    void load(ctrl.signal);
    return () => ctrl.abort();
    // The order's number is what the timeline is of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.number]);
  useEffect(() => {
    if (state.status !== 'ready' || viewed.current) return;
    viewed.current = true;
    accountTracker(client).track('Order Viewed', { source: ACCOUNT_PAGE_SOURCE, ...orderFields(order), order_number: order.number, state: state.data.state, fulfillment_state: state.data.fulfillment_state, currency: order.currency, total: order.total / 100 });
  }, [state, client, order]);

  if (state.status === 'loading') return <Card><Skeleton lines={4} /></Card>;
  if (state.status === 'error') {
    return <ErrorPanel headingLevel={3} message={describeApiError(intl, state.error).message} onRetry={() => void load(new AbortController().signal)} />;
  }
  const t = state.data;
  const regionDate = (iso: string) => (isRegionCode(order.region) ? formatRegionDate(iso, getRegionConfig(order.region).datesFormattingRules) : iso);
  const shipments = new Map(t.shipments.map((s) => [s.id, s]));
  const refunds = new Map(t.refunds.map((r) => [r.id, r]));

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancelMyOrder(client, order.number);
      accountTracker(client).track('Order Updated', { source: ACCOUNT_PAGE_SOURCE, ...orderFields(order), order_number: order.number, state: 'canceled', currency: order.currency, total: order.total / 100 });
      setConfirming(false);
      setDone(true);
      await load(new AbortController().signal);
      onChanged();
    } catch (err) {
      setError(describeApiError(intl, err).message);
      // The server may have moved on (production started): show what it says now.
      await load(new AbortController().signal);
    } finally {
      setBusy(false);
    }
  };

  const describe = (e: TimelineEntry) => {
    if (e.step === 'shipped') return intl.formatMessage(m.shipped, { carrier: (e.shipment_id !== null && shipments.get(e.shipment_id)?.carrier_name) || '' });
    if (e.step === 'refund') {
      const r = e.refund_id === null ? undefined : refunds.get(e.refund_id);
      return r ? `${intl.formatMessage(m.refund, { amount: amount(r.amount, r.currency) })} (${intl.formatMessage(REFUND_STATE[r.state])})` : intl.formatMessage(m.refund, { amount: '' });
    }
    return intl.formatMessage(m[e.step]);
  };
  const est = t.estimated_delivery;
  const preview = (p: RefundPreview, i: number) => <li key={i}>{intl.formatMessage(WAY[p.way], { amount: amount(p.amount, p.currency) })}</li>;

  return (
    <Card>
      <section aria-labelledby="acc-order-tracking">
        <h3 id="acc-order-tracking">{intl.formatMessage(m.title)}</h3>
        {done && <p role="status">{intl.formatMessage(m.cancelled)}</p>}
        {est && (
          <p>
            <strong>
              {est.min_date === est.max_date
                ? intl.formatMessage(m.estimateOne, { date: regionDate(est.min_date) })
                : intl.formatMessage(m.estimate, { from: regionDate(est.min_date), to: regionDate(est.max_date) })}
            </strong>
            {est.basis === 'awaiting_artwork' && <small> {intl.formatMessage(m.estimateArtwork)}</small>}
          </p>
        )}
        <ol className="acc-timeline">
          {t.timeline.map((e, i) => {
            const shipment = e.shipment_id === null ? undefined : shipments.get(e.shipment_id);
            return (
              <li key={`${e.step}-${e.at}-${i}`}>
                <time dateTime={e.at}>
                  <FormattedDate value={e.at} dateStyle="medium" timeStyle="short" />
                </time>
                <span>{describe(e)}</span>
                {shipment && (
                  <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                    {intl.formatMessage(m.track, { number: shipment.tracking_number })}
                  </a>
                )}
                {e.reason && <small>{intl.formatMessage(m.reason, { reason: e.reason })}</small>}
              </li>
            );
          })}
        </ol>
        {error && !confirming && <p role="alert">{error}</p>}
        {t.cancel.allowed && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {intl.formatMessage(m.cancel)}
          </Button>
        )}
      </section>
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage(m.cancelTitle, { number: order.number })}
          confirmLabel={intl.formatMessage(m.cancelConfirm)}
          onConfirm={() => void cancel()}
          onClose={() => setConfirming(false)}
          busy={busy}
          error={error}
        >
          {t.cancel.refunds.length === 0 ? <p>{intl.formatMessage(m.cancelNothing)}</p> : <ul>{t.cancel.refunds.map(preview)}</ul>}
        </ConfirmDialog>
      )}
    </Card>
  );
}
