import { FormattedMessage, useIntl } from 'react-intl';
import { ProductNotFoundError } from '@ph/api-client';
import { RouteLink } from '@ph/remote-kit';
import { ErrorPanel, Spinner } from '@ph/ui';
import { useCatalogueApi } from '../api/catalogueApi';
import { loadProductPage } from '../api/catalogueData';
import { useLoad } from '../api/useLoad';
import { Configurator } from '../configurator/Configurator';

/** The catalogue's sample pack product (family sku `samples`). */
export const SAMPLE_PACK_SKU = 'samples';

export function SamplePacks() {
  const { client, ctx } = useCatalogueApi();
  const intl = useIntl();
  const state = useLoad(`${ctx.region}|${ctx.lang}|samples`, (signal) => loadProductPage(client, ctx, SAMPLE_PACK_SKU, signal));
  return (
    <section aria-labelledby="cat-title" className="cat-page">
      <h1 id="cat-title">
        <FormattedMessage id="catalogue.samplePacks.title" defaultMessage="Sample packs" />
      </h1>
      <p>
        <FormattedMessage id="catalogue.samplePacks.intro" defaultMessage="Feel the materials and print quality before you order." />
      </p>
      {state.status === 'error' ? (
        state.error instanceof ProductNotFoundError ? (
          <p>
            <FormattedMessage id="catalogue.samplePacks.none" defaultMessage="Sample packs are not available in this store." />
          </p>
        ) : (
          <ErrorPanel
            title={intl.formatMessage({ id: 'catalogue.product.error', defaultMessage: 'This product could not be loaded' })}
            message={state.error.message}
            onRetry={state.retry}
          />
        )
      ) : state.status === 'success' ? (
        <>
          <p>{state.data.description}</p>
          <Configurator product={state.data} />
        </>
      ) : (
        <Spinner label={intl.formatMessage({ id: 'catalogue.product.loading', defaultMessage: 'Loading the product' })} />
      )}
      <RouteLink to="productSelect">
        <FormattedMessage id="catalogue.backToProducts" defaultMessage="Back to all products" />
      </RouteLink>
    </section>
  );
}
