import { screen, act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bindCartEvents, dispatch, EVENTS, listen, publishSessionChanged } from '@ph/contracts';
import { UnknownLanguageError } from '@ph/i18n';
import { renderFrame } from './testing';
import { regionSwitchTarget } from './RegionSwitcher';
import { languageSwitchUrl } from './LanguageSwitcher';

describe('page frame', () => {
  it('shows the cart count from the cart-changed event', () => {
    const unbind = bindCartEvents();
    renderFrame();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('Cart, empty');
    act(() => dispatch(EVENTS.cartChanged, { orderNumber: 'R123', itemCount: 3 }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('Cart, 3 items');
    unbind();
  });

  it('"Cookie settings" in the footer dispatches ph-cookie-consent-open', async () => {
    const seen: unknown[] = [];
    const stop = listen(EVENTS.cookieConsentOpen, (d) => seen.push(d));
    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    expect(seen).toEqual([{ source: 'footer' }]);
    stop();
  });

  it('links to the landing site’s pages under the store’s own paths, in the visitor’s language', async () => {
    const footer = renderFrame('eu');
    expect(await within(footer).findByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help/');
    expect(within(footer).getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/terms-of-service/');
  });

  it('links to the region’s own paths', async () => {
    renderFrame('pl');
    expect(screen.getByTestId('account-entry')).toHaveAttribute('href', '/konto/zamowienia');
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/produkty');
  });
});

describe('the header’s account entry', () => {
  afterEach(() => act(() => publishSessionChanged({ signedIn: false, userId: null, email: null })));

  it('is a link into the account for a visitor who is not signed in', () => {
    renderFrame();
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account/orders');
    expect(screen.queryByRole('link', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('opens a menu with orders, settings and sign-out for a signed-in shopper, closed again by Escape', async () => {
    renderFrame();
    act(() => publishSessionChanged({ signedIn: true, userId: '7', email: 'ada@example.com' }));
    const entry = screen.getByRole('button', { name: 'Your account' });
    expect(entry).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Sign out' })).not.toBeInTheDocument();
    await userEvent.click(entry);
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/sign_out/');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Your orders' })).toHaveAttribute('href', '/account/orders');
    expect(header.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/account/settings');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(entry).toHaveAttribute('aria-expanded', 'false');
    expect(entry).toHaveFocus();
  });
});

describe('a refused ?locale=', () => {
  it('says in the announcements which language the page is shown in instead', () => {
    const announcements = document.createElement('div');
    document.body.append(announcements);
    renderFrame('eu', { announcements, rejectedLocale: { requested: 'tlh', error: new UnknownLanguageError('tlh', 'tlh') } });
    expect(announcements).toHaveTextContent('The language “tlh” is not available. This page is shown in English.');
  });
});

describe('switching', () => {
  it('remembers a domain region in the cookie and goes to its home page', () => {
    expect(regionSwitchTarget('gb')).toEqual({
      cookie: 'ph_region=GB; path=/; max-age=31536000; samesite=lax',
      url: '/',
    });
  });

  it('sends a path-based region to its prefix', () => {
    expect(regionSwitchTarget('nl').url).toBe('/nl-nl/');
  });

  it('keeps the page and its query when the language changes', () => {
    expect(languageSwitchUrl({ pathname: '/cart/', search: '?a=1&locale=pl-PL', hash: '#x' }, 'de-DE')).toBe(
      '/cart/?a=1&locale=de-DE#x',
    );
  });
});
