import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { ONBOARDING_SURVEY, ONBOARDING_SURVEY_KEYS } from '@ph/api-contract/onboarding-survey';
import { apiError, installFakeApi, makeAddress, signInAs, type FakeApi } from '../../test/fakeApi';
import { surveyAnswers, surveyQuestions } from './surveyMessages';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function openSettings() {
  await renderRemote(App, catalogues, { path: '/account/settings' });
  await screen.findByRole('heading', { level: 2, name: 'Personal and company details' });
}

describe('personal and company details', () => {
  it('saves the details through PUT users/{id}, clearing emptied fields', async () => {
    const user = signInAs(api, 'ada@example.com', { first_name: 'Ada', phone: '+49 30 1234567' });
    await openSettings();
    await userEvent.clear(screen.getByLabelText('Phone number'));
    await userEvent.type(screen.getByLabelText('Company name'), 'Analytical Engines');
    await userEvent.selectOptions(screen.getByLabelText('I am buying as'), 'b2b');
    await userEvent.click(screen.getByRole('button', { name: 'Save the details' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your details are saved.');
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`users/${user.id}`);
    expect(put?.body).toEqual({ first_name: 'Ada', last_name: null, phone: null, customer_type: 'b2b', company_name: 'Analytical Engines', vat_id: null });
    expect(api.users.get(user.id)?.company_name).toBe('Analytical Engines');
  });

  it('rejects a malformed phone number before sending', async () => {
    signInAs(api);
    await openSettings();
    await userEvent.type(screen.getByLabelText('Phone number'), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save the details' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(/Enter a phone number/);
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('puts a field error of the API next to its field', async () => {
    signInAs(api);
    api.on('PUT', /^users\/\d+$/, () => apiError(400, 'invalid_input', 'vat_id: must be at most 20 characters', 'vat_id'));
    await openSettings();
    await userEvent.type(screen.getByLabelText('VAT ID'), 'DE1');
    await userEvent.click(screen.getByRole('button', { name: 'Save the details' }));
    await waitFor(() => expect(screen.getByLabelText('VAT ID')).toHaveAccessibleDescription('Please check the highlighted field.'));
  });

});

describe('password', () => {
  async function fillPasswords(current: string, next: string, repeat = next) {
    await userEvent.type(screen.getByLabelText(/Current password/), current);
    await userEvent.type(screen.getByLabelText(/^New password/), next);
    await userEvent.type(screen.getByLabelText(/Repeat the new password/), repeat);
    await userEvent.click(screen.getByRole('button', { name: 'Change the password' }));
  }

  it('changes the password with the current one and shows the password-changed dialog', async () => {
    const user = signInAs(api, 'ada@example.com');
    const otherDevice = api.signedInToken(user);
    await openSettings();
    await fillPasswords('correct-horse', 'battery-staple-9');
    const dialog = await screen.findByRole('dialog', { name: 'Password changed' });
    expect(dialog).toHaveTextContent('Other devices have been signed out.');
    expect(api.accounts[0]?.password).toBe('battery-staple-9');
    expect(api.tokens.has(otherDevice)).toBe(false);
    expect(api.sentMail).toEqual([{ to: 'ada@example.com', kind: 'password_changed' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to your account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveValue('');
  });

  it('says so at the field when the current password is wrong, and changes nothing', async () => {
    signInAs(api, 'ada@example.com');
    await openSettings();
    await fillPasswords('wrong-horse', 'battery-staple-9');
    await waitFor(() => expect(screen.getByLabelText(/Current password/)).toHaveAccessibleDescription('The current password is incorrect.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.accounts[0]?.password).toBe('correct-horse');
  });

  it('checks the registration rules and the repeat before sending', async () => {
    signInAs(api);
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(screen.getByLabelText(/Current password/)).toHaveAccessibleDescription('This field is required.');
    await fillPasswords('correct-horse', 'short', 'other');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/Use at least 8 characters\./);
    expect(screen.getByLabelText(/Repeat the new password/)).toHaveAccessibleDescription('The passwords do not match.');
    expect(api.requests.some((r) => r.path.endsWith('/password'))).toBe(false);
  });

  it('shows a failure of the API above the form and keeps what was typed', async () => {
    signInAs(api);
    api.on('PUT', /\/password$/, () => ({ status: 500, body: { statusCode: 500, error: 'x', code: 'internal_error', message: 'x' } }));
    await openSettings();
    await fillPasswords('correct-horse', 'battery-staple-9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('battery-staple-9');
  });

  it('e-mails a reset link to who forgot the current password', async () => {
    signInAs(api, 'ada@example.com');
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: /Forgot your current password/ }));
    expect(await screen.findByRole('dialog', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(api.sentMail).toEqual([{ to: 'ada@example.com', kind: 'reset' }]);
  });
});

describe('onboarding survey', () => {
  it('has a label for every question and answer of the API table', () => {
    for (const key of ONBOARDING_SURVEY_KEYS) {
      expect(surveyQuestions[key]).toBeDefined();
      for (const value of ONBOARDING_SURVEY[key]) expect([key, value, (surveyAnswers as Record<string, unknown>)[`${key}.${value}`]]).toEqual([key, value, expect.anything()]);
    }
    expect(Object.keys(surveyAnswers)).toHaveLength(ONBOARDING_SURVEY_KEYS.reduce((n, k) => n + ONBOARDING_SURVEY[k].length, 0));
  });

  it('shows the saved answers and "No answer" for the rest', async () => {
    signInAs(api, 'ada@example.com', { onboarding_survey: { role: 'marketing' } });
    await openSettings();
    const form = screen.getByRole('form', { name: 'About your business' });
    expect(within(form).getAllByRole('combobox')).toHaveLength(8);
    expect(within(form).getByRole('combobox', { name: 'Your role' })).toHaveDisplayValue('Marketing');
    expect(within(form).getByRole('combobox', { name: 'Your industry' })).toHaveDisplayValue('No answer');
  });

  it('saves answers and withdraws one set back to "No answer"', async () => {
    const user = signInAs(api, 'ada@example.com', { onboarding_survey: { role: 'marketing' } });
    await openSettings();
    const form = screen.getByRole('form', { name: 'About your business' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Your industry' }), 'Food and beverage');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Boxes you ship per month' }), '1,000–5,000');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Your role' }), 'No answer');
    await userEvent.click(within(form).getByRole('button', { name: 'Save my answers' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your answers are saved.');
    const put = api.requests.filter((r) => r.method === 'PUT').at(-1);
    expect(put?.body).toEqual({
      onboarding_survey: {
        company_size_employees: null, customer_best_description: null, customer_coming_from: null, industry_v2: 'food_beverage',
        packaging_cost_yearly: null, packaging_volume_monthly: '1k_5k', packhelp_the_only_supplier: null, role: null,
      },
    });
    expect(api.users.get(user.id)?.onboarding_survey).toEqual({ industry_v2: 'food_beverage', packaging_volume_monthly: '1k_5k' });
  });

  it('shows a refused answer at its question', async () => {
    signInAs(api);
    api.on('PUT', /^users\/\d+$/, () => apiError(400, 'invalid_input', 'onboarding_survey.role: must be one of: owner_founder, marketing', 'onboarding_survey.role'));
    await openSettings();
    const form = screen.getByRole('form', { name: 'About your business' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Your role' }), 'Design');
    await userEvent.click(within(form).getByRole('button', { name: 'Save my answers' }));
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Your role' })).toHaveAccessibleDescription('Please check the highlighted field.'));
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('marketing consent', () => {
  it('shows the consent in force and records a change with the text shown', async () => {
    const user = signInAs(api);
    api.consents.push({ userId: user.id, body: { consents: [{ name: 'marketing', value: 'granted' }] } });
    await openSettings();
    const toggle = await screen.findByRole('switch', { name: /Send me news, offers/ });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(await screen.findByText('Your choice is saved.')).toBeInTheDocument();
    const saved = api.consents.at(-1)?.body;
    expect(saved).toMatchObject({
      consents: [{ name: 'marketing', value: 'declined', displayed_text: 'Send me news, offers and packaging tips by e-mail. I can withdraw this consent at any time.' }],
      region: 'eu',
      locale: 'en-US',
      user_id: String(user.id),
      email: 'ada@example.com',
      policy_version: 1,
      acceptance_method: 'manual',
    });
    expect(screen.getByRole('switch', { name: /Send me news, offers/ })).not.toBeChecked();
  });

  it('shows an error with retry when the consent cannot be read', async () => {
    signInAs(api);
    api.on('GET', /^v1\/emails\/consents$/, () => ({ status: 500, body: { statusCode: 500, error: 'x', code: 'internal_error', message: 'x' } }));
    await openSettings();
    expect(await screen.findByRole('heading', { name: 'Your consent could not be loaded' })).toBeInTheDocument();
  });
});

describe('addresses', () => {
  it('shows the loading state, then the empty state', async () => {
    signInAs(api);
    let release: () => void = () => undefined;
    api.on('GET', /addresses$/, () => new Promise((resolve) => (release = () => resolve({ status: 200, body: { data: [] } }))));
    await openSettings();
    expect(await screen.findByText('Loading your addresses')).toBeInTheDocument();
    release();
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
  });

  it('shows an error with retry when the list fails', async () => {
    signInAs(api);
    let fail = true;
    api.on('GET', /addresses$/, () => (fail ? { status: 500, body: { statusCode: 500, error: 'x', code: 'internal_error', message: 'x' } } : { status: 200, body: { data: [] } }));
    await openSettings();
    expect(await screen.findByRole('heading', { name: 'Your addresses could not be loaded' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
  });

  it('validates the address form and asks for a state in the United States', async () => {
    signInAs(api);
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    for (const label of [/First name/, /Last name/, /Street and number/, /City/, /Postal code/]) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription('This field is required.');
    }
    expect(within(dialog).queryByLabelText(/^State/)).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText(/Country/), 'US');
    const state = await within(dialog).findByLabelText(/^State/);
    expect(within(state).getByRole('option', { name: 'California' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    expect(state).toHaveAccessibleDescription('This field is required.');
    expect(api.requests.some((r) => r.method === 'POST' && r.path.endsWith('addresses'))).toBe(false);
  });

  it('adds, edits, makes default and deletes (after confirming) an address', async () => {
    const user = signInAs(api);
    api.addresses.set(user.id, [makeAddress({ id: 1, street: 'First St 1', is_default: true })]);
    await openSettings();
    await screen.findByRole('listitem', { name: /First St 1/ });

    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Charles');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Babbage');
    await userEvent.type(within(dialog).getByLabelText(/Street and number/), 'Second St 2');
    await userEvent.type(within(dialog).getByLabelText(/Postal code/), '10117');
    await userEvent.type(within(dialog).getByLabelText(/City/), 'Berlin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    const added = await screen.findByRole('listitem', { name: /Second St 2/ });
    // The "success" dialog says what happened; OK closes it.
    let result = await screen.findByRole('dialog', { name: 'Saved' });
    expect(result).toHaveTextContent('The address is saved in your address book.');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.addresses.get(user.id)).toHaveLength(2);

    await userEvent.click(within(added).getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit the address' });
    const street = within(dialog).getByLabelText(/Street and number/);
    await userEvent.clear(street);
    await userEvent.type(street, 'Third St 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    const edited = await screen.findByRole('listitem', { name: /Third St 3/ });
    result = await screen.findByRole('dialog', { name: 'Saved' });
    expect(result).toHaveTextContent('Your changes to the address are saved.');
    // Escape closes it too.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(edited).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: /Third St 3/ })).getByText('Default address')).toBeInTheDocument());
    expect(api.users.get(user.id)?.default_address_id).toBe(api.addresses.get(user.id)?.find((a) => a.street === 'Third St 3')?.id);

    await userEvent.click(within(screen.getByRole('listitem', { name: /First St 1/ })).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.addresses.get(user.id)).toHaveLength(2);
    await userEvent.click(within(screen.getByRole('listitem', { name: /First St 1/ })).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the address' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /First St 1/ })).not.toBeInTheDocument());
    expect(api.addresses.get(user.id)?.map((a) => a.street)).toEqual(['Third St 3']);
    result = await screen.findByRole('dialog', { name: 'Deleted' });
    expect(result).toHaveTextContent('The address is removed from your address book.');
    expect(result).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks a VAT ID through the API and blocks an invalid one', async () => {
    const user = signInAs(api);
    api.addresses.set(user.id, [makeAddress({ id: 1 })]);
    await openSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the address' });
    await userEvent.type(within(dialog).getByLabelText('VAT ID'), 'DE000000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(within(dialog).getByLabelText('VAT ID')).toHaveAccessibleDescription(/This VAT ID is not valid for the selected country\./));
    expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
    await userEvent.clear(within(dialog).getByLabelText('VAT ID'));
    await userEvent.type(within(dialog).getByLabelText('VAT ID'), 'DE136695976');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(api.addresses.get(user.id)?.[0]?.vat_id).toBe('DE136695976'));
  });

  it('shows a postal-code rule of the API next to the field', async () => {
    signInAs(api);
    api.on('POST', /addresses$/, () => apiError(422, 'invalid_zip_code', '"1" is not a valid postal code for DE', 'zip_code'));
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'A');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'B');
    await userEvent.type(within(dialog).getByLabelText(/Street and number/), 'C 1');
    await userEvent.type(within(dialog).getByLabelText(/Postal code/), '1');
    await userEvent.type(within(dialog).getByLabelText(/City/), 'D');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Postal code/)).toHaveAccessibleDescription('This postal code is not valid for the selected country.'));
  });
});

describe('your data', () => {
  it('queues "Download my data" and says the link will come by e-mail', async () => {
    const user = signInAs(api, 'ada@example.com');
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    // The page has more than one live region (the contact form's is always present): find it by its words.
    expect(
      await screen.findByText('Your request is queued. We will e-mail a download link to ada@example.com as soon as your data is ready; the link works for 7 days.'),
    ).toHaveAttribute('role', 'status');
    expect(api.requests.find((r) => r.method === 'POST' && r.path.endsWith('/data_exports'))?.path).toBe(`users/${user.id}/data_exports`);
    expect(api.sentMail).toEqual([{ to: 'ada@example.com', kind: 'data_export' }]);
  });

  it('shows a refusal of the export above the button', async () => {
    signInAs(api);
    api.on('POST', /\/data_exports$/, () => ({ status: 500, body: { statusCode: 500, error: 'x', code: 'internal_error', message: 'x' } }));
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.queryByText(/Your request is queued/)).not.toBeInTheDocument();
  });

  it('asks for the password in a dialog that Escape closes without deleting anything', async () => {
    signInAs(api, 'ada@example.com');
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByLabelText(/Password/)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.path.endsWith('/erasure'))).toBe(false);
    expect(api.accounts).toHaveLength(1);
  });

  it('keeps the account when the password is wrong and says so at the field', async () => {
    signInAs(api, 'ada@example.com');
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(within(dialog).getByLabelText(/Password/)).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'wrong-horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Password/)).toHaveAccessibleDescription('The current password is incorrect.'));
    expect(api.accounts).toHaveLength(1);
  });

  it('deletes the account with the password, then signs the shopper out', async () => {
    const user = signInAs(api, 'ada@example.com');
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'correct-horse{Enter}');
    const done = await screen.findByRole('dialog', { name: 'Your account has been deleted' });
    expect(api.accounts).toHaveLength(0);
    expect([...api.tokens.values()]).not.toContain(user.id);
    await userEvent.click(within(done).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed out' })).toBeInTheDocument();
  });

  it('explains that store credit is used or paid out before the account can go', async () => {
    signInAs(api, 'ada@example.com');
    api.on('POST', /\/erasure$/, () => apiError(409, 'store_credit_left', 'The account still has store credit'));
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'correct-horse{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your wallet still holds store credit.');
    expect(api.accounts).toHaveLength(1);
  });
});
