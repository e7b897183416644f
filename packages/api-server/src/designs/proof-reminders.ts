// Proof reminders (issue 19): a proof still waiting for its review gets a reminder e-mail after a
// delay, then again, as many times as `PROOF_REMINDER_HOURS` lists delays (default 48, 72, 120 h: on
// days 2, 5 and 10); never once the proof is approved or sent back, nor when its order is no longer
// complete (canceled).
//
// The `proofs.remind` job (every 15 minutes) scans for due proofs. Each reminder is one
// transaction: a conditional UPDATE that counts it (`reminders_sent = n` → `n + 1`, only while the
// proof is pending) and the e-mail written to the outbox. Of two processes, or of a job and its retry
// after a crash, only one UPDATE matches: the n-th reminder of a proof exists once, and exists exactly
// when it was counted. A review racing the job is serialised by the proof's row lock: whichever commits
// first, the other sees the new row (a reminder after an approval cannot happen; an approval after a
// reminder is simply an approval).
import type { AppContext } from '../context';
import type { Db } from '../db';
import { enqueueEmail, emailLanguage } from '../email';
import { QUEUES, type Jobs } from '../jobs';
import { proofReminderEmail } from './emails';
import { claimReminder, dueProofs, orderOfProofLine, type ReminderSchedule } from './proof-reminders-repo';
import { proofUrl, type DesignSnapshot } from './proofs';

/** Proofs fetched at a time. */
const BATCH = 200;

export interface ReminderOptions extends ReminderSchedule {
  storefrontUrl: string;
}

/** Writes every due reminder to the outbox; returns how many. Safe to run any number of times, anywhere, at once. */
export async function remindPendingProofs(db: Db, opts: ReminderOptions): Promise<number> {
  if (opts.delaysHours.length === 0) return 0;
  let reminded = 0;
  for (;;) {
    const due = await dueProofs(db, opts, BATCH);
    for (const proof of due) if (await remindOne(db, proof.id, proof.remindersSent, opts)) reminded++;
    // Every row fetched was counted (here or by another process), so it does not come back: the loop ends.
    if (due.length < BATCH) return reminded;
  }
}

/** The n-th reminder of one proof: counted and written in one transaction, or not at all. */
async function remindOne(db: Db, proofId: string, alreadySent: number, opts: ReminderOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await claimReminder(tx, proofId, alreadySent, opts.now);
    if (!claimed) return false;
    const row = await orderOfProofLine(tx, claimed);
    const to = claimed.email ?? row?.order.email;
    // Nobody to write to: the reminder is counted all the same, so the proof is not looked at again for it.
    if (!row || !to) return false;
    const snapshot = row.snapshot as unknown as DesignSnapshot | null;
    await enqueueEmail(
      tx,
      proofReminderEmail(emailLanguage(row.order.language, row.order.region), to, {
        design: snapshot?.name ?? 'Box design',
        number: row.order.number,
        url: proofUrl(opts.storefrontUrl, row.order, claimed.id),
      }),
    );
    return true;
  });
}

/** Registers the `proofs.remind` worker and its schedule; the outbox sends what a run wrote. */
export async function registerProofReminders(ctx: AppContext, jobs: Jobs): Promise<void> {
  await jobs.work(
    QUEUES.proofReminders.name,
    async () => {
      const sent = await remindPendingProofs(ctx.db, { now: ctx.now(), storefrontUrl: ctx.config.storefrontUrl, delaysHours: ctx.config.proofReminderHours });
      if (sent > 0) ctx.mailer.kick();
    },
    { concurrency: 1 },
  );
  await jobs.schedule(QUEUES.proofReminders.name, '*/15 * * * *');
}
