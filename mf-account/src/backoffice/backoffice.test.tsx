import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeInvoice, signInAs, type FakeApi } from '../../test/fakeApi';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api.invoices.set('R-PL-1', [
    makeInvoice({ id: 'pf1', kind: 'proforma', number: 'PF/PL/2026/000001', order_number: 'R-PL-1', region: 'pl', currency: 'PLN', issue_date: '2026-03-02', issued_at: '2026-03-02T09:00:00.000Z', gross: 123000, buyer_name: 'Kartonex sp. z o.o.', buyer_vat_id: 'PL5260250274' }),
    makeInvoice({ id: 'fv1', number: 'FV/PL/2026/000001', order_number: 'R-PL-1', region: 'pl', currency: 'PLN', issue_date: '2026-03-04', issued_at: '2026-03-04T09:00:00.000Z', gross: 123000, buyer_name: 'Kartonex sp. z o.o.', buyer_vat_id: 'PL5260250274' }),
    makeInvoice({ id: 'fk1', kind: 'credit_note', number: 'FK/PL/2026/000001', order_number: 'R-PL-1', region: 'pl', currency: 'PLN', issue_date: '2026-03-10', issued_at: '2026-03-10T09:00:00.000Z', gross: -20000, corrects: 'FV/PL/2026/000001' }),
  ]);
  api.invoices.set('R-EU-1', [makeInvoice({ id: 'fv2', number: 'FV/EU/2026/000007', order_number: 'R-EU-1', issue_date: '2026-03-05', issued_at: '2026-03-05T09:00:00.000Z' })]);
  api.invoices.set('R-EU-0', [makeInvoice({ id: 'fv0', number: 'FV/EU/2026/000001', order_number: 'R-EU-0', issue_date: '2026-02-05', issued_at: '2026-02-05T09:00:00.000Z' })]);
});
afterEach(() => jest.restoreAllMocks());

async function openAsOperator() {
  const user = signInAs(api, 'operator@packhelp.test', { role: 'operator' });
  await renderRemote(App, catalogues, { path: '/account/back-office/invoices' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Invoice register' })).toBeInTheDocument();
  return user;
}

function setPeriod(from: string, to: string) {
  fireEvent.change(screen.getByLabelText('Issued from'), { target: { value: from } });
  fireEvent.change(screen.getByLabelText(/^Issued until/), { target: { value: to } });
}

const numbers = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((h) => h.textContent);

describe('the invoice register (operators)', () => {
  it('lists the documents of a period with buyer, store, total and files, filtered by store and type', async () => {
    await openAsOperator();
    expect(screen.getByRole('link', { name: 'Invoice register' })).toHaveAttribute('aria-current', 'page');
    setPeriod('2026-03-01', '2026-03-31');
    const table = await screen.findByRole('table', { name: 'Documents issued from 2026-03-01 to 2026-03-31' });
    expect(screen.getByText('4 documents in this period')).toBeInTheDocument();
    expect(numbers(table)).toEqual(['PF/PL/2026/000001', 'FV/PL/2026/000001', 'FV/EU/2026/000007', 'FK/PL/2026/000001']);
    const invoice = within(table).getByRole('rowheader', { name: 'FV/PL/2026/000001' }).closest('tr')!;
    expect(invoice).toHaveTextContent('Kartonex sp. z o.o.');
    expect(invoice).toHaveTextContent('VAT ID PL5260250274');
    expect(invoice).toHaveTextContent('R-PL-1');
    expect(invoice).toHaveTextContent('1 230,00 zł');
    expect(invoice).toHaveTextContent('04.03.2026');
    expect(within(invoice).getByRole('link', { name: 'PDF of FV/PL/2026/000001' })).toHaveAttribute('href', '/api/invoices/fv1/pdf?token=guest-token');

    await userEvent.selectOptions(screen.getByLabelText('Store'), 'pl');
    await waitFor(() => expect(numbers(screen.getByRole('table'))).toEqual(['PF/PL/2026/000001', 'FV/PL/2026/000001', 'FK/PL/2026/000001']));
    await userEvent.selectOptions(screen.getByLabelText('Document type'), 'credit_note');
    await waitFor(() => expect(numbers(screen.getByRole('table'))).toEqual(['FK/PL/2026/000001']));
    expect(within(screen.getByRole('table')).getByText('-200,00 zł')).toBeInTheDocument();
    const last = api.calls('GET', /^invoices$/).at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ from: '2026-03-01', to: '2026-03-31', region: 'pl', kind: 'credit_note', page: '1', per_page: '25' });
  });

  it('exports the filtered period as CSV with the operator’s session', async () => {
    await openAsOperator();
    setPeriod('2026-03-01', '2026-03-31');
    await userEvent.selectOptions(screen.getByLabelText('Store'), 'pl');
    await screen.findByRole('table');
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: jest.fn((b: Blob) => (blobs.push(b), 'blob:csv')), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV for the accountant' }));
    expect(await screen.findByText('The CSV file invoices-pl-2026-03-01-2026-03-31.csv has been downloaded.')).toBeInTheDocument();
    expect(saved).toEqual(['invoices-pl-2026-03-01-2026-03-31.csv blob:csv']);
    const [call] = api.calls('GET', /^invoices\/export\.csv$/);
    expect(Object.fromEntries(call!.query)).toEqual({ from: '2026-03-01', to: '2026-03-31', region: 'pl' });
    expect(call!.token).toBe(window.localStorage.getItem('ph-api-token'));
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
  });

  it('says what is wrong with a period the API would refuse, and does not ask for it', async () => {
    await openAsOperator();
    setPeriod('2026-03-01', '2026-03-31');
    await screen.findByRole('table');
    const asked = api.calls('GET', /^invoices$/).length;
    fireEvent.change(screen.getByLabelText(/^Issued until/), { target: { value: '2026-02-01' } });
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Issued until/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV for the accountant' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Issued from'), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText(/^Issued until/), { target: { value: '2026-01-01' } });
    expect(await screen.findByText('Choose a period of at most one year.')).toBeInTheDocument();
    expect(api.calls('GET', /^invoices$/)).toHaveLength(asked);
  });

  it('refuses customers and managers: the API says who is an operator, and nothing else is asked', async () => {
    signInAs(api, 'ada@example.com', { role: 'manager' });
    await renderRemote(App, catalogues, { path: '/account/back-office/invoices' });
    expect(await screen.findByRole('heading', { level: 2, name: 'You are not allowed to open this page' })).toBeInTheDocument();
    expect(screen.getByText('Only back-office operators can use the back office.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invoice register' })).not.toBeInTheDocument();
    expect(api.calls('GET', /^invoices/)).toHaveLength(0);
  });
});
