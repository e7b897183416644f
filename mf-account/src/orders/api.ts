import { createIdempotencyKey, type ApiClient } from '@ph/api-client';
import type { AccountOrder, OrderListResponse, OrderResponse } from './types';

/** Finished orders only (docs/domain.md#the-apis-calls: `orders/mine` filtered by state complete or canceled). */
export async function loadMyOrders(client: ApiClient, signal: AbortSignal): Promise<AccountOrder[]> {
  const res = await client.get<OrderListResponse>('orders/mine', {
    auth: true,
    signal,
    query: { state: ['complete', 'canceled'], per_page: 100 },
  });
  // Newest first whatever order the server uses.
  return [...res.orders].sort((a, b) => orderDate(b).localeCompare(orderDate(a)));
}

export async function loadOrder(client: ApiClient, number: string, signal: AbortSignal): Promise<AccountOrder> {
  return (await client.get<OrderResponse>(`orders/${encodeURIComponent(number)}`, { auth: true, signal })).order;
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
  let cart = (await client.post<OrderResponse>('v2/orders', { currency: order.currency }, { auth: true, idempotencyKey: createIdempotencyKey() })).order;
  for (const li of products) {
    cart = (
      await client.post<OrderResponse>(
        `v2/orders/${cart.id}/line_item`,
        { variant_id: li.variant_id, box_design_id: li.box_design_id, quantity: li.quantity },
        { auth: true, idempotencyKey: createIdempotencyKey() },
      )
    ).order;
  }
  return cart;
}
