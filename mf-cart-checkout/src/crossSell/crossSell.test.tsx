import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartSummaryAtom, phStore } from '@ph/contracts';
import { renderRemote, renderedLinks } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeLine, makeOrder, PIM_PRODUCTS, type FakeApi } from '../../test/fakeApi';
import { crossSellsUnavailable } from './loadCrossSells';

const PATH = '/cart/recommended-products-and-services/s';
let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('cross-sell page', () => {
  it("recommends the catalogue's cross-sells of the cart's products with their API price and adds one in place", async () => {
    api.orders.push(makeOrder());
    await renderRemote(App, catalogues, { path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recommended products and services' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Recommended for your order' });
    // The cart's own family and the sample pack (ordered through its own form) are not offered.
    expect(within(list).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Shipping box']);
    const item = within(list).getByRole('listitem', { name: 'Shipping box' });
    expect(within(item).getByText('30 pieces', { exact: false })).toHaveTextContent('30 pieces, €2.50 each');
    // The price is the API's quote for that line, not a tier the page picked.
    expect(api.calls('POST', /^v3\/line_prices$/).map((c) => c.body)).toEqual([{ region: 'eu', items: [{ sku: 'shipping-box-v', quantities: [30] }] }]);

    await userEvent.click(within(item).getByRole('button', { name: 'Add Shipping box to your cart' }));
    expect(await within(item).findByRole('status')).toHaveTextContent('Added to your cart.');
    expect(api.calls('POST', /^v2\/orders\/10\/line_item$/)[0]?.body).toEqual({ variant_id: 6, quantity: 30 });
    expect(phStore.get(cartSummaryAtom).itemCount).toBe(2);
    expect(screen.getByText('2 items in your cart.')).toBeInTheDocument();
    // The list stays as it was: no second read of the catalogue after the add.
    expect(within(list).getByRole('listitem', { name: 'Shipping box' })).toHaveTextContent('Added to your cart.');
    expect(api.calls('GET', /^pim\/products$/).filter((c) => c.query.getAll('expand').includes('cross_sells'))).toHaveLength(1);
  });

  it.each([
    ['eu', PATH],
    ['de', PATH],
  ] as const)('in the %s store, every product link it shows opens that product’s page of the store (not the catalogue’s marketing address)', async (region, path) => {
    api.orders.push(makeOrder());
    await renderRemote(App, catalogues, { path, region, locale: 'en-US' });
    await screen.findByRole('listitem', { name: PIM_PRODUCTS['shipping-box']!.title });
    const links = renderedLinks(document.body, region);
    // Nothing the page shows leads to an address the store does not route (the shell's "Page not found").
    expect(links.filter((l) => l.route === null)).toEqual([]);
    const productLinks = links.filter((l) => l.route === 'productPage');
    expect(productLinks.map((l) => [l.text, l.params.productType])).toEqual([['Shipping box', 'shipping-box']]);
  });

  it('shows placeholders of the recommendations while they load, then the recommendations', async () => {
    api.orders.push(makeOrder());
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    // The catalogue's answers wait until released; the cart's do not.
    const answer = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes('pim/products')) await held;
      return answer(...args);
    }) as typeof fetch;
    await renderRemote(App, catalogues, { path: PATH });
    const loading = await screen.findByText('Loading recommendations…');
    expect(loading).toHaveAttribute('role', 'status');
    const products = screen.getByRole('region', { name: 'Recommended products' });
    expect(products).toHaveAttribute('aria-busy', 'true');
    expect(products.querySelectorAll('li .ph-ui-skeleton').length).toBeGreaterThan(0);
    act(() => release());
    const list = await screen.findByRole('list', { name: 'Recommended for your order' });
    expect(within(list).getByRole('listitem', { name: 'Shipping box' })).toBeInTheDocument();
    expect(screen.queryByText('Loading recommendations…')).not.toBeInTheDocument();
    expect(products.querySelector('.ph-ui-skeleton')).toBeNull();
  });

  it('offers the services of the cart on the same page and continues to checkout', async () => {
    api.orders.push(makeOrder({ line_items: [makeLine({ box_design_id: 'd-1' })] }));
    await renderRemote(App, catalogues, { path: PATH });
    const services = await screen.findByRole('region', { name: 'Services for your order' });
    await userEvent.click(await within(services).findByRole('switch', { name: 'Expert design check for Mailer box F33 (+€19.00)' }));
    expect(await within(services).findByRole('switch', { name: /Expert design check/, checked: true })).toBeInTheDocument();
    within(services).getByRole('group', { name: 'Delivery speed for Mailer box F33' });
    await userEvent.click(await within(services).findByRole('button', { name: 'Add trees' }));
    expect(await within(services).findByText(/5 trees in your order/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  });

  it('says the recommendations are unavailable when the catalogue fails, and keeps the services', async () => {
    api.orders.push(makeOrder());
    api.on('GET', /^pim\/products$/, () => ({ status: 500, body: { statusCode: 500, error: 'Internal', message: 'boom' } }));
    await renderRemote(App, catalogues, { path: PATH });
    expect(await screen.findByText('Recommendations could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recommended for your order' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Plant trees with your order' })).toBeInTheDocument();
  });

  it('says there is nothing to recommend for an empty list', async () => {
    api.orders.push(makeOrder({ line_items: [makeLine({ sku: 'shipping-box' })] }));
    await renderRemote(App, catalogues, { path: PATH });
    expect(await screen.findByText('We have no recommendations for your cart right now.')).toBeInTheDocument();
  });

  it('shows the API refusal of an add and keeps the offer', async () => {
    api.orders.push(makeOrder());
    api.on('POST', /line_item$/, () => ({ status: 422, body: { statusCode: 422, error: 'Unprocessable', code: 'out_of_stock', message: 'shipping-box is out of stock for quantity 30' } }));
    await renderRemote(App, catalogues, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Shipping box to your cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This product is out of stock.');
    expect(screen.getByRole('button', { name: 'Add Shipping box to your cart' })).toBeEnabled();
    expect(phStore.get(cartSummaryAtom).itemCount).toBe(1);
  });

  it('shows the empty cart without recommendations', async () => {
    await renderRemote(App, catalogues, { path: PATH });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(api.calls('GET', /pim\/products/)).toHaveLength(0);
  });
});

describe('cross-sell states', () => {
  it('are unavailable on error or an empty success only', () => {
    expect(crossSellsUnavailable({ status: 'initial' })).toBe(false);
    expect(crossSellsUnavailable({ status: 'loading' })).toBe(false);
    expect(crossSellsUnavailable({ status: 'error' })).toBe(true);
    expect(crossSellsUnavailable({ status: 'success', items: [] })).toBe(true);
    expect(crossSellsUnavailable({ status: 'success', items: [{ sku: 's', title: 'S', variantId: 1, quantity: 1, unitNet: 1 }] })).toBe(false);
  });
});
