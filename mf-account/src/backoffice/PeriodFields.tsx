import { defineMessages, useIntl } from 'react-intl';
import { TextField } from '@ph/ui';

/** A period of UTC days, both included, as the back office's reports ask the API for them (`YYYY-MM-DD`). */
export interface Period {
  from: string;
  to: string;
}

const DAY = 86_400_000;

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

const periodErrors = defineMessages({
  toBeforeFrom: { id: 'account.backOffice.period.toBeforeFrom', defaultMessage: 'The end date cannot be before the start date.' },
  tooLong: { id: 'account.backOffice.period.tooLong', defaultMessage: 'Choose a period of at most one year.' },
  missing: { id: 'account.backOffice.period.missingDate', defaultMessage: 'Enter a date.' },
});

export type PeriodError = keyof typeof periodErrors;

/**
 * The period's mistake the API would refuse with a 400, said before asking it. `maxSpanDays` is the
 * most days `to` may lie after `from` (each report's API has its own limit).
 */
export function periodError({ from, to }: Period, maxSpanDays: number): PeriodError | null {
  if (!from || !to) return 'missing';
  const span = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  if (span < 0) return 'toBeforeFrom';
  if (span > maxSpanDays * DAY) return 'tooLong';
  return null;
}

interface PeriodFieldsProps {
  period: Period;
  error: PeriodError | null;
  onChange: (period: Period) => void;
  labels: { from: string; to: string; hint: string };
}

/** The two date fields of a report's filters; the mistake is said at the field that holds it. */
export function PeriodFields({ period, error, onChange, labels }: PeriodFieldsProps) {
  const intl = useIntl();
  const message = error ? intl.formatMessage(periodErrors[error]) : undefined;
  return (
    <>
      <TextField
        type="date"
        label={labels.from}
        value={period.from}
        max={period.to || undefined}
        onChange={(e) => onChange({ ...period, from: e.target.value })}
        {...(error === 'missing' && !period.from ? { error: message } : {})}
      />
      <TextField
        type="date"
        label={labels.to}
        value={period.to}
        min={period.from || undefined}
        hint={labels.hint}
        onChange={(e) => onChange({ ...period, to: e.target.value })}
        {...(error && (error !== 'missing' || !period.to) ? { error: message } : {})}
      />
    </>
  );
}
