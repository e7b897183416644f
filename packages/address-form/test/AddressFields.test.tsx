import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { createApiClient, createMemoryTokenStore, type ApiClient } from '@ph/api-client';
import { FakeFetchApi, apiError, type FakeAnswer, type FakeRequest } from '@ph/api-client/testing';
import { AppIntlProvider, type LocaleTag } from '@ph/i18n';
import { AddressFields, EMPTY_ADDRESS, useAddressForm, validateAddress, type AddressFormOptions, type AddressFormValues } from '../src';
import type { Messages } from '@ph/i18n';
import uiDe from '../../ui/src/messages/de.json';
import uiEn from '../../ui/src/messages/en.json';
import uiPl from '../../ui/src/messages/pl.json';
import de from '../src/messages/de.json';
import en from '../src/messages/en.json';
import pl from '../src/messages/pl.json';

/** What an app merges for these tests' locales (apps load them lazily; tests render synchronously). */
const messagesFor: Record<string, Messages> = { en: { ...uiEn, ...en }, de: { ...uiDe, ...de }, pl: { ...uiPl, ...pl } };

class Api extends FakeFetchApi {
  vatAnswer: FakeAnswer | null = null;
  protected handle(req: FakeRequest): FakeAnswer {
    if (req.path === 'v2/states') {
      const country = req.query.get('country_iso');
      const states = country === 'US' ? [['CA', 'California'], ['NY', 'New York']] : country === 'IT' ? [['MI', 'Milano']] : [];
      return { status: 200, body: { data: states.map(([abbr, name]) => ({ id: `${country}-${abbr}`, type: 'state', attributes: { abbr, name, country_iso: country } })) } };
    }
    if (req.path === 'addresses/validate_vat') {
      if (this.vatAnswer) return this.vatAnswer;
      const valid = req.query.get('vat_id') === 'DE136695976';
      return { status: 200, body: { vat_id: req.query.get('vat_id'), country_iso: req.query.get('country_iso'), valid, format_valid: true, vies: { checked: true, valid, name: null, address: null } } };
    }
    return apiError(404, 'not_found', 'No route');
  }
}

let api: Api;
let client: ApiClient;
let sent: AddressFormValues[];
beforeEach(() => {
  api = new Api();
  client = createApiClient({ baseUrl: 'http://api.test/api', region: 'eu', tokenStore: createMemoryTokenStore(null), fetch: api.fetch as typeof fetch, logger: { error: () => undefined } });
  sent = [];
  // The states request settles outside user-event's act(); React's warning about it is noise here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function Harness(props: Partial<AddressFormOptions>) {
  const form = useAddressForm({ client, initial: { ...EMPTY_ADDRESS, countryIso: 'DE' }, countries: ['DE', 'US', 'IT', 'FR'], email: 'required', customerType: true, ...props });
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    if (await form.check()) sent.push(form.values);
    setBusy(false);
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <AddressFields form={form} />
      <button type="submit" aria-busy={busy}>Send</button>
    </form>
  );
}

function renderForm(props: Partial<AddressFormOptions> = {}, locale: LocaleTag = 'en-US') {
  return render(
    <AppIntlProvider locale={locale} messages={messagesFor[locale.slice(0, 2)] ?? {}}>
      <Harness {...props} />
    </AppIntlProvider>,
  );
}

async function fillValid() {
  await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ada@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: /Street and number/ }), 'Main St 1');
  await userEvent.type(screen.getByRole('textbox', { name: /Postal code/ }), '10115');
  await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Berlin');
}

