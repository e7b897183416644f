// Re-prices an order from the catalogue and writes every stored amount: the only place order money is
// computed. Callers hold the order's row lock (`lockOrder`) and call this after any change.
import { and, eq, sql } from 'drizzle-orm';
import { getRegionConfig, isRegionCode, type RegionCode } from '@ph/region-config';
import type { Currency } from '../catalogue/constants';
import * as catalogue from '../catalogue/repository';
import type { Db } from '../db/client';
import { adjustments, lineItems, orders } from '../db/schema/orders';
import { RuleViolation } from '../errors';
import { customSizeOfLine, customSizeTiers } from '../pricing/customSizeService';
import { priceLine, PricingError } from '../pricing/priceLine';
import { decideTax, TaxCountryError, taxRegionOf, type TaxDecision } from '../pricing/tax';
import { evaluate, isRejection } from '../promotions/rules';
import * as repo from './repository';
import { SYSTEM, transition } from './stateMachine';
import { EXPERT_CHECK_NET, TREE_NET, warrantyNet } from './serviceItems';
import { computeOrderAmounts, type DiscountInput, type LineInput } from './totals';

export function orderRegion(order: Pick<repo.OrderRow, 'region'>): RegionCode {
  if (!isRegionCode(order.region)) throw new Error(`order has an unknown region ${order.region}`);
  return order.region;
}

/** The VAT decision of an order: its region, delivery country (default: the store's) and customer. */
export function orderTax(order: Pick<repo.OrderRow, 'region' | 'shipAddress' | 'customerType' | 'validatedVatCountryIso'>, shipCountryIso?: string | null): TaxDecision {
  const region = taxRegionOf(orderRegion(order));
  try {
    return decideTax(region, shipCountryIso ?? order.shipAddress?.country_iso ?? null, {
      type: order.customerType,
      validatedVatCountryIso: order.validatedVatCountryIso,
    });
  } catch (err) {
    if (err instanceof TaxCountryError) throw new RuleViolation('country_not_allowed', err.message, 'ship_address.country_iso');
    throw err;
  }
}

/** Customs clearance surcharge (region-config `additionalCustoms`, major units) for the store or destination. */
export function customsFor(region: RegionCode, shipCountryIso: string | null | undefined): number {
  const own = getRegionConfig(region).additionalCustoms;
  const destination = shipCountryIso && isRegionCode(shipCountryIso.toLowerCase()) ? getRegionConfig(shipCountryIso.toLowerCase()).additionalCustoms : 0;
  return Math.max(own, destination) * 100;
}

export interface ShippingChoice {
  method: string;
  net: number;
}

/** The price of a shipping method for this order, or a 422 when the method is not offered for it. */
export async function shippingPrice(
  db: Db,
  order: repo.OrderRow,
  method: string,
  itemNet: number,
  onlySamplePacks: boolean,
): Promise<ShippingChoice> {
  const rates = await catalogue.findShippingRates(db, orderRegion(order));
  const rate = rates.find((r) => r.method === method);
  const country = order.shipAddress?.country_iso ?? getRegionConfig(orderRegion(order)).defaultShippingCountryCode;
  const refuse = (why: string) => new RuleViolation('shipping_method_unavailable', `Shipping method ${method} ${why}`, 'shipping_method');
  if (!rate || rate.currency !== order.currency) throw refuse(`is not offered in region ${order.region}`);
  if (rate.countries.length > 0 && !rate.countries.includes(country)) throw refuse(`does not ship to ${country}`);
  if (rate.freeAboveNet !== null && itemNet < rate.freeAboveNet) throw refuse(`needs an order of at least ${rate.freeAboveNet} (minor units, net)`);
  if (rate.samplePacksOnly && !onlySamplePacks) throw refuse('is only for sample pack orders');
  return { method, net: rate.priceNet };
}

function pricingViolation(err: unknown, lineId: number): never {
  if (err instanceof PricingError) throw new RuleViolation(err.code, err.message, `line_items.${lineId}`);
  throw err;
}

/**
 * Prices every line, applies the order's promotions, shipping and customs, and stores the result.
 * A shipping method that no longer fits the cart (e.g. a free-shipping threshold) is dropped and the
 * checkout goes back to `delivery` so the shopper picks again.
 */
