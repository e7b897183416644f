// The cart's changes as plain forms the edge answers (packages/deploy/src/cart-change.js, docs/architecture.md
// "The cart works before its script"): a shopper can change the cart from the server's markup before the
// page's script has run, or without it. Once hydrated, each form's submit handler makes the change over the
// API instead, as before.
import { useMemo } from 'react';
import { CART_CHANGE_FAILED_PARAM, CART_CHANGE_PARAM, CART_CHANGE_PATH, CART_CHANGED_PARAM, type CART_CHANGES } from '@ph/contracts/http';
import { useLocation } from '@ph/remote-kit';

export type CartChange = (typeof CART_CHANGES)[number];

/** A cart change form's method and action. */
export const CHANGE_FORM = { method: 'post', action: CART_CHANGE_PATH } as const;

const OUTCOME_PARAMS = [CART_CHANGED_PARAM, CART_CHANGE_PARAM, CART_CHANGE_FAILED_PARAM];

/** The page to come back to: this address without the outcome of an earlier change. */
function useBack(): string {
  const { pathname, search } = useLocation();
  return useMemo(() => {
    const params = new URLSearchParams(search);
    for (const name of OUTCOME_PARAMS) params.delete(name);
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  }, [pathname, search]);
}

/** The fields every change form sends besides its own: which change, of which order (and line), and where to come back. */
export function ChangeFields({ change, orderId, lineId }: { change: CartChange; orderId: number; lineId?: number }) {
  const back = useBack();
  return (
    <>
      <input type="hidden" name="change" value={change} />
      <input type="hidden" name="order_id" value={orderId} />
      {lineId !== undefined && <input type="hidden" name="line_id" value={lineId} />}
      <input type="hidden" name="back" value={back} />
    </>
  );
}

/**
 * What the edge said of the change it last made for this page (the address it sent the shopper back to):
 * `changed` names a change made; `failed` is the failure as an API error @ph/api-errors words.
 */
export function useChangeOutcome(): { changed: string | null; change: string | null; failed: unknown } {
  const { search } = useLocation();
  return useMemo(() => {
    const params = new URLSearchParams(search);
    const code = params.get(CART_CHANGE_FAILED_PARAM);
    const failed =
      code === null
        ? null
        : code === 'unavailable'
          ? // The edge could not get the change made (the API down, slow or failing): the page's own words for a failed change.
            { name: 'ApiError', kind: 'http', status: 503, code: null }
          : code === 'session_expired'
            ? { name: 'ApiError', kind: 'http', status: 401, code: null }
            : { name: 'ApiError', kind: 'http', status: 422, code };
    return { changed: params.get(CART_CHANGED_PARAM), change: params.get(CART_CHANGE_PARAM), failed };
  }, [search]);
}
