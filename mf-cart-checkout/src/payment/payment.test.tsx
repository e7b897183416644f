import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeOrder, type FakeApi } from '../../test/fakeApi';
import { browser } from './intentOutcome';
import { POLL_INTERVAL_MS, POLL_LIMIT } from './PaymentSummaryPage';

jest.setTimeout(30_000);

let api: FakeApi;
let assigned: string[];
beforeEach(() => {
  api = installFakeApi();
  assigned = [];
  jest.spyOn(browser, 'assign').mockImplementation((url) => void assigned.push(url));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const confirmOrder = (over: Parameters<typeof makeOrder>[0] = {}) => {
  const order = makeOrder({ state: 'confirm', shipping_method: 'shipping-method-courier', payment_method: 'card', email: 'ada@example.com', ...over });
  api.orders.push(order);
  // Past the summary step: the terms are accepted.
  api.acceptTerms(order.id);
  return order;
};

async function payWith(number: string, expiry = '12/34') {
  const card = screen.getByRole('textbox', { name: /Card number/ });
  await userEvent.clear(card);
  await userEvent.type(card, number);
  const exp = screen.getByRole('textbox', { name: /Expiry date/ });
  await userEvent.clear(exp);
  await userEvent.type(exp, expiry);
  const cvc = screen.getByRole('textbox', { name: /Security code/ });
  await userEvent.clear(cvc);
  await userEvent.type(cvc, '123');
  await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
}

describe('loading', () => {
  it('shows the page’s heading and placeholders of its sections while the order loads, then the payment form', async () => {
    confirmOrder();
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    // Every answer of the API waits until released.
    const answer = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await held;
      return answer(...args);
    }) as typeof fetch;
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment' });
    const loading = await screen.findByRole('status');
    expect(loading).toHaveTextContent('Loading your order…');
    const page = loading.closest('[aria-busy="true"]')!;
    expect(within(page as HTMLElement).getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(page.querySelectorAll('.ph-ui-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
    act(() => release());
    expect(await screen.findByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading your order…')).not.toBeInTheDocument();
    expect(screen.getByText(/Order R100000001/)).toBeInTheDocument();
  });
});

describe('card payment', () => {
  it('pays with the sandbox card form: the card goes to the sandbox, only its id to the order', async () => {
    confirmOrder();
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment' });
    await screen.findByRole('textbox', { name: /Card number/ });
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Order R100000001 is paid.');
    expect(api.calls('POST', /^sandbox\/payment_methods$/)[0]?.body).toEqual({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' } });
    const pay = api.calls('POST', /payment_intents\/pay$/);
    expect(pay).toHaveLength(1);
    expect(JSON.stringify(pay[0]!.body)).not.toContain('4242');
  });

  it('says so when the API refuses an order whose terms were not accepted, and takes no payment', async () => {
    const order = makeOrder({ state: 'confirm', shipping_method: 'shipping-method-courier', payment_method: 'card', email: 'ada@example.com' });
    api.orders.push(order);
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment' });
    await screen.findByRole('textbox', { name: /Card number/ });
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please accept the terms to place your order.');
    expect(api.intents.size).toBe(0);
    expect(order.state).toBe('confirm');
  });

  it('shows a decline clearly and retries on the same intent with another card: one payment', async () => {
    confirmOrder();
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment' });
    await screen.findByRole('textbox', { name: /Card number/ });
    await payWith('4000000000000002');
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go through. Your card was declined.');
    await payWith('4242424242424242');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(api.calls('POST', /payment_intents\/pay$/)).toHaveLength(1);
    const confirm = api.calls('POST', /payment_intents\/confirm$/);
    expect(confirm).toHaveLength(1);
    expect((confirm[0]!.body as { payment_intent_id: string }).payment_intent_id).toBe([...api.intents.keys()][0]);
    expect(api.intents.size).toBe(1);
  });

  it('sends the shopper to 3-D Secure behind the "redirecting to payment" overlay', async () => {
    confirmOrder();
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment' });
    await screen.findByRole('textbox', { name: /Card number/ });
    await payWith('4000002500003155');
    expect(await screen.findByText('Taking you to the payment page…')).toBeInTheDocument();
    expect(assigned).toEqual([expect.stringMatching(/^\/api\/sandbox\/3ds\/pi_/)]);
  });

  it('checks the card fields before anything is sent', async () => {
    confirmOrder();
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment' });
    await screen.findByRole('textbox', { name: /Card number/ });
    await payWith('1234', '13/30');
    expect(screen.getByText('Enter the card number (12 to 19 digits).')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date as MM/YY.')).toBeInTheDocument();
    expect(api.calls('POST', /payment_methods|payment_intents/)).toHaveLength(0);
  });

  it('shows the sandbox refusal of a card that is not a test card', async () => {
    confirmOrder();
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment' });
    await screen.findByRole('textbox', { name: /Card number/ });
    await payWith('4111111111111111');
    expect(await screen.findByText('In this test store, please pay with one of the test cards.')).toBeInTheDocument();
    expect(api.calls('POST', /payment_intents/)).toHaveLength(0);
  });

  it('a double click on pay starts one payment', async () => {
    confirmOrder();
    let release: () => void = () => undefined;
    const realFetch = api.fetch;
    api.on('POST', /payment_intents\/pay$/, async (req) => {
      await new Promise<void>((r) => (release = r));
      return { status: 200, body: await (await realFetch(`http://localhost/api/${req.path}`, { method: 'POST', body: JSON.stringify(req.body), headers: { 'X-Api-Token': req.token! } })).json() };
    });
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment' });
    await screen.findByRole('textbox', { name: /Card number/ });
    await payWith('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await userEvent.dblClick(screen.getByRole('button', { name: /^Pay / }));
    expect(api.calls('POST', /payment_intents\/pay$/)).toHaveLength(1);
    act(() => release());
  });
});

describe('other methods', () => {
  it('bank transfer: places the order and shows the bank details and the waiting state', async () => {
    confirmOrder({ payment_method: 'check' });
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment' });
    await userEvent.click(await screen.findByRole('button', { name: 'Place the order and pay by bank transfer' }));
    expect(await screen.findByRole('heading', { name: 'Bank transfer details' })).toBeInTheDocument();
    expect(screen.getByText('DE00 1234 5678 9000 0000 00')).toBeInTheDocument();
    expect(screen.getByText('Transfer title (reference)').closest('div')).toHaveTextContent('R100000001');
    // The proforma the server issued with the order, for the shopper's accounts department.
    const proforma = await screen.findByRole('link', { name: 'Download the proforma invoice PF/EU/2026/000042 (PDF)' });
    expect(proforma).toHaveAttribute('href', '/api/invoices/pf-R100000001/pdf?token=guest-token');
    expect(proforma).toHaveAttribute('download');
    await userEvent.click(screen.getByRole('button', { name: 'Go to the order summary' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for your payment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('waiting for your bank transfer');
    // Still there on the summary while the transfer is awaited.
    expect(await screen.findByRole('link', { name: 'Download the proforma invoice PF/EU/2026/000042 (PDF)' })).toBeInTheDocument();
  });

  it('bank transfer: a proforma that cannot be read says where else it is, and the bank details stand', async () => {
    confirmOrder({ payment_method: 'check' });
    api.on('GET', /^orders\/R100000001\/invoices$/, () => ({ status: 500, body: { statusCode: 500, error: 'Internal', message: 'boom' } }));
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment' });
    await userEvent.click(await screen.findByRole('button', { name: 'Place the order and pay by bank transfer' }));
    expect(await screen.findByText('The proforma invoice could not be loaded. You will also find it in your account and in the order e-mail.')).toBeInTheDocument();
    expect(screen.getByText('DE00 1234 5678 9000 0000 00')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /proforma/ })).not.toBeInTheDocument();
  });

  it('redirect method: goes to the bank page', async () => {
    confirmOrder({ payment_method: 'p24' });
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment' });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Przelewy24' }));
    expect(api.calls('POST', /initiate_stripe_redirect_payment$/)[0]?.body).toEqual({ payment_method_type: 'p24' });
    expect(assigned).toEqual([expect.stringMatching(/^\/api\/sandbox\/redirect\/pi_/)]);
  });

  it('coming back from the bank reads the status with the returned intent and shows the summary', async () => {
    confirmOrder({ state: 'complete', payment_state: 'paid' });
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment?payment_intent=pi_77&redirect_status=succeeded' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/order/R100000001/payment/summary');
    expect(api.calls('GET', /payment_status$/)[0]?.query.get('payment_intent')).toBe('pi_77');
  });
});

describe('payment summary', () => {
  it('shows its heading and placeholders of the outcome while the payment is checked, then the outcome', async () => {
    confirmOrder({ state: 'complete', payment_state: 'paid' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const answer = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await held;
      return answer(...args);
    }) as typeof fetch;
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment/summary' });
    const loading = await screen.findByRole('status');
    expect(loading).toHaveTextContent('Checking your payment…');
    const page = loading.closest('[aria-busy="true"]')!;
    expect(within(page as HTMLElement).getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeInTheDocument();
    expect(page.querySelectorAll('.ph-ui-skeleton').length).toBeGreaterThan(0);
    act(() => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Order R100000001 is paid.');
    expect(screen.queryByText('Checking your payment…')).not.toBeInTheDocument();
  });

  it('lists the instalment schedule of an order paid in instalments: due dates, amounts, which are paid', async () => {
    confirmOrder({ state: 'complete', payment_state: 'balance_due', payment_method: 'check' });
    api.schedules.R100000001 = [
      { position: 1, due_date: '2026-03-02', amount: 4101, state: 'paid' },
      { position: 2, due_date: '2026-04-01', amount: 4100, state: 'pending' },
      { position: 3, due_date: '2026-05-01', amount: 4100, state: 'pending' },
    ];
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment/summary' });
    const section = await screen.findByRole('region', { name: 'Your instalments' });
    expect(within(section).getByText('1 of 3 instalments paid.')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Instalment schedule of order R100000001' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['1', '02/03/2026', '€41.01', 'Paid'],
      ['2', '01/04/2026', '€41.00', 'Awaiting transfer'],
      ['3', '01/05/2026', '€41.00', 'Awaiting transfer'],
    ]);
    expect(api.calls('GET', /payment_schedule$/)[0]?.path).toBe('v2/orders/R100000001/payment_schedule');
  });

  it('says so when the schedule cannot be read, and the summary still shows the order', async () => {
    confirmOrder({ state: 'complete', payment_state: 'balance_due', payment_method: 'check' });
    api.on('GET', /payment_schedule$/, () => ({ status: 500, body: { statusCode: 500, error: 'Internal', message: 'boom' } }));
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment/summary' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your instalment schedule could not be loaded.');
    expect(screen.getByRole('status')).toHaveTextContent('Order R100000001 is placed and waiting for your bank transfer.');
  });

  it('shows no schedule for an order paid by one transfer', async () => {
    confirmOrder({ state: 'complete', payment_state: 'balance_due', payment_method: 'check' });
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment/summary' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for your payment' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', /payment_schedule$/)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Your instalments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    ['failed', 'The payment failed', 'Order R100000001 was not paid.'],
    [null, 'The order is not paid yet', 'Order R100000001 has no payment yet.'],
  ] as const)('payment_state %s: tells the shopper and offers to pay again', async (paymentState, title, text) => {
    confirmOrder({ payment_state: paymentState });
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment/summary' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Pay for the order' })).toHaveAttribute('href', '/order/R100000001/payment');
  });

  it('DELAYED (the webhook is on its way): says so and shows paid once it arrives', async () => {
    confirmOrder();
    let answers = 0;
    api.on('GET', /payment_status$/, () => {
      answers += 1;
      const status = answers < 2 ? 'DELAYED' : 'OK';
      return { status: 200, body: { data: { status, order_number: 'R100000001', order_state: 'complete', payment_state: status === 'OK' ? 'paid' : 'balance_due', payment_intent: null } } };
    });
    jest.useFakeTimers({ advanceTimers: true });
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment/summary' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment is being processed' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
  });

  it('stops asking after the limit', async () => {
    confirmOrder();
    api.on('GET', /payment_status$/, () => ({ status: 200, body: { data: { status: 'DELAYED', order_number: 'R100000001', order_state: 'confirm', payment_state: 'pending', payment_intent: null } } }));
    jest.useFakeTimers({ advanceTimers: true });
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment/summary' });
    await screen.findByRole('heading', { level: 1, name: 'Your payment is being processed' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * (POLL_LIMIT + 5));
    });
    expect(api.calls('GET', /payment_status$/)).toHaveLength(POLL_LIMIT + 1);
  });

  it('WAITING: keeps asking until the payment is confirmed', async () => {
    confirmOrder();
    let answers = 0;
    api.on('GET', /payment_status$/, () => {
      answers += 1;
      const status = answers < 3 ? 'WAITING' : 'OK';
      return { status: 200, body: { data: { status, order_number: 'R100000001', order_state: 'complete', payment_state: status === 'OK' ? 'paid' : 'pending', payment_intent: null } } };
    });
    jest.useFakeTimers({ advanceTimers: true });
    await renderRemote(App, catalogues, { path: '/order/R100000001/payment/summary' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for your payment' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(answers).toBe(3);
  });
});
