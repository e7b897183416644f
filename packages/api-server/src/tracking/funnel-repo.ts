// The funnel report's queries: distinct visitors per step, per ISO week and over the whole range.
import { sql } from 'drizzle-orm';
import type { Db } from '../db';

export interface FunnelCountRow {
  /** The week's Monday (UTC) as YYYY-MM-DD; null on the rows that count the whole range. */
  week: string | null;
  event: string;
  visitors: number;
}

interface Range {
  /** Inclusive start, UTC midnight. */
  from: Date;
  /** Exclusive end, UTC midnight of the day after the range. */
  until: Date;
  events: readonly string[];
  region: string | undefined;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

/**
 * One pass over the range (the (event, created_at) index): GROUPING SETS give each week's distinct
 * visitors and the range's, which a sum of weeks would overcount (a visitor active in two weeks).
 */
export async function funnelCounts(db: Db, r: Range): Promise<FunnelCountRow[]> {
  const events = sql.join(
    r.events.map((e) => sql`${e}`),
    sql`, `,
  );
  const region = r.region === undefined ? sql`` : sql` AND region = ${r.region}`;
  const result = await db.execute(sql`
    SELECT week, event, count(DISTINCT user_id)::int AS visitors, GROUPING(week)::int AS whole_range
      FROM (SELECT to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week, event, user_id
              FROM tracking_events
             WHERE event IN (${events})
               AND created_at >= ${r.from.toISOString()}::timestamptz
               AND created_at < ${r.until.toISOString()}::timestamptz${region}) AS e
     GROUP BY GROUPING SETS ((week, event), (event))`);
  return rowsOf<{ week: string | null; event: string; visitors: number; whole_range: number }>(result).map((row) => ({
    week: row.whole_range === 1 ? null : row.week,
    event: row.event,
    visitors: Number(row.visitors),
  }));
}

/** The stores that recorded any of the events in the range (rows from before the store was kept have none). */
export async function funnelRegions(db: Db, r: Omit<Range, 'region'>): Promise<string[]> {
  const events = sql.join(
    r.events.map((e) => sql`${e}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT DISTINCT region FROM tracking_events
     WHERE event IN (${events}) AND region IS NOT NULL
       AND created_at >= ${r.from.toISOString()}::timestamptz
       AND created_at < ${r.until.toISOString()}::timestamptz
     ORDER BY region`);
  return rowsOf<{ region: string }>(result).map((row) => row.region);
}
