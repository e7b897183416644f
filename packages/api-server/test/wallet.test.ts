// Store credit arithmetic: every balance equals the sum of its history, nothing overdraws, and (on
// PostgreSQL) concurrent spends serialise on the balance row.
import { and, eq } from 'drizzle-orm';
import { wallets, walletTransactions } from '../src/db/schema/payments';
import { historySum, moveCredit, walletOf } from '../src/wallet/service';
import { RuleViolation } from '../src/errors';
import { anonymousUser, createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date();

describe('wallet arithmetic', () => {
  it('credits and debits per currency, newest history first, balance = sum of history', async () => {
    const { userId } = await anonymousUser(t.app);
    const db = t.app.ctx.db;
    await db.transaction((tx) => moveCredit(tx, { userId, currency: 'EUR', amount: 1000, kind: 'credit', note: 'Welcome', now }));
    await db.transaction((tx) => moveCredit(tx, { userId, currency: 'EUR', amount: -250, kind: 'debit', now }));
    await db.transaction((tx) => moveCredit(tx, { userId, currency: 'PLN', amount: 77, kind: 'credit', now }));
    const eur = await walletOf(db, userId, 'EUR');
    expect(eur.balance).toBe(750);
    expect(eur.history.map((h) => [h.amount, h.balanceAfter])).toEqual([
      [-250, 750],
      [1000, 1000],
    ]);
    expect(await historySum(db, userId, 'EUR')).toBe(750);
    expect((await walletOf(db, userId, 'PLN')).balance).toBe(77);
    expect(await walletOf(db, userId, 'SEK')).toEqual({ currency: 'SEK', balance: 0, history: [] });
  });

  it('refuses to overdraw or move nothing, and writes nothing', async () => {
    const { userId } = await anonymousUser(t.app);
    const db = t.app.ctx.db;
    await db.transaction((tx) => moveCredit(tx, { userId, currency: 'GBP', amount: 100, kind: 'credit', now }));
    await expect(db.transaction((tx) => moveCredit(tx, { userId, currency: 'GBP', amount: -101, kind: 'debit', now }))).rejects.toMatchObject({ code: 'insufficient_credit' });
    await expect(db.transaction((tx) => moveCredit(tx, { userId, currency: 'GBP', amount: 0, kind: 'debit', now }))).rejects.toBeInstanceOf(RuleViolation);
    await expect(db.transaction((tx) => moveCredit(tx, { userId, currency: 'GBP', amount: 0.5, kind: 'credit', now }))).rejects.toMatchObject({ code: 'amount_invalid' });
    const [w] = await db.select().from(wallets).where(and(eq(wallets.userId, userId), eq(wallets.currency, 'GBP')));
    expect(w!.balance).toBe(100);
    expect(await db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId))).toHaveLength(1);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('concurrent spends (PostgreSQL)', () => {
  it('20 spends of 100 from 1000 at once: exactly 10 pass, the balance ends at 0', async () => {
    const { userId } = await anonymousUser(t.app);
    const db = t.app.ctx.db;
    await db.transaction((tx) => moveCredit(tx, { userId, currency: 'EUR', amount: 1000, kind: 'credit', now }));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => db.transaction((tx) => moveCredit(tx, { userId, currency: 'EUR', amount: -100, kind: 'debit', now }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'insufficient_credit' });
    expect((await walletOf(db, userId, 'EUR')).balance).toBe(0);
    expect(await historySum(db, userId, 'EUR')).toBe(0);
  });
});
