// Where the payment-link workflow's token is checked. `GET v2/transactionlink/workflow_token` issues it
// to the shopper for one order; the workflow (a payment link opened where the shopper is not signed in)
// sends it in `X-Workflow-Token` instead of an API token and may then do, for that order only, what the
// payment link needs: read the payment status, get the card form's key and pay. Everywhere else the
// API token is still required.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { NotFound, Unauthorized } from '../errors';
import { authenticates, requireUser, tokenFrom } from '../http';
import { orderRefByNumber } from './intents-repo';
import { verifyWorkflowToken, type WorkflowClaims } from './workflow-token';

export const WORKFLOW_TOKEN_HEADER = 'X-Workflow-Token';
const HEADER = WORKFLOW_TOKEN_HEADER.toLowerCase();

declare module 'fastify' {
  interface FastifyRequest {
    /** The claims of a valid workflow token, on the payment-link calls that accept one. */
    workflow: WorkflowClaims | null;
  }
}

/**
 * preHandler of the payment-link calls: the shopper's API token when one is sent (as everywhere),
 * else a workflow token, which must be signed by this store and unexpired (401 `invalid_workflow_token`).
 */
export function shopperOrWorkflow(secret: string, now: () => Date) {
  return authenticates(async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const header = request.headers[HEADER];
    if (tokenFrom(request) !== undefined || header === undefined) return requireUser(request, reply);
    const claims = verifyWorkflowToken(secret, (Array.isArray(header) ? header[0] : header) ?? '', now());
    if (!claims) throw new Unauthorized('Workflow token is invalid or expired', 'invalid_workflow_token');
    request.workflow = claims;
  });
}

/**
 * The user a payment-link call acts for: the signed-in shopper, or the order's owner the workflow
 * token names — for the order it names only (any other order is a 404, as another user's order is).
 */
export async function payerFor(db: Db, request: FastifyRequest, order: { number: string } | { id: number }): Promise<number> {
  if (request.session) return request.session.user.id;
  const claims = request.workflow;
  if (!claims) throw new Unauthorized();
  const named = 'number' in order ? order.number === claims.orderNumber : (await orderRefByNumber(db, claims.orderNumber))?.id === order.id;
  if (!named) throw new NotFound('Order not found');
  return claims.userId;
}
