// How the sandbox delivers its webhooks: signed like Stripe's and POSTed to the API's own webhook
// endpoint after the request that caused them has answered (async mode), or held until a test
// releases them — in any order and as often as it likes (manual mode).
import { signPayload } from '../webhook-signature';
import type { StripeLikeEvent } from '../intent-json';

export type DeliveryMode = 'async' | 'manual';
export type Deliver = (rawBody: string, signature: string) => Promise<void>;

export class SandboxWebhookOutbox {
  mode: DeliveryMode;
  private readonly queue: StripeLikeEvent[] = [];
  private readonly tasks: Array<() => Promise<void>> = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  /** Every event emitted, in order (tests replay them). */
  readonly emitted: StripeLikeEvent[] = [];

  constructor(
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

  emit(event: StripeLikeEvent): void {
    this.emitted.push(event);
    if (this.mode === 'manual') {
      this.queue.push(event);
      return;
    }
    this.later(() => this.deliver(event), this.delayMs);
  }

  /** Runs `task` later (a bank settling a redirect payment); in manual mode when a test says so. */
  schedule(task: () => Promise<void>, delayMs: number): void {
    if (this.mode === 'manual') this.tasks.push(task);
    else this.later(task, delayMs);
  }

  /** Signs with a fresh timestamp (like a redelivery by Stripe) and posts the event. */
  async deliver(event: StripeLikeEvent): Promise<void> {
    const body = JSON.stringify(event);
    await this.deliverFn(body, signPayload(body, this.secret, this.nowSeconds()));
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
