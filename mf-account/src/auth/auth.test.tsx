import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { apiError, installFakeApi, signInAs, type FakeApi } from '../../test/fakeApi';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('login', () => {
  it('validates before sending anything', async () => {
    await renderRemote(App, catalogues, { path: '/sign_in/' });
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('This field is required.');
    expect(api.requests.filter((r) => r.path === 'users/sign_in')).toHaveLength(0);
  });

  it('shows the invalid-credentials answer and stays anonymous', async () => {
    api.register('ada@example.com', 'correct-horse');
    await renderRemote(App, catalogues, { path: '/sign_in/' });
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is incorrect.');
    expect(window.location.pathname).toBe('/sign_in/');
  });

  it('signs in with the visitor token, keeps the new token and returns to the page that asked', async () => {
    api.register('ada@example.com', 'correct-horse');
    await renderRemote(App, catalogues, { path: '/account/settings' });
    // A sign-in-only route sends the anonymous visitor to sign in, remembering where they were.
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(window.location.pathname + window.location.search).toBe('/sign_in/?return_to=%2Faccount%2Fsettings');
    const anonymousToken = window.localStorage.getItem('ph-api-token');
    expect(anonymousToken).toBeTruthy();

    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account/settings');
    expect(api.requests.find((r) => r.path === 'users/sign_in')?.token).toBe(anonymousToken);
    const stored = window.localStorage.getItem('ph-api-token');
    expect(stored).not.toBe(anonymousToken);
    expect(api.tokens.has(stored!)).toBe(true);
  });

  it('keeps the token for this browser session only without "keep me signed in"', async () => {
    api.register('ada@example.com', 'correct-horse');
    await renderRemote(App, catalogues, { path: '/sign_in/' });
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct-horse');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    expect(window.location.pathname).toBe('/account/orders');
    expect(window.sessionStorage.getItem('ph-api-token')).toBeTruthy();
    expect(window.localStorage.getItem('ph-remember-user')).toBe('false');
  });

  it('refuses a return address on another site', async () => {
    signInAs(api);
    await renderRemote(App, catalogues, { path: '/sign_in/?return_to=%2F%2Fevil.example%2F' });
    await waitFor(() => expect(window.location.pathname).toBe('/account/orders'));
  });
});

describe('forgotten password and link sent', () => {
  it('validates the e-mail, sends the link and never says whether the account exists', async () => {
    await renderRemote(App, catalogues, { path: '/sign_in/' });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgotten password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(within(dialog).getByLabelText(/E-mail address/)).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(within(dialog).getByLabelText(/E-mail address/), 'nobody@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    const sent = await screen.findByRole('dialog', { name: 'Check your inbox' });
    expect(sent).toHaveTextContent('If an account exists for nobody@example.com');
    expect(api.sentMail).toEqual([{ to: 'nobody@example.com', kind: 'reset' }]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports a rate limit', async () => {
    api.on('POST', /^users\/password\/recover$/, () => apiError(429, 'rate_limited', 'Too many requests'));
    await renderRemote(App, catalogues, { path: '/sign_in/' });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgotten password' });
    await userEvent.type(within(dialog).getByLabelText(/E-mail address/), 'a@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts');
  });
});

describe('register and check confirmation e-mail', () => {
  it('validates the e-mail and password length', async () => {
    await renderRemote(App, catalogues, { path: '/registration' });
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ada@');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/Use at least 8 characters/);
    expect(api.requests.some((r) => r.path === 'users/sign_up')).toBe(false);
  });

  it('upgrades the visitor, asks to confirm the e-mail and can resend the link', async () => {
    await renderRemote(App, catalogues, { path: '/registration?return_to=%2Fcart%2F' });
    await userEvent.type(screen.getByLabelText(/First name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Create the account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your e-mail address' });
    expect(dialog).toHaveTextContent('ada@example.com');
    const signUp = api.requests.find((r) => r.path === 'users/sign_up');
    expect(signUp?.body).toEqual({ email: 'ada@example.com', password: 'correct-horse', first_name: 'Ada', locale: 'en-US' });
    expect(signUp?.token).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the link again' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('We have sent a new link.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cart/'));
  });

  it('offers to sign in when the address is taken, in the login dialog', async () => {
    api.register('ada@example.com', 'correct-horse');
    await renderRemote(App, catalogues, { path: '/registration' });
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'another-password');
    await userEvent.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(await screen.findByText('An account with this e-mail address already exists.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with this address instead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to your account' });
    expect(within(dialog).getByLabelText(/E-mail address/)).toHaveValue('ada@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'correct-horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/account/orders'));
  });
});

describe('confirm e-mail link', () => {
  it('confirms a valid link once and clears the notice', async () => {
    signInAs(api);
    await renderRemote(App, catalogues, { path: `/auth/confirm_email/?token=${'c'.repeat(43)}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === 'users/confirm_email')).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'Go to your account' }));
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    expect(screen.queryByRole('region', { name: 'E-mail confirmation' })).not.toBeInTheDocument();
  });

  it('explains an expired link and offers a new one to a signed-in customer', async () => {
    signInAs(api);
    await renderRemote(App, catalogues, { path: `/auth/confirm_email/?token=${'x'.repeat(43)}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not confirm your e-mail address' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a new link.');
  });
});

describe('set password after reset', () => {
  it('checks length and repetition, then signs in and shows password changed', async () => {
    api.register('ada@example.com', 'old-password');
    await renderRemote(App, catalogues, { path: `/auth/set_password/?token=${'r'.repeat(43)}` });
    await userEvent.type(screen.getByLabelText(/^Password/), 'new-password');
    await userEvent.type(screen.getByLabelText(/Repeat the password/), 'new-passwort');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(screen.getByLabelText(/Repeat the password/)).toHaveAccessibleDescription('The passwords do not match.');
    await userEvent.clear(screen.getByLabelText(/Repeat the password/));
    await userEvent.type(screen.getByLabelText(/Repeat the password/), 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Password changed' });
    expect(api.accounts[0]?.password).toBe('new-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to your account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
  });

  it('shows an invalid link with a way to ask for a new one', async () => {
    await renderRemote(App, catalogues, { path: '/auth/set_password/?token=short' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    await userEvent.click(screen.getByRole('button', { name: 'Get a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Forgotten password' })).toBeInTheDocument();
  });
});

describe('logout', () => {
  it('asks first, then revokes the token and starts a new anonymous visit', async () => {
    signInAs(api);
    const token = window.localStorage.getItem('ph-api-token');
    await renderRemote(App, catalogues, { path: '/account/orders' });
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed out' })).toBeInTheDocument();
    expect(api.tokens.has(token!)).toBe(false);
    const fresh = window.localStorage.getItem('ph-api-token');
    expect(fresh).not.toBe(token);
    expect(api.users.get(api.tokens.get(fresh!)!)?.anonymous).toBe(true);
  });

  it('offers a retry when signing out fails', async () => {
    signInAs(api);
    api.on('DELETE', /^users\/sign_out$/, () => ({ status: 500, body: { statusCode: 500, error: 'x', code: 'internal_error', message: 'x' } }));
    await renderRemote(App, catalogues, { path: '/sign_out/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Signing out failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
