// A visitor who signs in takes its orders to the account (userHooks.onUserMerged).
import type { Db } from '../db';
import { findUserById } from '../users';
import { OPEN_STATES } from './create';
import * as repo from './repository';

/** Open orders become the account's cart (with the account's e-mail), finished ones its order history. */
export async function takeVisitorOrders(tx: Db, anonymousUserId: number, userId: number): Promise<void> {
  const account = await findUserById(tx, userId);
  await repo.moveOrdersIn(tx, anonymousUserId, userId, OPEN_STATES, account?.email ?? null);
  await repo.moveOrdersIn(tx, anonymousUserId, userId, ['complete', 'canceled'], null);
}
