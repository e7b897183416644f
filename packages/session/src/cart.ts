// The cart gateway: the one place the browser finds the shopper's cart, opens one when there is
// none, and puts things into it. Every remote goes through it, so the rules of "which order is the
// cart" cannot drift apart between the catalogue, the editor, the account and the cart page.
import { cartLineCount, createOrder, fetchOrder, findOpenOrder, isApiError, isOpenOrder, type ApiClient, type Order } from '@ph/api-client';
import { cartSummaryAtom, phStore, publishCartChanged, type BindOptions } from '@ph/contracts';
import { applyPendingReferral } from './arrival';
import { ensureSession } from './bootstrap';

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

/** The order the cart summary names, if it is still open and in the store's currency. */
async function hintedOrder(client: ApiClient, currency: string, opts: BindOptions, signal?: AbortSignal): Promise<Order | null> {
  const hinted = (opts.store ?? phStore).get(cartSummaryAtom).orderNumber;
  if (!hinted) return null;
  try {
    const order = await fetchOrder(client, hinted, signal);
    return isOpenOrder(order) && order.currency === currency ? order : null;
  } catch (err) {
    // A cart that is gone or belongs to another visitor (signed out since) is no hint. Any other
    // failure is not an answer: guessing past it could open a second cart beside the real one.
    if (isApiError(err) && (err.status === 404 || err.status === 403)) return null;
    throw err;
  }
}

/**
 * The visitor's cart, read only: first the order the cart summary names (a remote just published
 * it) if it is still open and in the store's currency, else the newest open order of the visitor in
 * that currency, else none.
 */
export async function loadOpenOrder(client: ApiClient, currency: string, opts: BindOptions & { signal?: AbortSignal } = {}): Promise<Order | null> {
  const cart = (await hintedOrder(client, currency, opts, opts.signal)) ?? (await findOpenOrder(client, currency, opts.signal));
  // A referral code the visitor arrived with goes onto the cart they look at (arrival.ts), once.
  return cart ? applyPendingReferral(client, cart) : null;
}

/** The visitor's cart by the rules of `loadOpenOrder`, else a new one in the store's currency (a session is made first if needed). */
export async function openCart(client: ApiClient, currency: string, opts: BindOptions = {}): Promise<Order> {
  await ensureSession(client, { target: opts.target });
  return (await loadOpenOrder(client, currency, opts)) ?? createOrder(client, currency);
}

/**
 * Puts something into the visitor's cart: `add` gets the cart (`openCart`) and answers the order
 * the API changed, which is then published to the header and the other remotes.
 */
export async function addToCart(client: ApiClient, currency: string, add: (cart: Order) => Promise<Order>, opts: BindOptions = {}): Promise<Order> {
  // A referral code the visitor arrived with applies once the cart holds what it discounts.
  const updated = await applyPendingReferral(client, await add(await openCart(client, currency, opts)));
  publishCart(updated, opts);
  return updated;
}
