import { FormattedMessage } from 'react-intl';
import { landingPath } from '@ph/region-config';
import { RouteLink, useMountProps } from '@ph/remote-kit';
import { buttonClassName, EmptyState } from '@ph/ui';

/**
 * `/terms-accepted` (docs/domain.md#regions-languages-and-routes "Terms accepted page"): where a shopper
 * lands after accepting the store's terms and conditions and privacy policy. It confirms it, links both
 * documents in the store's own words (a store may override their addresses) and leads back to the
 * cart or the products.
 */
export function TermsAcceptedPage() {
  const { region } = useMountProps();
  return (
    <div className="cc-terms-accepted">
      <EmptyState
        icon="success"
        headingLevel={1}
        title={<FormattedMessage id="termsAccepted.title" defaultMessage="Thank you for accepting our terms" />}
        actions={
          <>
            <RouteLink to="cart" className={buttonClassName({ variant: 'primary' })}>
              <FormattedMessage id="termsAccepted.cart" defaultMessage="Go to your cart" />
            </RouteLink>
            <RouteLink to="productSelect" className={buttonClassName({ variant: 'secondary' })}>
              <FormattedMessage id="termsAccepted.products" defaultMessage="Browse products" />
            </RouteLink>
          </>
        }
      >
        <p>
          <FormattedMessage id="termsAccepted.body" defaultMessage="You have accepted the terms and conditions and the privacy policy. You can carry on with your order." />
        </p>
        <ul>
          <li>
            <a href={landingPath(region, 'termsOfService')}>
              <FormattedMessage id="termsAccepted.terms" defaultMessage="Read the terms and conditions" />
            </a>
          </li>
          <li>
            <a href={landingPath(region, 'privacyPolicy')}>
              <FormattedMessage id="termsAccepted.privacy" defaultMessage="Read the privacy policy" />
            </a>
          </li>
        </ul>
      </EmptyState>
    </div>
  );
}
