// The catalogue takes the route's first read from the page when the page's host made it for the same
// store, language and product (packages/deploy/src/first-read.js), and reads the API itself otherwise.
import { screen } from '@testing-library/react';
import { renderRemote } from '@ph/remote-kit/testing';
import type { PimProduct, ProductCardData } from '@ph/api-client';
import { App } from '../App';
import { catalogues } from '../messages';
import { EXCHANGES, installApiReplay, type Replay } from '../../test/apiReplay';
import { FIRST_READ_ID, resetFirstReadForTests } from './firstRead';

/** The API's own answer to the product page's PIM read of the mailer box, as captured. */
const mailerBox = (
  EXCHANGES.find((e) => e.path === '/pim/products' && e.search.includes('region=eu') && e.search.includes('mailer-box-f15-kraft-eco-color') && e.search.includes('cross_sells'))!
    .answer as { data: PimProduct }
).data;

/** Writes the block into the page as the host does (every `<` escaped). */
function inline(block: unknown): void {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = FIRST_READ_ID;
  el.textContent = JSON.stringify(block).replace(/</g, '\\u003c');
  document.head.appendChild(el);
}

const pimReads = (replay: Replay) => replay.requests.filter((r) => r.path === '/pim/products');

let replay: Replay;
beforeEach(() => {
  resetFirstReadForTests();
  replay = installApiReplay();
});
afterEach(() => document.getElementById(FIRST_READ_ID)?.remove());

describe('the first read inlined by the page’s host', () => {
  it('shows the product page from the page’s block without reading the product again', async () => {
    inline({ v: 1, region: 'eu', lang: 'en', read: 'product', sku: 'mailer-box', data: { ...mailerBox, title: 'Mailer boxes <as the host read them>' } });
    await renderRemote(App, catalogues, { path: '/products/mailer-box' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mailer boxes <as the host read them>' })).toBeInTheDocument();
    expect(pimReads(replay).filter((r) => r.search.includes('cross_sells'))).toEqual([]);
  });

  it('reads the API when the block is for another store, language or product, or was used already', async () => {
    const hostRead = { ...mailerBox, title: 'Not this one' };
    inline({ v: 1, region: 'pl', lang: 'en', read: 'product', sku: 'mailer-box', data: hostRead });
    const first = await renderRemote(App, catalogues, { path: '/products/mailer-box' });
    expect(await screen.findByRole('heading', { level: 1, name: mailerBox.title })).toBeInTheDocument();
    expect(pimReads(replay).filter((r) => r.search.includes('cross_sells'))).toHaveLength(1);
    first.unmount();
    document.getElementById(FIRST_READ_ID)?.remove();

    inline({ v: 1, region: 'eu', lang: 'en', read: 'product', sku: 'shipping-box', data: hostRead });
    const second = await renderRemote(App, catalogues, { path: '/products/mailer-box' });
    expect(await screen.findByRole('heading', { level: 1, name: mailerBox.title })).toBeInTheDocument();
    second.unmount();
    document.getElementById(FIRST_READ_ID)?.remove();

    // Used once on the page's first screen; coming back to the product within the page reads it fresh.
    inline({ v: 1, region: 'eu', lang: 'en', read: 'product', sku: 'mailer-box', data: hostRead });
    const third = await renderRemote(App, catalogues, { path: '/products/mailer-box' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not this one' })).toBeInTheDocument();
    third.unmount();
    await renderRemote(App, catalogues, { path: '/products/mailer-box' });
    expect(await screen.findByRole('heading', { level: 1, name: mailerBox.title })).toBeInTheDocument();
  });

  it('reads the API when the page is older than a minute (a tab left open, the back/forward cache)', async () => {
    inline({ v: 1, region: 'eu', lang: 'en', read: 'product', sku: 'mailer-box', data: { ...mailerBox, title: 'Stale' } });
    const now = jest.spyOn(performance, 'now').mockReturnValue(61_000);
    try {
      await renderRemote(App, catalogues, { path: '/products/mailer-box' });
      expect(await screen.findByRole('heading', { level: 1, name: mailerBox.title })).toBeInTheDocument();
    } finally {
      now.mockRestore();
    }
  });

  it('shows the home page’s product cards from the block without reading them', async () => {
    const minimal = EXCHANGES.find((e) => e.path === '/api/prices/minimal' && e.search === '?region=eu&cache_buster=v3')!.answer as { data: ProductCardData['from'][] };
    const card: ProductCardData = { product: { ...mailerBox, name: 'Host-read mailer box' }, from: minimal.data.find((m) => m.product_sku === 'mailer-box')! };
    inline({ v: 1, region: 'eu', lang: 'en', read: 'cards', data: [card] });
    await renderRemote(App, catalogues, { path: '/' });
    expect(await screen.findByRole('link', { name: 'Host-read mailer box' })).toBeInTheDocument();
    expect(replay.requests.filter((r) => r.path === '/api/prices/minimal')).toEqual([]);
  });

  it('ignores a block that does not parse', async () => {
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = FIRST_READ_ID;
    el.textContent = '{"v":1,';
    document.head.appendChild(el);
    await renderRemote(App, catalogues, { path: '/products/mailer-box' });
    expect(await screen.findByRole('heading', { level: 1, name: mailerBox.title })).toBeInTheDocument();
  });
});
