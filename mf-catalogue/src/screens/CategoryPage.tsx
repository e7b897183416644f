import { useCallback, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { RouteLink, useSearchParams } from '@ph/remote-kit';
import { categoriesOf, isCategorySlug } from '@ph/catalogue-logic';
import { materialsOf } from '../api/catalogueData';
import { CATEGORY_NAMES } from '@ph/catalogue-logic/category-names';
import { ProductGrid } from '../products/ProductGrid';
import { matchesFilters, ProductFilters, queryWithSelection, selectionFromQuery, type FilterSelection } from '../products/ProductFilters';
import { NotFound } from './NotFound';

export function CategoryPage({ slug }: { slug: string }) {
  // The filters are the address's (another category, another address, starts unfiltered): a filtered
  // page can be shared, reloaded, and rendered by the server.
  const [params, setParams] = useSearchParams();
  const selection = useMemo(() => selectionFromQuery(params), [params]);
  const setSelection = useCallback((next: FilterSelection) => setParams(queryWithSelection(params, next), { replace: true }), [params, setParams]);
  if (!isCategorySlug(slug)) return <NotFound />;
  return (
    <section aria-labelledby="cat-title" className="cat-page">
      <h1 id="cat-title">
        <FormattedMessage {...CATEGORY_NAMES[slug]} />
      </h1>
      <ProductGrid
        labelledBy="cat-title"
        filter={({ product }) => categoriesOf({ pageUrl: product.pageUrl, materials: materialsOf(product) }).includes(slug)}
        narrow={(card) => matchesFilters(card, selection)}
        aside={(cards, shown) => <ProductFilters cards={cards} shown={shown} selection={selection} onChange={setSelection} />}
      />
      <p>
        <RouteLink to="productSelect">
          <FormattedMessage id="catalogue.backToProducts" defaultMessage="Back to all products" />
        </RouteLink>
      </p>
    </section>
  );
}
