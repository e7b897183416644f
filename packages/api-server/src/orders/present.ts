// Order rows → the API's order document.
import { eq } from 'drizzle-orm';
import { getRegionConfig, paymentMethodsFor } from '@ph/region-config';
import * as catalogue from '../catalogue/repository';
import type { LineItemProperty, Order, OrderStateChange } from '@ph/api-contract';
import { StateEventEnum } from '@ph/api-contract';
import type { Db } from '../db/client';
import { orderBundles } from '../db/schema/orders';
import { evaluate, isRejection } from '../promotions/rules';
import { orderRegion } from './recalculate';
import * as repo from './repository';
import { designsOfLines } from '../designs/lines';
import { walletAppliedTo } from '../payments/intents-repo';
import type { OrderState, PaymentState, StateChangeRow } from './stateMachine';
import { localize } from '../catalogue/localize';
import { lineName } from './lineNames';
import { adjustmentLabel, promotionName } from './adjustmentLabels';
import { defaultLanguage } from '../catalogue/regionContext';
import type { Language } from '../catalogue/constants';

/**
 * The order document, its texts in `lang` (the reader's interface language, by default the store's):
 * line names and line properties come from the catalogue and the service vocabulary when the order is
 * read, so no screen keeps its own copy and a shopper who switches language reads the cart in it.
 */
export async function presentOrder(db: Db, order: repo.OrderRow, lang?: Language): Promise<Order> {
  const region = orderRegion(order);
  // Sequential on purpose: inside a transaction all queries share one connection.
  const lines = await repo.linesOf(db, order.id);
  const adjustments = await repo.adjustmentsOf(db, order.id);
  const promos = await repo.promotionsOf(db, order.id);
  const bundles = await db.select().from(orderBundles).where(eq(orderBundles.orderId, order.id));
  const rates = await catalogue.findShippingRates(db, region);
  const promotable = lines.map((l) => ({ kind: l.line.kind, productSku: l.productSku, itemNet: l.line.itemNet }));
  const country = order.shipAddress?.country_iso ?? getRegionConfig(region).defaultShippingCountryCode;
  const hasProducts = lines.some((l) => l.line.kind === 'product');
  const productNet = lines.reduce((s, l) => s + l.line.itemNet, 0);
  const designs = await designsOfLines(db, order, lines.map((l) => l.line));
  const walletApplied = await walletAppliedTo(db, order.id);
  const language = lang ?? order.language ?? defaultLanguage(region);
  const properties = await linePropertiesOf(db, lines.map((l) => l.line.variantId), language);
  return {
    id: order.id,
    number: order.number,
    token: order.token,
    state: order.state,
    payment_state: order.paymentState,
    payment_method: order.paymentMethod,
    currency: order.currency,
    region: order.region,
    email: order.email,
    customer_type: order.customerType,
    item_total: order.itemTotal,
    ship_total: order.shipTotal,
    tax_total: order.taxTotal,
    promo_total: order.promoTotal,
    additional_customs: order.additionalCustoms,
    total: order.total,
    wallet_applied: walletApplied,
    // The same figure as payments' amountDueOf: the total less the credit spent.
    amount_due: order.total - walletApplied,
    item_count: order.itemCount,
    tax_reason: order.taxReason,
    shipping_method: order.shippingMethod,
    bill_address: order.billAddress,
    ship_address: order.shipAddress,
    special_instructions: order.specialInstructions,
    channel: order.channel,
    promo_code: promos[0]?.code ?? null,
    lock_version: order.lockVersion,
    completed_at: order.completedAt?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
    line_items: lines.map(({ line: l, product }) => ({
      id: l.id,
      kind: l.kind,
      variant_id: l.variantId,
      sku: l.sku,
      name: lineName(l, product, language),
      quantity: l.quantity,
      box_design_id: l.boxDesignId,
      box_design: designs.lines.get(l.id)?.design ?? null,
      thumbnail: designs.lines.get(l.id)?.design?.thumbnail_url ?? null,
      proof: designs.lines.get(l.id)?.proof ?? null,
      parent_id: l.parentId,
      bundle_id: l.bundleId,
      express_delivery_option_id: l.expressDeliveryOptionId,
      options: l.options,
      properties: (l.variantId !== null && properties.get(l.variantId)) || [],
      unit_net: l.unitNet,
      item_net: l.itemNet,
      express_net: l.expressNet,
      promo_net: l.promoNet,
      net: l.net,
      tax_rate: l.taxRateBp,
      tax: l.tax,
      gross: l.gross,
    })),
    adjustments: adjustments.map((a) => {
      const promotion = promos.find((p) => p.id === a.promotionId);
      return {
        source: a.source,
        label: adjustmentLabel(a, promotion, language),
        amount: a.amount,
        tax: a.tax,
        promotion_code: promotion?.code ?? null,
      };
    }),
    promotions: promos.map((p) => {
      const result = evaluate(p, order.currency, promotable);
      const adj = adjustments.find((a) => a.promotionId === p.id);
      return { code: p.code, name: promotionName(p, language), kind: p.kind, amount: adj?.amount ?? 0, eligible: !isRejection(result) };
    }),
    bundles: bundles.map((b) => ({ id: b.id, bundle_id: b.catalogueBundleId, quantity: b.quantity })),
    shipping_methods: rates
      .filter((r) => r.currency === order.currency && (r.countries.length === 0 || r.countries.includes(country)))
      .map((r) => ({
        method: r.method,
        net: order.fixedShipNet ?? r.priceNet,
        available: (r.freeAboveNet === null || productNet >= r.freeAboveNet) && (!r.samplePacksOnly || !hasProducts),
      })),
    payment_methods: [...paymentMethodsFor(region)],
    production_state: designs.productionState,
  };
}

/** A row of `order_state_changes` → the API's history entry (who, as a kind: user ids stay private). */
export function presentStateChange(row: StateChangeRow): OrderStateChange {
  // Only the order's own machines reach here (stateChangesOf); their events are the contract's.
  const common = { event: StateEventEnum.parse(row.event), actor: row.actor, created_at: row.createdAt.toISOString() };
  return row.machine === 'order'
    ? { machine: 'order', from: row.fromState as OrderState | null, to: row.toState as OrderState, ...common }
    : { machine: 'payment', from: row.fromState as PaymentState | null, to: row.toState as PaymentState, ...common };
}

/** Each variant's properties, in the catalogue's order (by type, then position), named in `lang`. */
async function linePropertiesOf(db: Db, variantIds: Array<number | null>, lang: Language): Promise<Map<number, LineItemProperty[]>> {
  const ids = [...new Set(variantIds.filter((id): id is number => id !== null))];
  const byVariant = new Map<number, LineItemProperty[]>();
  for (const { variantId, property } of await catalogue.findVariantProperties(db, ids)) {
    const list = byVariant.get(variantId) ?? [];
    list.push({ type: property.type, key: property.key, name: localize(property.name, lang) });
    byVariant.set(variantId, list);
  }
  return byVariant;
}
