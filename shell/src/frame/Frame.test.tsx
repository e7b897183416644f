import { render, screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider as JotaiProvider } from 'jotai';
import { bindCartEvents, dispatch, EVENTS, listen, phStore } from '@ph/contracts';
import { UnknownLanguageError } from '@ph/i18n';
import en from '../messages/en.json';
import { Frame } from './Frame';
import { regionSwitchTarget } from './RegionSwitcher';
import { languageSwitchUrl } from './LanguageSwitcher';

function renderFrame(region: 'eu' | 'pl' = 'eu') {
  const footer = document.createElement('div');
  document.body.appendChild(footer);
  render(
    <JotaiProvider store={phStore}>
      <IntlProvider locale="en-US" messages={en}>
        <Frame ctx={{ region, pathPrefix: '', locale: 'en-US' }} footer={footer} />
      </IntlProvider>
    </JotaiProvider>,
  );
}

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
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(seen).toEqual([{ source: 'footer' }]);
    stop();
  });

  it('offers all 15 regions and 11 languages with labelled switchers', () => {
    renderFrame();
    expect(screen.getAllByRole('option', { name: /./ }).length).toBe(15 + 11);
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('eu');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
  });

  it('links to the region’s own paths', () => {
    renderFrame('pl');
    expect(screen.getByTestId('account-entry')).toHaveAttribute('href', '/konto/zamowienia');
    expect(screen.getByTestId('cart-count')).toHaveAttribute('href', '/koszyk/');
  });
});

describe('a refused ?locale=', () => {
  it('says in the announcements which language the page is shown in instead', () => {
    const footer = document.createElement('div');
    const announcements = document.createElement('div');
    document.body.append(footer, announcements);
    render(
      <JotaiProvider store={phStore}>
        <IntlProvider locale="en-US" messages={en}>
          <Frame
            ctx={{ region: 'eu', pathPrefix: '', locale: 'en-US', rejectedLocale: { requested: 'tlh', error: new UnknownLanguageError('tlh', 'tlh') } }}
            footer={footer}
            announcements={announcements}
          />
        </IntlProvider>
      </JotaiProvider>,
    );
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
