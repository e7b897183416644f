import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeOrder, type FakeApi } from '../../test/fakeApi';
import type { Address } from '@ph/api-contract';

// Typing a whole address through user-event is slow on a loaded CI machine.
jest.setTimeout(30_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  // These shoppers answered the marketing question before (its dialog has its own tests).
  api.answeredMarketing('ada@example.com');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function openCheckout(region: 'eu' | 'gb' = 'eu') {
  api.orders.push(makeOrder({ region, currency: region === 'gb' ? 'GBP' : 'EUR' }));
  await renderRemote(App, catalogues, { path: region === 'gb' ? '/cart/' : '/cart/', region });
  await userEvent.click(await screen.findByRole('link', { name: 'Go to checkout' }));
  return screen.findByRole('heading', { level: 2, name: 'Your details' });
}

function savedAddress(over: Partial<Address> = {}): Address {
  return {
    id: 41, first_name: 'Ada', last_name: 'Lovelace', company_name: null, vat_id: null, street: 'Saved St 5', street2: null, city: 'Hamburg',
    zip_code: '20095', country_iso: 'DE', state_code: null, state_name: null, phone: null, email: null, is_default: false,
    created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:00.000Z', ...over,
  };
}

/** A signed-in shopper (id 7) whose address book holds `book`; new addresses are kept in it. */
function signedInWithBook(book: Address[]) {
  const user = { id: 7, anonymous: false, role: 'customer', email: 'ada@example.com', email_confirmed: true, first_name: 'Ada', last_name: 'Lovelace',
    phone: null, company_name: null, customer_type: null, vat_id: null, locale: null, default_address_id: null, segmentation_token: 'seg-0000000000000001',
    last_used_location: null, shipping_destination: null, onboarding_survey: {}, plan_type: null, plan_since: null, created_at: '2026-01-01T10:00:00.000Z' };
  api.on('GET', /^users\/me$/, (req) => ({ status: 200, body: { error: null, user, api_key: req.token } }));
  api.on('GET', /^v2\/users\/7\/addresses$/, () => ({ status: 200, body: { data: book } }));
  api.on('POST', /^v2\/users\/7\/addresses$/, (req) => {
    const a = savedAddress({ ...(req.body as Partial<Address>), id: 99 });
    book.push(a);
    return { status: 201, body: a };
  });
}

async function fillAddress() {
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: /Street and number/ }), 'Main St 1');
  await userEvent.type(screen.getByRole('textbox', { name: /Postal code/ }), '10115');
  await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Berlin');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'DE');
}

