// "Delete my account" (GDPR art. 17): the person's data is erased or anonymised, their files deleted
// from the store, their sessions revoked; orders and invoices stay, as the law requires (what is kept,
// why and for how long: docs/data-rights.md). Run by the shopper (with their password) or by an
// operator for a customer who asks by e-mail (recorded in the audit log).
import { recordAudit } from '../audit';
import type { ErasureReport } from '@ph/api-contract';
import type { AppContext } from '../context';
import { verifyPassword } from '../auth';
import { AppError, RuleViolation } from '../errors';
import { storedKeysOf } from '../files';
import * as repo from './repository';

type Ctx = Pick<AppContext, 'db' | 'files' | 'now'>;
interface Log {
  error(obj: object, msg: string): void;
}

export type ErasureActor = { kind: 'self'; password: string } | { kind: 'operator'; operatorId: number; reason: string | null };

const WRONG_PASSWORD = () => new RuleViolation('invalid_current_password', 'The current password is incorrect', 'current_password');

async function deleteKeys(ctx: Ctx, keys: string[]): Promise<void> {
  // A few at a time: a store with thousands of variants should not get thousands of requests at once.
  for (let i = 0; i < keys.length; i += 8) await Promise.all(keys.slice(i, i + 8).map((k) => ctx.files.delete(k)));
}

/** Refusals that leave everything as it was: checked before anything is deleted. */
async function assertErasable(ctx: Ctx, user: repo.UserRow | null, actor: ErasureActor): Promise<repo.UserRow> {
  if (!user || user.kind !== 'registered' || user.erasedAt) {
    throw new RuleViolation('not_registered', 'Only a registered account can be deleted');
  }
  if (actor.kind === 'self' && !(user.passwordHash && (await verifyPassword(actor.password, user.passwordHash)))) throw WRONG_PASSWORD();
  if (user.role !== 'customer') {
    throw new RuleViolation('staff_account', 'A staff account is deleted only after its manager or operator role is taken away');
  }
  const credit = await repo.walletBalanceOf(ctx.db, user.id);
  if (credit.length > 0) {
    throw new AppError(409, 'store_credit_left', 'The account still has store credit; it is paid out or used before the account can be deleted', undefined, {
      balances: credit,
    });
  }
  return user;
}

export async function eraseAccount(ctx: Ctx, log: Log, userId: number, actor: ErasureActor): Promise<ErasureReport['erasure']> {
  const user = await assertErasable(ctx, await repo.findUser(ctx.db, userId), actor);
  // Bytes first: should the store fail half-way, the account is untouched and a retry deletes the rest.
  const before = await repo.filesOfUser(ctx.db, userId);
  const exports = await repo.exportsOfUser(ctx.db, userId);
  const support = user.email ? await repo.supportRequestsOf(ctx.db, user.email) : [];
  const deleted = new Set<string>([
    ...before.flatMap(storedKeysOf),
    ...exports.flatMap((e) => (e.storageKey ? [e.storageKey] : [])),
    ...support.flatMap((r) => r.attachments.map((a) => a.key)),
  ]);
  await deleteKeys(ctx, [...deleted]);

  const now = ctx.now();
  const counts = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockUserRow(tx, userId);
    // Erased meanwhile, or the password changed between the check and here: the proof no longer holds.
    if (!locked || locked.erasedAt || (actor.kind === 'self' && locked.passwordHash !== user.passwordHash)) {
      throw actor.kind === 'self' ? WRONG_PASSWORD() : new RuleViolation('not_registered', 'Only a registered account can be deleted');
    }
    const erased = await repo.eraseUserRows(tx, locked, now);
    await recordAudit(tx, {
      actorUserId: actor.kind === 'operator' ? actor.operatorId : userId,
      action: 'data_rights.erasure',
      subjectUserId: userId,
      details: {
        by: actor.kind,
        reason: actor.kind === 'operator' ? actor.reason : null,
        orders_kept: erased.ordersKept,
        invoices_kept: erased.invoicesKept,
        designs_deleted: erased.designsDeleted,
        files_deleted: erased.files.length,
        addresses_deleted: erased.addressesDeleted,
      },
      at: now,
    });
    return erased;
  });
  // Files uploaded (or contact forms sent) while the bytes above were being deleted.
  const late = [...counts.files.flatMap(storedKeysOf), ...counts.supportAttachmentKeys].filter((k) => !deleted.has(k));
  await deleteKeys(ctx, late).catch((err: unknown) => log.error({ err, userId, keys: late.length }, 'erasure: late files not deleted from the store'));
  return {
    user_id: userId,
    erased_at: now.toISOString(),
    orders_kept: counts.ordersKept,
    invoices_kept: counts.invoicesKept,
    files_deleted: counts.files.length,
    designs_deleted: counts.designsDeleted,
    addresses_deleted: counts.addressesDeleted,
  };
}
