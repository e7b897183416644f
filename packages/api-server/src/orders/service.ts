// Order and line-item use cases. Every change runs in one transaction holding the order's row lock,
// then re-prices the order (recalculate.ts), so concurrent changes serialise and none is lost.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { getRegionConfig, type RegionCode } from '@ph/region-config';
import * as catalogue from '../catalogue/repository';
import { customSizeQuantities, qrQuantities } from '@ph/catalogue-logic';
import type { LineItemPayload, Order } from '@ph/api-contract';
import type { Db } from '../db/client';
import type { Language } from '../catalogue/constants';
import { catalogueExpressDeliveryOptions, catalogueProducts, catalogueVariants } from '../db/schema/catalogue';
import { lineItems, orderBundles, orders, type LineItemKind } from '../db/schema/orders';
import { findPgError } from '../db/errors';
import { Conflict, NotFound, RuleViolation } from '../errors';
import { checkBundleChoice, loadBundleRules } from './bundleChoice';
import { checkCustomSize, customSizeOfLine, normaliseCustomSize } from '../pricing/customSizeService';
import { presentOrder, presentStateChange } from './present';
import { checkSamples } from './samplePacks';
import { orderRegion, recalculateOrder } from './recalculate';
import { defaultLanguage } from '../catalogue/regionContext';
import * as repo from './repository';
import { EXPERT_CHECK_SKU, WARRANTY_SKU } from './serviceItems';
import { designForLine } from '../designs/service';
import { findUserById } from '../users/repository';
import { CHECKOUT_STEPS, recordCreation, stateChangesOf, transition, type OrderState } from './stateMachine';

export interface Actor {
  userId: number;
  email: string | null;
  /**
   * The interface language the request asked for (`?lang=`, Accept-Language): answers are written in
   * it and the order keeps it. Null when it named none: then the order's own, else its store's.
   */
  lang: Language | null;
}

/** Orders still in the checkout (not placed, not canceled). */
const OPEN_STATES = CHECKOUT_STEPS;

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
        const [row] = await tx
          .insert(orders)
          .values({ number: newNumber(), token: randomBytes(24).toString('base64url'), userId: actor.userId, currency, region, email: actor.email, language: actor.lang ?? defaultLanguage(region), createdAt: now, updatedAt: now })
          .returning();
        if (!row) throw new Error('order insert returned nothing');
        await recordCreation(tx, row, { kind: 'customer', userId: actor.userId }, now);
        return presentOrder(tx, row, actor.lang ?? undefined);
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
/**
 * The tax fields of the order an accepted offer makes (no delivery address yet, a consumer until the
 * checkout says otherwise). The offer's review prices with these same fields (offers/pricing.ts), so
 * what the customer reviews is what this order charges; the checkout may change them later.
 */
export const OFFER_ORDER_TAX_FIELDS = { customerType: 'b2c', shipAddress: null, validatedVatCountryIso: null } as const;

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
      row = await tx.transaction(async (sp) => {
        const [inserted] = await sp
          .insert(orders)
          .values({
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
          })
          .returning();
        return inserted;
      });
    } catch (err) {
      if (attempt < 5 && findPgError(err)?.code === '23505') continue;
      throw err;
    }
  }
  if (!row) throw new Error('order insert returned nothing');
  await recordCreation(tx, row, { kind: 'customer', userId: actor.userId }, now);
  let lineItemIds: number[] = [];
  if (lines.length > 0) {
    const inserted = await tx.insert(lineItems).values(
      lines.map((l, position) => ({
        orderId: row.id,
        kind: 'product' as const,
        variantId: l.variant.variant.id,
        sku: l.variant.variant.sku,
        name: productName(l.variant),
        quantity: l.quantity,
        options: l.customSize ? { custom_size: l.customSize } : null,
        fixedUnitNet: l.unitNet,
        position,
        createdAt: now,
        updatedAt: now,
      })),
    ).returning({ id: lineItems.id });
    lineItemIds = inserted.map((r) => r.id);
  }
  return { order: await recalculateOrder(tx, row, now), lineItemIds };
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The order and its history if the caller owns it or holds its token; a 404 otherwise (no probing of numbers). */
export async function viewOrder(db: Db, number: string, viewer: { userId: number | null; token: string | undefined }, lang?: Language): Promise<Order> {
  const order = await repo.findOrderByNumber(db, number);
  const allowed = order && ((viewer.userId !== null && order.userId === viewer.userId) || (viewer.token !== undefined && sameSecret(viewer.token, order.token)));
  if (!order || !allowed) throw new NotFound('Order not found');
  return { ...(await presentOrder(db, order, lang)), state_changes: (await stateChangesOf(db, order.id)).map(presentStateChange) };
}

