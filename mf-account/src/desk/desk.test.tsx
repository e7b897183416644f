import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import type { QuoteRequest } from '@ph/api-client';
import { App } from '../App';
import { catalogues } from '../messages';
import { apiError, installFakeApi, makeOffer, makeQuoteRequest, signInAs, type FakeApi } from '../../test/fakeApi';

let api: FakeApi;
let managerToken: string;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const REQUESTS: QuoteRequest[] = [
  makeQuoteRequest({
    id: 11, qr_number: 'QR00000011', name: 'Ada Lovelace', company_name: 'Olive Co', email: 'ada@example.com', created_at: '2026-03-04T09:00:00.000Z',
    items: [{ sku: 'mailer-box', variant_id: 5, variant_sku: 'mailer-box-f33', custom_size: null, quantities: [500, 1000], print: null }],
    attachments: [{ id: 'file-0001', name: 'dieline.pdf', content_type: 'application/pdf', byte_size: 20_480 }],
  }),
  makeQuoteRequest({ id: 12, qr_number: 'QR00000012', name: 'Ben', status: 'offer_sent', email: 'ben@example.com' }),
  makeQuoteRequest({ id: 13, qr_number: 'QR00000013', name: 'Cleo', status: 'offer_expired', email: 'cleo@example.com' }),
];

/** The manager endpoints as the API answers them: 403 for anyone but the manager. */
function serveDesk() {
  const forManager = (answer: () => ReturnType<typeof apiError>) => (req: { token: string | null }) =>
    req.token === managerToken ? answer() : apiError(403, 'forbidden', 'Only order managers may do this');
  api.on('GET', /^managers\/current$/, forManager(() => ({ status: 200, body: { manager: { id: 9, email: 'manager@packhelp.test', name: 'Marta Nowak', avatar: null } } })));
  // As the API answers: of the asked statuses (all when none), newest first, `per_page` at a time.
  api.on('GET', /^quote_requests$/, (req) =>
    forManager(() => {
      const statuses = req.query.getAll('status[]');
      const matching = queue.filter((q) => statuses.length === 0 || statuses.includes(q.status));
      const page = Number(req.query.get('page') ?? 1);
      const perPage = Number(req.query.get('per_page') ?? 25);
      return { status: 200, body: { quote_requests: matching.slice((page - 1) * perPage, page * perPage), count: matching.length } };
    })(req),
  );
  api.on('GET', /^quote_requests\/QR\d+$/, (req) =>
    forManager(() => {
      const qr = REQUESTS.find((q) => req.path.endsWith(q.qr_number));
      return qr ? { status: 200, body: { quote_request: qr } } : apiError(404, 'not_found', 'Quote request not found');
    })(req),
  );
  api.on('GET', /^v2\/offers$/, forManager(() => ({
    status: 200,
    body: { offers: [makeOffer({ id: 1, qr_number: 'QR00000011', state: 'viewed', total: 110700 }), makeOffer({ id: 2, qr_number: 'QR00000012', state: 'expired', email: 'ben@example.com' })], count: 2 },
  })));
  api.on('POST', /^v2\/quote_requests\/QR\d+\/close$/, (req) =>
    forManager(() => {
      const qr = REQUESTS.find((q) => req.path.includes(q.qr_number));
      const reason = (req.body as { reason: string }).reason;
      return qr ? { status: 200, body: { quote_request: { ...qr, status: 'closed', close_reason: reason, closed_at: '2026-03-05T10:00:00.000Z' } } } : apiError(404, 'not_found', 'Quote request not found');
    })(req),
  );
  api.on('POST', /^v2\/offers$/, (req) =>
    forManager(() => ({ status: 201, body: { offer: makeOffer({ id: 3, email: 'ada@example.com', state: 'sent' }) } }))(req),
  );
}

let queue: QuoteRequest[] = REQUESTS;
beforeEach(() => {
  queue = REQUESTS;
});

async function openAsManager(path: string) {
  signInAs(api, 'manager@packhelp.test', { role: 'manager' });
  managerToken = window.localStorage.getItem('ph-api-token') ?? '';
  serveDesk();
  await renderRemote(App, catalogues, { path });
}

