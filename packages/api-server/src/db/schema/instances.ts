import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The API processes running now, one row per slot (`API_INSTANCE_ID`, default host:port). `boot_id` is
 * new on every start and `heartbeat_at` is refreshed every few seconds: a lock whose owner's boot id is
 * no longer its slot's, or whose heartbeat stopped, belongs to a dead process (`src/jobs/instance.ts`).
 */
export const apiInstances = pgTable('api_instances', {
  slot: text('slot').primaryKey(),
  bootId: text('boot_id').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});