export async function listMine(db: Db, userId: number, states: readonly string[] | undefined, page: number, perPage: number, lang?: Language) {
  const filter = states?.length
    ? and(eq(orders.userId, userId), inArray(orders.state, states as OrderState[]))
    : eq(orders.userId, userId);
  const [rows, total] = await Promise.all([
    db.select().from(orders).where(filter).orderBy(desc(orders.createdAt), desc(orders.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(orders).where(filter),
  ]);
  return { orders: await Promise.all(rows.map((r) => presentOrder(db, r, lang))), count: total[0]?.n ?? 0 };
}

/** Locks the caller's order, refusing finished ones; another user's order is a 404. */
export async function lockOwnOrder(db: Db, actor: Actor, orderId: number, opts: { editable?: boolean; lockVersion?: number | undefined } = {}): Promise<repo.OrderRow> {
  const order = await repo.lockOrder(db, orderId);
  if (!order || order.userId !== actor.userId) throw new NotFound('Order not found');
  if (opts.editable !== false && (order.state === 'complete' || order.state === 'canceled')) {
    throw new RuleViolation('order_not_editable', `Order ${order.number} is ${order.state} and cannot be changed`);
  }
  if (opts.lockVersion !== undefined && opts.lockVersion !== order.lockVersion) {
    throw new Conflict('stale_order', `Order ${order.number} was changed by another request (lock_version ${order.lockVersion}, you sent ${opts.lockVersion}); reload it`, 'lock_version');
  }
  return order;
}

/**
 * Runs `change` on the caller's locked order, re-prices it and answers the new document. A cart change
 * is the machine's `cart_changed` (while confirming it sends the checkout back to `payment`).
 */
export async function changeOrder(
  db: Db,
  actor: Actor,
  orderId: number,
  now: Date,
  change: (tx: Db, order: repo.OrderRow) => Promise<void>,
  opts: { lockVersion?: number | undefined; cartChange?: boolean } = {},
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, actor, orderId, { lockVersion: opts.lockVersion });
    await change(tx, order);
    let current = (await repo.findOrder(tx, order.id)) ?? order;
    if (opts.cartChange !== false) current = await transition(tx, current, { type: 'cart_changed' }, { kind: 'customer', userId: actor.userId }, now);
    const updated = await recalculateOrder(tx, current, now);
    return presentOrder(tx, updated, actor.lang ?? undefined);
  });
}

export async function updateOrder(db: Db, actor: Actor, orderId: number, fields: { email?: string | undefined; special_instructions?: string | null | undefined; lock_version?: number | undefined }, now: Date): Promise<Order> {
  return changeOrder(
    db,
    actor,
    orderId,
    now,
    async (tx, order) => {
      const set: Partial<typeof orders.$inferInsert> = { updatedAt: now };
      if (fields.email !== undefined) set.email = fields.email;
      if (fields.special_instructions !== undefined) set.specialInstructions = fields.special_instructions;
      await tx.update(orders).set(set).where(eq(orders.id, order.id));
    },
    { lockVersion: fields.lock_version, cartChange: false },
  );
}

export type VariantWithProduct = { variant: typeof catalogueVariants.$inferSelect; product: typeof catalogueProducts.$inferSelect };

