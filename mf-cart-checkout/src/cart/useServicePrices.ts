import { useEffect, useState } from 'react';
import { fetchServicePrices, fetchTotalPlantedTrees, type ApiClient, type Order, type ServicePrices } from '@ph/api-client';

/** The API's unit prices of trees and the expert check for the order (null while loading or when unavailable). */
export function useServicePrices(client: ApiClient, order: Pick<Order, 'id' | 'currency'> | null): ServicePrices | null {
  const [prices, setPrices] = useState<ServicePrices | null>(null);
  const orderId = order?.id;
  const currency = order?.currency;
  useEffect(() => {
    if (orderId === undefined) return;
    const ctl = new AbortController();
    fetchServicePrices(client, orderId, ctl.signal).then(
      (p) => !ctl.signal.aborted && setPrices(p),
      // Without prices the services are not offered: a price is never guessed by the page.
      () => !ctl.signal.aborted && setPrices(null),
    );
    return () => ctl.abort();
  }, [client, orderId, currency]);
  return prices;
}

/** Trees planted by all customers so far, for the motivating line (null when unknown). */
export function useTotalPlantedTrees(client: ApiClient): number | null {
  const [total, setTotal] = useState<number | null>(null);
  useEffect(() => {
    const ctl = new AbortController();
    fetchTotalPlantedTrees(client, ctl.signal).then(
      (n) => !ctl.signal.aborted && setTotal(n),
      () => undefined,
    );
    return () => ctl.abort();
  }, [client]);
  return total;
}
