import type { Db } from '../db';

export interface CompletedOrderStats {
  /** Number of completed orders. */
  count: number;
  lastCompletedAt: Date | null;
  /** Sum of completed order totals per currency, integer minor units. */
  totals: { currency: string; amount: number }[];
}

/**
 * Where RFM figures come from. The orders module does not exist yet, so the default source answers
 * "no completed orders"; the orders module replaces it (`buildApp({ orderStats })` or
 * `app.ctx.orderStats = …` before `ready()`) with a query over its own table.
 */
export interface OrderStatsSource {
  completedOrderStats(db: Db, userId: number): Promise<CompletedOrderStats>;
}

export const noOrdersYet: OrderStatsSource = {
  async completedOrderStats() {
    return { count: 0, lastCompletedAt: null, totals: [] };
  },
};
