// The consents a shopper gives at checkout, kept with the order.
import type { Db } from '../db';
import type { Actor } from './actor';
import { lockOwnOrder } from './change';
import * as repo from './repository';

export interface ConsentInput {
  name: repo.OrderConsentInsert['name'];
  value: repo.OrderConsentInsert['value'];
  displayed_text: string;
}

/** Records the consents given at checkout; a finished order's record is not rewritten afterwards. */
export async function recordOrderConsents(db: Db, actor: Actor, orderId: number, consents: ConsentInput[], acceptanceMethod: repo.OrderConsentInsert['acceptanceMethod'], now: Date): Promise<repo.OrderConsentRow[]> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, actor, orderId);
    return repo.insertOrderConsents(
      tx,
      consents.map((c) => ({ orderId: order.id, userId: actor.userId, name: c.name, value: c.value, displayedText: c.displayed_text, acceptanceMethod, createdAt: now })),
    );
  });
}
