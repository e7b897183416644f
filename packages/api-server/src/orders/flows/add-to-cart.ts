// Add to cart, as one workflow whose steps are named (Medusa v2's `addToCartWorkflow` is the model).
// It crosses modules: the catalogue says what may be sold and in which quantities, pricing checks a
// custom size and prices the cart, designs checks the line's design, promotions re-apply, and the
// state machine records the cart change. Every step runs in one transaction holding the order's row
// lock, so two adds to one cart serialise and a refused step leaves the cart as it was.
import type { LineItemPayload, Order } from '@ph/api-contract';
import type { Db } from '../../db';
import type { Actor } from '../actor';
import { lockOwnOrder } from '../change';
import { loadOrderDocument } from '../document';
import { addLineItem } from '../lines';
import { recalculateOrder } from '../recalculate';
import * as repo from '../repository';
import { transition } from '../stateMachine';

/** Step 1: the shopper's own order, locked; a placed or canceled order is refused (422), another's is a 404. */
const lockCartStep = (tx: Db, actor: Actor, orderId: number) => lockOwnOrder(tx, actor, orderId);

/**
 * Step 2: the line, validated and inserted: a sellable variant (catalogue), its custom size (pricing),
 * the quantity rules (catalogue), the express option for the delivery country, the design (designs);
 * or a warranty for a product line of the cart.
 */
const addLineStep = (tx: Db, cart: repo.OrderRow, payload: LineItemPayload) => addLineItem(tx, cart, payload);

/** Step 3: the state machine's `cart_changed` (a cart being confirmed goes back to `payment`). */
async function cartChangedStep(tx: Db, cart: repo.OrderRow, actor: Actor, now: Date): Promise<repo.OrderRow> {
  const current = (await repo.findOrder(tx, cart.id)) ?? cart;
  return transition(tx, current, { type: 'cart_changed' }, { kind: 'customer', userId: actor.userId }, now);
}

/** Step 4: every line re-priced, promotions re-applied, shipping and customs re-checked, totals stored. */
const repriceCartStep = (tx: Db, cart: repo.OrderRow, now: Date) => recalculateOrder(tx, cart, now);

/** Step 5: the order document the answer carries, in the shopper's language. */
const presentCartStep = (tx: Db, cart: repo.OrderRow, actor: Actor) => loadOrderDocument(tx, cart, actor.lang ?? undefined);

/** `POST v2/orders/{id}/line_item` (and the legacy `PUT orders/{id}` line form). */
export async function addToCartWorkflow(db: Db, actor: Actor, orderId: number, payload: LineItemPayload, now: Date): Promise<Order> {
  return db.transaction(async (tx) => {
    const cart = await lockCartStep(tx, actor, orderId);
    await addLineStep(tx, cart, payload);
    const changed = await cartChangedStep(tx, cart, actor, now);
    const priced = await repriceCartStep(tx, changed, now);
    return presentCartStep(tx, priced, actor);
  });
}
