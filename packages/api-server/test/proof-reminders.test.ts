// Proof reminders (issue 19): a proof waiting for its review is e-mailed a reminder after each delay
// of PROOF_REMINDER_HOURS, at most once per delay however often or wherever the job runs; never after
// an approval or a request for changes, nor for a canceled order; in the order's language; and the
// pg-boss job delivers it through the outbox. Runs on PGlite and on PostgreSQL (DATABASE_URL).
import { and, eq, like } from 'drizzle-orm';
import { LANGUAGE_CODES } from '@ph/region-config';
import { ConfigError, loadConfig } from '../src/config';
import { designProofs } from '../src/db/schema/designs';
import { orders } from '../src/db/schema/orders';
import { outbox } from '../src/db/schema';
import { proofReminderEmail } from '../src/designs/emails';
import { remindPendingProofs } from '../src/designs/proof-reminders';
import type { MailTransport } from '../src/email/sender';
import { QUEUES } from '../src/jobs/queue';
import { completeOrder } from '../src/orders/completion';
import { registeredUser, type TestSession } from './helpers/app';
import { png, uploaded } from './helpers/files';
import { createDesign, image } from './designs.fixtures';
import { addItem, createCart, createSeededApp, pickVariant, toConfirm, type SeededApp } from './orders.fixtures';

jest.setTimeout(120_000);

const HOUR = 60 * 60 * 1000;
const DELAYS = [48, 72, 120];
const START = new Date('2026-03-02T09:00:00Z');

let clock = START;
const at = (hours: number) => new Date(START.getTime() + hours * HOUR);
let t: SeededApp;
beforeAll(async () => {
  t = await createSeededApp({ now: () => clock, config: { storefrontUrl: 'https://shop.test' } });
}, 120_000);
afterAll(() => t.close());

/** A completed order with one designed line, placed at `clock`: its proof is pending. */
async function orderWithProof(app: SeededApp, s: TestSession, clockOf: () => Date = () => clock) {
  const variant = await pickVariant(app.app.ctx.db, 'mailer-box');
  const logo = await uploaded(app.app, s.headers, 'logo.png', await png(2000, 1000));
  const { box_design: design } = await createDesign(app.app, s.headers, { name: 'Spring mailer', variant_id: variant.id, faces: { front: { background: '#ffffff', objects: [image('logo', logo)] } }, status: 'saved' });
  const cart = await createCart(app, s);
  await addItem(app, s, cart.id, { variant_id: variant.id, quantity: variant.minQuantity, box_design_id: design.id });
  await toConfirm(app, s, cart.id);
  await app.app.ctx.db.transaction((tx) => completeOrder(tx, { orderId: cart.id, paymentState: 'paid', now: clockOf() }));
  const [proof] = await app.app.ctx.db.select().from(designProofs).where(eq(designProofs.orderId, cart.id));
  if (!proof) throw new Error('no proof opened');
  return { orderId: cart.id, number: cart.number, proofId: proof.id };
}

const remind = () => remindPendingProofs(t.app.ctx.db, { now: clock, storefrontUrl: 'https://shop.test', delaysHours: DELAYS });

/** The reminders written for one proof (its link is in each). */
const remindersOf = (proofId: string) =>
  t.app.ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'proof_reminder'), like(outbox.text, `%#proof-${proofId}%`)));

