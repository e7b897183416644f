import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { fetchOrderQueue, type OrderQueueSearch } from '@ph/api-client/orders-desk';
import { describeApiError } from '@ph/api-errors';
import { REGION_CODES } from '@ph/region-config';
import { ErrorPanel, SelectField, Spinner, TextField } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { useFormatAmount } from '../common/format';
import { paymentLabels } from '../orders/labels';
import { StaffLink } from '../staff/StaffLink';
import { ordersText, stageLabels } from './ordersText';
import { CursorPager, useCursorPages } from './CursorPager';
import { useLoad } from '@ph/remote-kit';

const PAGE_SIZE = 50;
const ALL = '';
const SEARCH_MIN = 3;
const STAGES = Object.keys(stageLabels) as (keyof typeof stageLabels)[];

interface Filters {
  q: string;
  stage: string;
  state: string;
  region: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { q: '', stage: ALL, state: ALL, region: ALL, from: '', to: '' };

/** What the API is asked for; a search still too short, or a period backwards, asks nothing (the form says why). */
function searchOf(f: Filters): OrderQueueSearch | null {
  const q = f.q.trim();
  if ((q !== '' && q.length < SEARCH_MIN) || (f.from && f.to && f.to < f.from)) return null;
  return {
    ...(q ? { q } : {}),
    ...(f.stage ? { fulfillment_state: [f.stage as keyof typeof stageLabels] } : {}),
    ...(f.state ? { state: [f.state as 'complete' | 'canceled'] } : {}),
    ...(f.region ? { region: [f.region as (typeof REGION_CODES)[number]] } : {}),
    ...(f.from ? { placed_from: f.from } : {}),
    ...(f.to ? { placed_to: f.to } : {}),
  };
}

/**
 * `/account/back-office/orders`: the placed orders, newest first, by stage, order state, store, the day
 * they were placed and a search of number, e-mail or company; each opens its page. Pages go back in
 * time by the API's cursor, so orders placed meanwhile never shift the page being read.
 */
export function OrdersQueuePage() {
  const intl = useIntl();
  const money = useFormatAmount();
  const { client } = useAccountSession();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const pages = useCursorPages<string>();
  const search = searchOf(filters);
  const cursor = pages.cursor;
  const key = search ? JSON.stringify([search, cursor ?? '']) : 'incomplete';
  const queue = useLoad(key, (signal) => (search ? fetchOrderQueue(client, { ...search, ...(cursor ? { cursor } : {}), limit: PAGE_SIZE }, signal) : Promise.resolve(null)));

  const set = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    pages.restart();
  };
  const q = filters.q.trim();
  const searchError = q !== '' && q.length < SEARCH_MIN ? intl.formatMessage(ordersText.searchTooShort) : undefined;
  const periodError = filters.from && filters.to && filters.to < filters.from ? intl.formatMessage(ordersText.toBeforeFrom) : undefined;
  const allOption = { value: ALL, label: intl.formatMessage(ordersText.all) };

  return (
    <section aria-labelledby="acc-bo-orders">
      <h2 id="acc-bo-orders">
        <FormattedMessage {...ordersText.queueTitle} />
      </h2>
      <form className="acc-filters" aria-label={intl.formatMessage(ordersText.filters)} role="search" onSubmit={(e) => e.preventDefault()}>
        <TextField
          type="search"
          label={intl.formatMessage(ordersText.search)}
          hint={intl.formatMessage(ordersText.searchHint)}
          value={filters.q}
          maxLength={100}
          onChange={(e) => set({ q: e.target.value })}
          {...(searchError ? { error: searchError } : {})}
        />
        <SelectField
          label={intl.formatMessage(ordersText.stage)}
          value={filters.stage}
          options={[allOption, ...STAGES.map((s) => ({ value: s, label: intl.formatMessage(stageLabels[s]) }))]}
          onChange={(e) => set({ stage: e.target.value })}
        />
        <SelectField
          label={intl.formatMessage(ordersText.orderState)}
          value={filters.state}
          options={[allOption, { value: 'complete', label: intl.formatMessage(ordersText.stateComplete) }, { value: 'canceled', label: intl.formatMessage(ordersText.stateCanceled) }]}
          onChange={(e) => set({ state: e.target.value })}
        />
        <SelectField
          label={intl.formatMessage(ordersText.store)}
          value={filters.region}
          options={[allOption, ...REGION_CODES.map((r) => ({ value: r, label: r.toUpperCase() }))]}
          onChange={(e) => set({ region: e.target.value })}
        />
        <TextField type="date" label={intl.formatMessage(ordersText.placedFrom)} value={filters.from} max={filters.to || undefined} onChange={(e) => set({ from: e.target.value })} />
        <TextField
          type="date"
          label={intl.formatMessage(ordersText.placedTo)}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
          {...(periodError ? { error: periodError } : {})}
        />
      </form>
      {search && queue.status === 'loading' && <Spinner label={intl.formatMessage(ordersText.loading)} />}
      {queue.status === 'error' && <ErrorPanel headingLevel={3} message={describeApiError(intl, queue.error, { fallback: ordersText.loadError }).message} onRetry={queue.retry} />}
      {queue.status === 'success' && queue.data && queue.data.orders.length === 0 && (
        <p role="status">
          <FormattedMessage {...ordersText.empty} />
        </p>
      )}
      {queue.status === 'success' && queue.data && queue.data.orders.length > 0 && (
        <div className="acc-table-wrap">
          <table className="acc-table">
            <caption>{intl.formatMessage(ordersText.caption, { count: queue.data.orders.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(ordersText.colNumber)}</th>
                <th scope="col">{intl.formatMessage(ordersText.colPlaced)}</th>
                <th scope="col">{intl.formatMessage(ordersText.colCustomer)}</th>
                <th scope="col">{intl.formatMessage(ordersText.colStore)}</th>
                <th scope="col">{intl.formatMessage(ordersText.colTotal)}</th>
                <th scope="col">{intl.formatMessage(ordersText.colStage)}</th>
                <th scope="col">{intl.formatMessage(ordersText.colPayment)}</th>
              </tr>
            </thead>
            <tbody>
              {queue.data.orders.map((o) => (
                <tr key={o.number}>
                  <th scope="row">
                    <StaffLink area="backOffice" page="order" params={{ number: o.number }}>
                      {o.number}
                    </StaffLink>
                  </th>
                  <td>
                    <FormattedDate value={o.placed_at} dateStyle="medium" timeStyle="short" />
                  </td>
                  <td>
                    {[o.company_name, o.customer_name, o.email].filter(Boolean).map((part, i) => (
                      <span key={i}>
                        {i > 0 && <br />}
                        {part}
                      </span>
                    ))}
                  </td>
                  <td>{o.region.toUpperCase()}</td>
                  <td>{money(o.total, o.currency)}</td>
                  <td>{o.state === 'canceled' ? intl.formatMessage(ordersText.canceledBadge) : intl.formatMessage(stageLabels[o.fulfillment_state])}</td>
                  <td>{o.payment_state ? intl.formatMessage(paymentLabels[o.payment_state]) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {queue.status === 'success' && queue.data && <CursorPager pages={pages} next={queue.data.next_cursor} text={{ label: intl.formatMessage(ordersText.pager), newer: ordersText.newer, older: ordersText.older }} />}
    </section>
  );
}
