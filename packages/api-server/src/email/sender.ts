import nodemailer from 'nodemailer';
import type { Db } from '../db';
import { QUEUES, type Jobs } from '../jobs';
import * as repo from './outbox-repo';

/** The part of a nodemailer transport the sender uses (tests pass a stream/json transport). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string; messageId?: string }): Promise<unknown>;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  // Bounded well inside CLAIM_MS (nodemailer's own socket timeout is 10 minutes), so a hung server
  // fails the attempt, to be retried, long before anyone else may take the row over.
  // nodemailer reads transport options from the URL's query; an operator's own values win.
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries({ connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 })) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return nodemailer.createTransport(url.toString());
}

/**
 * Attempts before an e-mail is given up. An SMTP server that is down or answers 4xx (try later) is
 * retried: each delivery job retries with backoff (7 attempts over ~5 minutes, src/jobs/queue.ts) and
 * the minute's dispatch queues a new job 10 minutes after the last (REQUEUE_AFTER_MS), so ~40 attempts
 * an hour and about a day of outage before an e-mail is given up. A permanent refusal (5xx: no such
 * mailbox, relaying denied) is given up at once: retrying cannot change it.
 */
export const MAX_ATTEMPTS = 1000;

/** nodemailer's error for an SMTP answer carries its code; a connection error carries none. */
function isPermanentRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
/**
 * How long a live sender holds a row it is sending. A sender whose process died (src/jobs/instance.ts)
 * frees it at once; this bound is for a send lost inside a living process.
 */
const CLAIM_MS = 10 * 60_000;
/** A row queued this long ago and still unsent lost its job (a job given up, or deleted by hand). */
const REQUEUE_AFTER_MS = 10 * 60_000;

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * The Message-ID of an outbox row: the same on every attempt, so a receiver can tell a re-send; built
 * from the row's random `message_key`, so no two rows share one, even of two databases (ids repeat).
 */
export function messageIdOf(messageKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${messageKey}@${domain}>`;
}

/**
 * Delivers outbox rows. Without a transport e-mails stay in the outbox (dev: /api/dev/outbox).
 *
 * With background jobs (`attach`), each row gets its own `email.deliver` job: pg-boss retries a failed
 * delivery with backoff and a job whose process died is picked up again; a row is claimed for the time
 * of its sending, so two processes never send it at once, and it is marked sent right after delivery.
 * Without jobs (tests, one-off scripts) `flush()` sends in this process.
 */
export class OutboxSender {
  private running: Promise<number> | null = null;
  private dispatching: Promise<number> | null = null;
  private dispatchAgain = false;
  private jobs: Jobs | null = null;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport | null,
    private readonly from: string,
    private readonly log: Logger,
    /** This process's boot id: the owner of the rows it is sending. */
    private readonly bootId: string,
  ) {}

  get enabled(): boolean {
    return this.transport !== null;
  }

  /** Hands delivery to the job queue and registers this process's workers (they start with the queue). */
  async attach(jobs: Jobs): Promise<void> {
    if (!this.transport) return;
    this.jobs = jobs;
    await jobs.work<{ outboxId: number }>(QUEUES.emailDeliver.name, async ({ outboxId }) => {
      await this.deliver(outboxId, { throwOnFailure: true });
    });
    await jobs.work(QUEUES.emailDispatch.name, async () => {
      await this.dispatch();
    }, { concurrency: 1 });
    await jobs.schedule(QUEUES.emailDispatch.name, '* * * * *');
  }

  /** Sends every pending e-mail in this process; concurrent calls share one run. Returns how many were sent. */
  flush(): Promise<number> {
    if (!this.transport) return Promise.resolve(0);
    this.running ??= this.sendPending().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** After a request committed e-mails: queue their jobs (or, without jobs, send them here). */
  kick(): void {
    if (!this.transport) return;
    const run = this.jobs ? this.dispatch() : this.flush();
    run.catch((err: unknown) => this.log.warn({ err }, 'outbox dispatch failed'));
  }

  /**
   * Queues one delivery job per unsent row that has none. The jobs are sent before the rows are marked
   * queued: a process killed between the two leaves the rows to the next dispatch (at the restart, after
   * the next order, every minute), where marking first would hide them until REQUEUE_AFTER_MS. Two
   * dispatches that see the same row both queue a job; the second finds the row claimed or sent and
   * does nothing. Calls in this process share one run (and one more if a call came in during it).
   */
  dispatch(): Promise<number> {
    if (this.dispatching) {
      this.dispatchAgain = true;
      return this.dispatching;
    }
    const run = async (): Promise<number> => {
      let queued = 0;
      do {
        this.dispatchAgain = false;
        queued += await this.dispatchOnce();
      } while (this.dispatchAgain);
      return queued;
    };
    this.dispatching = run().finally(() => {
      this.dispatching = null;
    });
    return this.dispatching;
  }

  private async dispatchOnce(): Promise<number> {
    const jobs = this.jobs;
    if (!jobs) return 0;
    const requeueBefore = new Date(Date.now() - REQUEUE_AFTER_MS);
    const rows = await repo.unqueued(this.db, { maxAttempts: MAX_ATTEMPTS, requeueBefore, limit: 100 });
    for (const row of rows) await jobs.send(QUEUES.emailDeliver.name, { outboxId: row.id });
    await repo.markQueued(this.db, rows.map((r) => r.id), new Date());
    return rows.length;
  }

  private async sendPending(): Promise<number> {
    const pending = await repo.unsent(this.db, MAX_ATTEMPTS, 50);
    let sent = 0;
    for (const mail of pending) if (await this.deliver(mail.id, { throwOnFailure: false })) sent++;
    return sent;
  }

  /**
   * Sends one row if it is unsent and nobody else is sending it. The claim is a conditional UPDATE, so
   * of two processes only one sends; it names this process, so a claim whose process died is taken
   * over at once, and one whose process lives is left alone however slow its SMTP server. The row is
   * marked sent right after the SMTP server took it: a crash between the two is the one case that
   * sends twice, with the same Message-ID (docs/deployment.md "What a crash costs").
   */
  private async deliver(outboxId: number, opts: { throwOnFailure: boolean }): Promise<boolean> {
    const transport = this.transport;
    if (!transport) return false;
    const now = new Date();
    const mail = await repo.claim(this.db, outboxId, { by: this.bootId, now, until: new Date(now.getTime() + CLAIM_MS), maxAttempts: MAX_ATTEMPTS });
    if (!mail) return false;
    try {
      await transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: messageIdOf(mail.messageKey, this.from),
      });
      await repo.markSent(this.db, mail.id, new Date());
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const permanent = isPermanentRefusal(err);
      await repo.markFailed(this.db, mail.id, message.slice(0, 1000), permanent ? MAX_ATTEMPTS : undefined);
      this.log.warn({ err, outboxId: mail.id, permanent }, permanent ? 'e-mail refused by the SMTP server; given up' : 'e-mail delivery failed; retried');
      if (opts.throwOnFailure && !permanent && mail.attempts + 1 < MAX_ATTEMPTS) throw err;
      return false;
    }
  }
}