const review = (s: TestSession, proofId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/client_approval_filesets/${proofId}`, headers: s.headers, payload });

describe('proof reminders', () => {
  it('reminds after each delay, once per delay, and stops after the last', async () => {
    clock = START;
    const s = await registeredUser(t.app);
    const { number, proofId } = await orderWithProof(t, s);

    clock = at(47.9);
    await remind();
    expect(await remindersOf(proofId)).toHaveLength(0);

    clock = at(48);
    await remind();
    await remind();
    const first = await remindersOf(proofId);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ to: 'buyer@example.com', subject: `Reminder: the print proof for order ${number} is waiting for your approval` });
    expect(first[0]!.text).toContain('“Spring mailer”');
    expect(first[0]!.html).toContain(`href="https://shop.test/account/orders/${number}#proof-${proofId}"`);

    // The second waits 72 h from the first reminder, not from the proof.
    clock = at(48 + 71);
    await remind();
    expect(await remindersOf(proofId)).toHaveLength(1);
    clock = at(48 + 72);
    await remind();
    expect(await remindersOf(proofId)).toHaveLength(2);
    clock = at(48 + 72 + 120);
    await remind();
    clock = at(2000);
    await remind();
    await remind();
    expect(await remindersOf(proofId)).toHaveLength(3);
    const [row] = await t.app.ctx.db.select().from(designProofs).where(eq(designProofs.id, proofId));
    expect(row).toMatchObject({ status: 'pending', remindersSent: 3, remindedAt: at(48 + 72 + 120) });
  });

  it('after a long pause sends one reminder, not every one that fell due meanwhile', async () => {
    clock = START;
    const s = await registeredUser(t.app);
    const { proofId } = await orderWithProof(t, s);
    clock = at(1000);
    await remind();
    await remind();
    expect(await remindersOf(proofId)).toHaveLength(1);
  });

  it('never reminds of an approved proof, a proof sent back, or a canceled order', async () => {
    clock = START;
    const s = await registeredUser(t.app);
    const approved = await orderWithProof(t, s);
    const sentBack = await orderWithProof(t, s);
    const canceled = await orderWithProof(t, s);
    const waiting = await orderWithProof(t, s);
    expect((await review(s, approved.proofId, { status: 'approved' })).statusCode).toBe(200);
    expect((await review(s, sentBack.proofId, { status: 'changes_requested', review_reason: 'Bigger logo' })).statusCode).toBe(200);
    // Paid orders are canceled with a refund; the reminders only look at the state.
    await t.app.ctx.db.update(orders).set({ state: 'canceled', canceledAt: clock }).where(eq(orders.id, canceled.orderId));

    clock = at(500);
    await remind();
    expect(await remindersOf(approved.proofId)).toHaveLength(0);
    expect(await remindersOf(sentBack.proofId)).toHaveLength(0);
    expect(await remindersOf(canceled.proofId)).toHaveLength(0);
    expect(await remindersOf(waiting.proofId)).toHaveLength(1);

    // Approved after the first reminder: no second one.
    expect((await review(s, waiting.proofId, { status: 'approved' })).statusCode).toBe(200);
    clock = at(2000);
    await remind();
    expect(await remindersOf(waiting.proofId)).toHaveLength(1);
  });

  it('writes each reminder once when several runs race (two processes, a job and its retry)', async () => {
    clock = START;
    const s = await registeredUser(t.app);
    const proofs = await Promise.all([orderWithProof(t, s), orderWithProof(t, s), orderWithProof(t, s)]);
    clock = at(49);
    const counts = await Promise.all(Array.from({ length: 6 }, () => remind()));
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    for (const p of proofs) expect(await remindersOf(p.proofId)).toHaveLength(1);
  });

  it('speaks the language the order was placed in', async () => {
    clock = START;
    const s = await registeredUser(t.app);
    const { orderId, number, proofId } = await orderWithProof(t, s);
    await t.app.ctx.db.update(orders).set({ language: 'de' }).where(eq(orders.id, orderId));
    clock = at(48);
    await remind();
    const [mail] = await remindersOf(proofId);
    expect(mail?.subject).toBe(`Erinnerung: Der Druckproof für Bestellung ${number} wartet auf Ihre Freigabe`);
    expect(mail?.text).toContain('Ihre Prüfung');
  });

  it('takes its delays from PROOF_REMINDER_HOURS, refuses what is not a list of positive hours', () => {
    const hours = (value: string | undefined) => loadConfig({ NODE_ENV: 'test', PROOF_REMINDER_HOURS: value }).proofReminderHours;
    expect(hours(undefined)).toEqual([48, 72, 120]);
    expect(hours('24, 24')).toEqual([24, 24]);
    expect(hours('0.5')).toEqual([0.5]);
    expect(hours('off')).toEqual([]);
    for (const bad of ['0', '-1', '48,,72', 'two days', '48;72']) expect(() => hours(bad)).toThrow(ConfigError);
  });

  it('sends none when switched off', async () => {
    clock = START;
    const s = await registeredUser(t.app);
    const { proofId } = await orderWithProof(t, s);
    clock = at(1000);
    expect(await remindPendingProofs(t.app.ctx.db, { now: clock, storefrontUrl: 'https://shop.test', delaysHours: [] })).toBe(0);
    expect(await remindersOf(proofId)).toHaveLength(0);
  });

  it('has its text in all eleven languages, each its own', () => {
    const subjects = LANGUAGE_CODES.map((lang) => proofReminderEmail(lang, 'a@example.com', { design: 'D', number: 'R9', url: 'https://shop.test/p' }));
    expect(new Set(subjects.map((m) => m.subject)).size).toBe(LANGUAGE_CODES.length);
    for (const m of subjects) {
      expect(m.subject).toContain('R9');
      expect(m.html).toContain('https://shop.test/p');
    }
  });
});

describe('the proofs.remind job', () => {
  it('runs on pg-boss and delivers the reminder through the outbox', async () => {
    const sent: Array<{ to: string; subject: string; messageId?: string | undefined }> = [];
    const transport: MailTransport = {
      async sendMail(m) {
        sent.push({ to: m.to, subject: m.subject, messageId: m.messageId });
        return {};
      },
    };
    let jobClock = START;
    const j = await createSeededApp({ now: () => jobClock, mailTransport: transport, config: { backgroundJobs: true, proofReminderHours: [1] } });
    try {
      const s = await registeredUser(j.app);
      const { number } = await orderWithProof(j, s, () => jobClock);
      jobClock = new Date(START.getTime() + 2 * HOUR);
      await j.app.ctx.jobs!.send(QUEUES.proofReminders.name, {});
      const end = Date.now() + 60_000;
      while (!sent.some((m) => m.subject.includes(`order ${number} is waiting`)) && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
      const reminders = sent.filter((m) => m.subject.includes(`order ${number} is waiting`));
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
      // Run again: the single reminder configured was sent, nothing more goes out.
      await j.app.ctx.jobs!.send(QUEUES.proofReminders.name, {});
      await new Promise((r) => setTimeout(r, 3000));
      expect(sent.filter((m) => m.subject.includes(`order ${number} is waiting`))).toHaveLength(1);
    } finally {
      await j.close();
    }
  });
});
