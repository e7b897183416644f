/**
 * The parts of the API's order contract (`@ph/api-server/contract` orders.ts: Order, LineItem,
 * OrderAddress, OrderListResponse) these screens read. Declared here because the contract module
 * was not exported yet when the screens were written; the field names and meanings are the same.
 * Amounts are integer minor units of `currency`.
 */
export interface OrderAddress {
  first_name: string;
  last_name: string;
  company_name: string | null;
  vat_id: string | null;
  street: string;
  street2: string | null;
  city: string;
  zip_code: string;
  country_iso: string;
  state_code: string | null;
  phone: string | null;
}

export interface OrderLineItem {
  id: number;
  kind: 'product' | 'warranty' | 'expert_check' | 'tree' | 'sample_pack';
  variant_id: number | null;
  sku: string;
  name: string;
  quantity: number;
  box_design_id: string | null;
  parent_id: number | null;
  net: number;
  gross: number;
}

export interface AccountOrder {
  id: number;
  number: string;
  state: 'cart' | 'address' | 'delivery' | 'payment' | 'confirm' | 'complete' | 'canceled';
  payment_state: 'balance_due' | 'paid' | 'failed' | 'void' | 'pending' | null;
  payment_method: string | null;
  currency: string;
  item_total: number;
  ship_total: number;
  tax_total: number;
  promo_total: number;
  additional_customs: number;
  total: number;
  item_count: number;
  shipping_method: string | null;
  bill_address: OrderAddress | null;
  ship_address: OrderAddress | null;
  completed_at: string | null;
  created_at: string;
  line_items: OrderLineItem[];
}

export interface OrderListResponse {
  orders: AccountOrder[];
  count: number;
}

export interface OrderResponse {
  order: AccountOrder;
}
