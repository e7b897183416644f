// New orders: a shopper's cart, the order of an accepted offer, and the open cart found or made for a
// call that names no order (sample packs).
import { randomBytes, randomInt } from 'node:crypto';
import { getRegionConfig, type RegionCode } from '@ph/region-config';
import type { Order } from '@ph/api-contract';
import { defaultLanguage, type VariantWithProduct } from '../catalogue';
import type { Db } from '../db';
import { findPgError } from '../db';
import { RuleViolation } from '../errors';
import { OFFER_ORDER_TAX_FIELDS } from '../pricing';
import type { Actor } from './actor';
import { loadOrderDocument } from './document';
import { recalculateOrder } from './recalculate';
import * as repo from './repository';
import { CHECKOUT_STEPS, recordCreation } from './stateMachine';

/** Orders still in the checkout (not placed, not canceled). */
export const OPEN_STATES = CHECKOUT_STEPS;

function newNumber(): string {
  return `R${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export async function createOrder(db: Db, actor: Actor, region: RegionCode, currency: string, now: Date): Promise<Order> {
  const sold = getRegionConfig(region).currency;
  if (currency !== sold) {
    throw new RuleViolation('currency_not_sold', `Region ${region} sells in ${sold}, not ${currency}`, 'currency');
  }
  // A random 9-digit number collides rarely; a collision is retried with a fresh number.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const row = await repo.insertOrder(tx, { number: newNumber(), token: randomBytes(24).toString('base64url'), userId: actor.userId, currency, region, email: actor.email, language: actor.lang ?? defaultLanguage(region), createdAt: now, updatedAt: now });
        await recordCreation(tx, row, { kind: 'customer', userId: actor.userId }, now);
        return loadOrderDocument(tx, row, actor.lang ?? undefined);
      });
    } catch (err) {
      if (attempt < 5 && findPgError(err)?.code === '23505') continue;
      throw err;
    }
  }
}

export interface FixedPriceLine {
  variant: VariantWithProduct;
  customSize: { length: number; width: number; height: number } | null;
  quantity: number;
  /** The unit net agreed in the offer; recalculation keeps it (recalculate.ts). */
  unitNet: number;
}

/**
 * The order of an accepted custom offer, in the caller's transaction (which holds the offer's lock):
 * a new order in `cart` with the offer's lines at their agreed prices and the agreed shipping, priced
 * by the same recalculation as any order (region tax, customs). The shopper then checks out as usual.
 */
export async function createOrderFromOffer(
  tx: Db,
  actor: Actor,
  offer: { id: number; region: RegionCode; currency: string; shipNet: number },
  lines: readonly FixedPriceLine[],
  now: Date,
): Promise<{ order: repo.OrderRow; lineItemIds: number[] }> {
  let row: repo.OrderRow | undefined;
  for (let attempt = 0; !row; attempt++) {
    try {
      // A savepoint, so a colliding random number can be retried without losing the caller's transaction.
      row = await tx.transaction((sp) =>
        repo.insertOrder(sp, {
          number: newNumber(),
          token: randomBytes(24).toString('base64url'),
          userId: actor.userId,
          currency: offer.currency,
          region: offer.region,
          email: actor.email,
          language: actor.lang ?? defaultLanguage(offer.region),
          channel: 'custom',
          offerId: offer.id,
          fixedShipNet: offer.shipNet,
          ...OFFER_ORDER_TAX_FIELDS,
          createdAt: now,
          updatedAt: now,
        }),
      );
    } catch (err) {
      if (attempt < 5 && findPgError(err)?.code === '23505') continue;
      throw err;
    }
  }
  if (!row) throw new Error('order insert returned nothing');
  const order = row;
  await recordCreation(tx, order, { kind: 'customer', userId: actor.userId }, now);
  const lineItemIds = await repo.insertLines(
    tx,
    lines.map((l, position) => ({
      orderId: order.id,
      kind: 'product' as const,
      variantId: l.variant.variant.id,
      sku: l.variant.variant.sku,
      name: l.variant.product.name.en,
      quantity: l.quantity,
      options: l.customSize ? { custom_size: l.customSize } : null,
      fixedUnitNet: l.unitNet,
      position,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return { order: await recalculateOrder(tx, order, now), lineItemIds };
}

/** The caller's newest open order in the region, or a new one (sample packs are ordered without a cart id). */
export async function openOrderFor(db: Db, actor: Actor, region: RegionCode, now: Date): Promise<number> {
  const open = await repo.newestOrderRowIn(db, actor.userId, region, OPEN_STATES);
  if (open !== undefined) return open.id;
  return (await createOrder(db, actor, region, getRegionConfig(region).currency, now)).id;
}
