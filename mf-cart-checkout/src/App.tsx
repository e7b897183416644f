import { NOT_AVAILABLE, RouteScreens, type ScreenTable } from '@ph/remote-kit';
import { CartRoute } from './checkout/CartRoute';
import { CrossSellPage } from './crossSell/CrossSellPage';
import { PaymentPage } from './payment/PaymentPage';
import { PaymentSummaryPage } from './payment/PaymentSummaryPage';
import { OfferReviewPage } from './offer/OfferReviewPage';

/**
 * The cart-and-checkout screens by route of the shared route table: every route this remote owns is
 * listed (a test holds this); one without a screen yet says so instead of showing the cart.
 */
export const CART_CHECKOUT_SCREENS: ScreenTable = {
  cart: () => <CartRoute />,
  crossSell: () => <CrossSellPage />,
  // The return URL of 3-D Secure and the banks is the payment route with the intent in the query.
  orderPayment: () => <PaymentPage />,
  orderPaymentReturn: () => <PaymentPage />,
  orderPaymentSummary: () => <PaymentSummaryPage />,
  orderDetails: NOT_AVAILABLE,
  offerReview: () => <OfferReviewPage />,
  termsAccepted: NOT_AVAILABLE,
};

export function App() {
  return <RouteScreens screens={CART_CHECKOUT_SCREENS} />;
}