export async function findSellableVariant(db: Db, variantId: number, field = 'variant_id'): Promise<VariantWithProduct> {
  const [row] = await db
    .select({ variant: catalogueVariants, product: catalogueProducts })
    .from(catalogueVariants)
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueVariants.productId))
    .where(eq(catalogueVariants.id, variantId));
  if (!row) throw new RuleViolation('variant_not_found', `Variant ${variantId} does not exist`, field);
  if (row.variant.status !== 'published' || row.product.status !== 'published') {
    throw new RuleViolation('variant_not_available', `Variant ${row.variant.sku} is not available`, field);
  }
  return row;
}

/**
 * Quantity rules besides the price tiers (checked when pricing): quantities in the quote-request range
 * (QR min..max) must sit on its step grid and cannot exceed its max; a custom size starts at the
 * product's custom minimum; stock-controlled variants cannot be ordered beyond their stock.
 */
export function checkQuantity(v: VariantWithProduct, quantity: number, field = 'quantity'): void {
  const qr = v.variant.qrConfig ?? v.product.qrConfig;
  if (qr?.enabled && quantity >= qr.min) {
    if (quantity > qr.max) {
      throw new RuleViolation('quantity_above_maximum', `Quantity ${quantity} of ${v.variant.sku} is above the maximum ${qr.max}; request a quote`, field);
    }
    if (!qrQuantities(qr).includes(quantity)) {
      throw new RuleViolation('invalid_quantity', `Quantities of ${v.variant.sku} from ${qr.min} go in steps of ${qr.step} (up to ${qr.max})`, field);
    }
  }
  if (v.variant.isCustom && v.product.customSizeConfig) {
    const allowed = customSizeQuantities(v.product.customSizeConfig.minQuantity, qr);
    if (quantity < (allowed[0] ?? 1)) {
      throw new RuleViolation('invalid_quantity', `A custom size needs at least ${allowed[0] ?? 1} pieces`, field);
    }
  }
  if (v.variant.stockControlEnabled && (v.variant.stock ?? 0) < quantity * v.variant.piecesPerUnit) {
    throw new RuleViolation('out_of_stock', `${v.variant.sku} is out of stock for quantity ${quantity}`, field);
  }
}

/** A standard variant ordered in a custom size: the custom-size quantity minimum applies. */
function asCustomSize(v: VariantWithProduct): VariantWithProduct {
  return { ...v, variant: { ...v.variant, isCustom: true } };
}

function productName(v: VariantWithProduct): string {
  return v.product.name.en;
}

async function expressOption(tx: Db, order: repo.OrderRow, v: VariantWithProduct, optionId: number) {
  const [option] = await tx.select().from(catalogueExpressDeliveryOptions).where(eq(catalogueExpressDeliveryOptions.id, optionId));
  const country = order.shipAddress?.country_iso ?? getRegionConfig(order.region).defaultShippingCountryCode;
  if (!option || (option.sku !== v.variant.sku && option.sku !== v.product.sku)) {
    throw new RuleViolation('express_option_invalid', `Express delivery option ${optionId} is not offered for ${v.variant.sku}`, 'express_delivery_option_id');
  }
  if (option.currency !== order.currency || option.countryIso !== country) {
    throw new RuleViolation('express_option_invalid', `Express delivery option ${optionId} is not offered for delivery to ${country} in ${order.currency}`, 'express_delivery_option_id');
  }
  return option;
}

async function findLine(tx: Db, orderId: number, lineId: number, field = 'parent_id'): Promise<repo.LineItemRow> {
  const [line] = await tx.select().from(lineItems).where(and(eq(lineItems.orderId, orderId), eq(lineItems.id, lineId)));
  if (!line) throw new RuleViolation('line_item_not_found', `Line item ${lineId} is not in this order`, field);
  return line;
}

/** Inserts a line with consistent provisional amounts; `recalculateOrder` prices it in the same transaction. */
async function insertLine(tx: Db, values: Omit<typeof lineItems.$inferInsert, 'position'>): Promise<repo.LineItemRow> {
  const position = await repo.nextLinePosition(tx, values.orderId);
  const express = values.expressNet ?? 0;
  const [row] = await tx.insert(lineItems).values({ ...values, net: express, gross: express, position }).returning();
  if (!row) throw new Error('line item insert returned nothing');
  return row;
}

