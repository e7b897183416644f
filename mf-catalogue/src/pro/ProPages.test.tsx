import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installApiReplay } from '../../test/apiReplay';

beforeEach(() => {
  installApiReplay();
});

describe('Pro pages', () => {
  it('shows what Pro offers and leads to a quote request', async () => {
    await renderRemote(App, catalogues, { path: '/pro/features/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Packhelp Pro: packaging for growing businesses' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'A personal account manager' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/quote');
  });

  it('moves between the three pages by their navigation', async () => {
    await renderRemote(App, catalogues, { path: '/pro/features/' });
    await userEvent.click(screen.getByRole('link', { name: 'For suppliers' }));
    expect(window.location.pathname).toBe('/pro/for-suppliers/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Become a Packhelp supplier' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact/');
    await userEvent.click(screen.getByRole('link', { name: 'Terms and conditions' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions of Packhelp Pro' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Offers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'General terms of service' })).toHaveAttribute('href', '/terms-of-service/');
  });

  it('speaks Polish at the Polish paths, with the Polish terms of service', async () => {
    await renderRemote(App, catalogues, { path: '/pro/regulamin/', region: 'pl', locale: 'pl-PL' });
    expect(screen.getByRole('heading', { level: 1, name: 'Regulamin Packhelp Pro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regulamin sklepu' })).toHaveAttribute('href', '/regulamin/');
    expect(screen.getByRole('link', { name: 'Funkcje' })).toHaveAttribute('href', '/pro/funkcje/');
  });

  it('is open in a store without Plus (us), under its path prefix', async () => {
    await renderRemote(App, catalogues, { path: '/en-us/pro/for-suppliers/', region: 'us', locale: 'en-US', pathPrefix: '/en-us' });
    expect(screen.getByRole('heading', { level: 1, name: 'Become a Packhelp supplier' })).toBeInTheDocument();
  });
});
