// "Download my data" (GDPR art. 15 and 20). A request is a `data_exports` row and a
// `data_rights.export` job; the job gathers the person's data, builds the ZIP (archive.ts), stores it
// in the file store and, in the transaction that marks it ready, writes the e-mail with the link to
// the outbox. The link's token is random; only its SHA-256 is kept. Past its expiry the hourly purge
// job deletes the file and the row. See README.md and docs/data-rights.md.
import { recordAudit } from '../audit';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_BASE_PATH } from '@ph/contracts/http';
import type { DataExport } from '@ph/api-contract';
import type { AppContext } from '../context';
import { emailLanguage, enqueueEmail } from '../email';
import { AppError, NotFound, RuleViolation } from '../errors';
import { fileContent } from '../files';
import { QUEUES, type Jobs } from '../jobs';
import { buildArchive } from './archive';
import { dataExportReadyEmail } from './emails';
import * as repo from './repository';

/** How long the link and the file live. */
export const EXPORT_VALID_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A request still queued after this long was lost with its job: the next request starts over. */
const STALE_AFTER_MS = 60 * 60 * 1000;
const PURGE_BATCH = 100;
/** Each export reads every file of the person and sends an e-mail: a few a day is what a person needs. */
export const EXPORTS_PER_DAY = 3;

