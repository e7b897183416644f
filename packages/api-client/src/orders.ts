import type {
  AddressPayload,
  CheckoutBody,
  CheckoutStateEnum,
  ConsentsBody,
  CouponBody,
  CreateOrderBody,
  ExpertCheckBody,
  LineItemPayload,
  LineItemUpdateBody,
  MineQuery,
  Order,
  OrderListResponse,
  OrderResponse,
  PrintQuality,
  PrintQualityOptionsResponse,
  ServicePricesResponse,
  TreeBody,
  TreesTotalResponse,
  TreeUpdateBody,
  UserTreesResponse,
} from '@ph/api-contract';
import type { ApiClient } from './client';
import { createIdempotencyKey } from './client';
import type { Input, Output } from './contract';

/**
 * Typed calls of the orders, coupons, checkout and order-consent routes (docs/domain.md#the-apis-calls "Orders").
 * Every call needs the visitor's token (anonymous visitors get one from @ph/session first).
 */

export type { Order, LineItem, OrderAddress, PrintQuality, PrintQualityOption } from '@ph/api-contract';

/**
 * The checkout's steps, in order, by the one set of names the API, its state machine (the server's
 * `CHECKOUT_STEPS`) and the storefront use: an open order's state is the step it waits in, and
 * `PUT checkouts/{id}?state=` names the step whose fields are sent.
 */
export type CheckoutStep = Output<typeof CheckoutStateEnum>;

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
  const orders = await fetchMyOrders(client, { per_page: 100 }, signal);
  return orders.find((o) => isOpenOrder(o) && o.currency === currency) ?? null;
}

/** `GET orders/mine`: the visitor's orders, optionally only finished ones (`state`). */
export async function fetchMyOrders(client: ApiClient, query: Input<typeof MineQuery> = {}, signal?: AbortSignal): Promise<Order[]> {
  const res = await client.get<Output<typeof OrderListResponse>>('orders/mine', { auth: true, signal, query: { ...query } });
  return res.orders;
}

export async function createOrder(client: ApiClient, currency: string): Promise<Order> {
  const body: Input<typeof CreateOrderBody> = { currency };
  return (await client.post<OrderResponse>('v2/orders', body, { auth: true, idempotencyKey: createIdempotencyKey() })).order;
}

/** A product line: a variant (or a design of one), a quantity, an express option, a custom size in mm. */
export type AddLineItemInput = Input<typeof LineItemPayload>;

export async function addLineItem(client: ApiClient, orderId: number, item: AddLineItemInput): Promise<Order> {
  return (await client.post<OrderResponse>(`v2/orders/${orderId}/line_item`, item, { auth: true, idempotencyKey: createIdempotencyKey() })).order;
}

/** The API re-prices the line (volume tiers) and answers the whole order. */
export async function updateLineQuantity(client: ApiClient, orderId: number, itemId: number, quantity: number): Promise<Order> {
  const body: Input<typeof LineItemUpdateBody> = { line_item: { quantity } };
  return (await client.put<OrderResponse>(`orders/${orderId}/line_items/${itemId}`, body, { auth: true })).order;
}

/**
 * The print qualities a line's product offers in its size, each priced by the API as the order would charge
 * it at the line's quantity, with the difference from the line's own (docs/domain.md#orders-and-checkout).
 */
export async function fetchLinePrintQualities(client: ApiClient, orderId: number, itemId: number, signal?: AbortSignal): Promise<PrintQualityOptionsResponse['data']> {
  return (await client.get<PrintQualityOptionsResponse>(`v2/orders/${orderId}/line_items/${itemId}/print_qualities`, { auth: true, signal })).data;
}

/** Moves the line to its product's variant of `quality`; a quality not offered is refused (422) and nothing changes. */
export async function changeLinePrintQuality(client: ApiClient, orderId: number, itemId: number, quality: PrintQuality): Promise<Order> {
  const body: Input<typeof LineItemUpdateBody> = { line_item: { print_quality: quality } };
  return (await client.put<OrderResponse>(`orders/${orderId}/line_items/${itemId}`, body, { auth: true })).order;
}

export async function removeLineItem(client: ApiClient, orderId: number, itemId: number): Promise<Order> {
  return (await client.delete<OrderResponse>(`v2/orders/${orderId}/line_items/${itemId}`, { auth: true })).order;
}

/** A refused code throws an ApiError whose message is the API's reason (422 with a `code`). */
export async function applyCouponCode(client: ApiClient, orderId: number, couponCode: string): Promise<Order> {
  const body: Input<typeof CouponBody> = { coupon_code: couponCode };
  return (await client.put<OrderResponse>(`orders/${orderId}/apply_coupon_code`, body, { auth: true })).order;
}

export async function removeCouponCode(client: ApiClient, orderId: number, couponCode?: string): Promise<Order> {
  return (
    await client.delete<OrderResponse>(`orders/${orderId}/coupon_code`, { auth: true, query: couponCode ? { coupon_code: couponCode } : {} })
  ).order;
}

/** An order address typed in at checkout (`bill_address` / `ship_address` without an `address_id`). */
export type CheckoutAddressInput = Exclude<Input<typeof AddressPayload>, { address_id: number }>;

