// The lines of an order: products (with a custom size, a design, an express option), their service
// lines (warranty, expert check), quantities and removal. Callers run these inside `changeOrder`.
import { getRegionConfig } from '@ph/region-config';
import type { LineItemPayload } from '@ph/api-contract';
import { asCustomSize, checkQuantity, findExpressOption, findSellableVariant, type VariantWithProduct } from '../catalogue';
import type { Db } from '../db';
import type { LineItemKind } from '../db/schema';
import { designForLine } from '../designs';
import { NotFound, RuleViolation } from '../errors';
import { checkCustomSize, customSizeOfLine, normaliseCustomSize, orderRegion } from '../pricing';
import * as repo from './repository';
import { EXPERT_CHECK_SKU, WARRANTY_SKU } from './serviceItems';

function productName(v: VariantWithProduct): string {
  return v.product.name.en;
}

async function expressOption(tx: Db, order: repo.OrderRow, v: VariantWithProduct, optionId: number) {
  const option = await findExpressOption(tx, optionId);
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
  const line = await repo.findLineOfOrder(tx, orderId, lineId);
  if (!line) throw new RuleViolation('line_item_not_found', `Line item ${lineId} is not in this order`, field);
  return line;
}

/** Inserts a line with consistent provisional amounts; `recalculateOrder` prices it in the same transaction. */
async function insertLine(tx: Db, values: Omit<repo.LineItemInsert, 'position'>): Promise<repo.LineItemRow> {
  const position = await repo.nextLinePosition(tx, values.orderId);
  const express = values.expressNet ?? 0;
  return repo.insertLine(tx, { ...values, net: express, gross: express, position });
}

/** Adds a service line (warranty, expert check) to a product line; one of each per product line. */
export async function addServiceLine(tx: Db, order: repo.OrderRow, kind: Extract<LineItemKind, 'warranty' | 'expert_check'>, parentId: number): Promise<void> {
  const parent = await findLine(tx, order.id, parentId);
  if (parent.kind !== 'product') throw new RuleViolation('invalid_parent', `Line item ${parentId} is not a product`, 'parent_id');
  if (await repo.hasServiceLine(tx, parentId, kind)) throw new RuleViolation(`${kind}_already_added`, `Line item ${parentId} already has ${kind === 'warranty' ? 'a warranty' : 'an expert check'}`, 'parent_id');
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
  await repo.setLineQuantity(tx, line.id, quantity);
}

/** Removes a line and the service lines that cover it (FK cascade); a bundle's last line removes the bundle. */
export async function removeLine(tx: Db, order: repo.OrderRow, lineId: number): Promise<void> {
  const line = await findLine(tx, order.id, lineId, 'itemId');
  await repo.deleteLine(tx, line.id);
  if (line.bundleId !== null && (await repo.countBundleLines(tx, line.bundleId)) === 0) await repo.deleteOrderBundle(tx, line.bundleId);
}

export async function removeExpertCheck(tx: Db, order: repo.OrderRow, parentId: number): Promise<void> {
  if ((await repo.deleteExpertCheck(tx, order.id, parentId)) === 0) throw new NotFound(`Line item ${parentId} has no expert check`);
}

/** The order a line item belongs to (expert checks name only the line); an unknown line is a 404. */
export async function orderOfLine(db: Db, lineId: number): Promise<number> {
  const orderId = await repo.orderIdOfLine(db, lineId);
  if (orderId === undefined) throw new NotFound('Line item not found');
  return orderId;
}
