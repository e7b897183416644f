import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote, renderedLinks } from '@ph/remote-kit/testing';
import { LANDING_PAGES, landingPath, type RegionCode } from '@ph/region-config';
import { App } from '../src/App';
import { catalogues } from '../src/messages';
import { retryTarget } from '../src/screens/FetchErrorPage';
import { installApiReplay, type Replay } from './apiReplay';

let replay: Replay;
beforeEach(() => {
  replay = installApiReplay();
  window.localStorage.clear();
});

describe('box-type step', () => {
  it('shows the store’s products by type of box, each with its picture, leading to its product page', async () => {
    await renderRemote(App, catalogues, { path: '/box-type' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your box type' })).toBeInTheDocument();
    const mailers = await screen.findByRole('list', { name: 'Mailer boxes' }, { timeout: 5000 });
    const cards = within(mailers).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.querySelector('img')?.getAttribute('src')).toMatch(/\/assets\/products\//);
      expect(within(card).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/products\/[a-z0-9-]+$/));
    }
    expect(screen.getByRole('list', { name: 'Shipping boxes' })).toBeInTheDocument();
    // Eco-friendly is a board, not a type of box.
    expect(screen.queryByRole('heading', { name: 'Eco-friendly packaging' })).not.toBeInTheDocument();
    expect(screen.queryByText('This page is not available yet')).not.toBeInTheDocument();
  });

  it('speaks Polish at its Polish address', async () => {
    await renderRemote(App, catalogues, { path: '/rodzaj-pudelka', region: 'pl', locale: 'pl-PL' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wybierz rodzaj pudełka' })).toBeInTheDocument();
  });
});

describe('fetch-error page', () => {
  let down = true;
  beforeEach(() => {
    down = true;
    replay.override((req) => {
      if (!req.path.startsWith('/users/')) return undefined;
      if (down) return { status: 503, answer: { statusCode: 503, error: 'Service Unavailable', message: 'down' } };
      if (req.path === '/users/anonymous') return { status: 200, answer: { token: 'tok-1', user: { id: 7, anonymous: true, email: null } } };
      return { status: 200, answer: { error: null, user: { id: 7, anonymous: true, email: null }, api_key: 'tok-1' } };
    });
  });

  it('stays and says so while the store does not answer, then goes back to the page on retry', async () => {
    const user = userEvent.setup();
    await renderRemote(App, catalogues, { path: '/error?return_to=%2Fsample-packs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The store still cannot be reached');
    expect(window.location.pathname).toBe('/error');

    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sample packs' }, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sample-packs');
  });

  it('goes back only to a page of this store', () => {
    expect(retryTarget('/account/orders?x=1', 'eu')).toBe('/account/orders?x=1');
    expect(retryTarget('/konto/zamowienia', 'pl')).toBe('/konto/zamowienia');
    expect(retryTarget('//evil.example/', 'eu')).toBeNull();
    expect(retryTarget('https://evil.example/', 'eu')).toBeNull();
    expect(retryTarget('/\\evil.example', 'eu')).toBeNull();
    expect(retryTarget('/error', 'eu')).toBeNull();
    expect(retryTarget('/no-such-page/here', 'eu')).toBeNull();
    expect(retryTarget(null, 'eu')).toBeNull();
  });
});

describe('product links', () => {
  /** The links of the rendering that the store's route table does not answer, landing pages (help, terms) apart. */
  const unrouted = (region: RegionCode) => {
    const landing = new Set(LANDING_PAGES.map((p) => landingPath(region, p)));
    return renderedLinks(document.body, region).filter((l) => l.route === null && !landing.has(l.href.split('?')[0]!));
  };

  it.each([
    ['the home page', '/'],
    ['the box-type step', '/box-type'],
    ['a category', '/packaging/mailer-boxes'],
    ['a product page (its related products)', '/products/mailer-box'],
  ])('on %s, every product link opens a product page the store routes', async (_name, path) => {
    await renderRemote(App, catalogues, { path });
    // The products have been read and drawn.
    await screen.findAllByRole('link', { name: /box/i }, { timeout: 5000 });
    await screen.findByRole('heading', { level: 1 });
    expect(unrouted('eu')).toEqual([]);
    const products = renderedLinks(document.body, 'eu').filter((l) => l.route === 'productPage');
    expect(products.length).toBeGreaterThan(0);
    for (const link of products) expect(link.params.productType).toMatch(/^[a-z0-9-]+$/);
  });
});