/** A company buyer with this VAT ID presses Continue. */
async function submitCompanyWithVat(vatId: string) {
  await openCheckout();
  await fillAddress();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /I am buying as/ }), 'b2b');
  await userEvent.type(screen.getByRole('textbox', { name: /Company name/ }), 'Analytical Engines GmbH');
  await userEvent.type(screen.getByRole('textbox', { name: /VAT ID/ }), vatId);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('checkout wizard', () => {
  it('shows the errors of an empty form, focuses the first, and sends nothing', async () => {
    await openCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(6);
    expect(api.calls('PUT', /^checkouts/)).toHaveLength(0);
  });

  it('offers only the shipping countries of the store', async () => {
    await openCheckout('gb');
    const country = screen.getByRole('combobox', { name: /Country/ });
    expect(within(country).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['GB']);
  });

  it('assumes no country in the eu store and hints the calling code of the country chosen', async () => {
    await openCheckout('eu');
    const country = screen.getByRole('combobox', { name: /Country/ });
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    expect(country).toHaveValue('');
    expect(phone).toHaveValue('');
    expect(phone).not.toHaveAccessibleDescription(/\+49/);
    await userEvent.selectOptions(country, 'FR');
    expect(phone).toHaveAccessibleDescription('With the country code, e.g. +33');
    await userEvent.selectOptions(country, 'DE');
    expect(phone).toHaveAccessibleDescription('With the country code, e.g. +49');
  });

  it('starts a national store on its own country and its calling code', async () => {
    await openCheckout('gb');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('GB');
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription('With the country code, e.g. +44');
  });

  it('shows the VAT ID refusal of the API on the VAT field', async () => {
    await submitCompanyWithVat('DE000000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('This VAT ID is not valid for the selected country.');
    expect(screen.getByRole('textbox', { name: /VAT ID/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
  });

  it('offers a signed-in shopper the address book with the default preselected, and sends the chosen one', async () => {
    signedInWithBook([savedAddress({ id: 41 }), savedAddress({ id: 42, street: 'Default Rd 9', is_default: true }), savedAddress({ id: 43, street: 'Abroad 1', country_iso: 'US', state_code: 'CA' })]);
    await openCheckout();
    const book = screen.getByRole('group', { name: 'Your saved addresses' });
    expect(within(book).getAllByRole('radio').map((r) => (r.closest('label')?.textContent ?? '').trim())).toEqual([
      'Ada Lovelace, Saved St 5, 20095 Hamburg, DE',
      'Ada Lovelace, Default Rd 9, 20095 Hamburg, DE (default)',
      'A new address',
    ]);
    expect(within(book).getByRole('radio', { name: /Default Rd 9/ })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Street and number/ })).not.toBeInTheDocument();
    await userEvent.click(within(book).getByRole('radio', { name: /Saved St 5/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Delivery and payment method' })).toBeInTheDocument();
    const put = api.calls('PUT', /^checkouts/).find((r) => r.query.get('state') === 'address');
    expect(put?.body).toEqual({ order: { email: 'ada@example.com', customer_type: 'b2c', bill_address: { address_id: 41 }, use_billing: true } });
  });

  it('lets a signed-in shopper enter a new address and keep it in the address book', async () => {
    const book = [savedAddress({ id: 41, is_default: true })];
    signedInWithBook(book);
    await openCheckout();
    await userEvent.click(screen.getByRole('radio', { name: 'A new address' }));
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('ada@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
    await userEvent.type(screen.getByRole('textbox', { name: /Street and number/ }), 'New Way 2');
    await userEvent.type(screen.getByRole('textbox', { name: /Postal code/ }), '10115');
    await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Berlin');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'DE');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this address in my address book' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Delivery and payment method' })).toBeInTheDocument();
    expect(book.map((a) => a.street)).toEqual(['Saved St 5', 'New Way 2']);
    const put = api.calls('PUT', /^checkouts/).find((r) => r.query.get('state') === 'address');
    expect(put?.body).toMatchObject({ order: { email: 'ada@example.com', bill_address: { street: 'New Way 2', city: 'Berlin', country_iso: 'DE' } } });
  });

  it('shows an anonymous shopper the form without an address book', async () => {
    await openCheckout();
    expect(screen.queryByRole('group', { name: 'Your saved addresses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /address book/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Street and number/ })).toBeInTheDocument();
    expect(api.calls('GET', /addresses$/)).toHaveLength(0);
  });

  it('checks a company VAT ID with the API before sending the details', async () => {
    api.on('GET', /^addresses\/validate_vat$/, (req) => ({ status: 200, body: { vat_id: req.query.get('vat_id'), country_iso: 'DE', valid: false, format_valid: true, vies: { checked: true, valid: false, name: null, address: null } } }));
    await submitCompanyWithVat('DE000000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByRole('textbox', { name: /VAT ID/ })).toHaveAccessibleDescription(/This VAT ID is not valid for the selected country\./);
    expect(api.calls('PUT', /^checkouts/)).toHaveLength(0);
  });

  it('goes through details, methods and summary with the spec stages, records the consent, and opens the payment', async () => {
    await openCheckout();
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Delivery and payment method' })).toBeInTheDocument();
    const states = api.calls('PUT', /^checkouts\/10$/).map((r) => r.query.get('state'));
    // The cart enters checkout, then the "delivery" stage is sent as `address`.
    expect(states).toEqual(['cart', 'address']);
    expect(api.orders[0]!.bill_address).toMatchObject({ first_name: 'Ada', city: 'Berlin', country_iso: 'DE' });
    // Only the methods the region offers, the order allows and the payment screen can take.
    const payment = screen.getByRole('group', { name: 'Payment method' });
    expect(within(payment).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['card', 'paypal', 'check', 'p24', 'ideal']);
    await userEvent.click(screen.getByRole('radio', { name: /Courier/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Order summary' })).toBeInTheDocument();
    // The "payment" stage (shipping method) is sent as `delivery`, then the payment method.
    expect(api.calls('PUT', /^checkouts\/10$/).map((r) => r.query.get('state')).slice(2)).toEqual(['delivery', 'payment']);
    expect(api.orders[0]!.state).toBe('confirm');
    expect(screen.getByText(/Delivery: Courier/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept the terms');
    expect(api.consents).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/order/R100000001/payment');
    expect(api.consents).toEqual([
      { order_id: 10, acceptance_method: 'by-cta-click', consents: [{ name: 'terms_and_conditions_and_privacy_policy', value: 'granted', displayed_text: 'I accept the terms and conditions and the privacy policy.' }] },
    ]);
  });

  it('does not let the address bar skip a step the API has not accepted', async () => {
    api.orders.push(makeOrder({ state: 'address' }));
    await renderRemote(App, catalogues, { path: '/cart/?step=summary' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
  });
});
