/**
 * What a link to the quote form (`/quote`) fills in: the configurator's "request a quote" for a size
 * it cannot price, the Plus catalogue's rows. Carried in the query string so the link works from any
 * remote and survives a reload or a sign-in on the way.
 */
export interface QuotePrefill {
  /** Product family sku (docs/domain.md#the-store-and-its-customers), e.g. `mailer-box`. */
  sku?: string;
  /** Inner dimensions in millimetres, as the configurator measured them. */
  size?: { length: number; width: number; height: number };
  quantity?: number;
}

const SKU = /^[a-z0-9][a-z0-9-]{0,63}$/;
const MAX_MM = 100_000;
const MAX_QUANTITY = 10_000_000;

function positiveInt(raw: string | null, max: number): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 && n <= max ? n : undefined;
}

/** `?sku=mailer-box&length=300&width=200&height=100&quantity=500` (empty for an empty prefill). Millimetres are rounded. */
export function quotePrefillSearch(p: QuotePrefill): string {
  const q = new URLSearchParams();
  if (p.sku) q.set('sku', p.sku);
  if (p.size) {
    q.set('length', String(Math.round(p.size.length)));
    q.set('width', String(Math.round(p.size.width)));
    q.set('height', String(Math.round(p.size.height)));
  }
  if (p.quantity) q.set('quantity', String(p.quantity));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Reads a prefill back; a value that is not well-formed is left out, never guessed. */
export function parseQuotePrefill(search: string): QuotePrefill {
  const q = new URLSearchParams(search);
  const out: QuotePrefill = {};
  const sku = q.get('sku');
  if (sku !== null && SKU.test(sku)) out.sku = sku;
  const length = positiveInt(q.get('length'), MAX_MM);
  const width = positiveInt(q.get('width'), MAX_MM);
  const height = positiveInt(q.get('height'), MAX_MM);
  if (length !== undefined && width !== undefined && height !== undefined) out.size = { length, width, height };
  const quantity = positiveInt(q.get('quantity'), MAX_QUANTITY);
  if (quantity !== undefined) out.quantity = quantity;
  return out;
}
