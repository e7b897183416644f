import type { OperatorRefundBody, OrderWithRefundsResponse, RefundLineInput, RefundQuoteResponse } from '@ph/api-contract';
import type { DeskOrderResponse, OrderQueueQuery, OrderQueueResponse } from '@ph/api-contract/orders-desk';
import type { CreateShipmentBody, Shipment, ShipmentImportResponse, ShipmentImportRowError } from '@ph/api-contract/shipments';
import type { ApiClient } from './client';
import { isApiError } from './errors';
import type { Input, Output } from './contract';
import { fetchBlob } from './designs';

// A subpath of its own (`@ph/api-client/orders-desk`): the back office's orders pages are the only
// callers. Every call is the operator's (`auth: true`); anyone else gets the API's 403.

export type { DeskOrderResponse, OrderQueueResponse, OrderQueueRow, DeskProof, DeskPayment, DeskStateChange } from '@ph/api-contract/orders-desk';
export type { Shipment, ShipmentImportResponse, ShipmentImportRowError } from '@ph/api-contract/shipments';
export type { RefundLineInput, RefundQuoteResponse } from '@ph/api-contract';
/** The queue's filters; several values of one filter are any of them (sent as repeated parameters). */
export type OrderQueueSearch = Partial<Output<typeof OrderQueueQuery>>;
export type NewShipment = Input<typeof CreateShipmentBody>;
/** The steps of the works an operator moves an order through; the API refuses a step out of turn (409/422). */
export type ProductionStep = 'release' | 'start_production';

const opts = (signal?: AbortSignal) => ({ auth: true as const, ...(signal ? { signal } : {}) });
const orderPath = (number: string) => `v2/operator/orders/${encodeURIComponent(number)}`;

/** `GET v2/operator/orders`: the queue, newest placed first, a page at a time (`cursor` = the previous `next_cursor`). */
export async function fetchOrderQueue(client: ApiClient, search: OrderQueueSearch, signal?: AbortSignal): Promise<OrderQueueResponse> {
  return client.get<OrderQueueResponse>('v2/operator/orders', { ...opts(signal), query: { ...search }, arrayFormat: 'plain' });
}

/** `GET v2/operator/orders/{number}`: one order with its proofs, payments, refunds, shipments and state log. */
export async function fetchDeskOrder(client: ApiClient, number: string, signal?: AbortSignal): Promise<DeskOrderResponse> {
  return client.get<DeskOrderResponse>(orderPath(number), opts(signal));
}

/** `POST v2/operator/orders/{number}/{release|start_production}`; asked again it changes nothing. */
export async function moveToProductionStep(client: ApiClient, number: string, step: ProductionStep): Promise<void> {
  await client.post(`${orderPath(number)}/${step}`, {}, opts());
}

/** `POST v2/operator/orders/{number}/cancel`: at any stage, with a reason; what was paid goes back the way it came. */
export async function cancelOrderAsOperator(client: ApiClient, number: string, reason: string): Promise<OrderWithRefundsResponse> {
  return client.post<OrderWithRefundsResponse>(`${orderPath(number)}/cancel`, { reason }, opts());
}

/** What a refund gives back: an amount (minor units), or lines with quantities (the API computes their amount). */
export type RefundPart = { amount: number; lines?: undefined } | { lines: RefundLineInput[]; amount?: undefined };

/** `POST v2/operator/orders/{number}/refunds`: part of the order back, never more than is left (per line and in total). */
export async function refundOrderPart(client: ApiClient, number: string, part: RefundPart, reason: string): Promise<OrderWithRefundsResponse> {
  const body: OperatorRefundBody = part.lines ? { lines: part.lines, reason } : { amount: part.amount, reason };
  return client.post<OrderWithRefundsResponse>(`${orderPath(number)}/refunds`, body, opts());
}

/** `POST v2/operator/orders/{number}/refunds/quote`: what refunding these lines would give back, as the API computes it (writes nothing). */
export async function quoteLineRefund(client: ApiClient, number: string, lines: RefundLineInput[], signal?: AbortSignal): Promise<RefundQuoteResponse> {
  return client.post<RefundQuoteResponse>(`${orderPath(number)}/refunds/quote`, { lines }, opts(signal));
}

/** `POST v2/operator/orders/{number}/shipments`: a parcel handed to a carrier (all of what is left, or some lines). */
export async function createShipment(client: ApiClient, number: string, shipment: NewShipment): Promise<Shipment[]> {
  return (await client.post<{ shipments: Shipment[] }>(`${orderPath(number)}/shipments`, shipment, opts())).shipments;
}

/** `POST v2/operator/shipments/{id}/deliver`: the carrier says it was delivered (when no tracking event came). */
export async function markShipmentDelivered(client: ApiClient, id: number): Promise<Shipment[]> {
  return (await client.post<{ shipments: Shipment[] }>(`v2/operator/shipments/${id}/deliver`, {}, opts())).shipments;
}

/**
 * `POST v2/operator/shipments/import`: the warehouse's CSV (order number, carrier, tracking number, a
 * header line first) sent as it is (`text/csv`). All rows are shipped, or none: a bad row makes the API
 * answer 422 `csv_rows_invalid` (see `importRowErrors`).
 */
export async function importShipmentsCsv(client: ApiClient, csv: string): Promise<ShipmentImportResponse> {
  return client.post<ShipmentImportResponse>('v2/operator/shipments/import', csv, { auth: true, headers: { 'Content-Type': 'text/csv' } });
}

/** Every bad row of a refused import (line, field, code, message), or null when `error` is not that refusal. */
export function importRowErrors(error: unknown): ShipmentImportRowError[] | null {
  if (!isApiError(error) || error.status !== 422 || error.code !== 'csv_rows_invalid') return null;
  const rows = (error.body as { errors?: unknown } | null)?.errors;
  return Array.isArray(rows) ? (rows as ShipmentImportRowError[]) : null;
}

/** A proof's print-ready PDF (`print_file_url`, operators only): fetched with the token, handed to the browser as a download. */
export async function fetchDeskPrintFile(client: ApiClient, printFileUrl: string, o: { region: string; signal?: AbortSignal }): Promise<Blob> {
  return fetchBlob(client, printFileUrl, o);
}
