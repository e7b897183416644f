import { useCurrentRoute } from '@ph/remote-kit';
import { CartRoute } from './checkout/CartRoute';
import { CrossSellPage } from './crossSell/CrossSellPage';
import { PaymentPage } from './payment/PaymentPage';
import { PaymentSummaryPage } from './payment/PaymentSummaryPage';

/** The cart-and-checkout screens by route of the shared route table. */
export function App() {
  const current = useCurrentRoute();
  switch (current?.route.id) {
    case 'crossSell':
      return <CrossSellPage />;
    // The return URL of 3-D Secure and the banks is the payment route with the intent in the query.
    case 'orderPayment':
    case 'orderPaymentReturn':
      return <PaymentPage />;
    case 'orderPaymentSummary':
      return <PaymentSummaryPage />;
    default:
      return <CartRoute />;
  }
}
