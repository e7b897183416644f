import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { foreignRoutes, routesWithoutScreen } from '@ph/remote-kit';
import { App, CATALOGUE_SCREENS } from './App';
import { catalogues } from './messages';
import { installApiReplay } from '../test/apiReplay';

beforeEach(() => {
  installApiReplay();
});

describe('catalogue remote', () => {
  it('shows the product select page at the store root', async () => {
    await renderRemote(App, catalogues, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Custom printed packaging' })).toBeInTheDocument();
  });

  it('navigates to the sample packs page and back', async () => {
    await renderRemote(App, catalogues, { path: '/' });
    await userEvent.click(screen.getByRole('link', { name: 'Sample packs' }));
    expect(window.location.pathname).toBe('/sample-packs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sample packs' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to all products' }));
    expect(window.location.pathname).toBe('/products');
  });

  it('speaks Polish with Polish paths in the pl region', async () => {
    await renderRemote(App, catalogues, { path: '/', region: 'pl', locale: 'pl-PL' });
    expect(screen.getByRole('heading', { level: 1, name: 'Opakowania z własnym nadrukiem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zestawy próbek' })).toHaveAttribute('href', '/zestawy-probek');
  });

  it('has a screen, or says it is not available, for every route it owns in the route table', () => {
    expect(routesWithoutScreen('catalogue', CATALOGUE_SCREENS)).toEqual([]);
    expect(foreignRoutes('catalogue', CATALOGUE_SCREENS)).toEqual([]);
  });

  it('says the box type page is not available instead of showing the product select page', async () => {
    await renderRemote(App, catalogues, { path: '/box-type' });
    expect(screen.getByRole('heading', { level: 1, name: 'This page is not available yet' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Custom printed packaging' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(window.location.pathname).toBe('/');
  });

  it('says so in the visitor’s language (Polish)', async () => {
    await renderRemote(App, catalogues, { path: '/rodzaj-pudelka', region: 'pl', locale: 'pl-PL' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ta strona nie jest jeszcze dostępna' })).toBeInTheDocument();
  });
});
