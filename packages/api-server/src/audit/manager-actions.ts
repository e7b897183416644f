// Managers' changes (a plan given, an offer sent, a quote request closed, store credit adjusted, a bank
// transfer booked) are audited by route: every successful non-GET call guarded by `requireManager`
// becomes an entry `manager.<METHOD> <route>` with its path parameters and the fields of its body that
// say what was done (never a password or token: the body's keys are listed, its values only for
// numbers, short codes and references). Written right after the answer, on its own: the managers'
// services keep their transactions to themselves. Operators' actions are written inside theirs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentSession, requireManager } from '../http';
import { recordAudit } from './repository';

const SAFE_VALUE = /^[A-Za-z0-9_.:@ -]{0,80}$/;

function summary(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (/password|token|secret/i.test(key)) continue;
    out[key] = typeof value === 'number' || typeof value === 'boolean' || value === null || (typeof value === 'string' && SAFE_VALUE.test(value)) ? value : '…';
  }
  return out;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by registerManagerAudit on routes guarded by requireManager. */
    auditManagerAction?: boolean;
  }
}

function guardedByManager(request: FastifyRequest): boolean {
  return request.routeOptions.config?.auditManagerAction === true;
}

/** Before any route is declared: marks the manager-guarded ones, then audits their successful changes. */
export function registerManagerAudit(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const pre = route.preHandler;
    const list = Array.isArray(pre) ? pre : pre ? [pre] : [];
    if (list.includes(requireManager)) route.config = { ...route.config, auditManagerAction: true };
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 300 || !guardedByManager(request)) return;
    try {
      const actor = currentSession(request).user.id;
      await recordAudit(app.ctx.db, {
        actorUserId: actor,
        action: `manager.${request.method} ${request.routeOptions.url ?? request.url}`,
        details: { params: request.params ?? {}, body: summary(request.body), status: reply.statusCode },
        at: app.ctx.now(),
      });
    } catch (err) {
      request.log.error({ err }, 'could not write the audit entry of a manager action');
    }
  });
}
