import { lazy, Suspense, type ComponentType } from 'react';
import { RouteScreens, type ScreenTable } from '@ph/remote-kit';
import { Spinner } from '@ph/ui';
import { CartRoute } from './checkout/CartRoute';

// Only the cart is on the remote's first load (budgets.json, issue 18): every other screen is a chunk
// of its own, loaded when its route is opened.
const CrossSellPage = lazy(() => import(/* webpackChunkName: "cross-sell" */ './crossSell/CrossSellPage').then((m) => ({ default: m.CrossSellPage })));
const PaymentPage = lazy(() => import(/* webpackChunkName: "payment" */ './payment/PaymentPage').then((m) => ({ default: m.PaymentPage })));
const PaymentSummaryPage = lazy(() => import(/* webpackChunkName: "payment-summary" */ './payment/PaymentSummaryPage').then((m) => ({ default: m.PaymentSummaryPage })));
const TermsAcceptedPage = lazy(() => import(/* webpackChunkName: "terms-accepted" */ './terms/TermsAcceptedPage').then((m) => ({ default: m.TermsAcceptedPage })));
const OfferReviewPage = lazy(() => import(/* webpackChunkName: "offer" */ './offer/OfferReviewPage').then((m) => ({ default: m.OfferReviewPage })));

const later = (Page: ComponentType) => () => (
  <Suspense fallback={<Spinner />}>
    <Page />
  </Suspense>
);

/**
 * The cart-and-checkout screens by route of the shared route table: every route this remote owns is
 * listed (a test holds this).
 */
export const CART_CHECKOUT_SCREENS: ScreenTable = {
  cart: () => <CartRoute />,
  crossSell: later(CrossSellPage),
  // The return URL of 3-D Secure and the banks is the payment route with the intent in the query.
  orderPayment: later(PaymentPage),
  orderPaymentReturn: later(PaymentPage),
  orderPaymentSummary: later(PaymentSummaryPage),
  offerReview: later(OfferReviewPage),
  termsAccepted: later(TermsAcceptedPage),
};

export function App() {
  return <RouteScreens screens={CART_CHECKOUT_SCREENS} />;
}
