import type { OfferInput, QuoteRequest } from '@ph/api-client';
import type { MessageDescriptor } from 'react-intl';
import { deskText } from './deskText';

/** One line of the builder as typed: text until sent, so a half-typed number is not lost. */
export interface LineDraft {
  key: number;
  requested: string;
  /** The product chosen in the catalogue picker (its sku), then one of its variants. */
  productSku: string;
  variantId: string;
  customSize: QuoteRequest['items'][number]['custom_size'];
  quantity: string;
  unitPrice: string;
}

export interface OfferDraft {
  lines: LineDraft[];
  shipping: string;
  validUntil: string;
  note: string;
}

export type DraftErrors = Partial<Record<string, MessageDescriptor>>;

let nextKey = 1;
export const newLine = (over: Partial<LineDraft> = {}): LineDraft => ({
  key: nextKey++, requested: '', productSku: '', variantId: '', customSize: null, quantity: '', unitPrice: '', ...over,
});

/** The request's products as the first lines: its variant, custom size and first quantity. */
export function draftFor(qr: QuoteRequest, today: Date): OfferDraft {
  const valid = new Date(today.getTime() + 14 * 86_400_000);
  return {
    lines: qr.items.map((item) =>
      newLine({
        requested: item.variant_sku ?? item.sku,
        productSku: item.sku,
        variantId: item.variant_id === null ? '' : String(item.variant_id),
        customSize: item.custom_size,
        quantity: item.quantities[0] === undefined ? '' : String(item.quantities[0]),
      }),
    ),
    shipping: '0',
    validUntil: valid.toISOString().slice(0, 10),
    note: '',
  };
}

/** "12.50" or "12,50" in major units → minor units; null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** The body of `POST v2/offers`, or the field errors that stop it (the server checks again). */
export function toOfferInput(qrId: number, d: OfferDraft, today: Date): { input: OfferInput } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (d.lines.length === 0) errors.lines = deskText.errNoLines;
  const lines = d.lines.map((l) => {
    const variant = Number(l.variantId);
    if (!/^\d+$/.test(l.variantId.trim()) || variant < 1) errors[`variant-${l.key}`] = deskText.errVariant;
    const quantity = Number(l.quantity);
    if (!/^\d+$/.test(l.quantity.trim()) || quantity < 1) errors[`quantity-${l.key}`] = deskText.errQuantity;
    let unitNet: number | null = null;
    if (l.unitPrice.trim() !== '') {
      unitNet = parseAmount(l.unitPrice);
      if (unitNet === null || unitNet < 1) errors[`unit-${l.key}`] = deskText.errAmount;
    }
    return {
      variant_id: variant,
      quantity,
      ...(l.customSize ? { custom_size: l.customSize } : {}),
      ...(unitNet !== null ? { unit_net: unitNet } : {}),
    };
  });
  const shipping = parseAmount(d.shipping === '' ? '0' : d.shipping);
  if (shipping === null) errors.shipping = deskText.errAmount;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.validUntil) || d.validUntil <= today.toISOString().slice(0, 10)) errors.validUntil = deskText.errDate;
  if (Object.keys(errors).length > 0) return { errors };
  const note = d.note.trim();
  return {
    input: {
      quote_request_id: qrId,
      lines,
      shipping_net: shipping ?? 0,
      valid_until: `${d.validUntil}T23:59:59Z`,
      ...(note ? { note } : {}),
    },
  };
}
