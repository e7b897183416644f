import { and, desc, eq, like, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { auditLog, users } from '../db/schema';

export interface AuditEntry {
  actorUserId: number;
  /** `<module>.<what>`, e.g. `orders.release`, `shipments.create`, `data_rights.erasure`. */
  action: string;
  subjectUserId?: number | null;
  details: Record<string, unknown>;
  at: Date;
}

/** Appends one entry, in the caller's transaction: the entry exists exactly when the action committed. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ actorUserId: entry.actorUserId, action: entry.action, subjectUserId: entry.subjectUserId ?? null, details: entry.details, createdAt: entry.at });
}

/** Newest first, `before` an id (keyset pages); `action` a prefix (`orders.`) or a whole action. */
export async function auditEntries(db: Db, q: { action?: string; actorUserId?: number; before?: number; limit: number }) {
  const where: SQL[] = [];
  if (q.action) where.push(like(auditLog.action, `${q.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (q.actorUserId) where.push(eq(auditLog.actorUserId, q.actorUserId));
  if (q.before) where.push(lt(auditLog.id, q.before));
  return db
    .select({ entry: auditLog, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(q.limit);
}
