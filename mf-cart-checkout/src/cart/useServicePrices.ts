import { fetchServicePrices, fetchTotalPlantedTrees, type ApiClient, type Order, type ServicePrices } from '@ph/api-client';
import { useLoad } from '@ph/remote-kit';

/**
 * The API's unit prices of trees and the expert check for the order (null while loading or when unavailable).
 * Read in the server render of the visitor's cart too (the page then offers them from its first paint).
 */
export function useServicePrices(client: ApiClient, order: Pick<Order, 'id' | 'currency'> | null): ServicePrices | null {
  const prices = useLoad(order ? `cart|service-prices|${order.id}|${order.currency}` : null, (signal) =>
    // Without prices the services are not offered: a price is never guessed by the page.
    fetchServicePrices(client, (order as Pick<Order, 'id'>).id, signal).catch(() => null),
  );
  return prices.status === 'success' ? prices.data : null;
}

/** Trees planted by all customers so far, for the motivating line (null when unknown). */
export function useTotalPlantedTrees(client: ApiClient): number | null {
  const total = useLoad('cart|trees-planted', (signal) => fetchTotalPlantedTrees(client, signal).catch(() => null));
  return total.status === 'success' ? total.data : null;
}
