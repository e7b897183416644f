// The pseudo-locale (`?locale=en-XA`) shows where text bypasses the catalogues. This renders the whole
// cart and the checkout's first step under it with a fake API (states the e2e run does not reach, such
// as an applied coupon); e2e/tests/pseudo-locale.spec.ts reads the production build's pages the same
// way. Every visible word and accessible name must come out accented, except what the API sends
// (product and property names, codes), which is data, not interface text.
import { screen } from '@testing-library/react';
import { addressFormCatalogues } from '@ph/address-form';
import { PSEUDO_LOCALE } from '@ph/i18n';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeLine, makeOrder, type FakeApi } from '../../test/fakeApi';

/** Text on the page (and in accessible-name attributes) with a plain ASCII letter once the API's data is taken out. */
function plainText(root: HTMLElement, data: string[]): string[] {
  const strip = (text: string) => data.reduce((t, d) => t.split(d).join(''), text);
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/[A-Za-z]/.test(strip(node.textContent ?? ''))) found.push(node.textContent!.trim());
  }
  for (const el of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(name);
      if (value && /[A-Za-z]/.test(strip(value))) found.push(`${name}="${value}"`);
    }
  }
  return found;
}

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

/** A cart with two lines and an applied coupon; returns the strings the API sent. */
function cartWithCoupon(): string[] {
  const order = makeOrder({ line_items: [makeLine(), makeLine({ id: 2, name: 'Shipping box', quantity: 50 })] });
  order.promo_code = 'WELCOME10';
  order.promotions = [{ code: 'WELCOME10', name: 'Welcome discount', kind: 'percentage', amount: -1000, eligible: true }];
  api.orders.push(order);
  return [order.number, 'WELCOME10', 'Welcome discount', ...order.line_items.flatMap((l) => [l.name, ...(l.properties ?? []).map((p) => p.name)])];
}

it('the cart in en-XA has no un-accented interface text and logs no React key warning', async () => {
  const errors = jest.spyOn(console, 'error');
  const data = cartWithCoupon();
  const { container } = await renderRemote(App, catalogues, { path: '/cart/', locale: PSEUDO_LOCALE, packageCatalogues: [addressFormCatalogues] });
  // Loaded: the lines (named by the API) and the applied coupon are on the page.
  expect(await screen.findByRole('heading', { name: 'Shipping box' })).toBeInTheDocument();
  expect(screen.getByText('WELCOME10')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: /^\[.+\]$/ })).toBeInTheDocument();
  expect(plainText(container, data)).toEqual([]);
  // A line's price parts are elements inside messages (LineItemRow): each needs its own key.
  expect(errors.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('unique "key"'))).toEqual([]);
  errors.mockRestore();
});

it('the checkout’s first step in en-XA has no un-accented interface text', async () => {
  const data = cartWithCoupon();
  const { container } = await renderRemote(App, catalogues, { path: '/cart/?step=delivery', locale: PSEUDO_LOCALE, packageCatalogues: [addressFormCatalogues] });
  // Loaded: the details form (with @ph/address-form's catalogue, as lifecycles.tsx mounts it) is on
  // the page, every field named in the pseudo-locale.
  const fields = await screen.findAllByRole('textbox');
  expect(fields.length).toBeGreaterThan(3);
  for (const field of fields) expect(field).toHaveAccessibleName(/^\[.+\]/);
  // Country names come from the browser's CLDR data (Intl.DisplayNames), which has no pseudo-locale.
  const regions = new Intl.DisplayNames(['en'], { type: 'region' });
  const countries = [...container.querySelectorAll('option')].filter((o) => /^[A-Z]{2}$/.test(o.value)).map((o) => regions.of(o.value)!);
  expect(countries.length).toBeGreaterThan(10);
  expect(plainText(container, [...data, ...countries])).toEqual([]);
});

it('the check sees English: the same cart in English is full of plain text', async () => {
  const data = cartWithCoupon();
  const { container } = await renderRemote(App, catalogues, { path: '/cart/' });
  await screen.findByRole('heading', { name: 'Shipping box' });
  expect(plainText(container, data).length).toBeGreaterThan(10);
});
