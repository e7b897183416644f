// Store credit spent on an order whose payment was then refused goes back to the wallet.
import type { Db } from '../db';
import { GATEWAY, transitionRecord } from '../orders';
import { moveCredit, payerOf } from '../wallet';
import * as repo from './intents-repo';

/** Gives back the store credit spent on an order whose payment was refused (voids the ledger row). */
export async function releaseWalletPayment(tx: Db, orderId: number, now: Date): Promise<void> {
  const spentOnOrder = (await repo.ledgerOf(tx, orderId)).filter((r) => r.method === 'wallet' && r.state === 'completed');
  for (const row of spentOnOrder) {
    const p = (await transitionRecord(tx, { machine: 'order_payment', event: 'refunded', row, to: 'void' }, GATEWAY, now))!;
    const payer = await payerOf(tx, orderId);
    if (payer === undefined) continue;
    await moveCredit(tx, { userId: payer, currency: p.currency, amount: p.amount, kind: 'refund', note: 'Payment refused; credit returned', orderId, now });
  }
}
