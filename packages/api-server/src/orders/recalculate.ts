// Re-prices an order and stores every amount: the only place order money is written. The prices come
// from the pricing module; the promotions from the promotions module. Callers hold the order's row lock
// (`lockOrder`) and call this after any change.
import { computeOrderAmounts, customsFor, orderRegion, orderTax, priceOrderLines, shippingPrice, type DiscountInput, type LineInput } from '../pricing';
import type { Db } from '../db';
import { RuleViolation } from '../errors';
import { evaluate, isRejection } from '../promotions';
import * as repo from './repository';
import { SYSTEM, transition } from './stateMachine';

/**
 * Prices every line, applies the order's promotions, shipping and customs, and stores the result.
 * A shipping method that no longer fits the cart (e.g. a free-shipping threshold) is dropped and the
 * checkout goes back to `delivery` so the shopper picks again.
 */
export async function recalculateOrder(db: Db, order: repo.OrderRow, now: Date): Promise<repo.OrderRow> {
  const tax = orderTax(order);
  const lines = await repo.linesOf(db, order.id);
  const unit = await priceOrderLines(db, order, tax, lines);
  const inputs: LineInput[] = lines.map((l) => {
    const priced = unit.get(l.line.id);
    return { itemNet: priced?.itemNet ?? 0, expressNet: l.line.expressNet, taxRateBp: tax.rateBp };
  });

  const promos = await repo.promotionsOf(db, order.id);
  const promotable = lines.map((l, i) => ({ kind: l.line.kind, productSku: l.productSku, itemNet: inputs[i]?.itemNet ?? 0 }));
  const discounts: DiscountInput[] = promos.map((p) => {
    const result = evaluate({ ...p, productSkus: p.productSkus }, order.currency, promotable);
    return isRejection(result) ? { amount: 0, eligible: [] } : result;
  });

  const productNet = inputs.reduce((s, l) => s + l.itemNet, 0);
  const hasGoods = lines.some((l) => l.line.kind === 'product' || l.line.kind === 'sample_pack');
  const onlySamples = hasGoods && lines.every((l) => l.line.kind !== 'product');
  let shippingMethod = order.shippingMethod;
  let shipNet = 0;
  if (shippingMethod) {
    try {
      const offered = await shippingPrice(db, order, shippingMethod, productNet, onlySamples);
      // An order made from a custom offer ships at the offer's price, whichever method is picked.
      shipNet = order.fixedShipNet ?? offered.net;
    } catch (err) {
      if (!(err instanceof RuleViolation)) throw err;
      shippingMethod = null;
    }
  }
  const customs = hasGoods ? customsFor(orderRegion(order), order.shipAddress?.country_iso) : 0;
  const amounts = computeOrderAmounts(inputs, discounts, shippingMethod ? { net: shipNet, taxRateBp: tax.rateBp } : null, customs);

  const changedLines: repo.LineAmounts[] = [];
  for (const [i, l] of lines.entries()) {
    const a = amounts.lines[i];
    const priced = unit.get(l.line.id);
    if (!a || !priced) continue;
    const s = l.line;
    if (
      s.unitNet === priced.unitNet && s.itemNet === a.itemNet && s.promoNet === a.promoNet && s.net === a.net &&
      s.taxRateBp === a.taxRateBp && s.tax === a.tax && s.gross === a.gross
    ) continue;
    changedLines.push({ id: l.line.id, unitNet: priced.unitNet, itemNet: a.itemNet, expressNet: a.expressNet, promoNet: a.promoNet, net: a.net, taxRateBp: a.taxRateBp, tax: a.tax, gross: a.gross });
  }
  await repo.storeLineAmounts(db, changedLines, now);

  const adjustmentRows: repo.AdjustmentInsert[] = [];
  promos.forEach((p, i) => {
    adjustmentRows.push({ orderId: order.id, source: 'promotion', promotionId: p.id, label: `Promotion (${p.code})`, amount: amounts.promotions[i] ?? 0 });
  });
  if (shippingMethod) {
    adjustmentRows.push({ orderId: order.id, source: 'shipping', label: shippingMethod, amount: amounts.ship.net, taxRateBp: amounts.ship.taxRateBp, tax: amounts.ship.tax });
  }
  if (customs > 0) adjustmentRows.push({ orderId: order.id, source: 'customs', label: 'Additional customs', amount: customs });
  await repo.replaceAdjustments(db, order.id, adjustmentRows);

  const updated = await repo.storeOrderTotals(db, order.id, {
    itemTotal: amounts.itemTotal,
    shipTotal: amounts.shipTotal,
    taxTotal: amounts.taxTotal,
    promoTotal: amounts.promoTotal,
    additionalCustoms: amounts.additionalCustoms,
    total: amounts.total,
    itemCount: lines.reduce((s, l) => s + (l.line.kind === 'product' || l.line.kind === 'sample_pack' ? l.line.quantity : 0), 0),
    taxReason: tax.reason,
    shippingMethod,
  }, now);
  // A dropped method sends a checkout past `delivery` back there (the machine's `shipping_dropped`).
  return shippingMethod === order.shippingMethod ? updated : transition(db, updated, { type: 'shipping_dropped' }, SYSTEM, now);
}
