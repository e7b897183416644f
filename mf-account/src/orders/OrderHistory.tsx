import { FormattedDate, useIntl } from 'react-intl';
import type { OrderStateChange } from '@ph/api-contract';
import { labelOf } from '@ph/ui';
import { historyActorLabels, historyFulfillmentLabels, historyLabels, historyPaymentLabels, historyStateLabels } from './labels';

/** The order's state changes as a timeline, oldest first (`state_changes` of `GET orders/{number}`). */
export function OrderHistory({ changes }: { changes: readonly OrderStateChange[] }) {
  const intl = useIntl();
  if (changes.length === 0) return null;
  const describe = (c: OrderStateChange): string => {
    // A state this screen has no name for yet is shown as the API sends it rather than failing.
    const names = c.machine === 'order' ? historyStateLabels : c.machine === 'payment' ? historyPaymentLabels : historyFulfillmentLabels;
    const name = (state: string) => labelOf(intl, names, state) ?? state;
    const subject = intl.formatMessage(c.machine === 'order' ? historyLabels.order : c.machine === 'payment' ? historyLabels.payment : historyLabels.production);
    return c.from === null
      ? intl.formatMessage(historyLabels.first, { subject, to: name(c.to) })
      : intl.formatMessage(historyLabels.change, { subject, from: name(c.from), to: name(c.to) });
  };
  return (
    <section aria-labelledby="acc-order-history">
      <h3 id="acc-order-history">{intl.formatMessage(historyLabels.title)}</h3>
      <ol className="acc-timeline">
        {changes.map((c, i) => (
          <li key={`${c.created_at}-${i}`}>
            <time dateTime={c.created_at}>
              <FormattedDate value={c.created_at} dateStyle="medium" timeStyle="short" />
            </time>
            <span>{describe(c)}</span>
            <small>{intl.formatMessage(historyActorLabels[c.actor])}</small>
            {c.reason ? <small>{intl.formatMessage(historyLabels.reason, { reason: c.reason })}</small> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
