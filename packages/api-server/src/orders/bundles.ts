// Catalogue bundles in an order: their lines travel together, in one quantity.
import { checkQuantity, findSellableVariant, type VariantWithProduct } from '../catalogue';
import type { Db } from '../db';
import { NotFound, RuleViolation } from '../errors';
import { checkBundleChoice, loadBundleRules } from './bundleChoice';
import { addLineItem } from './lines';
import * as repo from './repository';

/** `bulk_create`: the lines of one catalogue bundle, in one order bundle; one of them must be the primary product. */
export async function bulkCreate(tx: Db, order: repo.OrderRow, bundleId: number, items: Array<{ variant_id: number; quantity: number; box_design_id?: string | null | undefined }>): Promise<void> {
  const rules = await loadBundleRules(tx, bundleId);
  const variants: VariantWithProduct[] = [];
  for (const [k, i] of items.entries()) variants.push(await findSellableVariant(tx, i.variant_id, `line_items_params.${k}.variant_id`));
  checkBundleChoice(rules, variants.map((v) => ({ variantId: v.variant.id, productId: v.product.id, sku: v.variant.sku })));
  const primaryIndex = variants.findIndex((v) => rules.primaryProducts.has(v.product.id));
  const ob = await repo.insertOrderBundle(tx, { orderId: order.id, catalogueBundleId: bundleId, quantity: items[primaryIndex]?.quantity ?? 1 });
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

async function findOrderBundle(tx: Db, orderId: number | null, orderBundleId: number): Promise<repo.OrderBundleRow> {
  const ob = await repo.findOrderBundle(tx, orderBundleId);
  if (!ob || (orderId !== null && ob.orderId !== orderId)) throw new NotFound('Bundle not found');
  return ob;
}

/** `PATCH v2/bundles`: every line of the order bundle gets the new quantity (bundles are sold in sets). */
export async function updateBundle(tx: Db, order: repo.OrderRow, orderBundleId: number, quantity: number): Promise<void> {
  const ob = await findOrderBundle(tx, order.id, orderBundleId);
  for (const line of await repo.goodsLinesOfBundle(tx, ob.id)) {
    if (line.variantId !== null) checkQuantity(await findSellableVariant(tx, line.variantId), quantity);
  }
  await repo.setBundleQuantity(tx, ob.id, quantity);
}

/** The order an order bundle belongs to (for `v2/bundles/destroy`, which names only the bundle). */
export async function orderOfBundle(db: Db, orderBundleId: number): Promise<number> {
  return (await findOrderBundle(db, null, orderBundleId)).orderId;
}

export async function destroyBundle(tx: Db, order: repo.OrderRow, orderBundleId: number): Promise<void> {
  const ob = await findOrderBundle(tx, order.id, orderBundleId);
  await repo.deleteOrderBundle(tx, ob.id);
}
