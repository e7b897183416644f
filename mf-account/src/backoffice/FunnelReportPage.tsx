import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchFunnelReport, type FunnelReport } from '@ph/api-client/funnel';
import { describeApiError } from '@ph/api-errors';
import { REGION_CODES, type RegionCode } from '@ph/region-config';
import { ErrorPanel, SelectField, Spinner } from '@ph/ui';
import { useLoad } from '@ph/remote-kit';
import { useAccountSession } from '../session/SessionProvider';
import { FunnelChart } from './FunnelChart';
import { FUNNEL_STEP_TEXT } from './funnelSteps';
import { funnelText } from './funnelText';
import { isoDay, PeriodFields, periodError, type Period } from './PeriodFields';

const ALL = '';
const DAY = 86_400_000;
/** The API's longest report (api-contract `FUNNEL_MAX_DAYS` days, both ends included). */
const MAX_SPAN_DAYS = 370;

/** The last twelve ISO weeks, this one included: from a Monday to today (UTC, as the API counts). */
export function lastTwelveWeeks(now = new Date()): Period {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * DAY);
  return { from: isoDay(new Date(monday.getTime() - 11 * 7 * DAY)), to: isoDay(now) };
}

function Share({ part, of }: { part: number; of: number }) {
  const intl = useIntl();
  if (of === 0) return <>{intl.formatMessage(funnelText.none)}</>;
  return <>{intl.formatNumber(part / of, { style: 'percent', maximumFractionDigits: 1 })}</>;
}

function Summary({ report }: { report: FunnelReport }) {
  const intl = useIntl();
  const first = report.total.product_viewed;
  return (
    <div className="acc-table-wrap">
      <table className="acc-table">
        <caption>{intl.formatMessage(funnelText.summaryCaption, { from: intl.formatDate(`${report.from}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }), to: intl.formatDate(`${report.to}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(funnelText.colStep)}</th>
            <th scope="col">{intl.formatMessage(funnelText.colVisitors)}</th>
            <th scope="col">{intl.formatMessage(funnelText.colFromPrevious)}</th>
            <th scope="col">{intl.formatMessage(funnelText.colFromFirst)}</th>
          </tr>
        </thead>
        <tbody>
          {FUNNEL_STEP_TEXT.map((step, i) => {
            const previous = FUNNEL_STEP_TEXT[i - 1];
            return (
              <tr key={step.key}>
                <th scope="row">{intl.formatMessage(step.label)}</th>
                <td>{intl.formatNumber(report.total[step.key])}</td>
                <td>{previous ? <Share part={report.total[step.key]} of={report.total[previous.key]} /> : intl.formatMessage(funnelText.none)}</td>
                <td>{i === 0 ? intl.formatMessage(funnelText.none) : <Share part={report.total[step.key]} of={first} />}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Weeks({ report }: { report: FunnelReport }) {
  const intl = useIntl();
  return (
    <div className="acc-table-wrap">
      <table className="acc-table">
        <caption>{intl.formatMessage(funnelText.weeksCaption, { count: report.weeks.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(funnelText.colWeek)}</th>
            {FUNNEL_STEP_TEXT.map((step) => (
              <th scope="col" key={step.key}>
                {intl.formatMessage(step.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.weeks.map((week) => (
            <tr key={week.week_start}>
              <th scope="row">{intl.formatDate(`${week.week_start}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}</th>
              {FUNNEL_STEP_TEXT.map((step) => (
                <td key={step.key}>{intl.formatNumber(week[step.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `/account/back-office/funnel`: product views → added to cart → checkout started → order completed,
 * distinct visitors per ISO week, all stores or one; a chart (Chart.js, loaded only here) above the
 * same figures as tables.
 */
export function FunnelReportPage() {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [period, setPeriod] = useState(() => lastTwelveWeeks());
  const [region, setRegion] = useState<string>(ALL);
  const invalid = periodError(period, MAX_SPAN_DAYS);
  const key = invalid ? `invalid:${invalid}` : `${period.from}:${period.to}:${region}`;
  const report = useLoad(key, (signal) =>
    invalid ? Promise.resolve(null) : fetchFunnelReport(client, { from: period.from, to: period.to, ...(region === ALL ? {} : { region: region as RegionCode }) }, signal),
  );
  const data = report.status === 'success' ? report.data : null;
  const empty = data !== null && Object.values(data.total).every((n) => n === 0);

  return (
    <section aria-labelledby="acc-bo-funnel">
      <h2 id="acc-bo-funnel">
        <FormattedMessage {...funnelText.title} />
      </h2>
      <p>
        <FormattedMessage {...funnelText.intro} />
      </p>
      <form className="acc-filters" aria-label={intl.formatMessage(funnelText.filters)} onSubmit={(e) => e.preventDefault()}>
        <PeriodFields
          period={period}
          error={invalid}
          onChange={setPeriod}
          labels={{ from: intl.formatMessage(funnelText.from), to: intl.formatMessage(funnelText.to), hint: intl.formatMessage(funnelText.periodHint) }}
        />
        <SelectField
          label={intl.formatMessage(funnelText.store)}
          value={region}
          options={[{ value: ALL, label: intl.formatMessage(funnelText.allStores) }, ...REGION_CODES.map((r) => ({ value: r, label: r.toUpperCase() }))]}
          onChange={(e) => setRegion(e.target.value)}
        />
      </form>
      {!invalid && report.status === 'loading' && <Spinner label={intl.formatMessage(funnelText.loading)} />}
      {report.status === 'error' && <ErrorPanel headingLevel={3} message={describeApiError(intl, report.error, { fallback: funnelText.loadError }).message} onRetry={report.retry} />}
      {data && empty && (
        <p role="status">
          <FormattedMessage {...funnelText.empty} />
        </p>
      )}
      {data && !empty && (
        <>
          <Summary report={data} />
          <FunnelChart report={data} />
          <Weeks report={data} />
        </>
      )}
    </section>
  );
}
