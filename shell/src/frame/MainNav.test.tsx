import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categoryNameCatalogues } from '@ph/catalogue-logic/category-names';
import shellEn from '../messages/en.json';
import shellPl from '../messages/pl.json';
import { renderFrame } from './testing';

// The page merges the shell's catalogue with the shared category names (shell/src/messages).
const messagesOf = async (lang: 'en' | 'pl', shell: Record<string, string>) => ({ ...((await categoryNameCatalogues[lang]!()) as Record<string, string>), ...shell });

const menuButton = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the header’s main navigation', () => {
  it('opens from the Menu button with every category and section, and closes on Escape with focus back on the button', async () => {
    renderFrame('eu', { messages: await messagesOf('en', shellEn) });
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Mailer boxes' })).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = within(mainNav());
    expect(nav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Mailer boxes', '/packaging/mailer-boxes'],
      ['Shipping boxes', '/packaging/custom-shipping-boxes'],
      ['Product packaging', '/packaging/primary-packaging'],
      ['Eco-friendly packaging', '/packaging/eco-friendly-packaging'],
      ['Luxury packaging', '/packaging/luxury-packaging'],
      ['Products', '/products'],
      ['Sample packs', '/sample-packs'],
      ['Bundles', '/bundles'],
      ['Box designer', '/box/design'],
    ]);

    nav.getByRole('link', { name: 'Shipping boxes' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Shipping boxes' })).not.toBeInTheDocument();
  });

  it('closes when a link is followed, and marks the category being shown', async () => {
    renderFrame('eu', { messages: await messagesOf('en', shellEn) });
    await userEvent.click(menuButton());
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Luxury packaging' }));
    expect(window.location.pathname).toBe('/packaging/luxury-packaging');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menuButton());
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Luxury packaging' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Mailer boxes' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
  });

  it('names the categories in the store’s language and links to its own paths', async () => {
    window.history.replaceState(null, '', '/opakowania/mailer-boxes');
    renderFrame('pl', { messages: await messagesOf('pl', shellPl) });
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }));
    const nav = within(screen.getByRole('navigation', { name: 'Główna' }));
    const current = nav.getByRole('link', { name: 'Pudełka fasonowe' });
    expect(current).toHaveAttribute('href', '/opakowania/mailer-boxes');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Opakowania premium' })).toHaveAttribute('href', '/opakowania/luxury-packaging');
  });
});