/** Adds a service line (warranty, expert check) to a product line; one of each per product line. */
export async function addServiceLine(tx: Db, order: repo.OrderRow, kind: Extract<LineItemKind, 'warranty' | 'expert_check'>, parentId: number): Promise<void> {
  const parent = await findLine(tx, order.id, parentId);
  if (parent.kind !== 'product') throw new RuleViolation('invalid_parent', `Line item ${parentId} is not a product`, 'parent_id');
  const [existing] = await tx.select({ id: lineItems.id }).from(lineItems).where(and(eq(lineItems.parentId, parentId), eq(lineItems.kind, kind)));
  if (existing) throw new RuleViolation(`${kind}_already_added`, `Line item ${parentId} already has ${kind === 'warranty' ? 'a warranty' : 'an expert check'}`, 'parent_id');
  if (kind === 'expert_check' && !parent.boxDesignId) {
    throw new RuleViolation('expert_check_needs_design', `Line item ${parentId} has no design to check`, 'parent_id');
  }
  await insertLine(tx, {
    orderId: order.id,
    kind,
    sku: kind === 'warranty' ? WARRANTY_SKU : EXPERT_CHECK_SKU,
    name: kind === 'warranty' ? 'Warranty' : 'Expert design check',
    quantity: 1,
    parentId,
    bundleId: parent.bundleId,
  });
}

/** `POST v2/orders/{id}/line_item`: a product line, or with `service_name: warranty` the warranty of `parent_id`. */
export async function addLineItem(tx: Db, order: repo.OrderRow, payload: LineItemPayload, bundleId: number | null = null): Promise<repo.LineItemRow | null> {
  if (payload.service_name === 'warranty') {
    if (!payload.parent_id) throw new RuleViolation('parent_required', 'The warranty needs parent_id (the line it covers)', 'parent_id');
    if (payload.variant_id !== undefined) throw new RuleViolation('invalid_line_item', 'Send either variant_id or service_name, not both', 'variant_id');
    await addServiceLine(tx, order, 'warranty', payload.parent_id);
    return null;
  }
  if (payload.variant_id === undefined) throw new RuleViolation('variant_required', 'variant_id is required', 'variant_id');
  const v = await findSellableVariant(tx, payload.variant_id);
  const size = payload.custom_size ? normaliseCustomSize(payload.custom_size) : null;
  if (size) checkCustomSize(v.product, size, getRegionConfig(orderRegion(order)).locale, 'custom_size');
  checkQuantity(size ? asCustomSize(v) : v, payload.quantity);
  if (payload.parent_id) {
    const parent = await findLine(tx, order.id, payload.parent_id);
    if (parent.kind !== 'product') throw new RuleViolation('invalid_parent', `Line item ${payload.parent_id} is not a product`, 'parent_id');
  }
  const express = payload.express_delivery_option_id ? await expressOption(tx, order, v, payload.express_delivery_option_id) : null;
  if (payload.box_design_id) {
    await designForLine(tx, order.userId, payload.box_design_id, { variantId: v.variant.id, customSize: size, region: orderRegion(order) });
  }
  return insertLine(tx, {
    orderId: order.id,
    kind: v.product.type === 'sample' ? 'sample_pack' : 'product',
    variantId: v.variant.id,
    sku: v.variant.sku,
    name: size ? `${productName(v)} (custom size ${size.length} × ${size.width} × ${size.height} mm)` : productName(v),
    // The custom size travels with the line; recalculateOrder prices it (pricing/customSizeService.ts).
    ...(size ? { options: { custom_size: size } } : {}),
    boxDesignId: payload.box_design_id ?? null,
    quantity: payload.quantity,
    parentId: payload.parent_id ?? null,
    bundleId,
    expressDeliveryOptionId: express?.id ?? null,
    expressNet: express?.priceNet ?? 0,
  });
}

