import type { ApiClient } from '@ph/api-client';
import type { AccountOrder, OrderListResponse, OrderResponse } from './types';

/** Finished orders only (commerce-core §7: `orders/mine` filtered by state complete or canceled). */
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
