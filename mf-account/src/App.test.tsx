import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { foreignRoutes, routesWithoutScreen } from '@ph/remote-kit';
import { ACCOUNT_SCREENS, App } from './App';
import { catalogues } from './messages';
import { installFakeApi, signInAs, type FakeApi } from '../test/fakeApi';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('account remote', () => {
  it('shows the account sections to a signed-in customer and marks the current one', async () => {
    signInAs(api);
    await renderRemote(App, catalogues, { path: '/account/orders' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Wallet' }));
    expect(window.location.pathname).toBe('/account/packhelp-wallet');
    expect(await screen.findByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends an anonymous visitor of a sign-in route to sign in', async () => {
    await renderRemote(App, catalogues, { path: '/account/packhelp-wallet' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('return_to')).toBe('/account/packhelp-wallet');
  });

  it('shows an error with retry when the session cannot be started, and recovers', async () => {
    let down = true;
    const realFetch = api.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      down ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(input, init)) as typeof fetch;
    signInAs(api);
    await renderRemote(App, catalogues, { path: '/account/orders' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    down = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Orders' })).toBeInTheDocument();
  });

  it('moves between sign in and registration, keeping the return address', async () => {
    await renderRemote(App, catalogues, { path: '/sign_in/?return_to=%2Fcart%2F' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'New here? Create an account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(window.location.search).toBe('?return_to=%2Fcart%2F');
  });

  // The catalogues themselves (all eleven, same ids and arguments as English) are checked for every
  // app by packages/build-config/test/catalogues.test.ts; this is the account speaking one of them.
  it('speaks Polish with Polish paths in the pl region', async () => {
    signInAs(api);
    await renderRemote(App, catalogues, { path: '/konto/zamowienia', region: 'pl', locale: 'pl-PL' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Twoje konto' })).toBeInTheDocument();
    expect(await screen.findByText('Nie masz jeszcze zamówień.')).toBeInTheDocument();
  });
});

describe('session changes elsewhere in the page', () => {
  it('follows a sign-in done by another remote', async () => {
    const { pageApiClient, refreshSession } = await import('@ph/session');
    const user = api.register('ada@example.com', 'correct-horse');
    await renderRemote(App, catalogues, { path: '/account/orders' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    // The cart remote signs the visitor in with the same page-wide client.
    const client = pageApiClient('eu');
    client.tokens.set(api.signedInToken(user), { remember: true });
    await refreshSession(client);
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    expect(window.location.pathname).toBe('/account/orders');
  });

  it('has a screen, or says it is not available, for every route it owns in the route table', () => {
    expect(routesWithoutScreen('account', ACCOUNT_SCREENS)).toEqual([]);
    expect(foreignRoutes('account', ACCOUNT_SCREENS)).toEqual([]);
  });

  it('says a route not built yet (blank) is not available with the shared page', async () => {
    await renderRemote(App, catalogues, { path: '/blank' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is not available yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
