import { sql } from 'drizzle-orm';
import type { Db } from '../db';

/** Jobs waiting to run (created or to be retried), per queue, from pg-boss's own table. */
export async function waitingJobsByQueue(db: Db): Promise<Array<{ queue: string; waiting: number }>> {
  const result = await db.execute(sql`SELECT name AS queue, count(*)::int AS waiting FROM pgboss.job WHERE state IN ('created', 'retry') GROUP BY name`);
  return (result as unknown as { rows: Array<{ queue: string; waiting: number }> }).rows ?? [];
}

/** Seconds the oldest e-mail not yet sent has waited in the outbox (0 when none waits). */
export async function outboxLagSeconds(db: Db, now: Date): Promise<number> {
  const result = await db.execute(sql`SELECT min(created_at) AS oldest FROM outbox WHERE sent_at IS NULL`);
  const oldest = (result as unknown as { rows: Array<{ oldest: Date | string | null }> }).rows?.[0]?.oldest ?? null;
  return oldest ? Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000) : 0;
}

/** Payment records by state (order_payments), what the payment outcomes add up to. */
export async function paymentsByState(db: Db): Promise<Array<{ state: string; count: number }>> {
  const result = await db.execute(sql`SELECT state, count(*)::int AS count FROM order_payments GROUP BY state`);
  return (result as unknown as { rows: Array<{ state: string; count: number }> }).rows ?? [];
}

/** Refunds by state (order_refunds). */
export async function refundsByState(db: Db): Promise<Array<{ state: string; count: number }>> {
  const result = await db.execute(sql`SELECT state, count(*)::int AS count FROM order_refunds GROUP BY state`);
  return (result as unknown as { rows: Array<{ state: string; count: number }> }).rows ?? [];
}
