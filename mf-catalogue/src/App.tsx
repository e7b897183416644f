import { lazy, Suspense, type ComponentType } from 'react';
import { RouteScreens, type ScreenTable } from '@ph/remote-kit';
import { Spinner } from '@ph/ui';
import { CatalogueStyles } from './common/styles';
import { CategoryPage } from './screens/CategoryPage';
import { ProductPage } from './screens/ProductPage';
import { ProductSelect } from './screens/ProductSelect';

// The Pro pages and the quote form are chunks of their own, loaded when opened: the catalogue's
// first load (home, category, product page) stays within its JavaScript budget (budgets.json).
const loadPro = () => import(/* webpackChunkName: "pro" */ './pro/ProPages');
const loadQuote = () => import(/* webpackChunkName: "quote" */ './quote/QuotePage');
const ProFeaturesPage = lazy(() => loadPro().then((m) => ({ default: m.ProFeaturesPage })));
const ProForSuppliersPage = lazy(() => loadPro().then((m) => ({ default: m.ProForSuppliersPage })));
const ProTermsPage = lazy(() => loadPro().then((m) => ({ default: m.ProTermsPage })));
const QuotePage = lazy(() => loadQuote().then((m) => ({ default: m.QuotePage })));
// Bundles and sample packs too: home, the categories and the product pages are the first load.
const Bundles = lazy(() => import(/* webpackChunkName: "bundles" */ './screens/Bundles').then((m) => ({ default: m.Bundles })));
const SamplePacks = lazy(() => import(/* webpackChunkName: "sample-packs" */ './screens/SamplePacks').then((m) => ({ default: m.SamplePacks })));
// The box-type step and the fetch-error page are rarely opened: chunks of their own too.
const BoxTypePage = lazy(() => import(/* webpackChunkName: "box-type" */ './screens/BoxTypePage').then((m) => ({ default: m.BoxTypePage })));
const FetchErrorPage = lazy(() => import(/* webpackChunkName: "fetch-error" */ './screens/FetchErrorPage').then((m) => ({ default: m.FetchErrorPage })));
const QuoteSuccessPage = lazy(() => import(/* webpackChunkName: "quote" */ './quote/QuoteSuccessPage').then((m) => ({ default: m.QuoteSuccessPage })));

const later = (Page: ComponentType) => () => (
  <Suspense fallback={<Spinner />}>
    <Page />
  </Suspense>
);

/**
 * The catalogue's screens by route of the shared route table: every route the catalogue owns is
 * listed (a test holds this).
 */
export const CATALOGUE_SCREENS: ScreenTable = {
  root: () => <ProductSelect />,
  productSelect: () => <ProductSelect />,
  productPage: (p) => <ProductPage sku={p.productType ?? ''} />,
  productConfigurator: (p) => <ProductPage sku={p.productType ?? ''} />,
  category: (p) => <CategoryPage slug={p.category ?? ''} />,
  samplePack: later(SamplePacks),
  bundles: later(Bundles),
  proFeatures: later(ProFeaturesPage),
  proForSuppliers: later(ProForSuppliersPage),
  proTermsConditions: later(ProTermsPage),
  boxType: later(BoxTypePage),
  quote: later(QuotePage),
  quoteSuccess: later(QuoteSuccessPage),
  fetchError: later(FetchErrorPage),
};

export function App() {
  return (
    <>
      <CatalogueStyles />
      <RouteScreens screens={CATALOGUE_SCREENS} />
    </>
  );
}