export async function updateLineQuantity(tx: Db, order: repo.OrderRow, lineId: number, quantity: number): Promise<void> {
  const line = await findLine(tx, order.id, lineId, 'itemId');
  if (line.kind === 'warranty' || line.kind === 'expert_check') {
    throw new RuleViolation('quantity_fixed', 'The quantity of a service line cannot be changed', 'quantity');
  }
  if (line.fixedUnitNet !== null) {
    throw new RuleViolation('offer_line_fixed', 'The quantity of a line from a custom offer is the one agreed; ask your manager for a new offer', 'quantity');
  }
  if (line.variantId !== null) {
    const v = await findSellableVariant(tx, line.variantId);
    checkQuantity(customSizeOfLine(line.options) ? asCustomSize(v) : v, quantity);
  }
  await tx.update(lineItems).set({ quantity }).where(eq(lineItems.id, line.id));
}

/** Removes a line and the service lines that cover it (FK cascade); a bundle's last line removes the bundle. */
export async function removeLine(tx: Db, order: repo.OrderRow, lineId: number): Promise<void> {
  const line = await findLine(tx, order.id, lineId, 'itemId');
  await tx.delete(lineItems).where(eq(lineItems.id, line.id));
  if (line.bundleId !== null) {
    const [left] = await tx.select({ n: count() }).from(lineItems).where(eq(lineItems.bundleId, line.bundleId));
    if ((left?.n ?? 0) === 0) await tx.delete(orderBundles).where(eq(orderBundles.id, line.bundleId));
  }
}

/** `bulk_create`: the lines of one catalogue bundle, in one order bundle; one of them must be the primary product. */
export async function bulkCreate(tx: Db, order: repo.OrderRow, bundleId: number, items: Array<{ variant_id: number; quantity: number; box_design_id?: string | null | undefined }>): Promise<void> {
  const rules = await loadBundleRules(tx, bundleId);
  const variants: VariantWithProduct[] = [];
  for (const [k, i] of items.entries()) variants.push(await findSellableVariant(tx, i.variant_id, `line_items_params.${k}.variant_id`));
  checkBundleChoice(rules, variants.map((v) => ({ variantId: v.variant.id, productId: v.product.id, sku: v.variant.sku })));
  const primaryIndex = variants.findIndex((v) => rules.primaryProducts.has(v.product.id));
  const [ob] = await tx.insert(orderBundles).values({ orderId: order.id, catalogueBundleId: bundleId, quantity: items[primaryIndex]?.quantity ?? 1 }).returning();
  if (!ob) throw new Error('bundle insert returned nothing');
  for (const [k, item] of items.entries()) {
    await addLineItem(tx, order, { variant_id: item.variant_id, quantity: item.quantity, box_design_id: item.box_design_id ?? null }, ob.id).catch((err: unknown) => {
      if (err instanceof RuleViolation && err.field && !err.field.startsWith('line_items_params')) {
        throw new RuleViolation(err.code, err.message, `line_items_params.${k}.${err.field}`);
      }
      throw err;
    });
  }
}

/** `POST v2/bundles`: the bundle's primary variant in `quantity`. */
export async function createBundle(tx: Db, order: repo.OrderRow, bundleId: number, quantity: number): Promise<void> {
  const rules = await loadBundleRules(tx, bundleId);
  await bulkCreate(tx, order, bundleId, [{ variant_id: rules.primaryVariantId, quantity }]);
}

async function findOrderBundle(tx: Db, orderId: number | null, orderBundleId: number) {
  const [ob] = await tx.select().from(orderBundles).where(eq(orderBundles.id, orderBundleId));
  if (!ob || (orderId !== null && ob.orderId !== orderId)) throw new NotFound('Bundle not found');
  return ob;
}

