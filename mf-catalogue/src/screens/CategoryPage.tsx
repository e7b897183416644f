import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@ph/remote-kit';
import { categoriesOf, isCategorySlug } from '@ph/catalogue-logic';
import { materialsOf } from '../api/catalogueData';
import { CATEGORY_NAMES } from '../products/categoryNames';
import { ProductGrid } from '../products/ProductGrid';
import { NotFound } from './NotFound';

export function CategoryPage({ slug }: { slug: string }) {
  if (!isCategorySlug(slug)) return <NotFound />;
  return (
    <section aria-labelledby="cat-title" className="cat-page">
      <h1 id="cat-title">
        <FormattedMessage {...CATEGORY_NAMES[slug]} />
      </h1>
      <ProductGrid
        labelledBy="cat-title"
        filter={({ product }) => categoriesOf({ pageUrl: product.pageUrl, materials: materialsOf(product) }).includes(slug)}
      />
      <p>
        <RouteLink to="productSelect">
          <FormattedMessage id="catalogue.backToProducts" defaultMessage="Back to all products" />
        </RouteLink>
      </p>
    </section>
  );
}
