// The api_instances table: each process's slot, boot id and heartbeat (instance.ts keeps them).
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { apiInstances } from '../db/schema';

/** A heartbeat older than this means the process is gone (three missed beats of instance.ts). */
const DEAD_AFTER_SECONDS = 15;

/** Claims or refreshes the slot for this boot (a new boot of the slot restarts its clock). */
export async function beat(db: Db, slot: string, bootId: string): Promise<void> {
  await db
    .insert(apiInstances)
    .values({ slot, bootId })
    .onConflictDoUpdate({
      target: apiInstances.slot,
      set: {
        bootId,
        heartbeatAt: sql`now()`,
        startedAt: sql`CASE WHEN ${apiInstances.bootId} = ${bootId} THEN ${apiInstances.startedAt} ELSE now() END`,
      },
    });
}

/** A clean stop frees its slot: anything it still held is recovered at once. */
export async function freeSlot(db: Db, slot: string, bootId: string): Promise<void> {
  await db.delete(apiInstances).where(sql`${apiInstances.slot} = ${slot} AND ${apiInstances.bootId} = ${bootId}`);
}

/** SQL: true when `ownerColumn` names a boot id that is still alive (for other repositories' queries). */
export function ownerAlive(ownerColumn: unknown) {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${apiInstances} WHERE ${apiInstances.bootId} = ${ownerColumn} AND ${apiInstances.heartbeatAt} > now() - make_interval(secs => ${DEAD_AFTER_SECONDS}))`;
}
