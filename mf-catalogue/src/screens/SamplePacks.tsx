import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProductNotFoundError } from '@ph/api-client';
import { RouteLink, useLoad } from '@ph/remote-kit';
import { Button, Spinner } from '@ph/ui';
import { useCatalogueApi } from '../api/catalogueApi';
import { loadProductPage } from '../api/catalogueData';
import { FetchFailure } from '../common/failures';
import { Configurator } from '../configurator/Configurator';
import { SamplePackBuilder } from '../samplePacks/SamplePackBuilder';

/** The catalogue's sample pack product (family sku `samples`). */
export const SAMPLE_PACK_SKU = 'samples';

export function SamplePacks() {
  const { client, ctx } = useCatalogueApi();
  const intl = useIntl();
  const [building, setBuilding] = useState(false);
  const builderId = useId();
  const state = useLoad(`${ctx.region}|${ctx.lang}|samples`, (signal) => loadProductPage(client, ctx, SAMPLE_PACK_SKU, signal));
  return (
    <section aria-labelledby="cat-title" className="cat-page">
      <h1 id="cat-title">
        <FormattedMessage id="catalogue.samplePacks.title" defaultMessage="Sample packs" />
      </h1>
      <p>
        <FormattedMessage id="catalogue.samplePacks.intro" defaultMessage="Feel the materials and print quality before you order." />
      </p>
      <section aria-labelledby={`${builderId}-title`}>
        <h2 id={`${builderId}-title`}>
          <FormattedMessage id="catalogue.samplePacks.customTitle" defaultMessage="Create your own sample pack" />
        </h2>
        <p>
          <FormattedMessage id="catalogue.samplePacks.customIntro" defaultMessage="Pick the boxes and materials you want to feel in your hands." />
        </p>
        {/* The builder's stage starts when the shopper asks for it, so its list loads only then. */}
        <Button type="button" variant="secondary" aria-expanded={building} aria-controls={`${builderId}-builder`} onClick={() => setBuilding((b) => !b)}>
          <FormattedMessage id="catalogue.samplePacks.create" defaultMessage="Create a sample pack" />
        </Button>
        <div id={`${builderId}-builder`}>{building ? <SamplePackBuilder /> : null}</div>
      </section>
      <h2>
        <FormattedMessage id="catalogue.samplePacks.readyTitle" defaultMessage="Ready-made sample packs" />
      </h2>
      {state.status === 'error' ? (
        state.error instanceof ProductNotFoundError ? (
          <p>
            <FormattedMessage id="catalogue.samplePacks.none" defaultMessage="Sample packs are not available in this store." />
          </p>
        ) : (
          <FetchFailure
            title={intl.formatMessage({ id: 'catalogue.product.error', defaultMessage: 'This product could not be loaded' })}
            error={state.error}
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
