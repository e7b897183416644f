import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@ph/remote-kit';
import { CATEGORY_SLUGS, categoriesOf, type CategorySlug } from '@ph/catalogue-logic';
import { CATEGORY_NAMES } from '@ph/catalogue-logic/category-names';
import { materialsOf } from '../api/catalogueData';
import { ProductGrid, useProductCards } from '../products/ProductGrid';

/** The box constructions a shopper chooses between; eco-friendly is a board, not a type of box, so it is left out. */
const BOX_TYPES = CATEGORY_SLUGS.filter((slug): slug is Exclude<CategorySlug, 'eco-friendly-packaging'> => slug !== 'eco-friendly-packaging');

/**
 * `/box-type`: the wizard's box-type step (docs/domain.md#regions-languages-and-routes). The store's products by
 * type of box (mailer, shipping, product, luxury), each with its picture and "from" price, leading to its
 * product page where size, board and print are configured. The products are read once for every type.
 */
export function BoxTypePage() {
  const cards = useProductCards();
  return (
    <section aria-labelledby="cat-title" className="cat-page">
      <h1 id="cat-title">
        <FormattedMessage id="catalogue.boxType.title" defaultMessage="Choose your box type" />
      </h1>
      <p>
        <FormattedMessage id="catalogue.boxType.intro" defaultMessage="Each type of box is made differently. Pick the one that suits what you send; you choose its size, board and print next." />
      </p>
      {cards.status === 'success' ? (
        BOX_TYPES.map((slug) => (
          <section key={slug} aria-labelledby={`cat-type-${slug}`}>
            <h2 id={`cat-type-${slug}`} className="cat-section-title">
              <FormattedMessage {...CATEGORY_NAMES[slug]} />
            </h2>
            <ProductGrid labelledBy={`cat-type-${slug}`} cards={cards} filter={({ product }) => categoriesOf({ pageUrl: product.pageUrl, materials: materialsOf(product) }).includes(slug)} />
          </section>
        ))
      ) : (
        // While loading, and on a failure: one grid for the page, not one per type.
        <ProductGrid labelledBy="cat-title" cards={cards} />
      )}
      <p>
        <RouteLink to="productSelect">
          <FormattedMessage id="catalogue.backToProducts" defaultMessage="Back to all products" />
        </RouteLink>
      </p>
    </section>
  );
}
