// Store credit as the API answers it (`WalletView` in @ph/api-contract).
import type { WalletView } from '@ph/api-contract';
import type { z } from 'zod';
import type { Wallet } from './service';

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
