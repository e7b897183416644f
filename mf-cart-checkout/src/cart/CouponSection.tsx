import { useState, type FormEvent } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { applyCouponCode, removeCouponCode, type ApiClient, type Order } from '@ph/api-client';
import { Button, TextField } from '@ph/ui';
import { orderProperties } from '../analytics/checkoutEvents';
import { checkoutTracker } from '../analytics/tracker';
import { apiReasonForAnalytics } from '../common/errors';
import { CHANGE_FORM, ChangeFields, useChangeOutcome } from './changeForm';

interface Props {
  client: ApiClient;
  order: Order;
  onOrder(order: Order): void;
}

/** The discount codes section: enter, apply (or the API's reason for refusing), remove. */
export function CouponSection({ client, order, onOrder }: Props) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  // A code sent before the page's script ran comes back in the address with the edge's answer.
  const outcome = useChangeOutcome();
  const [denied, setDenied] = useState<string | null>(() =>
    outcome.change === 'coupon' && outcome.failed !== null
      ? describeApiError(intl, outcome.failed, { fallback: defineMessage({ id: 'coupon.failed', defaultMessage: 'The code could not be checked. Try again.' }) }).message
      : null,
  );
  const [notice, setNotice] = useState<string | null>(null);

  const apply = async (e: FormEvent) => {
    e.preventDefault();
    const entered = code.trim();
    if (!entered || busy) return;
    setBusy('apply');
    setDenied(null);
    setNotice(null);
    const tracker = checkoutTracker(client);
    tracker.track('Coupon Entered', { order_id: order.number, coupon_id: entered.toUpperCase() });
    try {
      const next = await applyCouponCode(client, order.id, entered);
      onOrder(next);
      tracker.track('Coupon Applied', { ...orderProperties(next), coupon_id: entered.toUpperCase() });
      setCode('');
      setNotice(intl.formatMessage({ id: 'coupon.applied', defaultMessage: 'Discount code {code} applied.' }, { code: entered.toUpperCase() }));
    } catch (err) {
      const reason = apiReasonForAnalytics(err);
      if (reason) tracker.track('Coupon Denied', { order_id: order.number, coupon_id: entered.toUpperCase(), reason });
      setDenied(describeApiError(intl, err, { fallback: defineMessage({ id: 'coupon.failed', defaultMessage: 'The code could not be checked. Try again.' }) }).message);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (promo: string) => {
    if (busy) return;
    setBusy(promo);
    setDenied(null);
    try {
      const next = await removeCouponCode(client, order.id, promo);
      onOrder(next);
      checkoutTracker(client).track('Coupon Removed', { ...orderProperties(next), coupon_id: promo });
      setNotice(intl.formatMessage({ id: 'coupon.removed', defaultMessage: 'Discount code {code} removed.' }, { code: promo }));
    } catch (err) {
      setDenied(describeApiError(intl, err, { fallback: defineMessage({ id: 'coupon.removeFailed', defaultMessage: 'The code could not be removed. Try again.' }) }).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="cc-coupon-title" className="cc-coupons">
      <h2 id="cc-coupon-title"><FormattedMessage id="coupon.title" defaultMessage="Discount code" /></h2>
      {order.promotions.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'coupon.appliedList', defaultMessage: 'Applied discount codes' })}>
          {order.promotions.map((p) => (
            <li key={p.code}>
              <strong>{p.code}</strong> {p.name}{' '}
              {!p.eligible && <FormattedMessage id="coupon.notEligible" defaultMessage="(your cart does not qualify yet)" />}{' '}
              <form
                {...CHANGE_FORM}
                className="cc-inline-form"
                onSubmit={(e) => {
                  e.preventDefault();
                  void remove(p.code);
                }}
              >
                <ChangeFields change="coupon_remove" orderId={order.id} />
                <input type="hidden" name="code" value={p.code} />
                <Button
                  type="submit"
                  variant="link"
                  busy={busy === p.code}
                  aria-label={intl.formatMessage({ id: 'coupon.remove', defaultMessage: 'Remove discount code {code}' }, { code: p.code })}
                >
                  <FormattedMessage id="coupon.removeShort" defaultMessage="Remove" />
                </Button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <form {...CHANGE_FORM} onSubmit={(e) => void apply(e)} noValidate>
        <ChangeFields change="coupon" orderId={order.id} />
        <TextField
          label={intl.formatMessage({ id: 'coupon.label', defaultMessage: 'Discount code' })}
          name="code"
          value={code}
          autoComplete="off"
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setDenied(null);
          }}
        />
        <Button type="submit" variant="secondary" busy={busy === 'apply'}>
          <FormattedMessage id="coupon.apply" defaultMessage="Apply" />
        </Button>
      </form>
      <p role="status" aria-live="polite" className="cc-visually-quiet">{notice}</p>
      {denied && <p role="alert"><FormattedMessage id="coupon.denied" defaultMessage="Code not applied: {reason}" values={{ reason: denied }} /></p>}
    </section>
  );
}
