import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { tokens } from '@ph/ui/tokens';
import { Spinner } from '@ph/ui';
import type { FunnelReport } from '@ph/api-client/funnel';
import { funnelText } from './funnelText';
import { FUNNEL_STEP_TEXT } from './funnelSteps';

// The series in the order of the funnel, from the kit's palette: a canvas cannot read CSS variables.
const SERIES = [tokens['color-primary'], tokens['color-ink'], tokens['color-kraft'], tokens['color-success']] as const;

const CHART_BOX = { position: 'relative', height: '20rem' } as const;

type BarChartModule = typeof import('./barChart');

let barChart: Promise<BarChartModule> | undefined;
/** The chart's code comes after the page's figures, in a chunk only this page loads. */
function loadBarChart(): Promise<BarChartModule> {
  barChart ??= import(/* webpackChunkName: "bo-chart" */ './barChart');
  return barChart;
}

/**
 * Visitors per step, a group of bars per week. The canvas is a picture for sighted readers
 * (`role="img"` with a label pointing at the table): the same figures are in the table beside it.
 */
export function FunnelChart({ report }: { report: FunnelReport }) {
  const intl = useIntl();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    loadBarChart().then(
      ({ Chart }) => {
        const target = canvas.current;
        if (cancelled || !target) return;
        const context = target.getContext('2d');
        // jsdom and very old browsers draw nothing; the table still holds every figure.
        if (!context) return setState('failed');
        chart = new Chart(context, {
          type: 'bar',
          data: {
            labels: report.weeks.map((w) => intl.formatDate(`${w.week_start}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' })),
            datasets: FUNNEL_STEP_TEXT.map((step, i) => ({
              label: intl.formatMessage(step.label),
              data: report.weeks.map((w) => w[step.key]),
              backgroundColor: SERIES[i],
            })),
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
            plugins: { legend: { position: 'bottom' } },
            locale: intl.locale,
          },
        });
        setState('drawn');
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [report, intl]);

  return (
    <figure>
      {state === 'loading' && <Spinner label={intl.formatMessage(funnelText.chartLoading)} />}
      {state === 'failed' && <p role="status">{intl.formatMessage(funnelText.chartError)}</p>}
      {/* Chart.js sizes the canvas to its box: a relative box of a fixed height (here, not in the account's
          first stylesheet, which every customer loads). */}
      <div style={CHART_BOX} hidden={state === 'failed'}>
        <canvas ref={canvas} role="img" aria-label={intl.formatMessage(funnelText.chartLabel)} />
      </div>
    </figure>
  );
}
