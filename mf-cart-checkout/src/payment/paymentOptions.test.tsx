// The payment page's options beyond card and plain transfer: instalments, store credit, PayPal,
// giropay and Hokodo, and the methods offered per region.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { makeLine, makeOrder } from '../../test/fakeApi';
import { browser } from './intentOutcome';
import { installPaymentFakeApi, type PaymentFakeApi } from './testing/paymentFakeApi';

jest.setTimeout(30_000);

let api: PaymentFakeApi;
let assigned: string[];
beforeEach(() => {
  api = installPaymentFakeApi();
  assigned = [];
  jest.spyOn(browser, 'assign').mockImplementation((url) => void assigned.push(url));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** 100 pieces at 1.00, courier 15.00, 23 % VAT: 141.45 EUR. */
const confirmOrder = (over: Parameters<typeof makeOrder>[0] = {}) => {
  const order = makeOrder({ state: 'confirm', shipping_method: 'shipping-method-courier', payment_method: 'card', email: 'ada@example.com', ...over });
  api.orders.push(order);
  // Past the summary step: the terms are accepted.
  api.acceptTerms(order.id);
  return order;
};
const company = { first_name: 'Ada', last_name: 'Lovelace', company_name: 'Acme GmbH', vat_id: 'DE136695976', street: 'Hauptstraße 1', street2: null, city: 'Berlin', zip_code: '10115', country_iso: 'DE', state_code: null, phone: null };
const openPayment = () => renderRemote(App, catalogues, { path: '/order/R100000001/payment' });
/** A paragraph by its whole text (amounts are in their own elements). */
const paragraph = (text: string | RegExp) => (_: string, el: Element | null) =>
  el?.tagName === 'P' && (typeof text === 'string' ? el.textContent === text : text.test(el.textContent ?? ''));

async function payWithCard(number: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /Card number/ }), number);
  await userEvent.type(screen.getByRole('textbox', { name: /Expiry date/ }), '12/34');
  await userEvent.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
  await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
}

describe('instalments', () => {
  it('offers the API’s plans, shows the chosen schedule, and places the order with those dates (no amounts sent)', async () => {
    confirmOrder({ payment_method: 'check' });
    await openPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Pay in instalments' }));
    await userEvent.click(screen.getByRole('radio', { name: '3 instalments' }));
    const table = screen.getByRole('table', { name: 'Your instalments (bank transfers)' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['1', '02/03/2026', '€47.15'],
      ['2', '01/04/2026', '€47.15'],
      ['3', '01/05/2026', '€47.15'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Place the order and pay in instalments' }));

    expect(await screen.findByRole('heading', { name: 'Bank transfer details' })).toBeInTheDocument();
    expect(screen.getByText(paragraph(/^Transfer the first instalment of €47.15 now/))).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByText('Awaiting transfer')).toHaveLength(3);
    expect(api.calls('POST', /^payment_schedules$/).map((c) => c.body)).toEqual([
      { order_id: 10, installments_attributes: [{ due_date: '2026-03-02' }, { due_date: '2026-04-01' }, { due_date: '2026-05-01' }] },
    ]);
    expect(api.calls('POST', /^check_payments$/)).toHaveLength(0);
  });

  it('pay in full stays one transfer, placed behind the "submitting order details" overlay', async () => {
    confirmOrder({ payment_method: 'check' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    api.on('POST', /^check_payments$/, async (req) => {
      await held;
      return api.respond(req);
    });
    await openPayment();
    expect(await screen.findByRole('radio', { name: 'Pay in full' })).toBeChecked();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place the order and pay by bank transfer' }));
    expect(await screen.findByText('Submitting your order details…')).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByRole('heading', { name: 'Bank transfer details' })).toBeInTheDocument();
    expect(screen.queryByText('Submitting your order details…')).not.toBeInTheDocument();
    expect(api.calls('POST', /^check_payments$/)).toHaveLength(1);
    expect(api.calls('POST', /^payment_schedules$/)).toHaveLength(0);
  });

  it('below the minimum the shopper is told from which amount instalments are possible', async () => {
    confirmOrder({ payment_method: 'check', line_items: [makeLine({ quantity: 50 })] });
    await openPayment();
    expect(await screen.findByText(paragraph('Paying in instalments is possible for orders from €100.00.'))).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Pay in instalments' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place the order and pay by bank transfer' })).toBeInTheDocument();
  });
});

