import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceSummary } from '@ph/api-contract';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { apiError, installFakeApi, makeOffer, type FakeApi } from '../../test/fakeApi';

jest.setTimeout(30_000);

const PATH = '/offer/offer-token-0123456789abcdef/review';
const PROFORMA_CALL = /^offers\/[^/]+\/proforma$/;

function proformaOf(offer: ReturnType<typeof makeOffer>): InvoiceSummary {
  return {
    id: 'k3Jx9QpL2mN8vR4tY6wZ1a',
    kind: 'proforma',
    title: 'Proforma invoice',
    number: 'PF/EU/2026/000007',
    order_number: null,
    offer_reference: offer.qr_number,
    region: offer.region,
    currency: offer.currency,
    language: 'en',
    issued_at: '2026-06-01T10:00:00.000Z',
    issue_date: '2026-06-01',
    due_date: '2026-06-11',
    buyer_name: 'Kartonwerk GmbH',
    buyer_vat_id: null,
    net: offer.total - offer.tax_total,
    tax: offer.tax_total,
    gross: offer.total,
    vat: [],
    corrects: null,
    pdf_url: `/api/invoices/k3Jx9QpL2mN8vR4tY6wZ1a/pdf?token=${offer.token}`,
    ubl_url: null,
  };
}

let api: FakeApi;
let clicked: string[];
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The download is a click on a link to the PDF; jsdom cannot follow it, the test records it.
  clicked = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.getAttribute('href') ?? '');
  });
});
afterEach(() => jest.restoreAllMocks());

describe('the offer’s proforma', () => {
  it('asks the API for it, downloads the PDF and leaves its link, focused; asking is one call', async () => {
    const offer = makeOffer();
    api.offers.push(offer);
    api.on('POST', PROFORMA_CALL, () => ({ status: 200, body: { invoice: proformaOf(offer) } }));
    await renderRemote(App, catalogues, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Download proforma' }));

    const link = await screen.findByRole('link', { name: 'Proforma invoice PF/EU/2026/000007 (PDF)' });
    expect(link).toHaveAttribute('href', proformaOf(offer).pdf_url);
    expect(link).toHaveAttribute('download');
    await waitFor(() => expect(link).toHaveFocus());
    expect(clicked).toEqual([proformaOf(offer).pdf_url]);
    const calls = api.calls('POST', PROFORMA_CALL);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe(`offers/${offer.token}/proforma`);
    expect(screen.queryByRole('button', { name: 'Download proforma' })).not.toBeInTheDocument();
  });

  it('without a billing address says where to add one; another account is told whom to sign in as', async () => {
    const offer = makeOffer();
    api.offers.push(offer);
    let answer = apiError(422, 'billing_address_missing', 'A proforma names its buyer', 'default_address_id');
    api.on('POST', PROFORMA_CALL, () => answer);
    await renderRemote(App, catalogues, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Download proforma' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A proforma names its buyer: first save a billing address in your account.');
    expect(within(alert).getByRole('link', { name: 'Your addresses' })).toBeInTheDocument();
    expect(clicked).toEqual([]);

    answer = apiError(404, 'not_found', 'Offer not found');
    await userEvent.click(screen.getByRole('button', { name: 'Download proforma' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`This offer was sent to ${offer.email}. Sign in with that account to get its proforma.`));
  });

  it('is not offered on an expired offer', async () => {
    api.offers.push(makeOffer({ state: 'expired' }));
    await renderRemote(App, catalogues, { path: PATH });
    await screen.findByRole('table', { name: 'Items in the offer' });
    expect(screen.queryByRole('button', { name: 'Download proforma' })).not.toBeInTheDocument();
  });

  it('is translated (Polish)', async () => {
    api.offers.push(makeOffer());
    await renderRemote(App, catalogues, { path: '/oferta/offer-token-0123456789abcdef/przeglad', region: 'pl', locale: 'pl-PL' });
    expect(await screen.findByRole('button', { name: 'Pobierz fakturę proforma' })).toBeInTheDocument();
  });
});
