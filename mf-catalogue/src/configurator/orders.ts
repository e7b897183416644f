// Adding a configured variant to the visitor's order (docs/domain.md#the-apis-calls Orders): the open order the
// cart page shows (the one named in the cart summary, else the newest open one in the store's
// currency), else a new order in that currency.
import { findOpenOrder, isApiError, isOpenOrder, type ApiClient, type Order } from '@ph/api-client';
import { cartSummaryAtom, phStore } from '@ph/contracts';
import { ensureSession, publishCart } from '@ph/session';

/** The fields of the API's Order this remote reads. */
type OrderView = Pick<Order, 'id' | 'number' | 'state' | 'currency' | 'item_count' | 'line_items'>;

interface OrderAnswer {
  order: OrderView;
}

export interface AddLineItem {
  variantId: number;
  quantity: number;
  expressDeliveryOptionId?: number | null;
  /** Inner size in mm: the API validates it and prices the line as that custom size. */
  customSize?: { length: number; width: number; height: number } | undefined;
}

async function hintedCart(client: ApiClient, currency: string): Promise<OrderView | undefined> {
  const number = phStore.get(cartSummaryAtom).orderNumber;
  if (!number) return undefined;
  try {
    const answer = await client.get<OrderAnswer>(`orders/${encodeURIComponent(number)}`, { auth: true });
    const order = answer.order;
    return isOpenOrder(order) && order.currency === currency ? order : undefined;
  } catch (err) {
    // A cart that is gone or belongs to another visitor is replaced by a new one.
    if (isApiError(err) && (err.status === 404 || err.status === 403)) return undefined;
    throw err;
  }
}

async function cartOrNew(client: ApiClient, currency: string): Promise<OrderView> {
  await ensureSession(client);
  return (
    (await hintedCart(client, currency)) ??
    (await findOpenOrder(client, currency)) ??
    (await client.post<OrderAnswer>('v2/orders', { currency }, { auth: true })).order
  );
}

function published(answer: OrderAnswer | undefined, fallback: OrderView): OrderView {
  const result = answer?.order ?? fallback;
  publishCart(result);
  return result;
}

/** Creates the order when needed, adds the line item and publishes the new cart count. */
export async function addToOrder(client: ApiClient, currency: string, item: AddLineItem): Promise<OrderView> {
  const order = await cartOrNew(client, currency);
  const updated = await client.post<OrderAnswer>(
    `v2/orders/${order.id}/line_item`,
    {
      variant_id: item.variantId,
      quantity: item.quantity,
      express_delivery_option_id: item.expressDeliveryOptionId ?? null,
      ...(item.customSize ? { custom_size: item.customSize } : {}),
    },
    { auth: true },
  );
  return published(updated, order);
}

/** `POST v2/orders/{id}/line_items/bulk_create`: a bundle's lines in one call (docs/domain.md#what-the-store-keeps). */
export async function addBundleToOrder(
  client: ApiClient,
  currency: string,
  bundleId: number,
  items: ReadonlyArray<{ variantId: number; quantity: number }>,
): Promise<OrderView> {
  const order = await cartOrNew(client, currency);
  const updated = await client.post<OrderAnswer>(
    `v2/orders/${order.id}/line_items/bulk_create`,
    { bundle_id: bundleId, line_items_params: items.map((i) => ({ variant_id: i.variantId, quantity: i.quantity })) },
    { auth: true },
  );
  return published(updated, order);
}

/**
 * `POST /custom_sample_pack` into the visitor's cart (the API's `order_id` extension; without it the
 * API would pick the newest open order, which need not be the cart the header shows).
 */
export async function addSamplePackToOrder(
  client: ApiClient,
  currency: string,
  pack: { sku: string; samples: readonly string[]; version: string },
): Promise<OrderView> {
  const order = await cartOrNew(client, currency);
  const updated = await client.post<OrderAnswer>(
    'custom_sample_pack',
    { sku: pack.sku, samples: pack.samples, version: pack.version, order_id: order.id },
    { auth: true },
  );
  return published(updated, order);
}
