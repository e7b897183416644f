import { useMemo } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { fetchProductCards, fetchQuoteRequest, PUBLIC_CATALOGUE_TOKEN, type QuoteRequest } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { useRegion } from '@ph/i18n';
import { RouteLink, useLoad } from '@ph/remote-kit';
import { Alert, Badge, ErrorPanel, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { isNotFound } from '../common/errors';
import { useFormatAmount } from '../common/format';
import { offerStateLabels, printLabels, quoteModeLabels, quoteStatusLabels, quoteText } from './quoteLabels';

/** The catalogue's names of the product families, in the visitor's language (the request stores the sku). */
function useProductNames(): Record<string, string> {
  const intl = useIntl();
  const region = useRegion();
  const { client } = useAccountSession();
  const lang = intl.locale.slice(0, 2);
  const ctx = useMemo(() => ({ region: region.apiRegion, lang, catalogueToken: PUBLIC_CATALOGUE_TOKEN }), [region.apiRegion, lang]);
  const cards = useLoad(`${ctx.region}|${lang}`, (signal) => fetchProductCards(client, ctx, signal));
  return cards.status === 'success' ? Object.fromEntries(cards.data.map((c) => [c.product.sku, c.product.name])) : {};
}

/**
 * `/account/quote_requests/{qrNumber}` and `/account/orders/quote_requests/{qrNumber}`: what the
 * customer asked for, its status and the offers made for it. Another customer's request is a 404
 * and is shown as not found.
 */
export function QuoteRequestDetailsPage({ qrNumber }: { qrNumber: string }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const qr = useLoad(qrNumber, (signal) => fetchQuoteRequest(client, qrNumber, signal));
  const back = (
    <p>
      <RouteLink to="accountOrders">
        <FormattedMessage {...quoteText.back} />
      </RouteLink>
    </p>
  );
  if (qr.status === 'loading') return <Spinner label={intl.formatMessage(quoteText.loading)} />;
  if (qr.status === 'error') {
    const notFound = isNotFound(qr.error);
    return (
      <section aria-labelledby="acc-qr-title">
        <h2 id="acc-qr-title">
          {notFound ? <FormattedMessage {...quoteText.notFound} /> : <FormattedMessage {...quoteText.detailTitle} values={{ number: qrNumber }} />}
        </h2>
        {notFound ? (
          <p>
            <FormattedMessage {...quoteText.notFoundBody} values={{ number: qrNumber }} />
          </p>
        ) : (
          <ErrorPanel headingLevel={3} message={describeApiError(intl, qr.error).message} onRetry={qr.retry} />
        )}
        {back}
      </section>
    );
  }
  return (
    <>
      <QuoteRequestDetails qr={qr.data} />
      {back}
    </>
  );
}

function QuoteRequestDetails({ qr }: { qr: QuoteRequest }) {
  const intl = useIntl();
  const names = useProductNames();
  const money = useFormatAmount();
  return (
    <article aria-labelledby="acc-qr-title">
      <h2 id="acc-qr-title">
        <FormattedMessage {...quoteText.detailTitle} values={{ number: qr.qr_number }} />
      </h2>
      <p>
        {intl.formatMessage(quoteModeLabels[String(qr.mode) as '0' | '1'])} · <FormattedDate value={qr.created_at} dateStyle="long" /> ·{' '}
        <Badge tone={qr.status === 'accepted' ? 'success' : 'info'}>{intl.formatMessage(quoteStatusLabels[qr.status])}</Badge>
      </p>
      {qr.items.length > 0 && (
        <>
          <h3>
            <FormattedMessage {...quoteText.products} />
          </h3>
          <div className="acc-table-wrap">
            <table className="acc-table">
              <thead>
                <tr>
                  <th scope="col"><FormattedMessage id="account.order.product" defaultMessage="Product" /></th>
                  <th scope="col"><FormattedMessage {...quoteText.size} /></th>
                  <th scope="col"><FormattedMessage {...quoteText.quantities} /></th>
                  <th scope="col"><FormattedMessage {...quoteText.print} /></th>
                </tr>
              </thead>
              <tbody>
                {qr.items.map((item, i) => (
                  <tr key={i}>
                    <td>{names[item.sku] ?? item.sku}</td>
                    <td>
                      {item.custom_size ? (
                        <FormattedMessage {...quoteText.sizeValue} values={{ length: item.custom_size.length, width: item.custom_size.width, height: item.custom_size.height }} />
                      ) : (
                        <FormattedMessage {...quoteText.standardSize} />
                      )}
                    </td>
                    <td>{item.quantities.map((q) => intl.formatNumber(q)).join(', ')}</td>
                    <td>{item.print ? intl.formatMessage(printLabels[item.print] ?? printLabels.other!) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <dl>
        {qr.deadline && (
          <>
            <dt><FormattedMessage {...quoteText.deadline} /></dt>
            <dd><FormattedDate value={`${qr.deadline}T12:00:00`} dateStyle="long" /></dd>
          </>
        )}
        {qr.description && (
          <>
            <dt><FormattedMessage {...quoteText.description} /></dt>
            <dd className="acc-prewrap">{qr.description}</dd>
          </>
        )}
        {qr.attachments.length > 0 && (
          <>
            <dt><FormattedMessage {...quoteText.files} /></dt>
            <dd>{qr.attachments.map((a) => a.name).join(', ')}</dd>
          </>
        )}
      </dl>
      <h3>
        <FormattedMessage {...quoteText.offers} />
      </h3>
      {qr.status === 'closed' && qr.close_reason && (
        <Alert tone="info" role="status">
          <FormattedMessage
            {...quoteText.closed}
            values={{ date: qr.closed_at ? intl.formatDate(qr.closed_at, { dateStyle: 'long' }) : '', reason: qr.close_reason }}
          />
        </Alert>
      )}
      {qr.offers.length === 0 ? (
        <p>
          <FormattedMessage {...(qr.status === 'closed' ? quoteText.closedNoOffer : quoteText.noOffers)} />
        </p>
      ) : (
        <ul className="acc-offer-list">
          {qr.offers.map((o) => (
            <li key={o.id}>
              <FormattedMessage {...quoteText.offerLine} values={{ total: money(o.total, o.currency), date: intl.formatDate(o.valid_until, { dateStyle: 'medium' }) }} />{' '}
              <Badge tone={o.state === 'expired' ? 'warning' : o.state === 'accepted' ? 'success' : 'info'}>{intl.formatMessage(offerStateLabels[o.state])}</Badge>{' '}
              <RouteLink to="offerReview" params={{ token: o.token }}>
                <FormattedMessage {...quoteText.reviewOffer} />
              </RouteLink>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
