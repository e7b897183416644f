import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeOrder, type FakeApi } from '../../test/fakeApi';
import { validateAddressForm, type AddressFormValues } from './addressValidation';

// Typing a whole address through user-event is slow on a loaded CI machine.
jest.setTimeout(30_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const valid: AddressFormValues = {
  email: 'ada@example.com', customerType: 'b2c', companyName: '', vatId: '', firstName: 'Ada', lastName: 'Lovelace', street: 'Main St 1',
  street2: '', city: 'Berlin', zipCode: '10115', countryIso: 'DE', stateCode: '', phone: '',
};

describe('address form validation', () => {
  it('accepts a complete private address', () => {
    expect(validateAddressForm(valid, { statesRequired: false })).toEqual({});
  });

  it('names every missing required field and a malformed e-mail, phone and VAT ID', () => {
    expect(validateAddressForm({ ...valid, firstName: ' ', city: '', email: 'ada@' }, { statesRequired: false })).toEqual({ firstName: 'required', city: 'required', email: 'email' });
    expect(validateAddressForm({ ...valid, phone: 'call me' }, { statesRequired: false })).toEqual({ phone: 'phone' });
    expect(validateAddressForm({ ...valid, customerType: 'b2b', companyName: '', vatId: '12' }, { statesRequired: false })).toEqual({ companyName: 'required', vatId: 'vatFormat' });
  });

  it('needs a state only where the country has states', () => {
    expect(validateAddressForm({ ...valid, countryIso: 'US' }, { statesRequired: true })).toEqual({ stateCode: 'required' });
  });
});

async function openCheckout(region: 'eu' | 'gb' = 'eu') {
  api.orders.push(makeOrder({ region, currency: region === 'gb' ? 'GBP' : 'EUR' }));
  await renderRemote(App, catalogues, { path: region === 'gb' ? '/cart/' : '/cart/', region });
  await userEvent.click(await screen.findByRole('button', { name: 'Go to checkout' }));
  return screen.findByRole('heading', { level: 2, name: 'Your details' });
}

async function fillAddress() {
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: /Street and number/ }), 'Main St 1');
  await userEvent.type(screen.getByRole('textbox', { name: /Postal code/ }), '10115');
  await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Berlin');
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

  it('shows the VAT ID refusal of the API on the VAT field', async () => {
    await openCheckout();
    await fillAddress();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /I am buying as/ }), 'b2b');
    await userEvent.type(screen.getByRole('textbox', { name: /Company name/ }), 'Analytical Engines GmbH');
    await userEvent.type(screen.getByRole('textbox', { name: /VAT ID/ }), 'DE000000000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('VAT ID DE000000000 is not valid');
    expect(screen.getByRole('textbox', { name: /VAT ID/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
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
