// Failure texts in the shopper's language. A catalogue read that failed is a CatalogueFetchError
// whose `kind` says which read (the spec's 'Unable to fetch …', docs/domain.md#errors); every other failed
// call goes through @ph/api-errors' describeApiError, keyed by the API's error code. Both are read by
// shape, not `instanceof`: the page-wide client may come from another bundle's copy of the package.
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { CatalogueFailureKind } from '@ph/api-client';
import { apiErrorOf, describeApiError } from '@ph/api-errors';
import { Button, ErrorPanel } from '@ph/ui';

export { apiErrorOf };

/** Which catalogue read failed, when `error` is a CatalogueFetchError. */
export function catalogueFailureKind(error: unknown): CatalogueFailureKind | undefined {
  const e = typeof error === 'object' && error !== null ? (error as { name?: unknown; kind?: unknown }) : {};
  return e.name === 'CatalogueFetchError' && typeof e.kind === 'string' && e.kind in failureMessages ? (e.kind as CatalogueFailureKind) : undefined;
}

// English keeps the spec's wording; the other catalogues translate it.
export const failureMessages = defineMessages<CatalogueFailureKind, MessageDescriptor>({
  pricingByVariant: { id: 'catalogue.failure.pricingByVariant', defaultMessage: 'Unable to fetch Pricing by Product Variant' },
  allPricing: { id: 'catalogue.failure.allPricing', defaultMessage: 'Unable to fetch All Pricing for Products' },
  emissions: { id: 'catalogue.failure.emissions', defaultMessage: 'Unable to fetch Product Emissions' },
  deliveryEstimates: { id: 'catalogue.failure.deliveryEstimates', defaultMessage: 'Unable to fetch Delivery Estimates' },
  expressDelivery: { id: 'catalogue.failure.expressDelivery', defaultMessage: 'Unable to fetch Express Delivery Options' },
  product: { id: 'catalogue.failure.product', defaultMessage: 'Unable to fetch Product' },
});

export const tryAgainMessage = { id: 'catalogue.retry', defaultMessage: 'Try again' } as const;

/** `(error) => text` in the shopper's language, for failures shown inline. */
export function useFailureText(): (error: unknown) => string {
  const intl = useIntl();
  return (error) => {
    const kind = catalogueFailureKind(error);
    return kind ? intl.formatMessage(failureMessages[kind]) : describeApiError(intl, error).message;
  };
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
