import { useCallback, useEffect, useState } from 'react';
import { findOpenOrder, type ApiClient, type Order } from '@ph/api-client';
import { serverEnvironment } from '@ph/contracts';
import { ensureSession, loadOpenOrder, publishCart } from '@ph/session';
import { useRegion } from '@ph/i18n';
import { useLoad, useServerRenderWithoutSession, useServerVisitorToken } from '@ph/remote-kit';

export type OrderLoad = { status: 'loading' } | { status: 'ready'; order: Order | null } | { status: 'error'; error: unknown };

/** Tells the header and the other remotes what the cart holds now. */
export function publishOrder(order: Order | null): void {
  publishCart(order);
}

/**
 * The visitor's open order in the store's currency, and a setter for answers of later calls.
 * In a server render for a visitor with a session (`useShopperClient`'s client acts as them) it is read
 * there, and the page hydrates from it: the cart arrives with its lines. The browser then reads it once
 * more after its session is settled (the page's stored session may differ from the cookie the edge saw,
 * and a referral code kept in this browser applies there), without showing it loading again.
 * `readOnServer: false`: a page that needs the browser for what it shows with the order (the checkout's
 * steps) leaves the read to the browser.
 */
export function useOpenOrder(client: ApiClient, { readOnServer = true }: { readOnServer?: boolean } = {}) {
  const { currency } = useRegion();
  const asVisitor = useServerVisitorToken() !== null && readOnServer;
  const withoutSession = useServerRenderWithoutSession() && readOnServer;
  const load = useLoad<Order | null>(`cart|open-order|${currency}`, async (signal) => {
    if (serverEnvironment()) {
      // A visitor who came without a session owns no order yet: the render is whole, and the page may wait
      // for the visitor's first use to start its script (the browser then reads again, below, and finds a
      // session kept in storage without its cookie: startAfterPaint starts such a page at once).
      if (withoutSession) return null;
      // With a session but without its token the server has nobody's cart to read: the browser reads it.
      if (!asVisitor) throw new Error('no visitor in this server render');
      return findOpenOrder(client, currency, signal);
    }
    await ensureSession(client);
    return loadOpenOrder(client, currency, { signal });
  });
  const { set } = load;
  // The order came with the page: read it again as this browser's session sees it.
  const [fromPage] = useState(() => load.status === 'success' && !serverEnvironment());
  useEffect(() => {
    if (!fromPage) return undefined;
    let alive = true;
    ensureSession(client)
      .then(() => loadOpenOrder(client, currency))
      .then(
        (order) => alive && set(order),
        // The page's order stays shown; a change made on it reports its own failure.
        () => undefined,
      );
    return () => {
      alive = false;
    };
  }, [fromPage, client, currency, set]);

  const shown = load.status === 'success' ? load.data : undefined;
  useEffect(() => {
    if (shown !== undefined) publishOrder(shown);
  }, [shown]);

  const setOrder = useCallback((order: Order | null) => set(order), [set]);
  const state: OrderLoad =
    load.status === 'success' ? { status: 'ready', order: load.data } : load.status === 'error' ? { status: 'error', error: load.error } : { status: 'loading' };
  return { load: state, setOrder, reload: load.retry };
}
