import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { listOffers, type OfferState } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { StaffLink } from '../staff/StaffLink';
import { Badge, ErrorPanel, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { useFormatAmount } from '../common/format';
import { deskOfferStates, deskText } from './deskText';
import { ALL, DESK_PAGE_SIZE, DeskFilter, DeskPager } from './DeskListControls';
import { useLoad } from '@ph/remote-kit';

const STATES: readonly OfferState[] = ['sent', 'viewed', 'accepted', 'expired'];

/** `/account/desk/offers`: the offers sent, newest first, a page at a time, optionally of one state. */
export function DeskOffersPage() {
  const intl = useIntl();
  const money = useFormatAmount();
  const { client } = useAccountSession();
  const [state, setState] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const query = { page, per_page: DESK_PAGE_SIZE, ...(state === ALL ? {} : { state: state as OfferState }) };
  const offers = useLoad(`offers:${state}:${page}`, (signal) => listOffers(client, query, signal));
  return (
    <section aria-labelledby="acc-desk-offers">
      <h2 id="acc-desk-offers">
        <FormattedMessage {...deskText.offersTitle} />
      </h2>
      <p>
        <StaffLink area="managerDesk" page="queue">
          <FormattedMessage {...deskText.backToQueue} />
        </StaffLink>
      </p>
      <DeskFilter
        label={intl.formatMessage(deskText.filterState)}
        value={state}
        options={STATES.map((s) => ({ value: s, label: intl.formatMessage(deskOfferStates[s]) }))}
        onChange={(next) => {
          setState(next);
          setPage(1);
        }}
      />
      {offers.status === 'loading' && <Spinner label={intl.formatMessage(deskText.queueLoading)} />}
      {offers.status === 'error' && <ErrorPanel headingLevel={3} message={describeApiError(intl, offers.error).message} onRetry={offers.retry} />}
      {offers.status === 'success' && offers.data.offers.length === 0 && (
        <p>
          <FormattedMessage {...(state === ALL ? deskText.offersEmpty : deskText.offersEmptyFiltered)} />
        </p>
      )}
      {offers.status === 'success' && offers.data.offers.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(deskText.colOffer)}</th>
              <th scope="col">{intl.formatMessage(deskText.colCustomer)}</th>
              <th scope="col">{intl.formatMessage(deskText.colTotal)}</th>
              <th scope="col">{intl.formatMessage(deskText.colValidUntil)}</th>
              <th scope="col">{intl.formatMessage(deskText.colStatus)}</th>
            </tr>
          </thead>
          <tbody>
            {offers.data.offers.map((o) => (
              <tr key={o.id}>
                <th scope="row">
                  {o.qr_number ? (
                    <StaffLink area="managerDesk" page="quoteRequest" params={{ qrNumber: o.qr_number }}>
                      {o.qr_number}
                    </StaffLink>
                  ) : (
                    o.id
                  )}
                </th>
                <td>{o.email}</td>
                <td>{money(o.total, o.currency)}</td>
                <td>
                  <FormattedDate value={o.valid_until} dateStyle="medium" />
                </td>
                <td>
                  <Badge tone={o.state === 'accepted' ? 'success' : o.state === 'expired' ? 'warning' : 'info'}>{intl.formatMessage(deskOfferStates[o.state])}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {offers.status === 'success' && <DeskPager page={page} count={offers.data.count} onPage={setPage} />}
    </section>
  );
}
