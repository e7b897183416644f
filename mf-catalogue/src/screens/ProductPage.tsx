import { FormattedMessage, useIntl } from 'react-intl';
import { useMemo, useState } from 'react';
import { fetchMinimalPrices, ProductNotFoundError, type PimProduct, type PimVariant } from '@ph/api-client';
import { HydrateLater, RouteLink, useLoad, useSearchParams } from '@ph/remote-kit';
import { Spinner } from '@ph/ui';
import { catalogueTracker, productProperties, useTrackOnce } from '../analytics/tracker';
import { useCatalogueApi } from '../api/catalogueApi';
import { loadProductPage } from '../api/catalogueData';
import { FetchFailure } from '../common/failures';
import { Money } from '../common/money';
import { Configurator } from '../configurator/Configurator';
import { configFromQuery, hasCustomSize } from '../configurator/configQuery';
import { NotFound } from './NotFound';
import { ProductGallery } from './ProductGallery';

/** Cross-sells (docs/domain.md#catalogue): initial → loading → success | error; unavailable on error or when empty. */
function CrossSells({ product }: { product: PimProduct }) {
  const { client, ctx } = useCatalogueApi();
  const items = (product.crossSells ?? []).flatMap((c) => c.products);
  const state = useLoad(items.length ? `${ctx.region}|${product.sku}` : null, async (signal) => {
    const minimal = await fetchMinimalPrices(client, { region: ctx.region }, signal);
    const bySku = new Map(minimal.data.map((m) => [m.product_sku, m]));
    return items.flatMap((i) => {
      const price = bySku.get(i.sku);
      return price ? [{ ...i, pieceNet: price.piece_net }] : [];
    });
  });
  // Hidden on error or when nothing is left (§4); while loading its room is held so nothing jumps.
  if (items.length === 0 || state.status === 'error' || (state.status === 'success' && state.data.length === 0)) return null;
  return (
    <section aria-labelledby="cat-cross-sells" style={{ minHeight: '6em' }}>
      <h2 id="cat-cross-sells">
        <FormattedMessage id="catalogue.crossSells.title" defaultMessage="Often ordered together" />
      </h2>
      {state.status !== 'success' ? (
        <p aria-live="polite">
          <FormattedMessage id="catalogue.crossSells.loading" defaultMessage="Loading recommendations…" />
        </p>
      ) : (
        <ul className="cat-nav-list">
          {state.data.map((i) => (
            <li key={i.sku}>
              <RouteLink to="productPage" params={{ productType: i.sku }}>
                {i.title}
              </RouteLink>{' '}
              <FormattedMessage
                id="catalogue.crossSells.item"
                defaultMessage="from {count, number} pcs, {price} net per piece"
                values={{ count: i.minimumOrderQuantity, price: <Money key="price" minor={i.pieceNet} /> }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Related({ product }: { product: PimProduct }) {
  const related = product.relatedProducts ?? [];
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="cat-related">
      <h2 id="cat-related">
        <FormattedMessage id="catalogue.related.title" defaultMessage="Related products" />
      </h2>
      <ul className="cat-nav-list">
        {related.map((r) => (
          <li key={r.id}>
            <RouteLink to="productPage" params={{ productType: r.sku }}>
              {r.title}
            </RouteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProductPage({ sku }: { sku: string }) {
  const { client, ctx } = useCatalogueApi();
  const intl = useIntl();
  const state = useLoad(`${ctx.region}|${ctx.lang}|${sku}`, (signal) => loadProductPage(client, ctx, sku, signal));
  // The variant the configurator lands on, for the gallery; the configurator starts on the first one.
  const [chosen, setChosen] = useState<{ productSku: string; variant: PimVariant } | null>(null);
  const viewed = state.status === 'success' ? state.data : null;
  // The address configures the page (configQuery.ts); read when the product arrives, then the configurator owns the choices.
  const [params] = useSearchParams();
  const initial = useMemo(
    () => (viewed ? configFromQuery(viewed.variants ?? [], params, hasCustomSize(viewed)) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address is read once per product: later changes of it are the configurator's own
    [viewed],
  );
  useTrackOnce(viewed ? `${ctx.region}|${viewed.sku}` : null, () => {
    if (viewed) catalogueTracker(client).track('Product Viewed', { source: 'product page', ...productProperties(viewed, viewed.variants?.[0]) });
  });
  if (state.status === 'error') {
    if (state.error instanceof ProductNotFoundError) return <NotFound />;
    return (
      <section className="cat-page" aria-labelledby="cat-title">
        <h1 id="cat-title">
          <FormattedMessage id="catalogue.product.errorTitle" defaultMessage="Product" />
        </h1>
        <FetchFailure
          title={intl.formatMessage({ id: 'catalogue.product.error', defaultMessage: 'This product could not be loaded' })}
          error={state.error}
          onRetry={state.retry}
        />
      </section>
    );
  }
  if (state.status !== 'success') {
    // A full screen while loading, so the shell's footer does not jump when the page arrives.
    return (
      <div className="cat-page" style={{ minHeight: '100vh' }}>
        <Spinner label={intl.formatMessage({ id: 'catalogue.product.loading', defaultMessage: 'Loading the product' })} />
      </div>
    );
  }
  const product = state.data;
  const shown = chosen?.productSku === product.sku ? chosen.variant : (initial?.variant ?? product.variants?.[0]);
  return (
    <article aria-labelledby="cat-title" className="cat-page" style={{ minHeight: '100vh' }}>
      <p>
        <RouteLink to="productSelect">
          <FormattedMessage id="catalogue.backToProducts" defaultMessage="Back to all products" />
        </RouteLink>
      </p>
      <div className="cat-layout">
        <div className="cat-gallery">
          <h1 id="cat-title">{product.title}</h1>
          <ProductGallery key={product.sku} product={product} variant={shown} initialPicture={initial?.picture ?? 0} />
          <p>{product.description}</p>
        </div>
        <div>
          <Configurator key={product.sku} product={product} onVariant={(v) => setChosen({ productSku: product.sku, variant: v })} />
        </div>
      </div>
      {/* Below the fold: hydrated when the browser is idle or the shopper reaches for them. */}
      <HydrateLater when="idle">
        <CrossSells product={product} />
      </HydrateLater>
      <HydrateLater when="idle">
        <Related product={product} />
      </HydrateLater>
    </article>
  );
}
