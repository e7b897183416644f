// The back office's funnel report (docs/domain.md#consent-and-analytics): product views → added to
// cart → checkout started → order completed, distinct visitors per ISO week and store.
import { FUNNEL_STEPS, type FunnelStepKey } from '@ph/api-contract/funnel';
import type { Db } from '../db';
import { funnelCounts, funnelRegions } from './funnel-repo';

type StepCounts = Record<FunnelStepKey, number>;

export interface FunnelReport {
  from: string;
  to: string;
  region: string | null;
  weeks: Array<StepCounts & { week_start: string }>;
  total: StepCounts;
  regions: string[];
}

const DAY_MS = 86_400_000;

function zeros(): StepCounts {
  return { product_viewed: 0, product_added: 0, checkout_started: 0, order_completed: 0 };
}

/** The Monday (UTC) of the ISO week holding `day`. */
function mondayOf(day: Date): Date {
  const weekday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - weekday * DAY_MS);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Every week the range touches appears, oldest first, so a quiet week reads as zeros rather than a gap. */
export async function funnelReport(db: Db, q: { from: string; to: string; region?: string | undefined }): Promise<FunnelReport> {
  const from = new Date(`${q.from}T00:00:00Z`);
  const until = new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS);
  const events = FUNNEL_STEPS.map((s) => s.event);
  const keyOf = new Map<string, FunnelStepKey>(FUNNEL_STEPS.map((s) => [s.event, s.key]));
  const [rows, regions] = await Promise.all([funnelCounts(db, { from, until, events, region: q.region }), funnelRegions(db, { from, until, events })]);

  const weeks = new Map<string, StepCounts>();
  for (let monday = mondayOf(from); monday < until; monday = new Date(monday.getTime() + 7 * DAY_MS)) weeks.set(isoDay(monday), zeros());
  const total = zeros();
  for (const row of rows) {
    const key = keyOf.get(row.event);
    if (!key) continue;
    const into = row.week === null ? total : weeks.get(row.week);
    if (into) into[key] = row.visitors;
  }
  return {
    from: q.from,
    to: q.to,
    region: q.region ?? null,
    weeks: [...weeks].map(([week_start, counts]) => ({ week_start, ...counts })),
    total,
    regions,
  };
}
