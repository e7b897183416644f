import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchPaymentSchedule, type ApiClient, type PaymentScheduleView } from '@ph/api-client';
import { InstalmentTable } from './InstalmentTable';

type Load = { status: 'loading' } | { status: 'ready'; schedule: PaymentScheduleView } | { status: 'error' };

/**
 * The instalments of an order paid in instalments (due dates, amounts, which are paid), read from the
 * API; nothing for an order without a schedule. `paymentState` re-reads it when a transfer is booked.
 */
export function PaymentScheduleSection({ client, orderNumber, paymentState }: { client: ApiClient; orderNumber: string; paymentState: string | null }) {
  const intl = useIntl();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    const ctl = new AbortController();
    fetchPaymentSchedule(client, orderNumber, ctl.signal).then(
      (schedule) => !ctl.signal.aborted && setLoad({ status: 'ready', schedule }),
      () => !ctl.signal.aborted && setLoad({ status: 'error' }),
    );
    return () => ctl.abort();
  }, [client, orderNumber, paymentState]);

  if (load.status === 'error') {
    return <p role="alert"><FormattedMessage id="summary.scheduleFailed" defaultMessage="Your instalment schedule could not be loaded." /></p>;
  }
  if (load.status !== 'ready' || load.schedule.installments.length === 0) return null;
  const { installments } = load.schedule;
  const paid = installments.filter((i) => i.state === 'paid').length;
  return (
    <section aria-labelledby="cc-schedule-title" className="cc-schedule">
      <h2 id="cc-schedule-title"><FormattedMessage id="summary.scheduleTitle" defaultMessage="Your instalments" /></h2>
      <p>
        <FormattedMessage
          id="summary.scheduleProgress"
          defaultMessage="{paid} of {count, plural, one {# instalment} other {# instalments}} paid."
          values={{ paid, count: installments.length }}
        />
      </p>
      <InstalmentTable installments={installments} caption={intl.formatMessage({ id: 'summary.scheduleCaption', defaultMessage: 'Instalment schedule of order {number}' }, { number: orderNumber })} />
    </section>
  );
}
