import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

/** The part of a nodemailer transport the sender uses (tests pass a stream/json transport). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

export const MAX_ATTEMPTS = 5;

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * Delivers outbox rows. Without a transport e-mails stay in the outbox (dev: /api/dev/outbox).
 * Each row is marked sent right after its own delivery, so a crash re-sends at most one e-mail.
 */
export class OutboxSender {
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport | null,
    private readonly from: string,
    private readonly log: Logger,
  ) {}

  get enabled(): boolean {
    return this.transport !== null;
  }

  /** Sends every pending e-mail; concurrent calls share one run. Returns how many were sent. */
  flush(): Promise<number> {
    if (!this.transport) return Promise.resolve(0);
    this.running ??= this.sendPending(this.transport).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Fire-and-forget flush after a request committed e-mails. */
  kick(): void {
    if (!this.transport) return;
    this.flush().catch((err: unknown) => this.log.warn({ err }, 'outbox flush failed'));
  }

  private async sendPending(transport: MailTransport): Promise<number> {
    const pending = await this.db
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(outbox.id))
      .limit(50);
    let sent = 0;
    for (const mail of pending) {
      try {
        await transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await this.db
          .update(outbox)
          .set({ sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null })
          .where(eq(outbox.id, mail.id));
        sent++;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await this.db
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1`, lastError: message.slice(0, 1000) })
          .where(eq(outbox.id, mail.id));
        this.log.warn({ err, outboxId: mail.id }, 'e-mail delivery failed');
      }
    }
    return sent;
  }
}
