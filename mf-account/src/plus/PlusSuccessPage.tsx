import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@ph/remote-kit';
import { buttonClassName } from '@ph/ui';
import { plusText } from './plusMessages';

/** `/plus/success`: after the Plus sign-up. */
export function PlusSuccessPage() {
  return (
    <section aria-labelledby="acc-plus-success-title">
      <h2 id="acc-plus-success-title">
        <FormattedMessage {...plusText.successTitle} />
      </h2>
      <p role="status">
        <FormattedMessage {...plusText.successBody} />
      </p>
      <p className="acc-actions">
        <RouteLink to="dashboardOrders" className={buttonClassName()}>
          <FormattedMessage {...plusText.successDashboard} />
        </RouteLink>
        <RouteLink to="quote">
          <FormattedMessage {...plusText.catalogueQuote} />
        </RouteLink>
      </p>
    </section>
  );
}
