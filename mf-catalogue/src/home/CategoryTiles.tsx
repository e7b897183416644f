import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@ph/remote-kit';
import { CATEGORY_SLUGS, categoriesOf, type CategorySlug } from '@ph/catalogue-logic';
import { Icon } from '@ph/ui';
import { materialsOf, type ProductCardData } from '../api/catalogueData';
import { CATEGORY_NAMES } from '@ph/catalogue-logic/category-names';

/** A category's picture: the box art of its first product (the categories are placed as on their pages). */
function pictureOf(slug: CategorySlug, cards: readonly ProductCardData[] | undefined) {
  const card = cards?.find(({ product }) => categoriesOf({ pageUrl: product.pageUrl, materials: materialsOf(product) }).includes(slug));
  return card?.product.images[0];
}

/** The five categories of docs/domain.md#regions-languages-and-routes as picture tiles, each a link to its page. */
export function CategoryTiles({ cards }: { cards: readonly ProductCardData[] | undefined }) {
  return (
    <nav aria-labelledby="cat-categories">
      <h2 id="cat-categories" className="cat-section-title">
        <FormattedMessage id="catalogue.categories.title" defaultMessage="Categories" />
      </h2>
      <ul className="cat-tiles">
        {CATEGORY_SLUGS.map((slug) => {
          const image = pictureOf(slug, cards);
          return (
            <li key={slug}>
              <RouteLink className="cat-tile" to="category" params={{ category: slug }}>
                {/* The tile's name is its link's name; the picture only illustrates it. */}
                {image ? <img src={image.url} alt="" loading="lazy" decoding="async" width={400} height={300} /> : <span className="cat-tile__blank" aria-hidden="true" />}
                <span className="cat-tile__name">
                  <FormattedMessage {...CATEGORY_NAMES[slug]} />
                  <Icon name="chevronRight" />
                </span>
              </RouteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