export async function recalculateOrder(db: Db, order: repo.OrderRow, now: Date): Promise<repo.OrderRow> {
  const currency = order.currency as Currency;
  const tax = orderTax(order);
  const lines = await repo.linesOf(db, order.id);
  const variantIds = lines.flatMap((l) => (l.variant ? [l.variant.id] : []));
  const tiers = await catalogue.findVolumePrices(db, [...new Set(variantIds)], currency);

  const unit = new Map<number, { unitNet: number; itemNet: number }>();
  for (const l of lines) {
    if (!l.variant) continue;
    // A price agreed in a custom offer is kept as agreed (offers/README: the only non-model price).
    if (l.line.fixedUnitNet !== null) {
      unit.set(l.line.id, { unitNet: l.line.fixedUnitNet, itemNet: l.line.fixedUnitNet * l.line.quantity });
      continue;
    }
    try {
      const variantId = l.variant.id;
      const size = customSizeOfLine(l.line.options);
      const volumePrices =
        size && l.product
          ? (await customSizeTiers(db, { variant: l.variant, product: l.product }, size, currency, `line_items.${l.line.id}`)).tiers
          : tiers.filter((t) => t.variantId === variantId);
      const priced = priceLine({
        variant: { sku: l.variant.sku, volumePrices },
        quantity: l.line.quantity,
        currency,
        region: taxRegionOf(orderRegion(order)),
        taxCountryIso: tax.countryIso,
        customer: { type: order.customerType, validatedVatCountryIso: order.validatedVatCountryIso },
      });
      unit.set(l.line.id, { unitNet: priced.unitNet, itemNet: priced.net });
    } catch (err) {
      pricingViolation(err, l.line.id);
    }
  }
  const serviceNet = (l: repo.LineWithCatalogue): { unitNet: number; itemNet: number } => {
    switch (l.line.kind) {
      case 'warranty': {
        const parent = l.line.parentId !== null ? unit.get(l.line.parentId) : undefined;
        const net = warrantyNet(parent?.itemNet ?? 0);
        return { unitNet: net, itemNet: net };
      }
      case 'expert_check':
        return { unitNet: EXPERT_CHECK_NET[currency], itemNet: EXPERT_CHECK_NET[currency] };
      case 'tree':
        return { unitNet: TREE_NET[currency], itemNet: TREE_NET[currency] * l.line.quantity };
      default:
        throw new Error(`line ${l.line.id} of kind ${l.line.kind} has no variant`);
    }
  };
  const inputs: LineInput[] = lines.map((l) => {
    const priced = unit.get(l.line.id) ?? serviceNet(l);
    unit.set(l.line.id, priced);
    return { itemNet: priced.itemNet, expressNet: l.line.expressNet, taxRateBp: tax.rateBp };
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

  for (const [i, l] of lines.entries()) {
    const a = amounts.lines[i];
    const priced = unit.get(l.line.id);
    if (!a || !priced) continue;
    const s = l.line;
    if (
      s.unitNet === priced.unitNet && s.itemNet === a.itemNet && s.promoNet === a.promoNet && s.net === a.net &&
      s.taxRateBp === a.taxRateBp && s.tax === a.tax && s.gross === a.gross
    ) continue;
    await db
      .update(lineItems)
      .set({ unitNet: priced.unitNet, itemNet: a.itemNet, expressNet: a.expressNet, promoNet: a.promoNet, net: a.net, taxRateBp: a.taxRateBp, tax: a.tax, gross: a.gross, updatedAt: now })
      .where(eq(lineItems.id, l.line.id));
  }

  await db.delete(adjustments).where(eq(adjustments.orderId, order.id));
  const adjustmentRows: Array<typeof adjustments.$inferInsert> = [];
  promos.forEach((p, i) => {
    adjustmentRows.push({ orderId: order.id, source: 'promotion', promotionId: p.id, label: `Promotion (${p.code})`, amount: amounts.promotions[i] ?? 0 });
  });
  if (shippingMethod) {
    adjustmentRows.push({ orderId: order.id, source: 'shipping', label: shippingMethod, amount: amounts.ship.net, taxRateBp: amounts.ship.taxRateBp, tax: amounts.ship.tax });
  }
  if (customs > 0) adjustmentRows.push({ orderId: order.id, source: 'customs', label: 'Additional customs', amount: customs });
  if (adjustmentRows.length) await db.insert(adjustments).values(adjustmentRows);

  const [updated] = await db
    .update(orders)
    .set({
      itemTotal: amounts.itemTotal,
      shipTotal: amounts.shipTotal,
      taxTotal: amounts.taxTotal,
      promoTotal: amounts.promoTotal,
      additionalCustoms: amounts.additionalCustoms,
      total: amounts.total,
      itemCount: lines.reduce((s, l) => s + (l.line.kind === 'product' || l.line.kind === 'sample_pack' ? l.line.quantity : 0), 0),
      taxReason: tax.reason,
      shippingMethod,
      lockVersion: sql`${orders.lockVersion} + 1`,
      updatedAt: now,
    })
    .where(and(eq(orders.id, order.id)))
    .returning();
  if (!updated) throw new Error('order vanished during recalculation');
  // A dropped method sends a checkout past `delivery` back there (the machine's `shipping_dropped`).
  return shippingMethod === order.shippingMethod ? updated : transition(db, updated, { type: 'shipping_dropped' }, SYSTEM, now);
}
