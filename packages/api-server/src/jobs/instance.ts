// Which API processes are alive. A process claims its slot at start with a new boot id and refreshes
// its heartbeat every few seconds. A lock (a payment's busy flag) names its owner's boot id: when the
// slot has since been taken by a new boot (the process was restarted) or the heartbeat stopped (the
// process died for good), the lock is recovered at once instead of being waited out.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db';
import { beat, freeSlot } from './instances-repo';

const HEARTBEAT_MS = 5_000;

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
    await freeSlot(this.db, this.slot, this.bootId).catch(() => undefined);
  }

  private async beat(): Promise<void> {
    await beat(this.db, this.slot, this.bootId);
  }
}
