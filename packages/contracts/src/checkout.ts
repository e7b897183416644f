// "Checkout Started" (docs/domain.md#consent-and-analytics) belongs to the cart remote: it owns the order the event
// describes and the consent-gated tracker. Other places that lead into checkout (the shell's
// mini-cart, the cross-sell page) only say that the shopper chose to start it; the checkout sends the
// event once, when it shows its first step with the order it has just read.
import { pageSingleton } from './singleton';

interface CheckoutStartRequest {
  pending: boolean;
}

// Page memory on purpose (not storage or the URL): a reload or a shared link of `?step=delivery` is
// not a new start of checkout, and a request made in this page must not reach another tab.
const request = pageSingleton<CheckoutStartRequest>('checkoutStartRequest', () => ({ pending: false }));

/** The shopper chose "checkout" (cart, mini-cart, cross-sell): the checkout will report it when it opens. */
export function requestCheckoutStart(): void {
  request.pending = true;
}

/** Whether a start of checkout was requested since the last call; the request is consumed. */
export function takeCheckoutStartRequest(): boolean {
  const pending = request.pending;
  request.pending = false;
  return pending;
}
