import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@ph/remote-kit';

/** An unknown sku or category (docs/domain.md#errors 'Product with sku {sku} not found in PIM'). */
export function NotFound() {
  return (
    <section aria-labelledby="cat-title" className="cat-page">
      <h1 id="cat-title">
        <FormattedMessage id="catalogue.notFound.title" defaultMessage="Product not found" />
      </h1>
      <p>
        <FormattedMessage id="catalogue.notFound.body" defaultMessage="We could not find this product. It may have been renamed or withdrawn." />
      </p>
      <RouteLink to="productSelect">
        <FormattedMessage id="catalogue.backToProducts" defaultMessage="Back to all products" />
      </RouteLink>
    </section>
  );
}
