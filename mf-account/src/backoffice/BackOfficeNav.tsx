import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { StaffLink } from '../staff/StaffLink';
import type { BackOfficePage } from '../staff/staffRoutes';
import { backOfficeText } from './backOfficeText';
import { funnelText } from './funnelText';
import { ordersText } from './ordersText';
import { importText } from './shipmentImportText';

/** The back office's pages, in the order operators use them; one entry per page kind (a request's page sits under its list). */
const ENTRIES: readonly { page: BackOfficePage; also: readonly BackOfficePage[]; label: MessageDescriptor; about: MessageDescriptor }[] = [
  { page: 'orders', also: ['order'], label: ordersText.queueTitle, about: ordersText.about },
  { page: 'shipmentsImport', also: [], label: importText.title, about: importText.about },
  { page: 'invoices', also: [], label: backOfficeText.navInvoices, about: backOfficeText.aboutInvoices },
  { page: 'supportRequests', also: ['supportRequest'], label: backOfficeText.navSupport, about: backOfficeText.aboutSupport },
  { page: 'auditLog', also: [], label: backOfficeText.navAudit, about: backOfficeText.aboutAudit },
  { page: 'funnel', also: [], label: funnelText.title, about: funnelText.about },
];

/**
 * The back office's own navigation: on its home address, the list of its pages with what each is for
 * (under the title); on a page, the same links in a row above it, the current one marked.
 */
export function BackOfficeNav({ current }: { current: BackOfficePage }) {
  const intl = useIntl();
  const home = current === 'home';
  return (
    <nav aria-label={intl.formatMessage(backOfficeText.navLabel)}>
      {home && (
        <h2>
          <FormattedMessage {...backOfficeText.homeTitle} />
        </h2>
      )}
      {/* The account's existing list classes: the styles every account page loads stay as they are. */}
      <ul className={home ? 'acc-offer-list' : 'acc-offer-list acc-actions'}>
        {ENTRIES.map((e) => {
          const active = e.page === current || e.also.includes(current);
          return (
            <li key={e.page}>
              <StaffLink area="backOffice" page={e.page} aria-current={active ? 'page' : undefined}>
                <FormattedMessage {...e.label} />
              </StaffLink>
              {home && (
                <p>
                  <FormattedMessage {...e.about} />
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
