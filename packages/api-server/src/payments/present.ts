// Payments as the API answers them (`PaymentIntentView`, the payment status in @ph/api-contract).
import type { PaymentIntentView, PaymentScheduleView, PaymentStatusView, TransferView, WalletPayResponse } from '@ph/api-contract';
import type { z } from 'zod';
import { presentWallet } from '../wallet';
import type { WalletPayment } from './wallet-payment';
import type { InstallmentRow, IntentRow } from './intents-repo';
import type { PaymentStatusResult } from './service';
import type { Schedule, Transfer } from './offline';

/** Our record of an intent in Stripe's shape (the storefront's Stripe.js-like flow reads it). */
export function intentView(row: IntentRow): PaymentIntentView {
  return {
    id: row.gatewayIntentId,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    payment_method_type: row.method,
    client_secret: row.clientSecret,
    next_action: row.status === 'requires_action' && row.nextActionUrl ? { type: 'redirect_to_url', redirect_to_url: { url: row.nextActionUrl } } : null,
    last_payment_error: row.lastErrorCode ? { code: row.lastErrorCode, message: row.lastErrorMessage ?? '' } : null,
  };
}

export function presentPaymentStatus(r: PaymentStatusResult): PaymentStatusView {
  return {
    status: r.status,
    order_number: r.order.number,
    order_state: r.order.state,
    payment_state: r.order.paymentState,
    payment_intent: r.intent ? intentView(r.intent) : null,
  };
}

function presentInstallment(i: InstallmentRow) {
  return { position: i.position, amount: i.amount, due_date: i.dueDate, state: i.state };
}

/** An order to be paid by bank transfer: where to transfer, how much, and its instalments. */
export function presentTransfer(t: Transfer): TransferView {
  return {
    order_number: t.orderNumber,
    amount: t.ledger.amount,
    currency: t.ledger.currency,
    reference: t.ledger.reference ?? t.orderNumber,
    bank_details: t.bankDetails,
    payment_status: t.status,
    installments: t.installments.map(presentInstallment),
  };
}

export function presentTransferReceived(t: Transfer & { paymentState: 'paid' | 'balance_due' }) {
  return { ...presentTransfer(t), payment_state: t.paymentState };
}

export function presentSchedule(s: Schedule): PaymentScheduleView {
  return {
    order_number: s.orderNumber,
    currency: s.currency,
    installments: s.installments.map(presentInstallment),
  };
}

/** Store credit spent on an order (`WalletPayResponse`). */
export function presentWalletPayment(p: WalletPayment): z.infer<typeof WalletPayResponse>['data'] {
  return { order_number: p.orderNumber, applied: p.applied, remaining: p.remaining, completed: p.completed, wallet: presentWallet(p.wallet) };
}