describe('the quote desk', () => {
  it('sends a visitor to sign in first', async () => {
    await renderRemote(App, catalogues, { path: '/account/desk' });
    await waitFor(() => expect(window.location.pathname).toBe('/sign_in/'));
  });

  it('tells a customer the desk is not for them and shows no desk entry in the navigation', async () => {
    signInAs(api);
    managerToken = 'a token no one holds';
    serveDesk();
    await renderRemote(App, catalogues, { path: '/account/desk' });
    expect(await screen.findByRole('heading', { name: 'You are not allowed to open this page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Quote desk' })).not.toBeInTheDocument();
    // The API decided (managers/current answered 403); nothing of the desk was asked for.
    expect(api.calls('GET', /^managers\/current$/)).toHaveLength(1);
    expect(api.calls('GET', /^quote_requests$/)).toHaveLength(0);
  });

  it('goes by managers/current, not by the role the session reports', async () => {
    // A stale session still says "manager", but the API no longer counts the account as one.
    signInAs(api, 'former@packhelp.test', { role: 'manager' });
    managerToken = 'a token no one holds';
    serveDesk();
    await renderRemote(App, catalogues, { path: '/account/desk' });
    expect(await screen.findByRole('heading', { name: 'You are not allowed to open this page' })).toBeInTheDocument();
    expect(api.calls('GET', /^quote_requests$/)).toHaveLength(0);
  });

  it('lists the quote requests with number, customer, date and status, and opens one', async () => {
    await openAsManager('/account/desk');
    const table = await screen.findByRole('table');
    const ada = within(table).getByRole('row', { name: /QR00000011/ });
    expect(ada).toHaveTextContent('Ada Lovelace, Olive Co (ada@example.com)');
    expect(ada).toHaveTextContent('Mar 4, 2026');
    expect(ada).toHaveTextContent('Received');
    expect(within(table).getByRole('row', { name: /QR00000012/ })).toHaveTextContent('Offer sent');
    expect(within(table).getByRole('row', { name: /QR00000013/ })).toHaveTextContent('Offer expired');
    expect(screen.getByRole('link', { name: 'Quote desk' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(ada).getByRole('link', { name: 'QR00000011' }));
    expect(await screen.findByRole('heading', { name: 'Quote request QR00000011' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account/desk/quote_requests/QR00000011');
  });

  it('shows the offers with their state', async () => {
    await openAsManager('/account/desk/offers');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /QR00000011/ })).toHaveTextContent('Viewed');
    expect(within(table).getByRole('row', { name: /QR00000012/ })).toHaveTextContent('Expired');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Expired');
    await waitFor(() => expect(api.calls('GET', /^v2\/offers$/).at(-1)?.query.get('state')).toBe('expired'));
    expect(api.calls('GET', /^v2\/offers$/).at(-1)?.query.get('page')).toBe('1');
  });
});

describe('the request’s files', () => {
  it('downloads an attachment under its own name with the manager’s session', async () => {
    await openAsManager('/account/desk/quote_requests/QR00000011');
    api.on('GET', /^v1\/files\/file-0001\/content$/, forManagerFile);
    const created = jest.fn((_blob: Blob) => 'blob:dieline');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(`${this.download} ${this.href}`);
    });
    expect(await screen.findByRole('heading', { name: 'Attached files' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download dieline.pdf (20 KB)' }));
    await waitFor(() => expect(names).toEqual(['dieline.pdf blob:dieline']));
    const [call] = api.calls('GET', /^v1\/files\/file-0001\/content$/);
    expect([call?.token, call?.query.get('variant')]).toEqual([managerToken, 'original']);
  });
});

/** The file's bytes for the manager; anyone else is refused as the API would. */
function forManagerFile(req: { token: string | null }) {
  return req.token === managerToken ? { status: 200, body: { pdf: true } } : apiError(403, 'forbidden', 'Not your file');
}

describe('closing a request', () => {
  it('needs a reason, then closes the request, shows the reason and no more builder', async () => {
    await openAsManager('/account/desk/quote_requests/QR00000011');
    const form = await screen.findByRole('form', { name: 'Close the request without an offer' });
    await userEvent.click(within(form).getByRole('button', { name: 'Close the request' }));
    expect(await within(form).findByText('Please give the customer a reason of at least 3 characters.')).toBeInTheDocument();
    expect(api.calls('POST', /close$/)).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText(/Reason for the customer/), 'We cannot print on kraft in white.');
    await userEvent.click(within(form).getByRole('button', { name: 'Close the request' }));
    expect(await screen.findByText('Closed on Mar 5, 2026: We cannot print on kraft in white.')).toBeInTheDocument();
    expect(api.calls('POST', /close$/)[0]?.body).toEqual({ reason: 'We cannot print on kraft in white.' });
    expect(screen.queryByRole('form', { name: 'New offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Close the request without an offer' })).not.toBeInTheDocument();
  });
});

describe('a long queue', () => {
  it('shows one status when asked, a page at a time, with where the manager is', async () => {
    queue = Array.from({ length: 30 }, (_, i) =>
      makeQuoteRequest({ id: 100 + i, qr_number: `QR${String(100 + i).padStart(8, '0')}`, name: `Customer ${i}`, status: i % 3 === 0 ? 'offer_expired' : 'new' }),
    );
    await openAsManager('/account/desk');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('1–25 of 30');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('26–30 of 30')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next page' })).toBeDisabled();

    // Choosing a status starts again at its first page; ten requests fit one page, so no pager.
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Offer expired');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11));
    expect(within(screen.getByRole('table')).getAllByRole('row').slice(1).every((r) => r.textContent?.includes('Offer expired'))).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(api.calls('GET', /^quote_requests$/).at(-1)?.query.getAll('status[]')).toEqual(['offer_expired']);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Accepted');
    expect(await screen.findByText('No quote requests have this status.')).toBeInTheDocument();
  });
});

describe('a request whose offers expired', () => {
  it('can be answered with a new offer or closed', async () => {
    await openAsManager('/account/desk/quote_requests/QR00000013');
    expect(await screen.findByText('Offer expired')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'New offer' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Close the request without an offer' })).toBeInTheDocument();
  });
});

describe('the offer builder', () => {
  it('starts from the requested products, says what is wrong, then sends the offer and shows its state', async () => {
    await openAsManager('/account/desk/quote_requests/QR00000011');
    const form = await screen.findByRole('form', { name: 'New offer' });
    const line = within(form).getByRole('group', { name: 'Line 1' });
    // The requested product and variant, chosen from the catalogue (names in the manager's language).
    expect(await within(line).findByRole('combobox', { name: /Product/ })).toHaveValue('mailer-box');
    await waitFor(() => expect(within(line).getByRole('combobox', { name: /Size and variant/ })).toHaveValue('5'));
    expect(within(line).getByRole('option', { name: 'F52 (mailer-box-f52)' })).toBeInTheDocument();
    expect(within(line).getByLabelText(/Quantity/)).toHaveValue('500');

    await userEvent.type(within(line).getByLabelText(/Unit price, net \(EUR\)/), 'abc');
    await userEvent.clear(within(form).getByLabelText(/Valid until/));
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByText('Please enter an amount such as 12.50.')).toBeInTheDocument();
    expect(within(form).getByText('Please choose a date after today.')).toBeInTheDocument();
    expect(api.calls('POST', /^v2\/offers$/)).toHaveLength(0);

    await userEvent.clear(within(line).getByLabelText(/Unit price/));
    await userEvent.type(within(line).getByLabelText(/Unit price/), '0,90');
    await userEvent.clear(within(line).getByLabelText(/Quantity/));
    await userEvent.type(within(line).getByLabelText(/Quantity/), '1000');
    await userEvent.clear(within(form).getByLabelText(/Shipping/));
    await userEvent.type(within(form).getByLabelText(/Shipping/), '25');
    await userEvent.type(within(form).getByLabelText(/Valid until/), '2099-12-31');
    await userEvent.type(within(form).getByLabelText(/Note for the customer/), 'Printed inside too');
    // A second line from the catalogue: a product, then its size; no size chosen yet is an error.
    await userEvent.click(within(form).getByRole('button', { name: 'Add a line' }));
    const second = within(form).getByRole('group', { name: 'Line 2' });
    await userEvent.selectOptions(within(second).getByRole('combobox', { name: /Product/ }), 'Shipping box');
    await userEvent.type(within(second).getByLabelText(/Quantity/), '250');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(second).findByText('Please choose a product and its size.')).toBeInTheDocument();
    await userEvent.selectOptions(await within(second).findByRole('combobox', { name: /Size and variant/ }), 'K30 (shipping-box-k30-kraft)');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The offer has been sent to ada@example.com. Its state: Sent.');
    expect(api.calls('POST', /^v2\/offers$/)[0]?.body).toEqual({
      quote_request_id: 11,
      lines: [{ variant_id: 5, quantity: 1000, unit_net: 90 }, { variant_id: 8, quantity: 250 }],
      shipping_net: 2500,
      valid_until: '2099-12-31T23:59:59Z',
      note: 'Printed inside too',
    });
  });

  it('shows the API’s refusal and keeps the form', async () => {
    await openAsManager('/account/desk/quote_requests/QR00000011');
    api.on('POST', /^v2\/offers$/, () => apiError(422, 'validation_failed', 'lines.0.variant_id: variant not found', 'lines.0.variant_id'));
    const form = await screen.findByRole('form', { name: 'New offer' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByRole('alert')).not.toBeEmptyDOMElement();
    expect(within(form).getByRole('button', { name: 'Send the offer' })).toBeEnabled();
  });
});
