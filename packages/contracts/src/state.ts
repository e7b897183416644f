// Shared state (jotai 2): one store for every React root of every remote. Read it with the
// hooks below (they pass `phStore` explicitly, so no <Provider> is needed in each remote) or
// with `phStore.get/set/sub` outside React.
import { atom, createStore, type PrimitiveAtom } from 'jotai';
import { useAtomValue } from 'jotai/react';
import { dispatch, EVENTS, listen, type CartSummary, type SessionChange } from './events';
import { pageSingleton } from './singleton';

export type { CartSummary } from './events';

export type SessionStatus = 'unknown' | 'anonymous' | 'signedIn';

/**
 * Who is using the page. The API token is deliberately NOT here: shared state is readable by
 * every script on the page's React roots; the token lives in the api-client's token store.
 */
export interface SessionState {
  /** `unknown` until the shell's anonymous bootstrap (docs/domain.md#consent-and-analytics) has finished. */
  status: SessionStatus;
  userId: string | null;
  email: string | null;
}

export type PhStore = ReturnType<typeof createStore>;

export const phStore: PhStore = pageSingleton('store', () => createStore());

export const sessionAtom: PrimitiveAtom<SessionState> = pageSingleton('sessionAtom', () => {
  const a = atom<SessionState>({ status: 'unknown', userId: null, email: null });
  a.debugLabel = 'ph/session';
  return a;
});

export const cartSummaryAtom: PrimitiveAtom<CartSummary> = pageSingleton('cartSummaryAtom', () => {
  const a = atom<CartSummary>({ orderNumber: null, itemCount: 0 });
  a.debugLabel = 'ph/cartSummary';
  return a;
});

export interface BindOptions {
  /** Where events are heard; `window` by default. */
  target?: EventTarget;
  /** The store to update; `phStore` by default (tests pass their own). */
  store?: PhStore;
}

/**
 * Keeps `cartSummaryAtom` in step with `ph-cart-changed` events, so code that only dispatches the
 * event (a non-React widget, an older remote) still updates every React root. The shell calls it
 * once at start-up; returns the unsubscribe function.
 */
export function bindCartEvents(opts: BindOptions = {}): () => void {
  const store = opts.store ?? phStore;
  return listen(
    EVENTS.cartChanged,
    (detail) => store.set(cartSummaryAtom, { orderNumber: detail.orderNumber, itemCount: detail.itemCount }),
    opts.target,
  );
}

/** Same as {@link bindCartEvents} for `ph-session-changed` → `sessionAtom`. */
export function bindSessionEvents(opts: BindOptions = {}): () => void {
  const store = opts.store ?? phStore;
  return listen(EVENTS.sessionChanged, (detail) => store.set(sessionAtom, sessionFromChange(detail)), opts.target);
}

export function sessionFromChange(change: SessionChange): SessionState {
  return { status: change.signedIn ? 'signedIn' : 'anonymous', userId: change.userId, email: change.email };
}

/**
 * What a remote calls after it changed the cart: updates the atom (React roots re-render) and
 * dispatches `ph-cart-changed` (plain listeners such as analytics hear it).
 */
export function publishCartChanged(summary: CartSummary, opts: BindOptions = {}): void {
  (opts.store ?? phStore).set(cartSummaryAtom, { orderNumber: summary.orderNumber, itemCount: summary.itemCount });
  dispatch(EVENTS.cartChanged, { orderNumber: summary.orderNumber, itemCount: summary.itemCount }, opts.target);
}

/** What the account remote or the shell's bootstrap calls after sign-in, sign-out or bootstrap. */
export function publishSessionChanged(change: SessionChange, opts: BindOptions = {}): void {
  (opts.store ?? phStore).set(sessionAtom, sessionFromChange(change));
  dispatch(EVENTS.sessionChanged, { signedIn: change.signedIn, userId: change.userId, email: change.email }, opts.target);
}

/** The current session, re-rendering on change, from the page-wide store. */
export function useSession(): SessionState {
  return useAtomValue(sessionAtom, { store: phStore });
}

/** The current cart summary (for a header badge or a mini-cart), from the page-wide store. */
export function useCartSummary(): CartSummary {
  return useAtomValue(cartSummaryAtom, { store: phStore });
}
