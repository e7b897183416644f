import { cartLineCount, fetchOrder, findOpenOrder, isOpenOrder, type ApiClient, type Order } from '@ph/api-client';
import { cartSummaryAtom, phStore, publishCartChanged, type BindOptions } from '@ph/contracts';

/** Tells the header and every remote what the cart holds now (its products, see `cartLineCount`). */
export function publishCart(order: (Pick<Order, 'number'> & Parameters<typeof cartLineCount>[0]) | null, opts: BindOptions = {}): void {
  publishCartChanged({ orderNumber: order?.number ?? null, itemCount: order ? cartLineCount(order) : 0 }, opts);
}

/**
 * A page loaded from scratch (a reload, a link from outside) knows nothing of the cart: read the
 * visitor's open order once so the header counts it and the catalogue adds to it instead of opening a
 * second cart. A first visit has no token, and no anonymous user is created just to find nothing.
 * Whatever a remote published in the meantime is fresher and wins.
 */
export async function syncCartSummary(client: ApiClient, currency: string, opts: BindOptions = {}): Promise<void> {
  if (!client.tokens.get()) return;
  const store = opts.store ?? phStore;
  const before = store.get(cartSummaryAtom);
  try {
    const order = await findOpenOrder(client, currency);
    if (store.get(cartSummaryAtom) === before) publishCart(order, opts);
  } catch (error) {
    // An expired token or an API outage leaves the badge as it is; the cart page says more.
    console.warn('the cart summary could not be read', error);
  }
}

/**
 * The visitor's open order in the store's currency: the number the cart summary names is the freshest
 * hint (a remote just published it), the API's list of the visitor's orders the truth.
 */
export async function loadOpenOrder(client: ApiClient, currency: string, opts: BindOptions = {}): Promise<Order | null> {
  const hinted = (opts.store ?? phStore).get(cartSummaryAtom).orderNumber;
  if (hinted) {
    const order = await fetchOrder(client, hinted).catch(() => null);
    if (order && isOpenOrder(order) && order.currency === currency) return order;
  }
  return findOpenOrder(client, currency);
}
