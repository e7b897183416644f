import { z } from 'zod';

/** `GET v2/operator/audit_log`: newest first, a page at a time (`before` = the previous page's `next_before`). */
export const AuditLogQuery = z.strictObject({
  action: z.string().trim().regex(/^[a-z_.]{1,60}$/, 'an action or its prefix: lower-case letters, _ and .').optional(),
  actor_user_id: z.coerce.number().int().positive().optional(),
  before: z.coerce.number().int().positive().optional(),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});

/** One thing a manager or operator did: who, when, what (`orders.cancel`, `manager.POST /v2/…`), to whom, with what. */
export const AuditLogEntry = z.object({
  id: z.number(),
  action: z.string(),
  actor_user_id: z.number().nullable(),
  actor_email: z.string().nullable(),
  subject_user_id: z.number().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

export const AuditLogResponse = z.object({
  entries: z.array(AuditLogEntry),
  /** The `before` of the next (older) page; null on the last. */
  next_before: z.number().nullable(),
});
