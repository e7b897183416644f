import { FormattedMessage, useIntl } from 'react-intl';
import { fetchOffer } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { RouteLink, useLoad } from '@ph/remote-kit';
import { Badge, buttonClassName, ErrorPanel, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { isNotFound } from '../common/errors';
import { useFormatAmount } from '../common/format';
import { offerStateLabels, quoteText } from './quoteLabels';

/**
 * `/packhelp-plus/quotes/{token}`: an offer by its token (public, like the review page): who made
 * it, its lines, total and validity, and the way to review and accept it.
 */
export function DashboardQuoteDetailsPage({ token }: { token: string }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const money = useFormatAmount();
  const lang = intl.locale.slice(0, 2);
  const offer = useLoad(`${token}|${lang}`, (signal) => fetchOffer(client, token, { lang, signal }));
  const back = (
    <p>
      <RouteLink to="dashboardQuotes">
        <FormattedMessage {...quoteText.listTitle} />
      </RouteLink>
    </p>
  );
  if (offer.status === 'loading') return <Spinner label={intl.formatMessage(quoteText.loading)} />;
  if (offer.status === 'error' && !isNotFound(offer.error)) {
    return (
      <section aria-labelledby="acc-offer-title">
        <h2 id="acc-offer-title">
          <FormattedMessage {...quoteText.offerTitle} />
        </h2>
        <ErrorPanel headingLevel={3} message={describeApiError(intl, offer.error).message} onRetry={offer.retry} />
        {back}
      </section>
    );
  }
  const o = offer.status === 'success' ? offer.data : undefined;
  if (!o) {
    return (
      <section aria-labelledby="acc-offer-title">
        <h2 id="acc-offer-title">
          <FormattedMessage {...quoteText.offerTitle} />
        </h2>
        <p>
          <FormattedMessage {...quoteText.offerNotFound} />
        </p>
        {back}
      </section>
    );
  }
  return (
    <article aria-labelledby="acc-offer-title">
      <h2 id="acc-offer-title">
        <FormattedMessage {...quoteText.offerTitle} />
        {o.qr_number ? ` · ${o.qr_number}` : ''}
      </h2>
      <p>
        <Badge tone={o.state === 'expired' ? 'warning' : o.state === 'accepted' ? 'success' : 'info'}>{intl.formatMessage(offerStateLabels[o.state])}</Badge>
      </p>
      {o.order_manager && (
        <p>
          <FormattedMessage {...quoteText.manager} values={{ name: o.order_manager.name }} /> (<a href={`mailto:${o.order_manager.email}`}>{o.order_manager.email}</a>)
        </p>
      )}
      <div className="acc-table-wrap">
        <table className="acc-table">
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="account.order.product" defaultMessage="Product" /></th>
              <th scope="col"><FormattedMessage id="account.order.quantity" defaultMessage="Quantity" /></th>
              <th scope="col"><FormattedMessage id="account.order.lineTotal" defaultMessage="Price" /></th>
            </tr>
          </thead>
          <tbody>
            {o.line_items.map((li) => (
              <tr key={li.id}>
                <td>{li.name}</td>
                <td>{intl.formatNumber(li.quantity)}</td>
                <td>{money(o.prices_include_tax ? li.gross : li.net, o.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl>
        <dt><FormattedMessage {...quoteText.total} /></dt>
        <dd><strong>{money(o.total, o.currency)}</strong></dd>
        <dt><FormattedMessage {...quoteText.validUntil} /></dt>
        <dd>{intl.formatDate(o.valid_until, { dateStyle: 'long' })}</dd>
      </dl>
      <p>
        <RouteLink to="offerReview" params={{ token: o.token }} className={buttonClassName()}>
          <FormattedMessage {...quoteText.reviewOffer} />
        </RouteLink>
      </p>
      {back}
    </article>
  );
}
