import { FormattedMessage, useIntl } from 'react-intl';
import { fetchBundle } from '@ph/api-client';
import { RouteLink } from '@ph/remote-kit';
import { ErrorPanel, Spinner } from '@ph/ui';
import { useCatalogueApi } from '../api/catalogueApi';
import { useLoad } from '../api/useLoad';

/**
 * Bundles on offer. The PIM has no bundle listing (commerce-core §7 reads bundles by id), so the
 * storefront names the bundles it features; an id the PIM does not publish is skipped.
 */
export const FEATURED_BUNDLE_IDS = [1, 2] as const;

export function Bundles() {
  const { client, ctx } = useCatalogueApi();
  const intl = useIntl();
  const state = useLoad(`${ctx.region}|${ctx.lang}|bundles`, async (signal) => {
    const settled = await Promise.allSettled(FEATURED_BUNDLE_IDS.map((id) => fetchBundle(client, ctx, id, { signal })));
    const found = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (found.length === 0 && failure) throw failure.reason instanceof Error ? failure.reason : new Error(String(failure.reason));
    return found;
  });
  return (
    <section aria-labelledby="cat-title" className="cat-page">
      <h1 id="cat-title">
        <FormattedMessage id="catalogue.bundles.title" defaultMessage="Bundles" />
      </h1>
      {state.status === 'error' ? (
        <ErrorPanel
          title={intl.formatMessage({ id: 'catalogue.bundles.error', defaultMessage: 'Bundles could not be loaded' })}
          message={state.error.message}
          onRetry={state.retry}
        />
      ) : state.status === 'success' ? (
        <ul className="cat-grid">
          {state.data.map((b) => (
            <li key={b.id}>
              <article className="cat-card" aria-labelledby={`cat-bundle-${b.id}`}>
                <div className="cat-card-body">
                  <h2 id={`cat-bundle-${b.id}`} style={{ margin: 0 }}>
                    {b.name}
                  </h2>
                  <p style={{ margin: 0 }}>{b.title}</p>
                  <p style={{ margin: 0 }}>{b.description}</p>
                  <ul>
                    {b.products.map(({ product, primary }) => (
                      <li key={product.sku}>
                        <RouteLink to="productPage" params={{ productType: product.sku }}>
                          {product.name}
                        </RouteLink>{' '}
                        {primary ? (
                          <FormattedMessage id="catalogue.bundles.primary" defaultMessage="(main product)" />
                        ) : (
                          <FormattedMessage id="catalogue.bundles.optional" defaultMessage="(optional)" />
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <Spinner label={intl.formatMessage({ id: 'catalogue.bundles.loading', defaultMessage: 'Loading bundles' })} />
      )}
      <RouteLink to="productSelect">
        <FormattedMessage id="catalogue.backToProducts" defaultMessage="Back to all products" />
      </RouteLink>
    </section>
  );
}
