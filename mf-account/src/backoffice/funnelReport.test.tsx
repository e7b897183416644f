import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import type { FunnelReport } from '@ph/api-client/funnel';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, signInAs, type FakeApi } from '../../test/fakeApi';
import { lastTwelveWeeks } from './FunnelReportPage';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  // jsdom has no canvas: Chart.js's context is null there, which the page reports as a chart it could not draw.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const week = (week_start: string, v: number, a: number, c: number, o: number) => ({ week_start, product_viewed: v, product_added: a, checkout_started: c, order_completed: o });

/** What `GET v2/operator/reports/funnel` answers: the figures differ by store so the test sees which was asked. */
function serveFunnel(asked: URLSearchParams[]) {
  api.on('GET', /^v2\/operator\/reports\/funnel$/, (req) => {
    asked.push(req.query);
    const region = req.query.get('region');
    const body: FunnelReport = {
      from: req.query.get('from') ?? '',
      to: req.query.get('to') ?? '',
      region,
      weeks: region === 'de' ? [week('2026-11-16', 0, 0, 0, 0), week('2026-11-23', 0, 0, 0, 0)] : [week('2026-11-16', 120, 30, 12, 6), week('2026-11-23', 80, 20, 8, 3)],
      total: region === 'de' ? { product_viewed: 0, product_added: 0, checkout_started: 0, order_completed: 0 } : { product_viewed: 190, product_added: 48, checkout_started: 19, order_completed: 9 },
      regions: ['de', 'eu'],
    };
    return { status: 200, body };
  });
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent));

describe('the funnel report', () => {
  it('starts on the last twelve weeks, from a Monday', () => {
    expect(lastTwelveWeeks(new Date('2026-11-29T10:00:00Z'))).toEqual({ from: '2026-09-07', to: '2026-11-29' });
    expect(lastTwelveWeeks(new Date('2026-11-23T00:00:00Z'))).toEqual({ from: '2026-09-07', to: '2026-11-23' });
  });

  it('shows each step with its share of the step before and of product views, and every week, one store or all', async () => {
    const asked: URLSearchParams[] = [];
    signInAs(api, 'operator@packhelp.test', { role: 'operator' });
    serveFunnel(asked);
    await renderRemote(App, catalogues, { path: '/account/back-office' });
    await userEvent.click(within(await screen.findByRole('navigation', { name: 'Back office pages' })).getByRole('link', { name: 'Shopper funnel' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Shopper funnel' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account/back-office/funnel');

    const summary = await screen.findByRole('table', { name: /^The whole period/ });
    expect(rowsOf(summary)).toEqual([
      ['Viewed a product', '190', '–', '–'],
      ['Added to cart', '48', '25.3%', '25.3%'],
      ['Started checkout', '19', '39.6%', '10%'],
      ['Completed an order', '9', '47.4%', '4.7%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: '2 weeks, oldest first' }))).toEqual([
      ['Nov 16, 2026', '120', '30', '12', '6'],
      ['Nov 23, 2026', '80', '20', '8', '3'],
    ]);
    expect(asked[0]?.get('region')).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Store'), 'de');
    expect(await screen.findByRole('status')).toHaveTextContent('No visitor reached any step in this period.');
    expect(asked.at(-1)?.get('region')).toBe('de');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says what is wrong with a period before asking the API', async () => {
    const asked: URLSearchParams[] = [];
    signInAs(api, 'operator@packhelp.test', { role: 'operator' });
    serveFunnel(asked);
    await renderRemote(App, catalogues, { path: '/account/back-office/funnel' });
    await screen.findByRole('table', { name: /^The whole period/ });
    const calls = asked.length;
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2099-01-01');
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.clear(from);
    await userEvent.type(from, '2020-01-01');
    expect(await screen.findByText('Choose a period of at most one year.')).toBeInTheDocument();
    expect(asked).toHaveLength(calls);
  });

  it('offers a retry when the report cannot be loaded', async () => {
    signInAs(api, 'operator@packhelp.test', { role: 'operator' });
    let fail = true;
    api.on('GET', /^v2\/operator\/reports\/funnel$/, () => (fail ? { status: 503, body: { code: 'unavailable', message: 'down' } } : { status: 200, body: { from: '2026-11-16', to: '2026-11-29', region: null, weeks: [week('2026-11-16', 2, 1, 1, 1)], total: { product_viewed: 2, product_added: 1, checkout_started: 1, order_completed: 1 }, regions: [] } }));
    await renderRemote(App, catalogues, { path: '/account/back-office/funnel' });
    expect(await screen.findByText('The funnel report could not be loaded. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('table', { name: '1 week, oldest first' })).toBeInTheDocument());
  });

  it('reads in the operator’s language', async () => {
    signInAs(api, 'operator@packhelp.test', { role: 'operator' });
    serveFunnel([]);
    await renderRemote(App, catalogues, { path: '/konto/zaplecze/lejek-sprzedazowy', region: 'pl', locale: 'pl-PL' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Lejek sprzedażowy' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '2 tygodnie, od najstarszego' })).toBeInTheDocument();
  });
});
