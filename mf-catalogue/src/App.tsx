import { FormattedMessage } from 'react-intl';
import { RouteLink, useCurrentRoute } from '@ph/remote-kit';
import { ProductSelect } from './screens/ProductSelect';

/** The catalogue's screens by route of the shared route table. */
export function App() {
  const current = useCurrentRoute();
  switch (current?.route.id) {
    case 'samplePack':
      return (
        <section aria-labelledby="cat-title">
          <h1 id="cat-title">
            <FormattedMessage id="catalogue.samplePacks.title" defaultMessage="Sample packs" />
          </h1>
          <p>
            <FormattedMessage
              id="catalogue.samplePacks.intro"
              defaultMessage="Feel the materials and print quality before you order."
            />
          </p>
          <RouteLink to="productSelect">
            <FormattedMessage id="catalogue.backToProducts" defaultMessage="Back to all products" />
          </RouteLink>
        </section>
      );
    case 'bundles':
      return (
        <section aria-labelledby="cat-title">
          <h1 id="cat-title">
            <FormattedMessage id="catalogue.bundles.title" defaultMessage="Bundles" />
          </h1>
          <RouteLink to="productSelect">
            <FormattedMessage id="catalogue.backToProducts" defaultMessage="Back to all products" />
          </RouteLink>
        </section>
      );
    default:
      return <ProductSelect />;
  }
}
