import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchProductCards, PUBLIC_CATALOGUE_TOKEN, type ProductCardData } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { useRegion } from '@ph/i18n';
import { taxDisplay, type TaxDisplay } from '@ph/catalogue-logic';
import { RouteLink, useLoad } from '@ph/remote-kit';
import { ErrorPanel, PriceTag, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { JoinPlusForm } from './JoinPlusForm';
import { PlusLayout } from './PlusLayout';
import { plusText } from './plusMessages';

/**
 * `/plus/catalogue/`: every product of the store by the catalogue's name in the visitor's language,
 * with its lowest price per piece in the store's tax display, and the Plus sign-up.
 */
export function PlusCataloguePage() {
  const intl = useIntl();
  const region = useRegion();
  const { client } = useAccountSession();
  const lang = intl.locale.slice(0, 2);
  const ctx = useMemo(() => ({ region: region.apiRegion, lang, catalogueToken: PUBLIC_CATALOGUE_TOKEN }), [region.apiRegion, lang]);
  const cards = useLoad(`${ctx.region}|${lang}`, (signal) => fetchProductCards(client, ctx, signal));
  const basis: TaxDisplay = taxDisplay(region.alwaysShowAddedTax);
  return (
    <PlusLayout>
      <section aria-labelledby="acc-plus-catalogue-title">
        <h2 id="acc-plus-catalogue-title">
          <FormattedMessage {...plusText.catalogueTitle} />
        </h2>
        <p>
          <FormattedMessage {...plusText.catalogueIntro} />
        </p>
        {cards.status === 'loading' && <Spinner label={intl.formatMessage(plusText.catalogueLoading)} />}
        {cards.status === 'error' && (
          <ErrorPanel
            headingLevel={3}
            title={intl.formatMessage(plusText.catalogueError)}
            message={describeApiError(intl, cards.error).message}
            onRetry={cards.retry}
          />
        )}
        {cards.status === 'success' && (
          <div className="acc-table-wrap">
            <table className="acc-table" aria-labelledby="acc-plus-catalogue-title">
              <thead>
                <tr>
                  <th scope="col"><FormattedMessage {...plusText.catalogueProduct} /></th>
                  <th scope="col"><FormattedMessage {...plusText.catalogueFrom} /></th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {cards.data.map((card) => (
                  <CatalogueRow key={card.product.sku} card={card} basis={basis} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <JoinPlusForm />
    </PlusLayout>
  );
}

function CatalogueRow({ card: { product, from }, basis }: { card: ProductCardData; basis: TaxDisplay }) {
  const intl = useIntl();
  return (
    <tr>
      <th scope="row">
        <RouteLink to="productPage" params={{ productType: product.sku }}>
          {product.name}
        </RouteLink>
      </th>
      <td>
        <PriceTag amountMinor={basis === 'gross' ? from.piece_gross : from.piece_net} basis={basis} />
      </td>
      <td>
        <RouteLink to="quote" aria-label={intl.formatMessage(plusText.catalogueQuoteFor, { product: product.name })}>
          <FormattedMessage {...plusText.catalogueQuote} />
        </RouteLink>
      </td>
    </tr>
  );
}
