import { NOT_AVAILABLE, RouteScreens, type ScreenTable } from '@ph/remote-kit';
import { CatalogueStyles } from './common/styles';
import { Bundles } from './screens/Bundles';
import { CategoryPage } from './screens/CategoryPage';
import { ProductPage } from './screens/ProductPage';
import { ProductSelect } from './screens/ProductSelect';
import { QuotePage } from './quote/QuotePage';
import { QuoteSuccessPage } from './quote/QuoteSuccessPage';
import { ProFeaturesPage, ProForSuppliersPage, ProTermsPage } from './pro/ProPages';
import { SamplePacks } from './screens/SamplePacks';

/**
 * The catalogue's screens by route of the shared route table: every route the catalogue owns is
 * listed (a test holds this); one without a screen yet says so instead of showing another page.
 */
export const CATALOGUE_SCREENS: ScreenTable = {
  root: () => <ProductSelect />,
  productSelect: () => <ProductSelect />,
  productPage: (p) => <ProductPage sku={p.productType ?? ''} />,
  productConfigurator: (p) => <ProductPage sku={p.productType ?? ''} />,
  category: (p) => <CategoryPage slug={p.category ?? ''} />,
  samplePack: () => <SamplePacks />,
  bundles: () => <Bundles />,
  proFeatures: () => <ProFeaturesPage />,
  proForSuppliers: () => <ProForSuppliersPage />,
  proTermsConditions: () => <ProTermsPage />,
  boxType: NOT_AVAILABLE,
  quote: () => <QuotePage />,
  quoteSuccess: () => <QuoteSuccessPage />,
  fetchError: NOT_AVAILABLE,
};

export function App() {
  return (
    <>
      <CatalogueStyles />
      <RouteScreens screens={CATALOGUE_SCREENS} />
    </>
  );
}