describe('the shared address form', () => {
  it('shows the three sections and marks every missing required field, focusing the first', async () => {
    renderForm();
    for (const name of ['Personal details', 'Company', 'Delivery address']) expect(screen.getByRole('group', { name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveFocus());
    for (const name of [/^E-mail/, /First name/, /Last name/, /Street and number/, /Postal code/, /City/]) {
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription('This field is required.');
    }
    expect(screen.getByRole('textbox', { name: /Apartment/ })).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
  });

  it('explains a malformed e-mail and phone number', async () => {
    renderForm();
    await fillValid();
    await userEvent.clear(screen.getByRole('textbox', { name: /^E-mail/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ada@');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone number/ }), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter an e-mail address like name@example.com.')).toBeInTheDocument();
    // The hint names the chosen country's calling code; the error follows it.
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription('With the country code, e.g. +49 Enter a phone number (digits, spaces and + ( ) . / -).');
    expect(sent).toEqual([]);
  });

  it('lists the states of a country that has them and requires one in the United States', async () => {
    renderForm();
    expect(screen.queryByRole('combobox', { name: /^State/ })).not.toBeInTheDocument();
    await fillValid();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'US');
    const state = await screen.findByRole('combobox', { name: /^State/ });
    expect(within(state).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a state', 'California', 'New York']);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(state).toHaveAccessibleDescription('This field is required.'));
    expect(sent).toEqual([]);
    await userEvent.selectOptions(state, 'NY');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ countryIso: 'US', stateCode: 'NY' });
  });

  it('leaves out the states the store does not deliver to', async () => {
    renderForm({ unsupportedStates: ['US-NY', 'ES-CN'] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'US');
    const state = await screen.findByRole('combobox', { name: /^State/ });
    expect(within(state).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a state', 'California']);
  });

  it('offers an optional state list where the API does not require one (Italy)', async () => {
    renderForm();
    await fillValid();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'IT');
    expect(await screen.findByRole('combobox', { name: /^State/ })).not.toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('says so when the list of states cannot be loaded', async () => {
    api.on('GET', /^v2\/states$/, () => apiError(500, 'internal_error', 'boom'));
    renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('The list of states could not be loaded.');
  });

  it('offers only the countries it is given, named in the visitor language, plus the address’s own', async () => {
    renderForm({ countries: ['DE', 'AT'], initial: { ...EMPTY_ADDRESS, countryIso: 'CH' } }, 'de-DE');
    const country = screen.getByRole('combobox', { name: /Land/ });
    expect(within(country).getAllByRole('option').map((o) => o.textContent)).toEqual(['Deutschland', 'Österreich', 'Schweiz']);
  });

  it('checks the VAT ID of a company through the API and shows the refusal at the field', async () => {
    renderForm();
    await fillValid();
    expect(screen.queryByRole('textbox', { name: /VAT ID/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'I am buying as' }), 'b2b');
    await userEvent.type(screen.getByRole('textbox', { name: /Company name/ }), 'Analytical Engines GmbH');
    await userEvent.type(screen.getByRole('textbox', { name: /VAT ID/ }), 'DE000000000');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const vat = screen.getByRole('textbox', { name: /VAT ID/ });
    await waitFor(() => expect(vat).toHaveAccessibleDescription(/This VAT ID is not valid for the selected country\./));
    expect(vat).toHaveFocus();
    expect(api.calls('GET', /^addresses\/validate_vat$/).map((r) => [r.query.get('vat_id'), r.query.get('country_iso')])).toEqual([['DE000000000', 'DE']]);
    expect(sent).toEqual([]);
    await userEvent.clear(vat);
    await userEvent.type(vat, 'de 136 695 976');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(api.calls('GET', /^addresses\/validate_vat$/).at(-1)?.query.get('vat_id')).toBe('DE136695976');
  });

  it('lets a well-formed VAT ID through when VIES is down, but not a malformed one', async () => {
    api.vatAnswer = { status: 503, body: { statusCode: 503, error: 'x', code: 'vies_unavailable', message: 'VIES is unavailable', format_valid: true } };
    renderForm({ customerType: false });
    await fillValid();
    await userEvent.type(screen.getByRole('textbox', { name: /VAT ID/ }), 'DE136695976');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    api.vatAnswer = { status: 503, body: { statusCode: 503, error: 'x', code: 'vies_unavailable', message: 'VIES is unavailable', format_valid: false } };
    await userEvent.type(screen.getByRole('textbox', { name: /VAT ID/ }), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /VAT ID/ })).toHaveAccessibleDescription(/not valid for the selected country/));
    expect(sent).toHaveLength(1);
  });

  it('does not check a VAT ID already accepted, and refuses one without a country prefix before asking', async () => {
    renderForm({ customerType: false, initial: { ...EMPTY_ADDRESS, countryIso: 'DE', vatId: 'DE000000000' }, acceptedVatId: 'DE000000000' });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await userEvent.clear(screen.getByRole('textbox', { name: /VAT ID/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /VAT ID/ }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter the VAT ID with its country prefix, e.g. DE136695976.')).toBeInTheDocument();
    expect(api.calls('GET', /validate_vat/)).toHaveLength(0);
  });

  it('speaks Polish and German', async () => {
    renderForm({}, 'pl-PL');
    expect(screen.getByRole('group', { name: 'Adres dostawy' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByText('To pole jest wymagane.').length).toBeGreaterThanOrEqual(6));
  });
});

describe('validateAddress', () => {
  const valid: AddressFormValues = { ...EMPTY_ADDRESS, email: 'a@b.co', firstName: 'A', lastName: 'B', street: 'S 1', city: 'C', zipCode: '1', countryIso: 'DE' };
  it('needs the company name only of a company buyer and the e-mail only when asked', () => {
    expect(validateAddress(valid, { email: 'required', customerType: true, hasStates: false })).toEqual({});
    expect(validateAddress({ ...valid, customerType: 'b2b' }, { email: 'required', customerType: true, hasStates: false })).toEqual({ companyName: 'required' });
    expect(validateAddress({ ...valid, email: '' }, { email: 'optional', customerType: false, hasStates: false })).toEqual({});
    expect(validateAddress({ ...valid, email: '' }, { email: 'required', customerType: false, hasStates: false })).toEqual({ email: 'required' });
    expect(validateAddress({ ...valid, city: 'x'.repeat(101) }, { email: 'none', customerType: false, hasStates: false })).toEqual({ city: 'tooLong' });
  });
});