describe('store credit', () => {
  it('covering the whole order completes it without a card', async () => {
    confirmOrder();
    api.credit('EUR', 50_000);
    await openPayment();
    expect(await screen.findByText(paragraph('Your store credit: €500.00'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use my store credit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(api.calls('PUT', /^v1\/wallet$/).map((c) => [c.query.get('currency'), c.body])).toEqual([['EUR', { order_id: 10 }]]);
    expect(api.calls('POST', /payment_intents|sandbox/)).toHaveLength(0);
  });

  it('a part payment leaves the rest for the card, and the pay button shows what is left', async () => {
    confirmOrder();
    api.credit('EUR', 5_000);
    await openPayment();
    await userEvent.click(await screen.findByRole('button', { name: 'Use my store credit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('€50.00 of store credit is applied. Left to pay: €91.45.');
    expect(screen.queryByRole('button', { name: 'Use my store credit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay €91.45' })).toBeInTheDocument();
    await payWithCard('4242424242424242');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
  });

  it('credit already applied (a reload) is read back from the wallet history', async () => {
    confirmOrder();
    api.credit('EUR', 5_000);
    const first = await openPayment();
    await userEvent.click(await screen.findByRole('button', { name: 'Use my store credit' }));
    await screen.findByRole('status');
    first.unmount();
    await openPayment();
    expect(await screen.findByRole('button', { name: 'Pay €91.45' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Left to pay: €91.45.');
  });

  it('an API refusal is announced and nothing else happens', async () => {
    confirmOrder();
    api.credit('EUR', 5_000);
    api.on('PUT', /^v1\/wallet$/, () => ({ status: 422, body: { statusCode: 422, error: 'Error', code: 'payment_in_progress', message: 'A card or bank payment for this order is already under way' } }));
    await openPayment();
    await userEvent.click(await screen.findByRole('button', { name: 'Use my store credit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A payment for this order is already in progress. Please wait a moment.');
    expect(screen.queryByText('Submitting your order details…')).not.toBeInTheDocument();
  });

  it('an empty wallet shows nothing', async () => {
    confirmOrder();
    await openPayment();
    await screen.findByRole('textbox', { name: /Card number/ });
    expect(screen.queryByRole('heading', { name: 'Store credit' })).not.toBeInTheDocument();
  });
});

describe('PayPal, giropay, Hokodo', () => {
  it.each([
    ['paypal', 'Continue to PayPal'],
    ['giropay', 'Continue to giropay'],
  ])('%s goes to the provider page behind the "redirecting to payment" overlay', async (method, button) => {
    confirmOrder({ payment_method: method });
    await openPayment();
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText('Taking you to the payment page…')).toBeInTheDocument();
    expect(api.calls('POST', /initiate_stripe_redirect_payment$/)[0]?.body).toEqual({ payment_method_type: method });
    expect(assigned).toEqual([expect.stringMatching(/^\/api\/sandbox\/redirect\/pi_/)]);
  });

  it('Hokodo: a company order goes to Hokodo', async () => {
    confirmOrder({ payment_method: 'hokodo', bill_address: company, ship_address: company });
    await openPayment();
    expect(await screen.findByText(/Hokodo pays us now and invoices your company/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Hokodo' }));
    expect(assigned).toEqual([expect.stringMatching(/^\/api\/sandbox\/redirect\/pi_/)]);
  });

  it('Hokodo: an order without company details is declined with the reason, and stays on the page', async () => {
    confirmOrder({ payment_method: 'hokodo', bill_address: { ...company, company_name: null, vat_id: null } });
    await openPayment();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Hokodo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('add the company name and VAT ID to the billing address');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Change your details or the payment method' })).toHaveAttribute('href', '/cart/?step=delivery');
    expect(assigned).toEqual([]);
  });
});

describe('methods offered at the "delivery and payment method" step', () => {
  it.each([
    ['eu', '/cart/?step=methods', ['card', 'paypal', 'check', 'p24', 'ideal', 'bancontact', 'eps', 'giropay', 'hokodo']],
    ['de', '/cart/?step=methods', ['card', 'paypal', 'check', 'p24', 'ideal', 'bancontact', 'eps', 'giropay']],
    ['gb', '/cart/?step=methods', ['card', 'check', 'hokodo']],
  ] as const)('%s: the region’s list (hokodo only where contracted)', async (region, path, expected) => {
    const all = ['paypal', 'check', 'stripe', 'p24', 'ideal', 'bancontact', 'eps', 'giropay', 'card', 'hokodo'];
    api.orders.push(makeOrder({ state: 'delivery', region, currency: region === 'gb' ? 'GBP' : 'EUR', payment_methods: all, email: 'ada@example.com', bill_address: company, ship_address: company }));
    await renderRemote(App, catalogues, { path, region });
    const group = await screen.findByRole('group', { name: 'Payment method' });
    expect(within(group).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(expected);
    expect(within(group).getByRole('radio', { name: /Card/ })).toBeInTheDocument();
    if (expected.includes('hokodo' as never)) {
      expect(within(group).getByRole('radio', { name: /Hokodo: pay later for businesses/ })).toHaveAccessibleDescription(/needs the company name and VAT ID/);
    }
  });
});