/** `PATCH v2/bundles`: every line of the order bundle gets the new quantity (bundles are sold in sets). */
export async function updateBundle(tx: Db, order: repo.OrderRow, orderBundleId: number, quantity: number): Promise<void> {
  const ob = await findOrderBundle(tx, order.id, orderBundleId);
  const lines = await tx.select().from(lineItems).where(and(eq(lineItems.bundleId, ob.id), notInArray(lineItems.kind, ['warranty', 'expert_check'])));
  for (const line of lines) {
    if (line.variantId !== null) checkQuantity(await findSellableVariant(tx, line.variantId), quantity);
  }
  await tx.update(lineItems).set({ quantity }).where(and(eq(lineItems.bundleId, ob.id), notInArray(lineItems.kind, ['warranty', 'expert_check'])));
  await tx.update(orderBundles).set({ quantity }).where(eq(orderBundles.id, ob.id));
}

/** The order an order bundle belongs to (for `v2/bundles/destroy`, which names only the bundle). */
export async function orderOfBundle(db: Db, orderBundleId: number): Promise<number> {
  return (await findOrderBundle(db, null, orderBundleId)).orderId;
}

export async function destroyBundle(tx: Db, order: repo.OrderRow, orderBundleId: number): Promise<void> {
  const ob = await findOrderBundle(tx, order.id, orderBundleId);
  await tx.delete(orderBundles).where(eq(orderBundles.id, ob.id));
}

export async function removeExpertCheck(tx: Db, order: repo.OrderRow, parentId: number): Promise<void> {
  const removed = await tx
    .delete(lineItems)
    .where(and(eq(lineItems.orderId, order.id), eq(lineItems.parentId, parentId), eq(lineItems.kind, 'expert_check')))
    .returning({ id: lineItems.id });
  if (removed.length === 0) throw new NotFound(`Line item ${parentId} has no expert check`);
}

/** The caller's newest open order in the region, or a new one (sample packs are ordered without a cart id). */
export async function openOrderFor(db: Db, actor: Actor, region: RegionCode, now: Date): Promise<number> {
  const [open] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, actor.userId), eq(orders.region, region), inArray(orders.state, [...OPEN_STATES])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (open) return open.id;
  return (await createOrder(db, actor, region, getRegionConfig(region).currency, now)).id;
}

/** `POST /custom_sample_pack`: a sample pack variant with the chosen samples. */
export async function addSamplePack(tx: Db, order: repo.OrderRow, input: { sku: string; samples: string[]; version: string }): Promise<void> {
  const [found] = await catalogue.findVariantsBySkus(tx, [input.sku]);
  if (!found || found.product.type !== 'sample') throw new RuleViolation('not_a_sample_pack', `${input.sku} is not a sample pack`, 'sku');
  const samples = [...new Set(input.samples)];
  await checkSamples(tx, order.region, found.variant, samples);
  const line = await addLineItem(tx, order, { variant_id: found.variant.id, quantity: 1 });
  if (line) await tx.update(lineItems).set({ options: { samples, version: input.version } }).where(eq(lineItems.id, line.id));
}

/** Moves an anonymous visitor's open orders to the account it signs into (userHooks.onUserMerged). */
export async function moveOpenOrders(tx: Db, fromUserId: number, toUserId: number, email: string | null): Promise<void> {
  await tx
    .update(orders)
    .set({ userId: toUserId, ...(email ? { email } : {}) })
    .where(and(eq(orders.userId, fromUserId), inArray(orders.state, [...OPEN_STATES])));
}

/** The order a line item belongs to (expert checks name only the line); an unknown line is a 404. */
export async function orderOfLine(db: Db, lineId: number): Promise<number> {
  const [row] = await db.select({ orderId: lineItems.orderId }).from(lineItems).where(eq(lineItems.id, lineId));
  if (!row) throw new NotFound('Line item not found');
  return row.orderId;
}

/** A visitor who signs in takes its orders along: open ones become the account's cart (with the
 *  account's e-mail), finished ones its order history. */
export async function takeVisitorOrders(tx: Db, anonymousUserId: number, userId: number): Promise<void> {
  const account = await findUserById(tx, userId);
  await moveOpenOrders(tx, anonymousUserId, userId, account?.email ?? null);
  await repo.moveFinishedOrders(tx, anonymousUserId, userId);
}

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
