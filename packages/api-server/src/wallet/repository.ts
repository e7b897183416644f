// Queries on store credit: a balance row per user and currency, and its history of movements.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { wallets, walletTransactions } from '../db/schema';

export type WalletTransactionRow = typeof walletTransactions.$inferSelect;
export type NewWalletTransaction = typeof walletTransactions.$inferInsert;

export async function balanceOf(db: Db, userId: number, currency: string): Promise<number> {
  const [w] = await db.select({ balance: wallets.balance }).from(wallets).where(and(eq(wallets.userId, userId), eq(wallets.currency, currency)));
  return w?.balance ?? 0;
}

/** The latest `limit` movements, newest first. */
export async function latestMovements(db: Db, userId: number, currency: string, limit: number): Promise<WalletTransactionRow[]> {
  if (limit <= 0) return [];
  return db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.currency, currency)))
    .orderBy(desc(walletTransactions.id))
    .limit(limit);
}

/** The balance row, created at zero when missing, locked for the rest of the transaction. */
export async function lockBalance(tx: Db, userId: number, currency: string): Promise<number> {
  await tx.insert(wallets).values({ userId, currency, balance: 0 }).onConflictDoNothing();
  const [w] = await tx.select().from(wallets).where(and(eq(wallets.userId, userId), eq(wallets.currency, currency))).for('update');
  return w!.balance;
}

/** Writes the new balance together with the movement that explains it (the caller holds the lock). */
export async function recordMovement(tx: Db, movement: NewWalletTransaction & { balanceAfter: number }, now: Date): Promise<void> {
  await tx
    .update(wallets)
    .set({ balance: movement.balanceAfter, updatedAt: now })
    .where(and(eq(wallets.userId, movement.userId), eq(wallets.currency, movement.currency)));
  await tx.insert(walletTransactions).values(movement);
}

/** Whose credit paid for the order (the owner of its `payment` movement), if any was spent on it. */
export async function payerOf(db: Db, orderId: number): Promise<number | undefined> {
  const [spent] = await db
    .select({ userId: walletTransactions.userId })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.orderId, orderId), eq(walletTransactions.kind, 'payment')))
    .limit(1);
  return spent?.userId;
}

export async function historySum(db: Db, userId: number, currency: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${walletTransactions.amount})` })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.currency, currency)));
  return Number(row?.sum ?? 0);
}
