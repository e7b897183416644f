// A subpath of its own (`@ph/api-client/order-tracking`): only the account's order-tracking chunk
// calls these, so the account's first load does not carry them.
import type { CancelOrderBody, OrderWithRefundsResponse } from '@ph/api-contract';
import type { OrderTimelineResponse } from '@ph/api-contract/order-tracking';
import { createIdempotencyKey, type ApiClient } from './client';
import type { Input } from './contract';

export type { OrderTimelineResponse, RefundPreview, TimelineEntry } from '@ph/api-contract/order-tracking';

/** `GET v2/orders/{number}/timeline`: the order's steps after checkout, its estimated delivery and whether it can still be canceled. */
export async function fetchOrderTimeline(client: ApiClient, number: string, signal?: AbortSignal): Promise<OrderTimelineResponse> {
  return client.get<OrderTimelineResponse>(`v2/orders/${encodeURIComponent(number)}/timeline`, { auth: true, signal });
}

/** `POST v2/orders/{number}/cancel`: the shopper cancels while nothing is in production (409 after); what was paid goes back. */
export async function cancelMyOrder(client: ApiClient, number: string, body: Input<typeof CancelOrderBody> = {}): Promise<OrderWithRefundsResponse> {
  return client.post<OrderWithRefundsResponse>(`v2/orders/${encodeURIComponent(number)}/cancel`, body, { auth: true, idempotencyKey: createIdempotencyKey() });
}
