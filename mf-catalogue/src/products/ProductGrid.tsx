import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Skeleton } from '@ph/ui';
import { loadProductCards, type ProductCardData } from '../api/catalogueData';
import { catalogueTracker, useTrackOnce } from '../analytics/tracker';
import { useCatalogueApi } from '../api/catalogueApi';
import { FetchFailure } from '../common/failures';
import { ProductCard } from './ProductCard';
import { useLoad } from '@ph/remote-kit';

export type ProductCardsLoad = ReturnType<typeof useProductCards>;

/** The store's product cards in the page's language (API-priced "from" figures); nothing is read when not `enabled`. */
export function useProductCards(enabled = true) {
  const { client, ctx } = useCatalogueApi();
  return useLoad(enabled ? `${ctx.region}|${ctx.lang}` : null, (signal) => loadProductCards(client, ctx, signal));
}

/**
 * Product cards of the store, optionally narrowed (a category page). A screen that shows the cards
 * elsewhere too (the home page's hero and category tiles) passes its own load, read once.
 */
interface ProductGridProps {
  /** Which products belong here (a category page). */
  filter?: (card: ProductCardData) => boolean;
  /** What the shopper narrowed them to (the category's filters); applied after `filter`. */
  narrow?: (card: ProductCardData) => boolean;
  /** Beside the grid: gets the products that belong here and how many are shown (the filters). */
  aside?: (cards: ProductCardData[], shown: number) => ReactNode;
  labelledBy: string;
  cards?: ProductCardsLoad;
}

export function ProductGrid({ filter, narrow, aside, labelledBy, cards: given }: ProductGridProps) {
  const intl = useIntl();
  const own = useProductCards(given === undefined);
  const cards = given ?? own;
  const { client } = useCatalogueApi();
  const listed = cards.status === 'success' ? (filter ? cards.data.filter(filter) : cards.data) : null;
  useTrackOnce(listed ? `${labelledBy}|${listed.map((c) => c.product.sku).join(',')}` : null, () => {
    if (listed) catalogueTracker(client).track('Product List Viewed', { source: 'catalogue', list_id: labelledBy, products: listed.map((c, i) => ({ sku: c.product.sku, position: i + 1 })) });
  });
  if (cards.status === 'error') {
    return (
      <FetchFailure
        title={intl.formatMessage({ id: 'catalogue.products.error', defaultMessage: 'Products could not be loaded' })}
        error={cards.error}
        onRetry={cards.retry}
      />
    );
  }
  if (cards.status !== 'success') {
    // The loading grid holds a screen's height, so what follows it (the home page's "Not sure yet?"
    // links) starts below the fold and is not pushed down in view when the cards arrive (layout shift:
    // Lighthouse measured CLS 0.07 of the home page's 0.1 from it).
    return <ProductCardsLoading label={intl.formatMessage({ id: 'catalogue.products.loading', defaultMessage: 'Loading products' })} withAside={!!aside} />;
  }
  const here = filter ? cards.data.filter(filter) : cards.data;
  const shown = narrow ? here.filter(narrow) : here;
  if (here.length === 0) {
    return (
      <p>
        <FormattedMessage id="catalogue.products.empty" defaultMessage="No products here yet." />
      </p>
    );
  }
  const grid =
    shown.length === 0 ? (
      <p>
        <FormattedMessage id="catalogue.filters.none" defaultMessage="No products match these filters." />
      </p>
    ) : (
      <ul className="cat-grid" aria-labelledby={labelledBy}>
        {shown.map((card, i) => (
          <li key={card.product.sku}>
            <ProductCard card={card} first={i === 0} />
          </li>
        ))}
      </ul>
    );
  if (!aside) return grid;
  return (
    <div className="cat-browse">
      {aside(here, shown.length)}
      <div className="cat-browse__main">{grid}</div>
    </div>
  );
}

/**
 * While the cards load: cards of the grid's own columns (picture, name, title, price), clipped to the
 * screen's height the grid reserves, so neither the cards nor what follows them move when they arrive.
 */
export function ProductCardsLoading({ label, withAside }: { label: string; withAside: boolean }) {
  const grid = (
    <ul className="cat-grid" aria-hidden="true">
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <li key={i}>
          <div className="cat-card">
            <Skeleton className="cat-card-media" height="auto" />
            <div className="cat-card-body">
              <Skeleton width="60%" height="var(--ph-font-size-lg)" />
              <Skeleton lines={2} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="cat-grid-pending" aria-busy="true">
      <p role="status" className="ph-ui-visually-hidden">
        {label}
      </p>
      {/* A category page's filters come with the cards: their column is held beside the grid's. */}
      {withAside ? (
        <div className="cat-browse">
          <div className="cat-filters" aria-hidden="true">
            <Skeleton lines={8} />
          </div>
          <div className="cat-browse__main">{grid}</div>
        </div>
      ) : (
        grid
      )}
    </div>
  );
}
