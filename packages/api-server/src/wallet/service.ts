// Store credit per user and currency. Balances change only together with a history row, in the
// caller's transaction, and the balance row is locked first so concurrent spends cannot overdraw.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { wallets, walletTransactions } from '../db/schema/payments';
import { NotFound, RuleViolation } from '../errors';
import { findUserById } from '../users/repository';
import { GATEWAY, transitionRecord } from '../orders/stateMachine';
import { ledgerOf } from '../payments/intents-repo';

export type WalletTransactionRow = typeof walletTransactions.$inferSelect;

export interface WalletView {
  currency: string;
  balance: number;
  history: Array<{ id: number; amount: number; balance_after: number; kind: string; note: string | null; order_id: number | null; created_at: string }>;
}

export async function walletOf(db: Db, userId: number, currency: string, historyLimit = 50): Promise<WalletView> {
  const [w] = await db.select().from(wallets).where(and(eq(wallets.userId, userId), eq(wallets.currency, currency)));
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.currency, currency)))
    .orderBy(desc(walletTransactions.id))
    .limit(historyLimit);
  return {
    currency,
    balance: w?.balance ?? 0,
    history: rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      balance_after: r.balanceAfter,
      kind: r.kind,
      note: r.note,
      order_id: r.orderId,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/** The balance row, created at zero when missing, locked for the rest of the transaction. */
async function lockBalance(tx: Db, userId: number, currency: string): Promise<number> {
  await tx.insert(wallets).values({ userId, currency, balance: 0 }).onConflictDoNothing();
  const [w] = await tx.select().from(wallets).where(and(eq(wallets.userId, userId), eq(wallets.currency, currency))).for('update');
  return w!.balance;
}

export interface Movement {
  userId: number;
  currency: string;
  /** Signed minor units; never zero. */
  amount: number;
  kind: WalletTransactionRow['kind'];
  note?: string | null;
  orderId?: number | null;
  createdById?: number | null;
  now: Date;
}

/** Moves credit; a debit larger than the balance is a 422 `insufficient_credit` and changes nothing. */
export async function moveCredit(tx: Db, m: Movement): Promise<number> {
  if (!Number.isSafeInteger(m.amount) || m.amount === 0) throw new RuleViolation('amount_invalid', 'The amount must be a non-zero integer', 'amount');
  const balance = await lockBalance(tx, m.userId, m.currency);
  const after = balance + m.amount;
  if (after < 0) {
    throw new RuleViolation('insufficient_credit', `The wallet holds ${balance} ${m.currency} (minor units); ${-m.amount} cannot be taken`, 'amount');
  }
  await tx
    .update(wallets)
    .set({ balance: after, updatedAt: m.now })
    .where(and(eq(wallets.userId, m.userId), eq(wallets.currency, m.currency)));
  await tx.insert(walletTransactions).values({
    userId: m.userId,
    currency: m.currency,
    amount: m.amount,
    balanceAfter: after,
    kind: m.kind,
    note: m.note ?? null,
    orderId: m.orderId ?? null,
    createdById: m.createdById ?? null,
  });
  return after;
}

/** Gives back the store credit spent on an order whose payment was refused (voids the ledger row). */
export async function releaseWalletPayment(tx: Db, orderId: number, now: Date): Promise<void> {
  const spentOnOrder = (await ledgerOf(tx, orderId)).filter((r) => r.method === 'wallet' && r.state === 'completed');
  for (const row of spentOnOrder) {
    const p = (await transitionRecord(tx, { machine: 'order_payment', event: 'refunded', row, to: 'void' }, GATEWAY, now))!;
    const [spent] = await tx
      .select({ userId: walletTransactions.userId })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderId, orderId), eq(walletTransactions.kind, 'payment')))
      .limit(1);
    if (!spent) continue;
    await moveCredit(tx, { userId: spent.userId, currency: p.currency, amount: p.amount, kind: 'refund', note: 'Payment refused; credit returned', orderId, now });
  }
}

/** Sum check used by tests and audits: the balance equals the sum of its history. */
export async function historySum(db: Db, userId: number, currency: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${walletTransactions.amount})` })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.currency, currency)));
  return Number(row?.sum ?? 0);
}

/** A manager adds (positive amount) or takes (negative) store credit; answers the customer's wallet. */
export async function adjustCredit(db: Db, m: { userId: number; currency: string; amount: number; note: string; managerId: number; now: Date }): Promise<WalletView> {
  return db.transaction(async (tx) => {
    if (!(await findUserById(tx, m.userId))) throw new NotFound('User not found');
    await moveCredit(tx, { userId: m.userId, currency: m.currency, amount: m.amount, kind: m.amount > 0 ? 'credit' : 'debit', note: m.note, createdById: m.managerId, now: m.now });
    return walletOf(tx, m.userId, m.currency);
  });
}
