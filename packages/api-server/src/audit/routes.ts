import { AuditLogQuery, AuditLogResponse } from '@ph/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, tokenAuth } from '../http';
import { OPERATOR_ONLY, requireOperator } from '../operators';
import { auditEntries } from './repository';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/operator/audit_log',
    {
      preHandler: requireOperator,
      schema: {
        ...OPERATOR_ONLY,
        tags: ['operators'],
        summary: 'What managers and operators did (who, when, what, to which order or customer), newest first, filtered by action prefix or actor',
        security: tokenAuth,
        querystring: AuditLogQuery,
        response: { 200: AuditLogResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const rows = await auditEntries(app.ctx.db, { action: q.action, actorUserId: q.actor_user_id, before: q.before, limit: q.per_page + 1 });
      const page = rows.slice(0, q.per_page);
      return {
        entries: page.map(({ entry, actorEmail }) => ({
          id: entry.id,
          action: entry.action,
          actor_user_id: entry.actorUserId,
          actor_email: actorEmail,
          subject_user_id: entry.subjectUserId,
          details: entry.details,
          created_at: entry.createdAt.toISOString(),
        })),
        next_before: rows.length > q.per_page ? (page.at(-1)?.entry.id ?? null) : null,
      };
    },
  );
};
