import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { OrderList } from './OrderList';

// Its own chunk with the quote request pages: the account's first load stays within its budget.
const QuoteRequestList = lazy(() => import(/* webpackChunkName: "quote-requests" */ '../quotes/QuoteRequestList').then((m) => ({ default: m.QuoteRequestList })));

/** `/account/orders`: the customer's finished orders, newest first, then their quote requests. */
export function OrdersPage() {
  return (
    <>
      <OrderList
        titleId="acc-orders-title"
        title={<FormattedMessage id="account.orders.title" defaultMessage="Your orders" />}
        detailRoute="singleOrder"
      />
      <Suspense fallback={null}>
        <QuoteRequestList detailRoute="accountOrderQuoteRequestDetails" />
      </Suspense>
    </>
  );
}
