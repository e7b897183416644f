import type { Order, OrderResponse, ServicePricesResponse } from '@ph/api-contract';
import type { ApiClient } from './client';
import { createIdempotencyKey } from './client';

/**
 * Typed calls of the orders, coupons, checkout and order-consent routes (commerce-core §7 "Orders").
 * Every call needs the visitor's token (anonymous visitors get one from @ph/session first).
 */

export type { Order, LineItem, OrderAddress } from '@ph/api-contract';

/** The wizard's stages as the storefront names them (storefront-config §2 "Wizard stages"). */
export type CheckoutStage = 'cart' | 'delivery' | 'payment' | 'confirm';
/** The order states `PUT checkouts/{id}?state=` accepts. */
export type CheckoutApiState = 'cart' | 'address' | 'delivery' | 'payment' | 'confirm';

/**
 * commerce-core §4: the requested stage 'delivery' is sent as 'address' and 'payment' as 'delivery';
 * other stages unchanged.
 */
export function checkoutStateFor(stage: CheckoutStage): CheckoutApiState {
  if (stage === 'delivery') return 'address';
  if (stage === 'payment') return 'delivery';
  return stage;
}

const FINISHED = new Set(['complete', 'canceled']);

/** True while the order can still be changed or checked out. */
export function isOpenOrder(order: Pick<Order, 'state'>): boolean {
  return !FINISHED.has(order.state);
}

/**
 * What the cart badge counts: the products the shopper put in the cart (product and sample-pack
 * lines). Pieces would read "500 items" for one line of boxes, and services (trees, an expert check)
 * only ride along with those products.
 */
export function cartLineCount(order: { line_items: ReadonlyArray<Pick<Order['line_items'][number], 'kind'>> }): number {
  return order.line_items.filter((l) => l.kind === 'product' || l.kind === 'sample_pack').length;
}

export async function fetchOrder(client: ApiClient, number: string, signal?: AbortSignal): Promise<Order> {
  return (await client.get<OrderResponse>(`orders/${encodeURIComponent(number)}`, { auth: true, signal })).order;
}

/**
 * The visitor's open order in a currency: the newest of its orders that is not finished. The
 * orders live with the visitor's token (anonymous or signed in), so a reload or another tab finds
 * the same cart without anything remembered in the browser.
 */
export async function findOpenOrder(client: ApiClient, currency: string, signal?: AbortSignal): Promise<Order | null> {
  const res = await client.get<{ orders: Order[] }>('orders/mine', { auth: true, signal, query: { per_page: 100 } });
  return res.orders.find((o) => isOpenOrder(o) && o.currency === currency) ?? null;
}

export async function createOrder(client: ApiClient, currency: string): Promise<Order> {
  return (await client.post<OrderResponse>('v2/orders', { currency }, { auth: true, idempotencyKey: createIdempotencyKey() })).order;
}

export interface AddLineItemInput {
  variant_id: number;
  quantity: number;
  box_design_id?: string | null;
  express_delivery_option_id?: number | null;
  /** Inner size in mm for a custom-size line; the API validates and prices it (`v3/line_prices` quotes it). */
  custom_size?: { length: number; width: number; height: number };
}

export async function addLineItem(client: ApiClient, orderId: number, item: AddLineItemInput): Promise<Order> {
  return (await client.post<OrderResponse>(`v2/orders/${orderId}/line_item`, item, { auth: true, idempotencyKey: createIdempotencyKey() })).order;
}

/** The API re-prices the line (volume tiers) and answers the whole order. */
export async function updateLineQuantity(client: ApiClient, orderId: number, itemId: number, quantity: number): Promise<Order> {
  return (await client.put<OrderResponse>(`orders/${orderId}/line_items/${itemId}`, { line_item: { quantity } }, { auth: true })).order;
}

export async function removeLineItem(client: ApiClient, orderId: number, itemId: number): Promise<Order> {
  return (await client.delete<OrderResponse>(`v2/orders/${orderId}/line_items/${itemId}`, { auth: true })).order;
}

/** A refused code throws an ApiError whose message is the API's reason (422 with a `code`). */
export async function applyCouponCode(client: ApiClient, orderId: number, couponCode: string): Promise<Order> {
  return (await client.put<OrderResponse>(`orders/${orderId}/apply_coupon_code`, { coupon_code: couponCode }, { auth: true })).order;
}

export async function removeCouponCode(client: ApiClient, orderId: number, couponCode?: string): Promise<Order> {
  return (
    await client.delete<OrderResponse>(`orders/${orderId}/coupon_code`, { auth: true, query: couponCode ? { coupon_code: couponCode } : {} })
  ).order;
}

