// Store credit as the API answers it (`WalletView`, `WalletPayResponse` in @ph/api-contract).
import type { WalletPayResponse, WalletView } from '@ph/api-contract';
import type { z } from 'zod';
import type { Wallet } from './service';
import type { WalletPayment } from './checkout';

export function presentWallet(w: Wallet): z.infer<typeof WalletView> {
  return {
    currency: w.currency,
    balance: w.balance,
    history: w.history.map((r) => ({
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

export function presentWalletPayment(p: WalletPayment): z.infer<typeof WalletPayResponse>['data'] {
  return { order_number: p.orderNumber, applied: p.applied, remaining: p.remaining, completed: p.completed, wallet: presentWallet(p.wallet) };
}
