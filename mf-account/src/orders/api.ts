import { addLineItem, createOrder, fetchMyOrders, type ApiClient, type Order as AccountOrder } from '@ph/api-client';

/** Finished orders only (docs/domain.md#the-apis-calls: `orders/mine` filtered by state complete or canceled). */
export async function loadMyOrders(client: ApiClient, signal: AbortSignal): Promise<AccountOrder[]> {
  const orders = await fetchMyOrders(client, { state: ['complete', 'canceled'], per_page: 100 }, signal);
  // Newest first whatever order the server uses.
  return [...orders].sort((a, b) => orderDate(b).localeCompare(orderDate(a)));
}

export function orderDate(o: AccountOrder): string {
  return o.completed_at ?? o.created_at;
}

/**
 * Reorder: a new cart in the order's currency with the same products (variant, design,
 * quantity). Services tied to a line (warranty, expert check) and trees are not copied: they
 * are chosen again in the cart, where their prices are shown.
 */
export async function reorder(client: ApiClient, order: AccountOrder): Promise<AccountOrder> {
  const products = order.line_items.filter((li) => li.kind === 'product' && li.variant_id !== null && li.parent_id === null);
  // A new order rather than the open cart (@ph/session's openCart): the shopper orders that order again, not more of what the cart holds.
  let cart = await createOrder(client, order.currency);
  for (const li of products) {
    if (li.variant_id === null) continue;
    cart = await addLineItem(client, cart.id, { variant_id: li.variant_id, box_design_id: li.box_design_id, quantity: li.quantity });
  }
  return cart;
}
