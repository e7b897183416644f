// The prices of an order: its tax decision, each line's unit price (catalogue tiers, a custom size's
// scaled tiers, an offer's agreed price, the service lines' fixed prices), its shipping and customs.
// The orders module stores what these answer (orders/recalculate.ts); nothing here writes.
import { getRegionConfig, isRegionCode, type RegionCode } from '@ph/region-config';
import type { Currency, ProductRow, VariantRow } from '../catalogue';
import * as catalogue from '../catalogue';
import type { Db } from '../db';
import type { orders, lineItems } from '../db/schema';
import { RuleViolation } from '../errors';
import { customSizeOfLine, customSizeTiers } from './customSizeService';
import { priceLine, PricingError } from './priceLine';
import { EXPERT_CHECK_NET, TREE_NET, warrantyNet } from './serviceItemPrices';
import { decideTax, TaxCountryError, taxRegionOf, type TaxDecision } from '../tax';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof lineItems.$inferSelect;

export function orderRegion(order: Pick<OrderRow, 'region'>): RegionCode {
  if (!isRegionCode(order.region)) throw new Error(`order has an unknown region ${order.region}`);
  return order.region;
}

/** The VAT decision of an order: its region, delivery country (default: the store's) and customer. */
export function orderTax(order: Pick<OrderRow, 'region' | 'shipAddress' | 'customerType' | 'validatedVatCountryIso'>, shipCountryIso?: string | null): TaxDecision {
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

interface ShippingChoice {
  method: string;
  net: number;
}

/** The price of a shipping method for this order, or a 422 when the method is not offered for it. */
export async function shippingPrice(
  db: Db,
  order: Pick<OrderRow, 'region' | 'currency' | 'shipAddress'>,
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

export interface LineToPrice {
  line: Pick<LineRow, 'id' | 'kind' | 'quantity' | 'fixedUnitNet' | 'options' | 'parentId'>;
  variant: VariantRow | null;
  product: ProductRow | null;
}

export interface LinePrice {
  unitNet: number;
  itemNet: number;
}

/**
 * The unit and item net of every line of an order, by line id: a catalogue line from its volume tiers
 * (or its custom size's scaled tiers), an offer's line at its agreed price, a service line at its fixed
 * price (the warranty a share of the line it covers). A line the price model cannot price is a 422
 * naming it.
 */
export async function priceOrderLines(
  db: Db,
  order: Pick<OrderRow, 'region' | 'currency' | 'customerType' | 'validatedVatCountryIso'>,
  tax: TaxDecision,
  lines: readonly LineToPrice[],
): Promise<Map<number, LinePrice>> {
  const currency = order.currency as Currency;
  const variantIds = lines.flatMap((l) => (l.variant ? [l.variant.id] : []));
  const tiers = await catalogue.findVolumePrices(db, [...new Set(variantIds)], currency);

  const unit = new Map<number, LinePrice>();
  for (const l of lines) {
    if (!l.variant) continue;
    // A price agreed in a custom offer is kept as agreed (the API README's "Quotes and offers": the only non-model price).
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
      if (err instanceof PricingError) throw new RuleViolation(err.code, err.message, `line_items.${l.line.id}`);
      throw err;
    }
  }
  for (const l of lines) {
    if (unit.has(l.line.id)) continue;
    switch (l.line.kind) {
      case 'warranty': {
        const parent = l.line.parentId !== null ? unit.get(l.line.parentId) : undefined;
        const net = warrantyNet(parent?.itemNet ?? 0);
        unit.set(l.line.id, { unitNet: net, itemNet: net });
        break;
      }
      case 'expert_check':
        unit.set(l.line.id, { unitNet: EXPERT_CHECK_NET[currency], itemNet: EXPERT_CHECK_NET[currency] });
        break;
      case 'tree':
        unit.set(l.line.id, { unitNet: TREE_NET[currency], itemNet: TREE_NET[currency] * l.line.quantity });
        break;
      default:
        throw new Error(`line ${l.line.id} of kind ${l.line.kind} has no variant`);
    }
  }
  return unit;
}