/** The fields a checkout step sets (`PUT checkouts/{id}`'s `order`). */
export type CheckoutFields = NonNullable<Input<typeof CheckoutBody>['order']>;

type FieldsOf<K extends keyof CheckoutFields> = Pick<CheckoutFields, K | 'lock_version'>;

/** The fields each step takes (the API refuses any other with `field_not_allowed`). */
export interface CheckoutStepFields {
  cart: FieldsOf<'email'>;
  address: FieldsOf<'email' | 'customer_type' | 'bill_address' | 'ship_address' | 'use_billing'>;
  delivery: FieldsOf<'shipping_method'>;
  payment: FieldsOf<'payments_attributes' | 'payment_source'>;
  confirm: FieldsOf<never>;
}

/**
 * `PUT checkouts/{id}?state={step}`: sends the fields of `step` and the order moves on to the next
 * step (or back to `step`, if it had gone further). The old wording of the same call by requested
 * stage (docs/domain.md#orders-and-checkout): its stage 'delivery' is the step 'address' here, its
 * 'payment' the step 'delivery'; this is the only place that says so.
 */
export async function completeCheckoutStep<S extends CheckoutStep>(client: ApiClient, orderId: number, step: S, fields: CheckoutStepFields[S] = {}): Promise<Order> {
  const body: Input<typeof CheckoutBody> = { order: fields };
  return (await client.put<OrderResponse>(`checkouts/${orderId}`, body, { auth: true, query: { state: step } })).order;
}

/** A consent given or declined at checkout, with the exact text the shopper saw (recorded as evidence). */
export type OrderConsentInput = Input<typeof ConsentsBody>['consents'][number];
export type OrderConsentName = OrderConsentInput['name'];

export async function recordOrderConsents(client: ApiClient, orderId: number, consents: OrderConsentInput[]): Promise<void> {
  const body: Input<typeof ConsentsBody> = { order_id: orderId, acceptance_method: 'by-cta-click', consents };
  await client.post('v2/orders/consents', body, { auth: true });
}

/** `PUT orders/{id}/line_items/{itemId}`: the express option of a product line, or `null` for standard delivery. */
export async function chooseLineExpressOption(client: ApiClient, orderId: number, itemId: number, optionId: number | null): Promise<Order> {
  const body: Input<typeof LineItemUpdateBody> = { line_item: { express_delivery_option_id: optionId } };
  return (await client.put<OrderResponse>(`orders/${orderId}/line_items/${itemId}`, body, { auth: true })).order;
}

export type ServicePrices = ServicePricesResponse['data'];

/** `GET v2/orders/{id}/service_prices`: net unit prices of trees and the expert check in the order's currency. */
export async function fetchServicePrices(client: ApiClient, orderId: number, signal?: AbortSignal): Promise<ServicePrices> {
  return (await client.get<ServicePricesResponse>(`v2/orders/${orderId}/service_prices`, { auth: true, signal })).data;
}

/** `POST v2/expert_checks`: the expert design check of a product line (a child line of it). */
export async function addExpertCheck(client: ApiClient, parentId: number): Promise<Order> {
  const body: Input<typeof ExpertCheckBody> = { parent_id: parentId };
  return (await client.post<OrderResponse>('v2/expert_checks', body, { auth: true, idempotencyKey: createIdempotencyKey() })).order;
}

export async function removeExpertCheck(client: ApiClient, parentId: number): Promise<Order> {
  return (await client.delete<OrderResponse>('v2/expert_checks', { auth: true, query: { parent_id: parentId } })).order;
}

/** `POST v1/sustainability/add_tree_line_item`: the order's tree-planting line (one per order). */
export async function addTrees(client: ApiClient, orderId: number, quantity: number): Promise<Order> {
  const body: Input<typeof TreeBody> = { order_id: orderId, quantity };
  return (await client.post<OrderResponse>('v1/sustainability/add_tree_line_item', body, { auth: true, idempotencyKey: createIdempotencyKey() })).order;
}

/** `PUT v1/sustainability/update_quantity_of_trees`; 0 removes the tree line. */
export async function setTreeQuantity(client: ApiClient, orderId: number, quantity: number): Promise<Order> {
  const body: Input<typeof TreeUpdateBody> = { order_id: orderId, quantity };
  return (await client.put<OrderResponse>('v1/sustainability/update_quantity_of_trees', body, { auth: true })).order;
}

/** `GET v1/sustainability/total_planted_trees` (no auth): trees of all completed orders. */
export async function fetchTotalPlantedTrees(client: ApiClient, signal?: AbortSignal): Promise<number | null> {
  const answer = await client.get<Output<typeof TreesTotalResponse>>('v1/sustainability/total_planted_trees', { auth: false, signal });
  return answer?.data.total_planted_trees ?? null;
}

/** `GET v1/sustainability/users_planted_trees/{userId}`: the trees of the user's own completed orders. */
export async function fetchUserPlantedTrees(client: ApiClient, userId: number, signal?: AbortSignal): Promise<number> {
  return (await client.get<Output<typeof UserTreesResponse>>(`v1/sustainability/users_planted_trees/${userId}`, { auth: true, signal })).data.planted_trees;
}
