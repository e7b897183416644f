// RFM figures from completed orders (replaces the users module's "no orders yet" source).
import { and, count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { orders } from '../db/schema';
import type { CompletedOrderStats } from '../users';

export async function completedOrderStats(db: Db, userId: number): Promise<CompletedOrderStats> {
  const done = and(eq(orders.userId, userId), eq(orders.state, 'complete'));
  const [summary] = await db.select({ n: count(), last: max(orders.completedAt) }).from(orders).where(done);
  const totals = await db
    .select({ currency: orders.currency, amount: sql<string>`sum(${orders.total})` })
    .from(orders)
    .where(done)
    .groupBy(orders.currency)
    .orderBy(orders.currency);
  return {
    count: summary?.n ?? 0,
    lastCompletedAt: summary?.last ?? null,
    totals: totals.map((t) => ({ currency: t.currency, amount: Number(t.amount) })),
  };
}
