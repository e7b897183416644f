import { useCallback, useEffect, useState } from 'react';
import type { ApiClient, Order } from '@ph/api-client';
import { loadOpenOrder, publishCart } from '@ph/session';
import { useRegion } from '@ph/i18n';
import type { SessionLoad } from '../session/useShopperClient';

export type OrderLoad = { status: 'loading' } | { status: 'ready'; order: Order | null } | { status: 'error'; error: unknown };

/** Tells the header and the other remotes what the cart holds now. */
export function publishOrder(order: Order | null): void {
  publishCart(order);
}

/** The visitor's open order in the store's currency, and a setter for answers of later calls. */
export function useOpenOrder(client: ApiClient, session: SessionLoad) {
  const { currency } = useRegion();
  const [load, setLoad] = useState<OrderLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (session.status !== 'ready') return;
    let alive = true;
    setLoad({ status: 'loading' });
    loadOpenOrder(client, currency).then(
      (order) => {
        if (!alive) return;
        setLoad({ status: 'ready', order });
        publishOrder(order);
      },
      (error: unknown) => alive && setLoad({ status: 'error', error }),
    );
    return () => {
      alive = false;
    };
  }, [client, currency, session.status, attempt]);

  const setOrder = useCallback((order: Order | null) => {
    setLoad({ status: 'ready', order });
    publishOrder(order);
  }, []);

  return { load, setOrder, reload: () => setAttempt((n) => n + 1) };
}
