// The order's rows, as read by document.ts → the API's order document. Pure: nothing here reads.
import { getRegionConfig, paymentMethodsFor, type RegionCode } from '@ph/region-config';
import type { LineItemProperty, Order, OrderStateChange } from '@ph/api-contract';
import { StateEventEnum } from '@ph/api-contract';
import type { Language, PropertyRow, ShippingRateRow } from '../catalogue';
import { localize } from '../catalogue';
import type { LineDesigns } from '../designs';
import { evaluate, isRejection } from '../promotions';
import type * as repo from './repository';
import type { FulfillmentState, OrderState, PaymentState, StateChangeRow } from './stateMachine';
import { promotableLines } from './coupons';
import { lineName } from './lineNames';
import { adjustmentLabel, promotionName } from './adjustmentLabels';

/** Everything the order document shows, read in one place (document.ts). */
export interface OrderDocumentData {
  order: repo.OrderRow;
  region: RegionCode;
  language: Language;
  lines: repo.LineWithCatalogue[];
  adjustments: repo.AdjustmentRow[];
  promos: repo.PromotionRow[];
  bundles: repo.OrderBundleRow[];
  rates: ShippingRateRow[];
  designs: LineDesigns;
  walletApplied: number;
  properties: Array<{ variantId: number; property: PropertyRow }>;
}

/**
 * The order document, its texts in `language` (the reader's interface language, by default the
 * store's): line names and line properties come from the catalogue and the service vocabulary when the
 * order is read, so no screen keeps its own copy and a shopper who switches language reads the cart in it.
 */
export function presentOrder(data: OrderDocumentData): Order {
  const { order, region, language, lines, adjustments, promos, bundles, rates, designs, walletApplied } = data;
  const promotable = promotableLines(lines);
  const country = order.shipAddress?.country_iso ?? getRegionConfig(region).defaultShippingCountryCode;
  const hasProducts = lines.some((l) => l.line.kind === 'product');
  const productNet = lines.reduce((s, l) => s + l.line.itemNet, 0);
  const properties = linePropertiesOf(data.properties, language);
  return {
    id: order.id,
    number: order.number,
    token: order.token,
    state: order.state,
    payment_state: order.paymentState,
    fulfillment_state: order.fulfillmentState,
    canceled_at: order.canceledAt?.toISOString() ?? null,
    cancel_reason: order.cancelReason,
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
    line_items: lines.map(({ line: l, variant, product }) => ({
      id: l.id,
      kind: l.kind,
      variant_id: l.variantId,
      sku: l.sku,
      name: lineName(l, product, language),
      quantity: l.quantity,
      box_design_id: l.boxDesignId,
      box_design: designs.lines.get(l.id)?.design ?? null,
      thumbnail: designs.lines.get(l.id)?.design?.thumbnail_url ?? null,
      image_url: linePicture(variant, product),
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

/**
 * The catalogue's public picture of a line: its variant's (the box in its board and size), else its
 * product's first; null for a line without one (services, trees). A design's thumbnail is separate.
 */
function linePicture(variant: repo.LineWithCatalogue['variant'], product: repo.LineWithCatalogue['product']): string | null {
  return variant?.images[0]?.url ?? product?.images[0]?.url ?? null;
}

/** A row of `order_state_changes` → the API's history entry (who, as a kind: user ids stay private). */
export function presentStateChange(row: StateChangeRow): OrderStateChange {
  // Only the order's own machines reach here (stateChangesOf); their events are the contract's.
  const common = { event: StateEventEnum.parse(row.event), actor: row.actor, reason: row.reason, created_at: row.createdAt.toISOString() };
  if (row.machine === 'order') return { machine: 'order', from: row.fromState as OrderState | null, to: row.toState as OrderState, ...common };
  if (row.machine === 'payment') return { machine: 'payment', from: row.fromState as PaymentState | null, to: row.toState as PaymentState, ...common };
  return { machine: 'fulfillment', from: row.fromState as FulfillmentState | null, to: row.toState as FulfillmentState, ...common };
}

/** Each variant's properties, in the catalogue's order (by type, then position), named in `lang`. */
function linePropertiesOf(rows: ReadonlyArray<{ variantId: number; property: PropertyRow }>, lang: Language): Map<number, LineItemProperty[]> {
  const byVariant = new Map<number, LineItemProperty[]>();
  for (const { variantId, property } of rows) {
    const list = byVariant.get(variantId) ?? [];
    list.push({ type: property.type, key: property.key, name: localize(property.name, lang) });
    byVariant.set(variantId, list);
  }
  return byVariant;
}
