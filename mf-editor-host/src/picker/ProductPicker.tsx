import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchDesignableProducts, PUBLIC_CATALOGUE_TOKEN, type CatalogueContext } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { pageApiClient } from '@ph/session';
import { Link, RouteLink, useLoad, useMountProps, useRoutePath } from '@ph/remote-kit';
import { Card, ErrorPanel, InlineStyle, Skeleton } from '@ph/ui';
import { pickerCss } from './pickerCss';

/**
 * "Box designer" (`/box/design` without a sku): the store's products the editor supports, each a
 * picture and a name that open the editor on it in one click (the editor creates the design and
 * opens it). Names and pictures are the catalogue's, in the page's language.
 */
export function ProductPicker() {
  const intl = useIntl();
  const region = useRegion();
  const pathOf = useRoutePath();
  const { region: store } = useMountProps();
  const client = useMemo(() => pageApiClient(store), [store]);
  const ctx = useMemo<CatalogueContext>(() => ({ region: region.apiRegion, lang: intl.locale.slice(0, 2), catalogueToken: PUBLIC_CATALOGUE_TOKEN }), [region.apiRegion, intl.locale]);
  const products = useLoad(`${ctx.region}|${ctx.lang}`, (signal) => fetchDesignableProducts(client, ctx, signal));
  const editorPath = pathOf('boxEditor');

  return (
    <section aria-labelledby="ed-title" className="ed-picker">
      <InlineStyle css={pickerCss} />
      <h1 id="ed-title">
        <FormattedMessage id="editor.title" defaultMessage="Design your box" />
      </h1>
      <p>
        <FormattedMessage id="editor.picker.intro" defaultMessage="Choose the box to design. You add your artwork to every side and see it in 3D before you order." />
      </p>
      {products.status === 'error' ? (
        <ErrorPanel
          headingLevel={2}
          title={intl.formatMessage({ id: 'editor.picker.failed', defaultMessage: 'The boxes could not be loaded' })}
          onRetry={products.retry}
        />
      ) : products.status !== 'success' ? (
        <div aria-busy="true">
          <p role="status" className="ph-ui-visually-hidden">
            {intl.formatMessage({ id: 'editor.picker.loading', defaultMessage: 'Loading the boxes you can design' })}
          </p>
          <ul className="ed-picker__grid" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <li key={i}>
                <Skeleton height="12rem" />
              </li>
            ))}
          </ul>
        </div>
      ) : products.data.length === 0 ? (
        <p>
          <FormattedMessage id="editor.picker.none" defaultMessage="No box can be designed in this store right now." />
        </p>
      ) : (
        <ul className="ed-picker__grid" aria-label={intl.formatMessage({ id: 'editor.picker.list', defaultMessage: 'Boxes you can design' })}>
          {products.data.map(({ product, variantSku }) => {
            const image = product.images[0];
            return (
              <li key={product.sku}>
                <Card as="article" flush className="ed-picker__card">
                  {/* The whole card is the one link into the editor: picture and name. */}
                  <Link to={`${editorPath}?sku=${encodeURIComponent(variantSku)}`} className="ed-picker__link">
                    {image ? <img src={image.url} alt="" width={400} height={300} loading="lazy" decoding="async" /> : null}
                    <span className="ed-picker__name">{product.name}</span>
                  </Link>
                  {product.title ? <p className="ed-picker__title">{product.title}</p> : null}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {/* Prices, sizes and the products without a design (plain boxes, samples) are on the product pages. */}
      <p>
        <RouteLink to="productSelect">
          <FormattedMessage id="editor.picker.allProducts" defaultMessage="See all products" />
        </RouteLink>
      </p>
    </section>
  );
}
