import type { LineItem, Order, OrderAddress as ContractOrderAddress } from '@ph/api-contract';

/** The API's order contract (`@ph/api-contract` orders.ts); amounts in minor units of `currency`. */
export type AccountOrder = Order;
export type OrderLineItem = LineItem;
export type OrderAddress = ContractOrderAddress;
export type { OrderResponse } from '@ph/api-contract';

/** `GET orders/mine` answers `OrderListResponse` (the contract exports only its schema). */
export interface OrderListResponse {
  orders: Order[];
  count: number;
}
