import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from './App';
import { catalogues } from './messages';

describe('account remote', () => {
  it('shows the account sections and marks the current one', async () => {
    await renderRemote(App, catalogues, { path: '/account/orders' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Wallet' }));
    expect(window.location.pathname).toBe('/account/packhelp-wallet');
    expect(await screen.findByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves between sign in and registration', async () => {
    await renderRemote(App, catalogues, { path: '/sign_in/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'New here? Create an account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
  });

  it('is translated to Polish and German', async () => {
    const [en, de, pl] = await Promise.all([catalogues.en!(), catalogues.de!(), catalogues.pl!()]);
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
    await renderRemote(App, catalogues, { path: '/konto/zamowienia', region: 'pl', locale: 'pl-PL' });
    expect(screen.getByRole('heading', { level: 1, name: 'Twoje konto' })).toBeInTheDocument();
  });
});
