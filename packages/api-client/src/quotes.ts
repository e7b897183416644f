import type {
  AcceptOfferBody,
  AcceptOfferResponse,
  CloseQuoteRequestBody,
  CreateInstantQuoteBody,
  CreateOfferBody,
  CreateQuoteRequestBody,
  InstantQuoteResponse,
  ManagerResponse,
  Offer as OfferSchema,
  OfferListQuery,
  OfferListResponse,
  OfferResponse,
  QuoteRequest as QuoteRequestSchema,
  QuoteRequestListQuery,
  QuoteRequestListResponse,
  QuoteRequestResponse,
  InstantQuote as InstantQuoteSchema,
} from '@ph/api-contract';
import { createIdempotencyKey, type ApiClient } from './client';
import type { Input, Output } from './contract';

/**
 * Typed calls of quote requests, briefs, instant quotes and custom offers (docs/domain.md#the-apis-calls "Quotes
 * and offers") and the manager's desk (`managers/current`, `v2/offers`). Amounts are minor units.
 */

export type QuoteRequest = Output<typeof QuoteRequestSchema>;
export type QuoteRequestInput = Input<typeof CreateQuoteRequestBody>;
export type QuoteRequestList = Output<typeof QuoteRequestListResponse>;
export type QuoteRequestListOptions = Partial<Input<typeof QuoteRequestListQuery>>;
export type Offer = Output<typeof OfferSchema>;
export type OfferLine = Offer['line_items'][number];
export type OfferState = Offer['state'];
export type OrderManager = NonNullable<Offer['order_manager']>;
export type OfferInput = Input<typeof CreateOfferBody>;
export type OfferList = Output<typeof OfferListResponse>;
export type OfferListOptions = Partial<Input<typeof OfferListQuery>>;
export type AcceptedOffer = Output<typeof AcceptOfferResponse>;
export type InstantQuote = Output<typeof InstantQuoteSchema>;
export type InstantQuoteInput = Input<typeof CreateInstantQuoteBody>;
export type Manager = Output<typeof ManagerResponse>['manager'];

/** `POST v2/quote_requests`: a quote request (mode 0) or a brief (mode 1); e-mails the customer and the managers. */
export async function sendQuoteRequest(client: ApiClient, input: QuoteRequestInput): Promise<QuoteRequest> {
  return (await client.post<Output<typeof QuoteRequestResponse>>('v2/quote_requests', input, { auth: true, idempotencyKey: createIdempotencyKey() })).quote_request;
}

/** `GET v2/quote_requests/mine`: the signed-in customer's requests, newest first. */
export async function listMyQuoteRequests(client: ApiClient, opts: QuoteRequestListOptions = {}, signal?: AbortSignal): Promise<QuoteRequestList> {
  return client.get<QuoteRequestList>('v2/quote_requests/mine', { auth: true, query: opts, signal });
}

/** `GET quote_requests/{id}` by id or `QR…` number (the customer's own, or any for a manager). */
export async function fetchQuoteRequest(client: ApiClient, idOrNumber: string | number, signal?: AbortSignal): Promise<QuoteRequest> {
  return (await client.get<Output<typeof QuoteRequestResponse>>(`quote_requests/${encodeURIComponent(String(idOrNumber))}`, { auth: true, signal })).quote_request;
}

/** `GET quote_requests`: the managers' queue (403 for anyone else). */
export async function listQuoteQueue(client: ApiClient, opts: QuoteRequestListOptions = {}, signal?: AbortSignal): Promise<QuoteRequestList> {
  return client.get<QuoteRequestList>('quote_requests', { auth: true, query: opts, signal });
}

/** `GET managers/current`: the signed-in user as an order manager; throws a 403 ApiError for customers. */
export async function fetchCurrentManager(client: ApiClient, signal?: AbortSignal): Promise<Manager> {
  return (await client.get<Output<typeof ManagerResponse>>('managers/current', { auth: true, signal })).manager;
}

/** `POST v2/quote_requests/{id}/close` (managers): no offer will follow; the customer reads `reason`. */
export async function closeQuoteRequest(client: ApiClient, idOrNumber: string | number, reason: string): Promise<QuoteRequest> {
  const body: Input<typeof CloseQuoteRequestBody> = { reason };
  return (await client.post<Output<typeof QuoteRequestResponse>>(`v2/quote_requests/${encodeURIComponent(String(idOrNumber))}/close`, body, { auth: true })).quote_request;
}

/** `POST v2/instant_quotes`: the price model's price for a size and quantity now (422: ask for a quote). */
export async function createInstantQuote(client: ApiClient, input: InstantQuoteInput): Promise<InstantQuote> {
  return (await client.post<Output<typeof InstantQuoteResponse>>('v2/instant_quotes', input, { auth: true })).instant_quote;
}

/** `POST v2/instant_quotes/{id}/offers`: the instant quote as an offer to accept at once. */
export async function offerFromInstantQuote(client: ApiClient, instantQuoteId: number, email?: string): Promise<Offer> {
  return (await client.post<Output<typeof OfferResponse>>(`v2/instant_quotes/${instantQuoteId}/offers`, email ? { email } : {}, { auth: true })).offer;
}

/** `POST v2/offers` (managers): builds the offer and e-mails the customer its review link. */
export async function createOffer(client: ApiClient, input: OfferInput): Promise<Offer> {
  return (await client.post<Output<typeof OfferResponse>>('v2/offers', input, { auth: true, idempotencyKey: createIdempotencyKey() })).offer;
}

/** `GET v2/offers` (managers): offers with their state, newest first. */
export async function listOffers(client: ApiClient, opts: OfferListOptions = {}, signal?: AbortSignal): Promise<OfferList> {
  return client.get<OfferList>('v2/offers', { auth: true, query: opts, signal });
}

/**
 * `GET offers/{token}` (no sign-in needed; the token is sent when stored so a manager's `preview`
 * is recognised). The customer's first read marks the offer viewed. `lineItemIds`: the totals of
 * those lines come back in `selection`.
 */
export async function fetchOffer(
  client: ApiClient,
  token: string,
  opts: { preview?: boolean; lang?: string; signal?: AbortSignal; lineItemIds?: readonly number[] } = {},
): Promise<Offer | undefined> {
  const query: Record<string, string> = {};
  if (opts.preview) query.preview = 'true';
  if (opts.lang) query.lang = opts.lang;
  // The answer's `selection` then holds the totals of just these lines (what accepting them charges).
  if (opts.lineItemIds?.length) query.line_item_ids = opts.lineItemIds.join(',');
  return (await client.get<Output<typeof OfferResponse>>(`offers/${encodeURIComponent(token)}`, { query, signal: opts.signal }))?.offer;
}

/** `POST offers/{token}/accept`: the chosen lines become an order priced as offered; then the normal checkout. */
export async function acceptOffer(client: ApiClient, token: string, lineItemIds: readonly number[]): Promise<AcceptedOffer> {
  const body: Input<typeof AcceptOfferBody> = { line_item_ids: [...lineItemIds], token };
  return client.post<AcceptedOffer>(`offers/${encodeURIComponent(token)}/accept`, body, { auth: true, idempotencyKey: createIdempotencyKey() });
}
