// `v2/transactionlink/workflow_token`: a signed, expiring token naming an order and its owner, handed
// to the payment-link workflow so it can resume the order's payment without the shopper's API token
// (checked by workflow-access.ts on the calls a payment link makes).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const WORKFLOW_TOKEN_TTL_MS = 30 * 60 * 1000;

export interface WorkflowClaims {
  orderNumber: string;
  userId: number;
  expiresAt: Date;
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function issueWorkflowToken(secret: string, claims: WorkflowClaims): string {
  const payload = Buffer.from(JSON.stringify({ o: claims.orderNumber, u: claims.userId, e: claims.expiresAt.getTime() })).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The claims of a valid, unexpired token; null otherwise. */
export function verifyWorkflowToken(secret: string, token: string, now: Date): WorkflowClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { o, u, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { o: unknown; u: unknown; e: unknown };
    if (typeof o !== 'string' || typeof u !== 'number' || typeof e !== 'number' || e <= now.getTime()) return null;
    return { orderNumber: o, userId: u, expiresAt: new Date(e) };
  } catch {
    return null;
  }
}
