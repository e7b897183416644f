// Store credit as a payment at checkout. Credit that covers what is due places the order as paid at
// once; a part payment leaves the rest for a card or bank payment (whose amount then shrinks).
import { RuleViolation } from '../errors';
import { completeOrder, loadOrderForPayment, transitionRecord, walletAppliedTo, type StateActor } from '../orders';
import { moveCredit, walletOf, type Wallet } from '../wallet';
import * as repo from './intents-repo';
import { assertPayable, BUSY_TIMEOUT_MS, paymentInProgress, type PaymentDeps } from './service';

/** What spending credit on an order did (presented by `present.ts`). */
export interface WalletPayment {
  orderNumber: string;
  applied: number;
  remaining: number;
  completed: boolean;
  wallet: Wallet;
}

export async function payWithWallet(
  deps: PaymentDeps,
  args: { orderId: number; userId: number; currency: string; amount?: number | undefined },
): Promise<WalletPayment> {
  let cancel: string | null = null;
  const result = await deps.db.transaction(async (tx) => {
    const order = await loadOrderForPayment(tx, { orderId: args.orderId, userId: args.userId });
    assertPayable(order);
    if (order.currency !== args.currency) {
      throw new RuleViolation('currency_mismatch', `The order is in ${order.currency}; use the ${order.currency} wallet`, 'currency');
    }
    const open = await repo.openIntentOf(tx, order.id, true);
    if (open && (open.status === 'succeeded' || open.status === 'processing')) {
      throw new RuleViolation('payment_in_progress', 'A card or bank payment for this order is already under way');
    }
    if (open?.busySince && deps.now().getTime() - open.busySince.getTime() < BUSY_TIMEOUT_MS) {
      throw paymentInProgress(order.number);
    }
    if ((await walletAppliedTo(tx, order.id)) > 0) {
      throw new RuleViolation('wallet_already_applied', 'Store credit has already been applied to this order');
    }
    const due = order.total;
    const { balance } = await walletOf(tx, args.userId, args.currency, 0);
    if (args.amount !== undefined && args.amount > due) {
      throw new RuleViolation('amount_above_due', `Only ${due} is due on this order`, 'amount');
    }
    const use = Math.min(args.amount ?? balance, balance, due);
    if (use <= 0) throw new RuleViolation('insufficient_credit', `The ${args.currency} wallet is empty`, 'currency');
    await moveCredit(tx, { userId: args.userId, currency: args.currency, amount: -use, kind: 'payment', orderId: order.id, note: `Order ${order.number}`, now: deps.now() });
    const actor: StateActor = { kind: 'customer', userId: args.userId };
    await transitionRecord(tx, { machine: 'order_payment', event: 'create', values: { orderId: order.id, method: 'wallet', amount: use, currency: order.currency, state: 'completed' } }, actor, deps.now());
    if (open) {
      // Its amount no longer matches what is due: the next card attempt creates a fresh intent.
      await transitionRecord(tx, { machine: 'payment_intent', event: 'replaced', row: open, to: 'canceled' }, actor, deps.now());
      cancel = open.gatewayIntentId;
    }
    const completed = use === due;
    if (completed) {
      await completeOrder(tx, { orderId: order.id, paymentState: 'paid', expectedTotal: order.total, now: deps.now(), storefrontUrl: deps.storefrontUrl, actor });
    }
    return {
      orderNumber: order.number,
      applied: use,
      remaining: due - use,
      completed,
      wallet: await walletOf(tx, args.userId, args.currency),
    };
  });
  if (cancel) {
    const id = cancel;
    await deps.gateway.cancel(id).catch((err: unknown) => deps.warn({ err, intent: id }, 'could not cancel a replaced intent'));
  }
  return result;
}
