import { FormattedMessage } from 'react-intl';
import { RouteLink, useLocation } from '@ph/remote-kit';
import { buttonClassName } from '@ph/ui';
import { quoteText } from './quoteMessages';

const QR_NUMBER = /^QR\d{8}$/;

/** `/quote/success?qr=QR…`: the request's number, and the way to the account's quote requests. */
export function QuoteSuccessPage() {
  const { search } = useLocation();
  const qr = new URLSearchParams(search).get('qr');
  return (
    <section aria-labelledby="cat-quote-success-title" className="cat-page">
      <h1 id="cat-quote-success-title">
        <FormattedMessage {...quoteText.successTitle} />
      </h1>
      <p role="status">
        {qr && QR_NUMBER.test(qr) ? (
          <FormattedMessage {...quoteText.successBody} values={{ number: <strong key="qr">{qr}</strong> }} />
        ) : (
          <FormattedMessage {...quoteText.successNoNumber} />
        )}
      </p>
      <p className="cat-pro-actions">
        <RouteLink to="accountOrders" className={buttonClassName({ variant: 'secondary' })}>
          <FormattedMessage {...quoteText.successAccount} />
        </RouteLink>
        <RouteLink to="productSelect">
          <FormattedMessage {...quoteText.successMore} />
        </RouteLink>
      </p>
    </section>
  );
}
