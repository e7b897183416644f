import { useCurrentRoute } from '@ph/remote-kit';
import { CatalogueStyles } from './common/styles';
import { Bundles } from './screens/Bundles';
import { CategoryPage } from './screens/CategoryPage';
import { ProductPage } from './screens/ProductPage';
import { ProductSelect } from './screens/ProductSelect';
import { SamplePacks } from './screens/SamplePacks';

function Screen() {
  const current = useCurrentRoute();
  switch (current?.route.id) {
    case 'samplePack':
      return <SamplePacks />;
    case 'bundles':
      return <Bundles />;
    case 'category':
      return <CategoryPage slug={current.params.category ?? ''} />;
    case 'productPage':
    case 'productConfigurator':
      return <ProductPage sku={current.params.productType ?? ''} />;
    default:
      return <ProductSelect />;
  }
}

/** The catalogue's screens by route of the shared route table. */
export function App() {
  return (
    <>
      <CatalogueStyles />
      <Screen />
    </>
  );
}
