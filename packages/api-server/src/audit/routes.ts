import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, tokenAuth } from '../http';
import { OPERATOR_ONLY, requireOperator } from '../operators';
import { auditEntries } from './repository';

const AuditQuery = z.strictObject({
  action: z.string().trim().regex(/^[a-z_.]{1,60}$/, 'an action or its prefix: lower-case letters, _ and .').optional(),
  actor_user_id: z.coerce.number().int().positive().optional(),
  before: z.coerce.number().int().positive().optional(),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
const AuditResponse = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      action: z.string(),
      actor_user_id: z.number().nullable(),
      actor_email: z.string().nullable(),
      subject_user_id: z.number().nullable(),
      details: z.record(z.string(), z.unknown()),
      created_at: z.string(),
    }),
  ),
  /** The `before` of the next (older) page; null on the last. */
  next_before: z.number().nullable(),
});

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
        querystring: AuditQuery,
        response: { 200: AuditResponse, ...errors(400, 401, 403) },
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
