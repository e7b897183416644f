import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@ph/remote-kit';
import { categoriesOf, isCategorySlug } from '@ph/catalogue-logic';
import { materialsOf } from '../api/catalogueData';
import { CATEGORY_NAMES } from '@ph/catalogue-logic/category-names';
import { ProductGrid } from '../products/ProductGrid';
import { matchesFilters, NO_FILTERS, ProductFilters, type FilterSelection } from '../products/ProductFilters';
import { NotFound } from './NotFound';

export function CategoryPage({ slug }: { slug: string }) {
  const [selection, setSelection] = useState<FilterSelection>(NO_FILTERS);
  // Another category starts unfiltered.
  const [shownSlug, setShownSlug] = useState(slug);
  if (shownSlug !== slug) {
    setShownSlug(slug);
    setSelection(NO_FILTERS);
  }
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