export interface CheckoutAddressInput {
  first_name: string;
  last_name: string;
  company_name?: string | null;
  vat_id?: string | null;
  street: string;
  street2?: string | null;
  city: string;
  zip_code: string;
  country_iso: string;
  state_code?: string | null;
  phone?: string | null;
}

export interface CheckoutFields {
  email?: string;
  customer_type?: 'b2b' | 'b2c';
  bill_address?: CheckoutAddressInput | { address_id: number };
  ship_address?: CheckoutAddressInput | { address_id: number };
  use_billing?: boolean;
  shipping_method?: string;
  payments_attributes?: [{ payment_method_id: string; reject_payment_schedule?: boolean }];
  payment_source?: Record<string, unknown>;
  lock_version?: number;
}

/**
 * `PUT checkouts/{id}?state=`: sets the fields of a stage and advances the order one step. `stage`
 * is the storefront's stage name; it is translated with `checkoutStateFor`.
 */
export async function advanceCheckout(client: ApiClient, orderId: number, stage: CheckoutStage, fields: CheckoutFields = {}): Promise<Order> {
  return (
    await client.put<OrderResponse>(`checkouts/${orderId}`, { order: fields }, { auth: true, query: { state: checkoutStateFor(stage) } })
  ).order;
}

/** The same call with an API state, for the steps the storefront has no stage name for (payment method). */
export async function advanceCheckoutState(client: ApiClient, orderId: number, state: CheckoutApiState, fields: CheckoutFields = {}): Promise<Order> {
  return (await client.put<OrderResponse>(`checkouts/${orderId}`, { order: fields }, { auth: true, query: { state } })).order;
}

export type OrderConsentName =
  | 'terms_and_conditions_and_privacy_policy'
  | 'terms_and_conditions_plus'
  | 'marketing'
  | 'newsletter'
  | 'envelope'
  | 'instant_service';

export interface OrderConsentInput {
  name: OrderConsentName;
  value: 'granted' | 'declined';
  /** The exact text the shopper saw, recorded as evidence. */
  displayed_text: string;
}

export async function recordOrderConsents(client: ApiClient, orderId: number, consents: OrderConsentInput[]): Promise<void> {
  await client.post('v2/orders/consents', { order_id: orderId, acceptance_method: 'by-cta-click', consents }, { auth: true });
}

/** `PUT orders/{id}/line_items/{itemId}`: the express option of a product line, or `null` for standard delivery. */
export async function chooseLineExpressOption(client: ApiClient, orderId: number, itemId: number, optionId: number | null): Promise<Order> {
  return (await client.put<OrderResponse>(`orders/${orderId}/line_items/${itemId}`, { line_item: { express_delivery_option_id: optionId } }, { auth: true })).order;
}

export type ServicePrices = ServicePricesResponse['data'];

/** `GET v2/orders/{id}/service_prices`: net unit prices of trees and the expert check in the order's currency. */
export async function fetchServicePrices(client: ApiClient, orderId: number, signal?: AbortSignal): Promise<ServicePrices> {
  return (await client.get<ServicePricesResponse>(`v2/orders/${orderId}/service_prices`, { auth: true, signal })).data;
}

/** `POST v2/expert_checks`: the expert design check of a product line (a child line of it). */
export async function addExpertCheck(client: ApiClient, parentId: number): Promise<Order> {
  return (await client.post<OrderResponse>('v2/expert_checks', { parent_id: parentId }, { auth: true, idempotencyKey: createIdempotencyKey() })).order;
}

export async function removeExpertCheck(client: ApiClient, parentId: number): Promise<Order> {
  return (await client.delete<OrderResponse>('v2/expert_checks', { auth: true, query: { parent_id: parentId } })).order;
}

/** `POST v1/sustainability/add_tree_line_item`: the order's tree-planting line (one per order). */
export async function addTrees(client: ApiClient, orderId: number, quantity: number): Promise<Order> {
  return (await client.post<OrderResponse>('v1/sustainability/add_tree_line_item', { order_id: orderId, quantity }, { auth: true, idempotencyKey: createIdempotencyKey() })).order;
}

/** `PUT v1/sustainability/update_quantity_of_trees`; 0 removes the tree line. */
export async function setTreeQuantity(client: ApiClient, orderId: number, quantity: number): Promise<Order> {
  return (await client.put<OrderResponse>('v1/sustainability/update_quantity_of_trees', { order_id: orderId, quantity }, { auth: true })).order;
}

/** `GET v1/sustainability/total_planted_trees` (no auth): trees of all completed orders. */
export async function fetchTotalPlantedTrees(client: ApiClient, signal?: AbortSignal): Promise<number | null> {
  const answer = await client.get<{ data: { total_planted_trees: number } }>('v1/sustainability/total_planted_trees', { auth: false, signal });
  return answer?.data.total_planted_trees ?? null;
}
