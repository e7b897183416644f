import type { PaymentIntentView } from '@ph/api-client';

export type IntentOutcome =
  | { kind: 'paid' }
  | { kind: 'redirect'; url: string }
  | { kind: 'declined'; code: string | null }
  | { kind: 'processing' };

/** What the screen does with the API's answer to a payment call. */
export function outcomeOf(intent: PaymentIntentView): IntentOutcome {
  if (intent.next_action?.redirect_to_url.url) return { kind: 'redirect', url: intent.next_action.redirect_to_url.url };
  if (intent.status === 'succeeded') return { kind: 'paid' };
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
    // The provider's code, worded by @ph/api-errors; its English message is for logs.
    return { kind: 'declined', code: intent.last_payment_error?.code ?? null };
  }
  return { kind: 'processing' };
}

/** Leaves the storefront for the bank or 3-D Secure page (a seam the tests replace). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
