import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { foreignRoutes, routesWithoutScreen } from '@ph/remote-kit';
import { App, CART_CHECKOUT_SCREENS } from './App';
import { catalogues } from './messages';
import { installFakeApi } from '../test/fakeApi';

beforeEach(() => {
  installFakeApi();
});

describe('cart-checkout remote', () => {
  it('shows the empty cart with a way back to the products', async () => {
    await renderRemote(App, catalogues, { path: '/cart/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Continue shopping' }));
    expect(window.location.pathname).toBe('/products');
  });

  it('shows the cross-sell page (src/crossSell tests it with a cart)', async () => {
    await renderRemote(App, catalogues, { path: '/cart/recommended-products-and-services/s' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recommended products and services' })).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });

  // The catalogues themselves are checked for every app by packages/build-config/test/catalogues.test.ts.
  it('speaks Polish with Polish paths in the pl region', async () => {
    await renderRemote(App, catalogues, { path: '/koszyk/', region: 'pl', locale: 'pl-PL' });
    expect(screen.getByRole('heading', { level: 1, name: 'Twój koszyk' })).toBeInTheDocument();
    expect(await screen.findByText('Twój koszyk jest pusty.')).toBeInTheDocument();
  });

  it('has a screen for every route it owns in the route table (another remote’s route says it is not available)', () => {
    expect(routesWithoutScreen('cart-checkout', CART_CHECKOUT_SCREENS)).toEqual([]);
    expect(foreignRoutes('cart-checkout', CART_CHECKOUT_SCREENS)).toEqual([]);
  });

  it('confirms accepted terms with the store’s own terms and privacy addresses and a way back to the cart', async () => {
    await renderRemote(App, catalogues, { path: '/terms-accepted', region: 'de', locale: 'de-DE' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vielen Dank, dass Sie unsere Bedingungen akzeptiert haben' })).toBeInTheDocument();
    expect(screen.queryByText('Diese Seite ist noch nicht verfügbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AGB lesen' })).toHaveAttribute('href', '/agb/');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung lesen' })).toHaveAttribute('href', '/datenschutz/');
    await userEvent.click(screen.getByRole('link', { name: 'Zum Warenkorb' }));
    expect(window.location.pathname).toBe('/cart/');
  });

  it('says the order details page is not available instead of showing the cart', async () => {
    await renderRemote(App, catalogues, { path: '/order/R100000001/details' });
    expect(screen.getByRole('heading', { level: 1, name: 'This page is not available yet' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
