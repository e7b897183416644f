import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScheduleOptions } from '@ph/api-client';
import { Button, Price } from '@ph/ui';
import { InstalmentTable } from './InstalmentTable';

interface Props {
  /** Null when the API could not be asked: the shopper can still pay in full. */
  options: ScheduleOptions | null;
  busy: boolean;
  onPayInFull(): void;
  /** The chosen plan's dates; the API splits the amount again when it places the order. */
  onPayInInstalments(dueDates: string[]): void;
}

/** Bank transfer: "pay in full or pay in instalments" (docs/domain.md#consent-and-analytics), with the API's plans. */
export function InstalmentChoice({ options, busy, onPayInFull, onPayInInstalments }: Props) {
  const intl = useIntl();
  const plans = options?.eligible ? options.plans : [];
  const [mode, setMode] = useState<'full' | 'instalments'>('full');
  const [count, setCount] = useState(plans[0]?.count ?? 0);
  const plan = plans.find((p) => p.count === count) ?? plans[0];

  if (plans.length === 0) {
    return (
      <>
        {options?.reason?.code === 'installments_not_eligible' && options.minimum !== null && (
          <p>
            <FormattedMessage
              id="instalments.minimum"
              defaultMessage="Paying in instalments is possible for orders from {minimum}."
              values={{ minimum: <Price key="minimum" amountMinor={options.minimum} /> }}
            />
          </p>
        )}
        <Button busy={busy} onClick={onPayInFull}>
          <FormattedMessage id="payment.placeTransfer" defaultMessage="Place the order and pay by bank transfer" />
        </Button>
      </>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (mode === 'full' || !plan) onPayInFull();
    else onPayInInstalments(plan.installments.map((i) => i.due_date));
  };

  return (
    <form onSubmit={submit}>
      <fieldset>
        <legend><FormattedMessage id="instalments.choose" defaultMessage="How would you like to pay?" /></legend>
        <label className="cc-radio">
          <input type="radio" name="schedule" value="full" checked={mode === 'full'} onChange={() => setMode('full')} />{' '}
          <FormattedMessage id="instalments.full" defaultMessage="Pay in full" />
        </label>
        <label className="cc-radio">
          <input type="radio" name="schedule" value="instalments" checked={mode === 'instalments'} onChange={() => setMode('instalments')} />{' '}
          <FormattedMessage id="instalments.split" defaultMessage="Pay in instalments" />
        </label>
      </fieldset>
      {mode === 'instalments' && plan && (
        <>
          <fieldset>
            <legend><FormattedMessage id="instalments.plan" defaultMessage="Number of instalments" /></legend>
            {plans.map((p) => (
              <label key={p.count} className="cc-radio">
                <input type="radio" name="plan" value={p.count} checked={plan.count === p.count} onChange={() => setCount(p.count)} />{' '}
                <FormattedMessage id="instalments.count" defaultMessage="{count, plural, one {# instalment} other {# instalments}}" values={{ count: p.count }} />
              </label>
            ))}
          </fieldset>
          <InstalmentTable installments={plan.installments} caption={intl.formatMessage({ id: 'instalments.caption', defaultMessage: 'Your instalments (bank transfers)' })} />
        </>
      )}
      <Button type="submit" busy={busy}>
        {mode === 'full'
          ? <FormattedMessage id="payment.placeTransfer" defaultMessage="Place the order and pay by bank transfer" />
          : <FormattedMessage id="instalments.place" defaultMessage="Place the order and pay in instalments" />}
      </Button>
    </form>
  );
}
