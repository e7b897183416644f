// Failure texts in the shopper's language. `@ph/api-client` reports catalogue failures with the
// spec's English messages (commerce-core §8, 'Unable to fetch …'); the kind is read back from that
// message (not `instanceof`: the page-wide client may come from another bundle's copy of the package).
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { CATALOGUE_ERRORS } from '@ph/api-client';
import { Button, ErrorPanel } from '@ph/ui';

export type FailureKind = keyof typeof CATALOGUE_ERRORS | 'connection' | 'other';

const KIND_BY_MESSAGE = new Map<string, FailureKind>(Object.entries(CATALOGUE_ERRORS).map(([kind, message]) => [message, kind as FailureKind]));

interface ErrorShape {
  message?: unknown;
  kind?: unknown;
  code?: unknown;
  status?: unknown;
  cause?: unknown;
}

const shape = (error: unknown): ErrorShape => (typeof error === 'object' && error !== null ? (error as ErrorShape) : {});

/** The ApiError behind a failure (itself, or the `cause` of a CatalogueFetchError), read by shape. */
export function apiErrorOf(error: unknown): { kind?: string; code?: string; status?: number | null } | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = shape(e).cause, depth += 1) {
    const s = shape(e);
    if (typeof s.kind === 'string' && ('status' in s || 'code' in s)) {
      return { kind: s.kind, ...(typeof s.code === 'string' ? { code: s.code } : {}), status: typeof s.status === 'number' ? s.status : null };
    }
  }
  return undefined;
}

export function failureKind(error: unknown): FailureKind {
  const message = shape(error).message;
  const known = typeof message === 'string' ? KIND_BY_MESSAGE.get(message) : undefined;
  if (known) return known;
  const api = apiErrorOf(error);
  return api && (api.kind === 'network' || api.kind === 'timeout') ? 'connection' : 'other';
}

// English keeps the spec's wording; the other catalogues translate it.
export const failureMessages = defineMessages<FailureKind, MessageDescriptor>({
  pricingByVariant: { id: 'catalogue.failure.pricingByVariant', defaultMessage: 'Unable to fetch Pricing by Product Variant' },
  allPricing: { id: 'catalogue.failure.allPricing', defaultMessage: 'Unable to fetch All Pricing for Products' },
  emissions: { id: 'catalogue.failure.emissions', defaultMessage: 'Unable to fetch Product Emissions' },
  deliveryEstimates: { id: 'catalogue.failure.deliveryEstimates', defaultMessage: 'Unable to fetch Delivery Estimates' },
  expressDelivery: { id: 'catalogue.failure.expressDelivery', defaultMessage: 'Unable to fetch Express Delivery Options' },
  product: { id: 'catalogue.failure.product', defaultMessage: 'Unable to fetch Product' },
  connection: { id: 'catalogue.failure.connection', defaultMessage: 'We could not reach the store. Check your connection and try again.' },
  other: { id: 'catalogue.failure.other', defaultMessage: 'Something went wrong. Please try again.' },
});

export const tryAgainMessage = { id: 'catalogue.retry', defaultMessage: 'Try again' } as const;

/** `(error) => text` in the shopper's language, for failures shown inline. */
export function useFailureText(): (error: unknown) => string {
  const intl = useIntl();
  return (error) => intl.formatMessage(failureMessages[failureKind(error)]);
}

/** A failed section: its title, the translated failure and a "Try again" button. */
export function FetchFailure({ title, error, onRetry, headingLevel }: { title: string; error: unknown; onRetry: () => void | Promise<unknown>; headingLevel?: 2 | 3 | 4 }) {
  const intl = useIntl();
  const text = useFailureText();
  return <ErrorPanel title={title} message={text(error)} onRetry={onRetry} retryLabel={intl.formatMessage(tryAgainMessage)} {...(headingLevel ? { headingLevel } : {})} />;
}

/** An action that failed (adding to the cart): what went wrong and "Try again", announced at once. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div role="alert" className="cat-error">
      <p>{message}</p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {intl.formatMessage(tryAgainMessage)}
      </Button>
    </div>
  );
}
