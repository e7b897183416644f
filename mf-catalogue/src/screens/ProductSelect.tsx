import { FormattedMessage } from 'react-intl';
import { RouteLink, dataOf } from '@ph/remote-kit';
import { InlineStyle } from '@ph/ui';
import { CategoryTiles } from '../home/CategoryTiles';
import { Hero } from '../home/Hero';
import { homeCss } from '../home/homeCss';
import { ProductGrid, useProductCards } from '../products/ProductGrid';

/** Entry screen: where a shopper starts choosing packaging. The product cards are read once for the hero, the tiles and the grid. */
export function ProductSelect() {
  const cards = useProductCards();
  const shown = dataOf(cards);
  return (
    <section aria-labelledby="cat-title" className="cat-page">
      <InlineStyle css={homeCss} />
      <Hero cards={shown} />
      <CategoryTiles cards={shown} />
      <h2 id="cat-products" className="cat-section-title">
        <FormattedMessage id="catalogue.productSelect.products" defaultMessage="All products" />
      </h2>
      <ProductGrid labelledBy="cat-products" cards={cards} />
      <nav aria-labelledby="cat-more">
        <h2 id="cat-more">
          <FormattedMessage id="catalogue.productSelect.more" defaultMessage="Not sure yet?" />
        </h2>
        <ul className="cat-nav-list">
          <li>
            <RouteLink to="samplePack">
              <FormattedMessage id="catalogue.samplePacks.title" defaultMessage="Sample packs" />
            </RouteLink>
          </li>
          <li>
            <RouteLink to="bundles">
              <FormattedMessage id="catalogue.bundles.title" defaultMessage="Bundles" />
            </RouteLink>
          </li>
          <li>
            <RouteLink to="cart">
              <FormattedMessage id="catalogue.goToCart" defaultMessage="Go to your cart" />
            </RouteLink>
          </li>
        </ul>
      </nav>
    </section>
  );
}
