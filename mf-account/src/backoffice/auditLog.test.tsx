import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import type { AuditLogEntry } from '@ph/api-client/audit';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, signInAs, type FakeApi } from '../../test/fakeApi';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const entry = (id: number, over: Partial<AuditLogEntry>): AuditLogEntry => ({
  id,
  action: 'orders.release',
  actor_user_id: 5,
  actor_email: 'operator@packhelp.test',
  subject_user_id: 42,
  details: { order: `R${id}` },
  created_at: `2026-11-0${(id % 9) + 1}T10:00:00.000Z`,
  ...over,
});

/** 60 entries, newest (highest id) first, as the API keeps them: two operators and a manager. */
const LOG: AuditLogEntry[] = Array.from({ length: 60 }, (_, i) => 60 - i).map((id) =>
  id % 3 === 0
    ? entry(id, { action: 'manager.POST /v2/quote_requests/:qrNumber/offers', actor_user_id: 7, actor_email: 'manager@packhelp.test', details: { params: { qrNumber: 'QR1' }, status: 201 } })
    : id % 3 === 1
      ? entry(id, { action: 'orders.cancel', details: { order: `R${id}`, reason: 'Customer asked by phone', refunded: 12300, currency: 'EUR' } })
      : entry(id, { action: 'shipments.create', actor_user_id: 6, actor_email: 'warehouse@packhelp.test', details: { order: `R${id}`, carrier: 'dpd', tracking_number: '09445440012345' } }),
);

/** `GET v2/operator/audit_log` as the API answers it: prefix, actor and `before` filters, keyset pages. */
function serveLog() {
  api.on('GET', /^v2\/operator\/audit_log$/, (req) => {
    const q = Object.fromEntries(req.query);
    const perPage = Number(q.per_page ?? 50);
    const rows = LOG.filter((e) => (!q.action || e.action.startsWith(q.action)) && (!q.actor_user_id || e.actor_user_id === Number(q.actor_user_id)) && (!q.before || e.id < Number(q.before)));
    const page = rows.slice(0, perPage);
    return { status: 200, body: { entries: page, next_before: rows.length > perPage ? (page.at(-1)?.id ?? null) : null } };
  });
}

async function openAsOperator(path: string) {
  signInAs(api, 'operator@packhelp.test', { role: 'operator' });
  serveLog();
  await renderRemote(App, catalogues, { path });
}

const firstColumn = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1]?.textContent);

describe('the back office', () => {
  it('opens on the list of its pages, reached from the account’s navigation, and each page is one click away', async () => {
    await openAsOperator('/account/orders');
    await userEvent.click(await screen.findByRole('link', { name: 'Back office' }));
    expect(window.location.pathname).toBe('/account/back-office');
    const pages = await screen.findByRole('navigation', { name: 'Back office pages' });
    expect(within(pages).getAllByRole('link').map((l) => l.textContent)).toEqual(['Orders', 'Mark shipped from a CSV file', 'Invoice register', 'Support requests', 'Audit log', 'Shopper funnel']);
    expect(screen.getByText('Who changed what, and when: every action of managers and operators.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back office' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('link', { name: 'Audit log' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Audit log' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account/back-office/audit-log');
    expect(within(screen.getByRole('navigation', { name: 'Back office pages' })).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the “not available” page for an address the back office has no page for', async () => {
    await openAsOperator('/account/back-office/nothing-here');
    expect(await screen.findByRole('heading', { name: /not available/i })).toBeInTheDocument();
  });

  it('keeps its pages under the Polish store’s words', async () => {
    signInAs(api, 'operator@packhelp.test', { role: 'operator' });
    serveLog();
    await renderRemote(App, catalogues, { path: '/konto/zaplecze/dziennik-zdarzen', region: 'pl', locale: 'pl-PL' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Dziennik zdarzeń' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Strony zaplecza' })).getByRole('link', { name: 'Dziennik zdarzeń' })).toHaveAttribute('href', '/konto/zaplecze/dziennik-zdarzen');
  });
});

describe('the audit log (operators)', () => {
  it('lists who did what, when and to whom, newest first, with the details recorded', async () => {
    await openAsOperator('/account/back-office/audit-log');
    const table = await screen.findByRole('table', { name: '50 entries, newest first' });
    const cancel = within(table).getAllByRole('row').find((r) => r.textContent?.includes('orders.cancel'))!;
    expect(cancel).toHaveTextContent('operator@packhelp.test');
    expect(cancel).toHaveTextContent('#42');
    expect(cancel).toHaveTextContent('Customer asked by phone');
    expect(cancel).toHaveTextContent('12300');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('manager.POST');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('R59');
  });

  it('filters by kind of action and by staff member, and pages back in time and forward again', async () => {
    await openAsOperator('/account/back-office/audit-log');
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Kind of action'), 'shipments');
    await waitFor(() => expect(new Set(firstColumn())).toEqual(new Set(['shipments.create'])));
    expect(Object.fromEntries(api.calls('GET', /^v2\/operator\/audit_log$/).at(-1)!.query)).toEqual({ action: 'shipments', per_page: '50' });

    await userEvent.selectOptions(screen.getByLabelText('Kind of action'), '');
    await screen.findByRole('table', { name: '50 entries, newest first' });
    await userEvent.click(within(screen.getByRole('table')).getAllByRole('button', { name: 'Show only what manager@packhelp.test did' })[0]!);
    expect(await screen.findByText('Showing only what manager@packhelp.test did.')).toBeInTheDocument();
    await waitFor(() => expect(new Set(firstColumn())).toEqual(new Set(['manager.POST /v2/quote_requests/:qrNumber/offers'])));
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Older entries' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show everyone' }));

    await screen.findByRole('table', { name: '50 entries, newest first' });
    await userEvent.click(screen.getByRole('button', { name: 'Older entries' }));
    await screen.findByRole('table', { name: '10 entries, newest first' });
    expect(Object.fromEntries(api.calls('GET', /^v2\/operator\/audit_log$/).at(-1)!.query)).toEqual({ before: '11', per_page: '50' });
    expect(screen.getByRole('button', { name: 'Older entries' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Newer entries' }));
    await screen.findByRole('table', { name: '50 entries, newest first' });
    expect(screen.getByRole('button', { name: 'Newer entries' })).toBeDisabled();
  });

  it('says so when the log cannot be read, and reads it again on Retry', async () => {
    signInAs(api, 'operator@packhelp.test', { role: 'operator' });
    let fail = true;
    api.on('GET', /^v2\/operator\/audit_log$/, () => (fail ? { status: 503, body: { error: 'service_unavailable', message: 'down' } } : { status: 200, body: { entries: [], next_before: null } }));
    await renderRemote(App, catalogues, { path: '/account/back-office/audit-log' });
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('Nothing has been recorded with these filters.')).toBeInTheDocument();
  });
});
