import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import type { SupportRequest } from '@ph/api-client/support';
import { App } from '../App';
import { catalogues } from '../messages';
import { apiError, installFakeApi, signInAs, type FakeApi } from '../../test/fakeApi';

let api: FakeApi;
let operatorToken: string;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const REQUEST: SupportRequest = {
  number: 'SR-7',
  name: 'Anna Müller',
  email: 'anna@example.test',
  order_number: 'R123456789',
  topic: 'artwork',
  // What a sender typed is text: markup in it must never become HTML on the operator's page.
  message: 'Hallo,\nmein Logo: <img src=x onerror="window.__pwned=1"> <b>fett</b>',
  region: 'de',
  lang: 'de',
  attachments: [{ index: 0, filename: 'druckdaten.zip', type: 'zip', content_type: 'application/zip', byte_size: 40_960 }],
  created_at: '2026-06-01T10:00:00.000Z',
};

/** The operator endpoints as the API answers them: 403 for anyone but the operator. */
function serveSupport() {
  const forOperator = (answer: () => ReturnType<typeof apiError>) => (req: { token: string | null }) =>
    req.token === operatorToken ? answer() : apiError(403, 'forbidden', 'Only operators may do this');
  api.on('GET', /^operators\/current$/, forOperator(() => ({ status: 200, body: { operator: { id: 5, email: 'operator@packhelp.test', name: 'Olek Operator' } } })));
  api.on('GET', /^v2\/operator\/support_requests$/, forOperator(() => ({
    status: 200,
    body: { support_requests: [{ ...REQUEST, message: undefined, attachments: undefined, attachment_count: 1, excerpt: 'Hallo, mein Logo' }], total: 1, page: 1, per_page: 25 },
  })));
  api.on('GET', /^v2\/operator\/support_requests\/SR-7$/, forOperator(() => ({ status: 200, body: { support_request: REQUEST } })));
  api.on('GET', /^v2\/operator\/support_requests\/SR-7\/attachments\/0$/, forOperator(() => ({ status: 200, body: { zip: true } })));
}

async function openAsOperator(path: string) {
  signInAs(api, 'operator@packhelp.test', { role: 'operator' });
  operatorToken = window.localStorage.getItem('ph-api-token') ?? '';
  serveSupport();
  await renderRemote(App, catalogues, { path });
}

describe('the operators’ support requests', () => {
  it('tells a customer the page is not for them, asks nothing else and shows no entry in the navigation', async () => {
    signInAs(api);
    operatorToken = 'a token no one holds';
    serveSupport();
    await renderRemote(App, catalogues, { path: '/account/back-office/support' });
    expect(await screen.findByRole('heading', { name: 'You are not allowed to open this page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Support requests' })).not.toBeInTheDocument();
    expect(api.calls('GET', /^v2\/operator\/support_requests$/)).toHaveLength(0);
  });

  it('lists the requests and opens one, showing the message as text and its attachment for download', async () => {
    await openAsOperator('/account/back-office/support');
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /SR-7/ });
    expect(row).toHaveTextContent('Anna Müller (anna@example.test)');
    expect(row).toHaveTextContent('Artwork and design');
    expect(screen.getByRole('link', { name: 'Support requests' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(row).getByRole('link', { name: 'SR-7' }));
    expect(await screen.findByRole('heading', { name: 'Support request SR-7' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account/back-office/support/SR-7');
    const message = await screen.findByTestId('support-message');
    expect(message.textContent).toBe(REQUEST.message);
    expect(message.querySelector('img, b')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(screen.getByText('R123456789')).toBeInTheDocument();

    const created = jest.fn((_blob: Blob) => 'blob:zip');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(`${this.download} ${this.href}`);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download druckdaten.zip (40 KB)' }));
    await waitFor(() => expect(names).toEqual(['druckdaten.zip blob:zip']));
    expect(api.calls('GET', /attachments\/0$/)[0]?.token).toBe(operatorToken);
  });

  it('speaks the page’s language', async () => {
    signInAs(api, 'operator@packhelp.test', { role: 'operator' });
    operatorToken = window.localStorage.getItem('ph-api-token') ?? '';
    serveSupport();
    await renderRemote(App, catalogues, { path: '/account/back-office/support/SR-7', locale: 'de-DE' });
    expect(await screen.findByRole('heading', { name: 'Supportanfrage SR-7' })).toBeInTheDocument();
    expect(await screen.findByText('Druckdaten und Design')).toBeInTheDocument();
  });
});
