import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceConsentRecorded, consentManagerFor } from '@ph/analytics';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeOffer, type FakeApi } from '../../test/fakeApi';

jest.setTimeout(30_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  // Consent first, so each test's events go out at once to its own fake API (none wait in a buffer).
  // The visitor accepts and the consent remote records the answer, as on the page.
  announceConsentRecorded(window, 1, consentManagerFor(window).acceptAll().consentId);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const PATH = '/offer/offer-token-0123456789abcdef/review';
const trackedEvents = () => api.calls('POST', /segment_proxies\/track$/).map((r) => (r.body as { event: string; properties: Record<string, unknown> }));

describe('offer review', () => {
  it('shows the manager, the lines and the API\'s totals with tax, and the validity', async () => {
    const offer = makeOffer();
    api.offers.push(offer);
    await renderRemote(App, catalogues, { path: PATH });
    await screen.findByRole('table', { name: 'Items in the offer' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your custom offer' })).toBeInTheDocument();
    const manager = screen.getByRole('complementary', { name: 'Your account manager' });
    expect(within(manager).getByText('Marta Nowak')).toBeInTheDocument();
    expect(within(manager).getByRole('link', { name: 'Contact Marta Nowak (marta@packhelp.test)' })).toHaveAttribute('href', 'mailto:marta@packhelp.test');
    expect(screen.getByText(/Valid until/)).toHaveTextContent('Valid until 01/03/2099.');
    expect(screen.getByText('QR12345678')).toBeInTheDocument();
    expect(screen.getByText('Prices include two proof rounds.')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Items in the offer' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Mailer box F33');
    expect(rows[0]).toHaveTextContent('25,000');
    expect(rows[0]).toHaveTextContent('€1.37');
    expect(rows[0]).toHaveTextContent('€34,250.00');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Custom size 410 × 300 × 120 mm');

    const totals = screen.getByLabelText('Offer totals');
    expect(totals).toHaveTextContent(`€${(offer.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(totals).toHaveTextContent('VAT');
  });

  it('accepts two of three lines: the API gets exactly those ids and the offer token, then the cart opens', async () => {
    api.offers.push(makeOffer());
    await renderRemote(App, catalogues, { path: PATH });
    const third = await screen.findByRole('checkbox', { name: 'Accept Product box, 1,000 pcs' });
    expect(screen.getByRole('button', { name: 'Accept the offer and check out' })).toBeEnabled();
    await userEvent.click(third);
    expect(screen.getByText(/Chosen: 2 of 3 lines\./)).toBeInTheDocument();
    // The total is the API's for the two chosen lines (what the order will charge), not the whole offer's.
    const offer = makeOffer();
    const [a, b] = offer.line_items;
    const chosenTotal = a!.net + b!.net + offer.ship_total + a!.tax + b!.tax + offer.ship_tax;
    expect(await screen.findByRole('heading', { name: 'Total of the chosen lines' })).toBeInTheDocument();
    expect(screen.getByLabelText('Offer totals')).toHaveTextContent(`€${(chosenTotal / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(api.calls('GET', /^offers\/[^/]+$/).some((c) => c.query.get('line_item_ids') === '1,2')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Accept the chosen lines and check out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cart/'));
    const [call] = api.calls('POST', /^offers\/.+\/accept$/);
    expect(call?.body).toEqual({ line_item_ids: [1, 2], token: 'offer-token-0123456789abcdef' });
    expect(api.orders.map((o) => o.line_items.map((l) => l.name))).toEqual([['Mailer box F33', 'Shipping box']]);
  });

  it('says when the total of the chosen lines could not be had, and gets it on Retry', async () => {
    api.offers.push(makeOffer());
    let failed = false;
    api.on('GET', /^offers\/[^/]+$/, (req) => {
      if (req.query.has('line_item_ids') && !failed) {
        failed = true;
        return { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } };
      }
      // Bracket access: the fake's own answer for every other request.
      return api['handle'](req);
    });
    await renderRemote(App, catalogues, { path: PATH });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Accept Product box, 1,000 pcs' }));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Total of the chosen lines' })).not.toBeInTheDocument();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Total of the chosen lines' })).toBeInTheDocument();
    expect(api.calls('GET', /^offers\/[^/]+$/).filter((c) => c.query.get('line_item_ids') === '1,2')).toHaveLength(2);
  });

  it('cannot accept nothing', async () => {
    api.offers.push(makeOffer());
    await renderRemote(App, catalogues, { path: PATH });
    for (const box of await screen.findAllByRole('checkbox')) await userEvent.click(box);
    expect(screen.getByRole('button', { name: /Accept the chosen lines/ })).toBeDisabled();
  });

  it('tells another account to sign in with the one the offer was sent to', async () => {
    api.offers.push(makeOffer());
    api.offerBelongsToSomeoneElse = true;
    await renderRemote(App, catalogues, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the offer and check out' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This offer was sent to ada@example.com. Sign in with that account to accept it.');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign_in/');
    expect(window.location.pathname).toBe(PATH);
  });

  it('an expired offer says so, offers the manager and no accepting; "expired viewed" is tracked', async () => {
    api.offers.push(makeOffer({ state: 'expired', valid_until: '2026-01-10T12:00:00.000Z' }));
    await renderRemote(App, catalogues, { path: PATH });
    expect(await screen.findByText('This offer has expired')).toBeInTheDocument();
    expect(screen.getByText('It was valid until 10/01/2026. Contact your account manager for a new offer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contact Marta Nowak/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    await waitFor(() => expect(trackedEvents().map((e) => e.event)).toEqual(['Custom Offer Expired Viewed']));
    expect(trackedEvents()[0]!.properties).toMatchObject({ offer_id: 7, qr_number: 'QR12345678', state: 'expired' });
  });

  it('an accepted offer names its order and cannot be accepted again', async () => {
    api.offers.push(makeOffer({ state: 'accepted', order_number: 'R400000040' }));
    await renderRemote(App, catalogues, { path: PATH });
    expect(await screen.findByText('This offer has been accepted')).toBeInTheDocument();
    expect(screen.getByText('It became order R400000040. For changes, contact your account manager.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('tracks "Custom Offer Viewed" for an open offer', async () => {
    api.offers.push(makeOffer());
    await renderRemote(App, catalogues, { path: PATH });
    await screen.findByRole('table');
    await waitFor(() => expect(trackedEvents().map((e) => e.event)).toEqual(['Custom Offer Viewed']));
    expect(trackedEvents()[0]!.properties).toMatchObject({ offer_id: 7, currency: 'EUR', line_count: 3 });
  });

  it('says when the offer could not be read, and shows it, all lines chosen, on Retry', async () => {
    api.offers.push(makeOffer());
    let failed = false;
    api.on('GET', /^offers\/[^/]+$/, (req) => {
      if (!failed) {
        failed = true;
        return { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } };
      }
      return api['handle'](req);
    });
    await renderRemote(App, catalogues, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'Accept Product box, 1,000 pcs' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('an unknown link says the offer cannot be found', async () => {
    await renderRemote(App, catalogues, { path: '/offer/nope-nope-nope-nope-nope/review' });
    expect(await screen.findByText('We cannot find this offer')).toBeInTheDocument();
  });

  it('is translated (German, formal)', async () => {
    api.offers.push(makeOffer({ state: 'expired' }));
    await renderRemote(App, catalogues, { path: PATH, region: 'de', locale: 'de-DE' });
    expect(await screen.findByText('Dieses Angebot ist abgelaufen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ihr individuelles Angebot' })).toBeInTheDocument();
  });
});
