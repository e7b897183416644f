import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeOffer, makeQuoteRequest, signInAs, type FakeApi } from '../../test/fakeApi';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the account’s quote requests', () => {
  it('lists them under the orders with their status and opens one', async () => {
    const user = signInAs(api);
    const offer = makeOffer();
    api.quoteRequests.set(user.id, [makeQuoteRequest({ status: 'offer_sent', offers: [{ id: offer.id, token: offer.token, state: 'sent', currency: 'EUR', total: offer.total, valid_until: offer.valid_until, url: offer.url, order_number: null, created_at: offer.created_at }] })]);
    await renderRemote(App, catalogues, { path: '/account/orders' });
    const table = await screen.findByRole('table', { name: 'Your quote requests' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Quote request');
    expect(row).toHaveTextContent('Offer sent');
    await userEvent.click(within(row).getByRole('link', { name: 'QR00000001' }));
    expect(window.location.pathname).toBe('/account/orders/quote_requests/QR00000001');
    expect(await screen.findByRole('heading', { level: 2, name: 'Quote request QR00000001' })).toBeInTheDocument();
    expect(screen.getByText('320 × 210 × 90 mm')).toBeInTheDocument();
    expect(screen.getByText('Full colour HD')).toBeInTheDocument();
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    expect(screen.getByText('Waiting for your answer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review the offer' })).toHaveAttribute('href', '/offer/tok_abcdefghijklmnopqrstuvwxyz/review');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a request the manager closed, with the reason', async () => {
    const user = signInAs(api);
    api.quoteRequests.set(user.id, [makeQuoteRequest({ status: 'closed', close_reason: 'We cannot print on kraft in white.', closed_at: '2026-03-05T10:00:00.000Z' })]);
    await renderRemote(App, catalogues, { path: '/account/orders/quote_requests/QR00000001' });
    expect(await screen.findByText('Your account manager closed this request on March 5, 2026: We cannot print on kraft in white.')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('No offer was made for this request.')).toBeInTheDocument();
  });

  it('says a request of someone else is not found, at the e-mail’s address too', async () => {
    signInAs(api);
    await renderRemote(App, catalogues, { path: '/account/quote_requests/QR12345678' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Quote request not found' })).toBeInTheDocument();
  });

  it('has none yet, with the way to ask for one', async () => {
    signInAs(api);
    await renderRemote(App, catalogues, { path: '/account/orders' });
    expect(await screen.findByText('You have not asked for a quote yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/quote');
  });
});

describe('the Plus dashboard’s quotes', () => {
  it('lists the offers of each request and opens one by its token', async () => {
    const user = signInAs(api, 'ada@example.com', { plan_type: 'plus', plan_since: '2026-01-01T00:00:00.000Z' });
    const offer = makeOffer();
    api.offers.push(offer);
    api.quoteRequests.set(user.id, [makeQuoteRequest({ offers: [{ id: offer.id, token: offer.token, state: 'sent', currency: 'EUR', total: offer.total, valid_until: offer.valid_until, url: offer.url, order_number: null, created_at: offer.created_at }] })]);
    await renderRemote(App, catalogues, { path: '/packhelp-plus/quotes' });
    await userEvent.click(await screen.findByRole('link', { name: '€1,107.00, valid until Apr 1, 2026' }));
    expect(window.location.pathname).toBe('/packhelp-plus/quotes/tok_abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByText(/Your account manager: Olga Nowak/)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Mailer box F33' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review the offer' })).toHaveAttribute('href', '/offer/tok_abcdefghijklmnopqrstuvwxyz/review');
  });

  it('says an unknown offer token leads nowhere', async () => {
    await renderRemote(App, catalogues, { path: '/packhelp-plus/quotes/tok_unknownunknownunknown' });
    expect(await screen.findByText('This offer does not exist or its link is incomplete.')).toBeInTheDocument();
  });
});