type Ctx = Pick<AppContext, 'db' | 'files' | 'jobs' | 'mailer' | 'now' | 'config'>;
interface Log {
  error(obj: object, msg: string): void;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentExport(row: repo.DataExportRow): DataExport {
  return { id: row.id, status: row.status, requested_at: row.createdAt.toISOString(), ready_at: iso(row.readyAt), expires_at: iso(row.expiresAt) };
}

/** Only an account has an e-mail address to send the link to, and only a live one. */
export function assertExportable(user: repo.UserRow | null): asserts user is repo.UserRow {
  if (!user || user.kind !== 'registered' || user.erasedAt || !user.email) {
    throw new RuleViolation('not_registered', 'Only a registered account can download its data');
  }
}

/**
 * Queues an export of `userId`'s data (a second request while one is being built answers that one).
 * `operator` is set when staff run it for a customer: recorded in the audit log, in the same transaction.
 */
export async function requestExport(
  ctx: Ctx,
  log: Log,
  userId: number,
  by: { userId: number; operator?: { reason: string | null } },
): Promise<repo.DataExportRow> {
  const now = ctx.now();
  const { row, created } = await ctx.db.transaction(async (tx) => {
    const user = await repo.lockUserRow(tx, userId);
    assertExportable(user);
    const queued = await repo.queuedExportOf(tx, userId);
    if (queued && now.getTime() - queued.createdAt.getTime() < STALE_AFTER_MS) return { row: queued, created: false };
    if (queued) await repo.markExportFailed(tx, queued.id);
    // Operators answer a customer's written request: not counted against the shopper's own budget.
    if (!by.operator && (await repo.exportsSince(tx, userId, new Date(now.getTime() - DAY_MS))) >= EXPORTS_PER_DAY) {
      throw new AppError(429, 'too_many_exports', `At most ${EXPORTS_PER_DAY} data exports a day; the links already e-mailed stay valid for ${EXPORT_VALID_DAYS} days`);
    }
    const inserted = await repo.insertExport(tx, userId, by.userId, now);
    if (by.operator) {
      await recordAudit(tx, {
        actorUserId: by.userId,
        action: 'data_rights.export',
        subjectUserId: userId,
        details: { export_id: inserted.id, reason: by.operator.reason },
        at: now,
      });
    }
    return { row: inserted, created: true };
  });
  if (created) await startExport(ctx, log, row.id);
  return row;
}

async function startExport(ctx: Ctx, log: Log, exportId: string): Promise<void> {
  if (ctx.jobs) {
    await ctx.jobs.send(QUEUES.dataExport.name, { exportId }, { singletonKey: exportId });
    return;
  }
  // Without a job queue (BACKGROUND_JOBS=0) this process builds it after answering; a crash leaves the
  // row queued, and the shopper's next request (after STALE_AFTER_MS) starts again.
  setImmediate(() => {
    runExport(ctx, exportId).catch((err: unknown) => log.error({ err, exportId }, 'data export failed'));
  });
}

/** The job: builds, stores and e-mails one export. Safe to run again (a finished export is left alone). */
export async function runExport(ctx: Ctx, exportId: string): Promise<void> {
  const row = await repo.findExport(ctx.db, exportId);
  if (!row || row.status !== 'queued') return;
  const data = await repo.personalDataOf(ctx.db, row.userId);
  if (!data || !data.user.email || data.user.erasedAt) {
    await repo.markExportFailed(ctx.db, exportId);
    return;
  }
  const fileBytes = new Map<string, Buffer>();
  for (const file of data.files) {
    try {
      fileBytes.set(file.id, (await fileContent(ctx.files, file, 'original')).bytes);
    } catch (err) {
      // A file whose bytes are gone is listed without them; anything else (the store is down) retries the job.
      if (!(err instanceof NotFound)) throw err;
    }
  }
  const now = ctx.now();
  const archive = buildArchive(data, fileBytes, now);
  const storageKey = `data-exports/${exportId}/data.zip`;
  await ctx.files.put(storageKey, archive, 'application/zip');
  const token = randomBytes(32).toString('base64url');
  const url = `${ctx.config.storefrontUrl}${API_BASE_PATH}/data_exports/${exportId}/download?token=${token}`;
  const email = data.user.email;
  const marked = await ctx.db.transaction(async (tx) => {
    const ok = await repo.markExportReady(tx, exportId, {
      storageKey,
      byteSize: archive.length,
      tokenHash: sha256(token),
      readyAt: now,
      expiresAt: new Date(now.getTime() + EXPORT_VALID_DAYS * DAY_MS),
    });
    if (ok) await enqueueEmail(tx, dataExportReadyEmail(emailLanguage(data.user.locale), email, url, EXPORT_VALID_DAYS));
    return ok;
  });
  if (marked) ctx.mailer.kick();
}

/**
 * The archive, for the holder of the e-mailed link's token or the owner's own session. Anything else —
 * another person, a wrong or missing token, an expired or unknown export — is the same 404.
 */
export async function downloadExport(
  ctx: Ctx,
  exportId: string,
  token: string | undefined,
  sessionUserId: number | null,
): Promise<{ bytes: Buffer; fileName: string }> {
  const notFound = () => new NotFound('Data export not found');
  const row = await repo.findExport(ctx.db, exportId);
  if (!row || row.status !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt <= ctx.now()) throw notFound();
  const byToken = token !== undefined && row.tokenHash !== null && timingSafeEqual(Buffer.from(sha256(token)), Buffer.from(row.tokenHash));
  if (!byToken && sessionUserId !== row.userId) throw notFound();
  const bytes = await ctx.files.get(row.storageKey);
  if (!bytes) throw notFound();
  return { bytes, fileName: `my-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
}

/** Deletes every export past its expiry, its file first (a failed delete leaves the row for the next run). */
export async function purgeExpiredExports(ctx: Ctx): Promise<number> {
  let purged = 0;
  for (;;) {
    const due = await repo.expiredExports(ctx.db, ctx.now(), PURGE_BATCH);
    for (const row of due) if (row.storageKey) await ctx.files.delete(row.storageKey);
    await repo.deleteExports(ctx.db, due.map((r) => r.id));
    purged += due.length;
    if (due.length < PURGE_BATCH) return purged;
  }
}

/** The export worker and the hourly purge. */
export async function registerDataRightsJobs(ctx: Ctx, jobs: Jobs): Promise<void> {
  await jobs.work<{ exportId: string }>(QUEUES.dataExport.name, (data) => runExport(ctx, data.exportId), { concurrency: 1 });
  await jobs.work(QUEUES.dataExportsPurge.name, async () => {
    await purgeExpiredExports(ctx);
  }, { concurrency: 1 });
  await jobs.schedule(QUEUES.dataExportsPurge.name, '17 * * * *');
}
