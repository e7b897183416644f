// Store credit per user and currency. Balances change only together with a history row, in the
// caller's transaction, and the balance row is locked first so concurrent spends cannot overdraw.
import type { Db } from '../db';
import { NotFound, RuleViolation } from '../errors';
import { findUserById } from '../users';
import * as repo from './repository';

export type WalletTransactionRow = repo.WalletTransactionRow;

/** A wallet: its balance and the latest movements, newest first (presented by `present.ts`). */
export interface Wallet {
  currency: string;
  balance: number;
  history: WalletTransactionRow[];
}

export async function walletOf(db: Db, userId: number, currency: string, historyLimit = 50): Promise<Wallet> {
  return {
    currency,
    balance: await repo.balanceOf(db, userId, currency),
    history: await repo.latestMovements(db, userId, currency, historyLimit),
  };
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
  const balance = await repo.lockBalance(tx, m.userId, m.currency);
  const after = balance + m.amount;
  if (after < 0) {
    throw new RuleViolation('insufficient_credit', `The wallet holds ${balance} ${m.currency} (minor units); ${-m.amount} cannot be taken`, 'amount');
  }
  await repo.recordMovement(
    tx,
    {
      userId: m.userId,
      currency: m.currency,
      amount: m.amount,
      balanceAfter: after,
      kind: m.kind,
      note: m.note ?? null,
      orderId: m.orderId ?? null,
      createdById: m.createdById ?? null,
    },
    m.now,
  );
  return after;
}

/** Sum check used by tests and audits: the balance equals the sum of its history. */
export const historySum = repo.historySum;

/** A manager adds (positive amount) or takes (negative) store credit; answers the customer's wallet. */
export async function adjustCredit(db: Db, m: { userId: number; currency: string; amount: number; note: string; managerId: number; now: Date }): Promise<Wallet> {
  return db.transaction(async (tx) => {
    if (!(await findUserById(tx, m.userId))) throw new NotFound('User not found');
    await moveCredit(tx, { userId: m.userId, currency: m.currency, amount: m.amount, kind: m.amount > 0 ? 'credit' : 'debit', note: m.note, createdById: m.managerId, now: m.now });
    return walletOf(tx, m.userId, m.currency);
  });
}
