// What may be sold and in which quantities: the rules an order line, a quote and an offer share.
import { customSizeQuantities, qrQuantities } from '@ph/catalogue-logic';
import type { Db } from '../db';
import { RuleViolation } from '../errors';
import { findVariantWithProduct, type ProductRow, type VariantRow } from './repository';

export type VariantWithProduct = { variant: VariantRow; product: ProductRow };

/** A published variant of a published product, or a 422 on `field`. */
export async function findSellableVariant(db: Db, variantId: number, field = 'variant_id'): Promise<VariantWithProduct> {
  const row = await findVariantWithProduct(db, variantId);
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
export function asCustomSize(v: VariantWithProduct): VariantWithProduct {
  return { ...v, variant: { ...v.variant, isCustom: true } };
}
