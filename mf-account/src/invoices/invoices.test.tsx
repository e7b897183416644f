import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeInvoice, makeOrder, signInAs, type FakeApi } from '../../test/fakeApi';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const rowOf = (table: HTMLElement, number: string) => within(table).getByRole('rowheader', { name: number }).closest('tr')!;

describe("the order's documents on its page", () => {
  it('lists proforma, VAT invoice and credit note with number, date, total and their files', async () => {
    const user = signInAs(api);
    api.orders.set(user.id, [makeOrder({ number: 'R100000001', payment_method: 'check' })]);
    api.invoices.set('R100000001', [
      makeInvoice({ id: 'pf1', kind: 'proforma', number: 'PF/EU/2026/000003', issue_date: '2026-01-31', due_date: '2026-02-14', gross: 14145 }),
      makeInvoice({ id: 'fv1', number: 'FV/EU/2026/000011', issue_date: '2026-02-02', gross: 14145 }),
      makeInvoice({ id: 'fk1', kind: 'credit_note', number: 'FK/EU/2026/000002', issue_date: '2026-02-09', net: -1000, tax: -230, gross: -123456, corrects: 'FV/EU/2026/000011' }),
    ]);
    await renderRemote(App, catalogues, { path: '/account/orders/R100000001' });
    const section = await screen.findByRole('region', { name: 'Invoices' });
    const table = await within(section).findByRole('table', { name: 'Invoices of order R100000001' });

    const proforma = rowOf(table, 'PF/EU/2026/000003');
    expect(proforma).toHaveTextContent('Proforma invoice');
    expect(proforma).toHaveTextContent('31/01/2026');
    expect(proforma).toHaveTextContent('€141.45');
    expect(within(proforma).getByRole('link', { name: 'PDF of PF/EU/2026/000003' })).toHaveAttribute('href', '/api/invoices/pf1/pdf?token=guest-token');
    // A request for payment has no e-invoice.
    expect(within(proforma).queryByRole('link', { name: /E-invoice/ })).not.toBeInTheDocument();

    const invoice = rowOf(table, 'FV/EU/2026/000011');
    expect(invoice).toHaveTextContent('VAT invoice');
    expect(invoice).toHaveTextContent('02/02/2026');
    expect(within(invoice).getByRole('link', { name: 'E-invoice (UBL XML) of FV/EU/2026/000011' })).toHaveAttribute('href', '/api/invoices/fv1/ubl?token=guest-token');

    const credit = rowOf(table, 'FK/EU/2026/000002');
    expect(credit).toHaveTextContent('Credit note');
    expect(credit).toHaveTextContent('-€1,234.56');
    expect(within(credit).getByRole('link', { name: 'PDF of FK/EU/2026/000002' })).toHaveAttribute('download');
  });

  it("shows a document in its own store's money and date format, and a us invoice is not a VAT invoice", async () => {
    const user = signInAs(api);
    api.orders.set(user.id, [makeOrder({ number: 'R-PL', currency: 'PLN', region: 'pl' }), makeOrder({ id: 11, number: 'R-US', currency: 'USD', region: 'us' })]);
    api.invoices.set('R-PL', [makeInvoice({ number: 'FV/PL/2026/000123', region: 'pl', currency: 'PLN', language: 'pl', issue_date: '2026-03-05', gross: 123456 })]);
    api.invoices.set('R-US', [makeInvoice({ id: 'us1', number: 'INV/US/2026/000001', region: 'us', currency: 'USD', tax: 0, gross: 5000, vat: [] })]);
    const { unmount } = await renderRemote(App, catalogues, { path: '/account/orders/R-PL' });
    const pl = rowOf(await screen.findByRole('table', { name: 'Invoices of order R-PL' }), 'FV/PL/2026/000123');
    expect(pl).toHaveTextContent('05.03.2026');
    expect(pl).toHaveTextContent('1 234,56 zł');
    unmount();
    await renderRemote(App, catalogues, { path: '/account/orders/R-US' });
    const us = rowOf(await screen.findByRole('table', { name: 'Invoices of order R-US' }), 'INV/US/2026/000001');
    expect(within(us).getAllByRole('cell')[0]).toHaveTextContent(/^Invoice$/);
  });

  it('says when nothing is issued yet, and offers a retry when the list fails', async () => {
    const user = signInAs(api);
    api.orders.set(user.id, [makeOrder({ number: 'R100000001' })]);
    let fail = true;
    api.on('GET', /^orders\/R100000001\/invoices$/, () =>
      fail ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', code: 'internal_error', message: 'boom' } } : { status: 200, body: { invoices: [] } },
    );
    await renderRemote(App, catalogues, { path: '/account/orders/R100000001' });
    const section = await screen.findByRole('region', { name: 'Invoices' });
    expect(await within(section).findByText('Your invoices could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText(/No invoice has been issued for this order yet/)).toBeInTheDocument();
    // The rest of the order's page stands whatever happens to its documents.
    expect(screen.getByRole('heading', { level: 2, name: 'Order R100000001' })).toBeInTheDocument();
  });
});
