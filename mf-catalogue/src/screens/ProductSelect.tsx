import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@ph/remote-kit';
import { CategoryLinks } from '../products/CategoryLinks';
import { ProductGrid } from '../products/ProductGrid';

/** Entry screen: where a shopper starts choosing packaging. */
export function ProductSelect() {
  return (
    <section aria-labelledby="cat-title" className="cat-page">
      <h1 id="cat-title">
        <FormattedMessage id="catalogue.productSelect.title" defaultMessage="Custom printed packaging" />
      </h1>
      <p>
        <FormattedMessage id="catalogue.productSelect.intro" defaultMessage="Choose a box, make it yours and order from 30 pieces." />
      </p>
      <CategoryLinks />
      <h2 id="cat-products">
        <FormattedMessage id="catalogue.productSelect.products" defaultMessage="All products" />
      </h2>
      <ProductGrid labelledBy="cat-products" />
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
