// The payments module's face: paying for orders (cards, redirects, bank transfers, instalments, store
// credit) and its routes.
export { paymentRoutes } from './routes';
export { ledgerOf, type LedgerRow } from './intents-repo';
export { ibanIsValid } from './bank-details';
export { loadPaymentsConfig } from './config';
export { bookRefund, refundPreview, refundWay, type RefundRequest, type RefundRow } from './refunds';
export { refundsOf } from './refunds-repo';

import type { AppContext } from '../context';
import { sendRefunds } from './refunds';
import { paymentsRuntime } from './runtime';

/** Sends the gateway refunds a committed booking left pending (the rest stay for reconciliation). */
export function sendBookedRefunds(ctx: AppContext, ids: number[]): Promise<number> {
  return ids.length ? sendRefunds(paymentsRuntime(ctx).deps, { ids }) : Promise.resolve(0);
}
export { WORKFLOW_TOKEN_HEADER } from './workflow-access';
// The signed-webhook scheme (HMAC over `t.body`, a tolerance window) that carriers' webhooks use too.
export { signPayload, verifySignature } from './webhook-signature';
export { WebhookSignatureError } from './gateway';
