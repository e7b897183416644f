import { asc, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { outbox } from '../../src/db/schema';

/** E-mails sent to an address, oldest first. */
export async function emailsTo(app: App, to: string) {
  return app.ctx.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id));
}

/** The token of the link in the latest e-mail of a kind sent to an address. */
export async function linkTokenFrom(app: App, to: string, kind: 'confirm_email' | 'reset_password'): Promise<string> {
  const mails = (await emailsTo(app, to)).filter((m) => m.kind === kind);
  const last = mails[mails.length - 1];
  const match = last && /[?&]token=([A-Za-z0-9_-]+)/.exec(last.text);
  if (!match?.[1]) throw new Error(`no ${kind} e-mail to ${to}`);
  return match[1];
}
