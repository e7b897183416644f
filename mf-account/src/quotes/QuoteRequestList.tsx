import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { listMyQuoteRequests, type QuoteRequest } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import type { RouteId } from '@ph/region-config';
import { RouteLink, useLoad } from '@ph/remote-kit';
import { Badge, ErrorPanel, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { useFormatAmount } from '../common/format';
import { offerStateLabels, quoteModeLabels, quoteStatusLabels, quoteText } from './quoteLabels';

/**
 * The customer's quote requests and briefs, newest first, with their status (`GET
 * v2/quote_requests/mine`). In the account each leads to its details; in the Plus dashboard the
 * offers are listed under their request and lead to the offer by its token.
 */
export function QuoteRequestList({ headingLevel = 2, detailRoute, showOffers = false }: { headingLevel?: 2 | 3; detailRoute: Extract<RouteId, 'accountOrderQuoteRequestDetails' | 'requestAQuoteDetails'>; showOffers?: boolean }) {
  const intl = useIntl();
  const { client, load } = useAccountSession();
  const money = useFormatAmount();
  const userKey = load.status === 'ready' ? String(load.user.id) : 'none';
  const list = useLoad(userKey, (signal) => listMyQuoteRequests(client, { per_page: 100 }, signal).then((r) => r.quote_requests));
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="acc-quotes-title">
      <H id="acc-quotes-title">
        <FormattedMessage {...quoteText.listTitle} />
      </H>
      {list.status === 'loading' && <Spinner label={intl.formatMessage(quoteText.loading)} />}
      {list.status === 'error' && (
        <ErrorPanel headingLevel={3} title={intl.formatMessage(quoteText.error)} message={describeApiError(intl, list.error).message} onRetry={list.retry} />
      )}
      {list.status === 'success' && list.data.length === 0 && (
        <p>
          <FormattedMessage {...quoteText.empty} />{' '}
          <RouteLink to="quote">
            <FormattedMessage {...quoteText.newRequest} />
          </RouteLink>
        </p>
      )}
      {list.status === 'success' && list.data.length > 0 && (
        <div className="acc-table-wrap">
          <table className="acc-table" aria-labelledby="acc-quotes-title">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage {...quoteText.request} /></th>
                <th scope="col"><FormattedMessage {...quoteText.kind} /></th>
                <th scope="col"><FormattedMessage {...quoteText.date} /></th>
                <th scope="col"><FormattedMessage {...quoteText.status} /></th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((qr: QuoteRequest) => (
                <tr key={qr.id}>
                  <td>
                    <RouteLink to={detailRoute} params={{ qrNumber: qr.qr_number }}>
                      {qr.qr_number}
                    </RouteLink>
                    {showOffers && qr.offers.length > 0 && (
                      <ul className="acc-offer-list">
                        {qr.offers.map((o) => (
                          <li key={o.id}>
                            <RouteLink to="dashboardQuoteDetails" params={{ token: o.token }}>
                              <FormattedMessage
                                {...quoteText.offerLine}
                                values={{ total: money(o.total, o.currency), date: intl.formatDate(o.valid_until, { dateStyle: 'medium' }) }}
                              />
                            </RouteLink>{' '}
                            <Badge tone={o.state === 'expired' ? 'warning' : o.state === 'accepted' ? 'success' : 'info'}>{intl.formatMessage(offerStateLabels[o.state])}</Badge>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td>{intl.formatMessage(quoteModeLabels[String(qr.mode) as '0' | '1'])}</td>
                  <td>
                    <FormattedDate value={qr.created_at} dateStyle="medium" />
                  </td>
                  <td>{intl.formatMessage(quoteStatusLabels[qr.status])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
