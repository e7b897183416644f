// A cart line's print quality (docs/domain.md#orders-and-checkout): the qualities its product offers in its
// size, each priced as this order would charge it, and the change to one of them. The server picks the
// variant for a quality; a quality the product does not offer is a 422 that changes nothing.
import type { PrintQuality, PrintQualityOption } from '@ph/api-contract';
import { asCustomSize, checkQuantity, findSellableVariant, variantsByPrintQuality, type VariantRow, type VariantWithProduct } from '../catalogue';
import type { Db } from '../db';
import { designForLine } from '../designs';
import { NotFound, RuleViolation } from '../errors';
import { customSizeOfLine, orderRegion, orderTax, priceOrderLines } from '../pricing';
import type { Actor } from './actor';
import * as repo from './repository';

const QUALITY_FIELD = 'print_quality';

/** The product line whose quality may change, with its variant; other lines are a 422 naming why. */
async function changeableLine(db: Db, order: repo.OrderRow, lineId: number): Promise<{ line: repo.LineItemRow; v: VariantWithProduct }> {
  const line = await repo.findLineOfOrder(db, order.id, lineId);
  if (!line) throw new RuleViolation('line_item_not_found', `Line item ${lineId} is not in this order`, 'itemId');
  if (line.kind !== 'product' || line.variantId === null) {
    throw new RuleViolation('print_quality_not_changeable', 'Only a product line has a print quality', QUALITY_FIELD);
  }
  if (line.fixedUnitNet !== null) {
    throw new RuleViolation('offer_line_fixed', 'A line from a custom offer keeps the print quality agreed; ask your manager for a new offer', QUALITY_FIELD);
  }
  if (line.bundleId !== null) {
    throw new RuleViolation('print_quality_not_changeable', 'A line of a bundle keeps the bundle’s print quality', QUALITY_FIELD);
  }
  return { line, v: await findSellableVariant(db, line.variantId, QUALITY_FIELD) };
}

/** The line's quantity is allowed for `variant` (QR grid, custom-size minimum, stock). */
function quantityFits(v: VariantWithProduct, line: repo.LineItemRow): boolean {
  try {
    checkQuantity(customSizeOfLine(line.options) ? asCustomSize(v) : v, line.quantity);
    return true;
  } catch (err) {
    if (err instanceof RuleViolation) return false;
    throw err;
  }
}

async function priced(db: Db, order: repo.OrderRow, line: repo.LineItemRow, v: VariantWithProduct, candidates: ReadonlyArray<[PrintQuality, VariantRow]>) {
  const out: Array<{ quality: PrintQuality; variant: VariantRow; unitNet: number; itemNet: number }> = [];
  for (const [quality, variant] of candidates) {
    const candidate = { variant, product: v.product };
    if (!quantityFits(candidate, line)) continue;
    try {
      const prices = await priceOrderLines(db, order, orderTax(order), [{ line: { ...line, fixedUnitNet: null }, ...candidate }]);
      const p = prices.get(line.id);
      if (p) out.push({ quality, variant, unitNet: p.unitNet, itemNet: p.itemNet });
    } catch (err) {
      // A variant without a price at this quantity is not offered for this line.
      if (!(err instanceof RuleViolation)) throw err;
    }
  }
  return out;
}

/** `GET v2/orders/{id}/line_items/{itemId}/print_qualities`: a read, no row lock; another user's order is a 404. */
export async function printQualityOptions(db: Db, actor: Actor, orderId: number, lineId: number): Promise<PrintQualityOption[]> {
  const order = await repo.findOrder(db, orderId);
  if (!order || order.userId !== actor.userId) throw new NotFound('Order not found');
  const { line, v } = await changeableLine(db, order, lineId);
  const byQuality = await variantsByPrintQuality(db, v);
  const options = await priced(db, order, line, v, [...byQuality.entries()]);
  const current = options.find((o) => o.variant.id === line.variantId);
  return options.map((o) => ({
    quality: o.quality,
    variant_id: o.variant.id,
    sku: o.variant.sku,
    current: o.variant.id === line.variantId,
    unit_net: o.unitNet,
    item_net: o.itemNet,
    difference_net: current ? o.itemNet - current.itemNet : 0,
  }));
}

/** Moves the line to its product's variant of `quality` in the same size; callers run it inside `changeOrder`. */
export async function changeLinePrintQuality(tx: Db, order: repo.OrderRow, lineId: number, quality: PrintQuality): Promise<void> {
  const { line, v } = await changeableLine(tx, order, lineId);
  const target = (await variantsByPrintQuality(tx, v)).get(quality);
  if (!target) {
    throw new RuleViolation('print_quality_not_offered', `${v.product.name.en} is not offered in print quality ${quality} in this size`, QUALITY_FIELD);
  }
  if (target.id === line.variantId) return;
  const next = { variant: target, product: v.product };
  if (!quantityFits(next, line)) {
    throw new RuleViolation('print_quality_not_offered', `Print quality ${quality} of ${v.product.name.en} is not offered for ${line.quantity} pieces`, QUALITY_FIELD);
  }
  if ((await priced(tx, order, line, v, [[quality, target]])).length === 0) {
    throw new RuleViolation('print_quality_not_offered', `Print quality ${quality} of ${v.product.name.en} has no price for ${line.quantity} pieces`, QUALITY_FIELD);
  }
  if (line.boxDesignId) {
    // The design must still fit the box (same product and size, so it does; checked as when it was added).
    await designForLine(tx, order.userId, line.boxDesignId, { variantId: target.id, customSize: customSizeOfLine(line.options), region: orderRegion(order) }, QUALITY_FIELD);
  }
  await repo.setLineVariant(tx, line.id, target);
}
