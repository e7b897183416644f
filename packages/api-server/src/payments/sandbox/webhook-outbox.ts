// How the sandbox delivers its webhooks: signed like Stripe's and POSTed to the API's own webhook
// endpoint after the request that caused them has answered (async mode), or held until a test
// releases them — in any order and as often as it likes (manual mode).
//
// Every event is a row of `sandbox_webhook_events`, written with the intent's change. With background
// jobs (`attach`) each event is a pg-boss job (retried with backoff, picked up again after a crash) and
// a bank's settlement is a delayed job; `requeueUndelivered` (run by the reconciliation job) queues
// again what a crash left without a job. Without jobs (tests) timers in this process deliver.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { sandboxWebhookEvents } from '../../db/schema';
import { QUEUES, type Jobs } from '../../jobs';
import { signPayload } from '../webhook-signature';
import type { StripeLikeEvent } from '../intent-json';

export type DeliveryMode = 'async' | 'manual';
/** What a `sandbox.settle` job settles: a bank's redirect payment, or a refund. */
export type SettleJob = { intentId: string; refundId?: undefined } | { refundId: string; intentId?: undefined };
export type Deliver = (rawBody: string, signature: string) => Promise<void>;

export class SandboxWebhookOutbox {
  mode: DeliveryMode;
  private readonly queue: StripeLikeEvent[] = [];
  private readonly tasks: Array<() => Promise<void>> = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private jobs: Jobs | null = null;
  /** Every event emitted by this process, in order (tests replay them). */
  readonly emitted: StripeLikeEvent[] = [];

  constructor(
    private readonly db: Db,
    private readonly deliverFn: Deliver,
    private readonly secret: string,
    private readonly nowSeconds: () => number,
    opts: { mode?: DeliveryMode; delayMs?: number } = {},
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    this.mode = opts.mode ?? 'async';
    this.delayMs = opts.delayMs ?? 50;
  }
  private readonly delayMs: number;

  /** Async mode: deliveries and settlements become jobs; this process also works them. */
  async attach(jobs: Jobs, settle: (what: SettleJob) => Promise<void>): Promise<void> {
    if (this.mode !== 'async') return;
    this.jobs = jobs;
    await jobs.work<{ eventId: string }>(QUEUES.sandboxWebhook.name, ({ eventId }) => this.deliverStored(eventId), { concurrency: 2 });
    await jobs.work<SettleJob>(QUEUES.sandboxSettle.name, (what) => settle(what), { concurrency: 1 });
  }

  /** Called once the event's row is committed. */
  emit(event: StripeLikeEvent): void {
    this.emitted.push(event);
    if (this.mode === 'manual') {
      this.queue.push(event);
      return;
    }
    if (this.jobs) {
      // If queueing fails the row stays undelivered and the reconciliation job queues it again.
      this.jobs.send(QUEUES.sandboxWebhook.name, { eventId: event.id }, { singletonKey: event.id }).catch(this.onError);
      return;
    }
    this.later(() => this.deliver(event), this.delayMs);
  }

  /** A bank settling a redirect payment or a refund after `delayMs`; in manual mode when a test says so. */
  async scheduleSettle(what: SettleJob, delayMs: number, task: () => Promise<void>): Promise<void> {
    if (this.mode === 'manual') this.tasks.push(task);
    else if (this.jobs) await this.jobs.send(QUEUES.sandboxSettle.name, what, { startAfterSeconds: Math.max(1, Math.ceil(delayMs / 1000)) });
    else this.later(task, delayMs);
  }

  /** Signs with a fresh timestamp (like a redelivery by Stripe), posts the event and records the delivery. */
  async deliver(event: StripeLikeEvent): Promise<void> {
    const body = JSON.stringify(event);
    try {
      await this.deliverFn(body, signPayload(body, this.secret, this.nowSeconds()));
    } catch (err) {
      await this.db
        .update(sandboxWebhookEvents)
        .set({ attempts: sqlIncrement(), lastError: (err instanceof Error ? err.message : String(err)).slice(0, 1000) })
        .where(eq(sandboxWebhookEvents.id, event.id));
      throw err;
    }
    await this.db.update(sandboxWebhookEvents).set({ deliveredAt: new Date(), attempts: sqlIncrement(), lastError: null }).where(eq(sandboxWebhookEvents.id, event.id));
  }

  /** The job's work: deliver the stored event unless it went out already. */
  async deliverStored(eventId: string): Promise<void> {
    const [row] = await this.db.select().from(sandboxWebhookEvents).where(eq(sandboxWebhookEvents.id, eventId));
    if (!row || row.deliveredAt) return;
    await this.deliver(row.payload as unknown as StripeLikeEvent);
  }

  /** Queues again events older than `olderThanMs` that were never delivered (their job was lost with a crash). */
  async requeueUndelivered(olderThanMs: number): Promise<number> {
    if (!this.jobs || this.mode !== 'async') return 0;
    const rows = await this.db
      .select({ id: sandboxWebhookEvents.id })
      .from(sandboxWebhookEvents)
      .where(and(isNull(sandboxWebhookEvents.deliveredAt), lt(sandboxWebhookEvents.createdAt, new Date(Date.now() - olderThanMs))))
      .limit(500);
    for (const { id } of rows) await this.jobs.send(QUEUES.sandboxWebhook.name, { eventId: id }, { singletonKey: id });
    return rows.length;
  }

  /** Manual mode: events not yet delivered, oldest first. */
  pending(): StripeLikeEvent[] {
    return [...this.queue];
  }

  /** Manual mode: takes the queued events out without delivering them. */
  take(): StripeLikeEvent[] {
    return this.queue.splice(0, this.queue.length);
  }

  /** Manual mode: runs scheduled tasks (which may queue more events). */
  async runTasks(): Promise<void> {
    while (this.tasks.length > 0) await this.tasks.shift()!();
  }

  /** Manual mode: delivers the queued events in order. */
  async flush(): Promise<void> {
    for (const event of this.take()) await this.deliver(event);
  }

  /** Waits for timers and deliveries under way (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.timers.size > 0 || this.inFlight.size > 0) {
      await Promise.all([...this.inFlight]);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private later(task: () => Promise<void>, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = task().catch(this.onError);
      this.inFlight.add(run);
      void run.finally(() => this.inFlight.delete(run));
    }, delayMs);
    this.timers.add(timer);
  }
}

function sqlIncrement() {
  return sql`${sandboxWebhookEvents.attempts} + 1`;
}
