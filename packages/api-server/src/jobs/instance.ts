// Which API processes are alive. A process claims its slot at start with a new boot id and refreshes
// its heartbeat every few seconds. A lock (a payment's busy flag) names its owner's boot id: when the
// slot has since been taken by a new boot (the process was restarted) or the heartbeat stopped (the
// process died for good), the lock is recovered at once instead of being waited out.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiInstances } from '../db/schema';

export const HEARTBEAT_MS = 5_000;
/** A heartbeat older than this means the process is gone (three missed beats). */
export const DEAD_AFTER_SECONDS = 15;

export class InstanceRegistry {
  readonly bootId = randomUUID();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    /** `API_INSTANCE_ID`; defaults to host:port, stable across restarts of the same process slot. */
    readonly slot: string,
  ) {}

  static defaultSlot(port: number): string {
    return `${os.hostname()}:${port}`;
  }

  async start(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => {
      this.beat().catch(() => undefined);
    }, HEARTBEAT_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // A clean stop frees its slot: anything it still held is recovered at once.
    await this.db.delete(apiInstances).where(sql`${apiInstances.slot} = ${this.slot} AND ${apiInstances.bootId} = ${this.bootId}`).catch(() => undefined);
  }

  private async beat(): Promise<void> {
    await this.db
      .insert(apiInstances)
      .values({ slot: this.slot, bootId: this.bootId })
      .onConflictDoUpdate({
        target: apiInstances.slot,
        set: {
          bootId: this.bootId,
          heartbeatAt: sql`now()`,
          startedAt: sql`CASE WHEN ${apiInstances.bootId} = ${this.bootId} THEN ${apiInstances.startedAt} ELSE now() END`,
        },
      });
  }
}

/** SQL: true when `ownerColumn` names a boot id that is still alive. */
export function ownerAlive(ownerColumn: unknown) {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${apiInstances} WHERE ${apiInstances.bootId} = ${ownerColumn} AND ${apiInstances.heartbeatAt} > now() - make_interval(secs => ${DEAD_AFTER_SECONDS}))`;
}
