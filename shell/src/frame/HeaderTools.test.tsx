import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishCartChanged, takeCheckoutStartRequest } from '@ph/contracts';
import { SESSION_COOKIE } from '@ph/contracts/http';
import { TOKEN_STORAGE_KEY } from '@ph/api-client';
import shellEn from '../messages/en.json';
import { shellMessages } from '../messages';
import { renderFrame as renderFrameWith } from './testing';
import { matchesQuery } from './searchText';
import { paymentMarksFor } from './PaymentMarks';

// A tiny stand-in for the API at the network edge: the real @ph/api-client and @ph/session run against it.
type Route = [method: string, path: RegExp, answer: (url: URL) => unknown];
let routes: Route[] = [];
const seen: string[] = [];
function serve(...r: Route[]) {
  routes = r;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    seen.push(`${method} ${url.pathname}`);
    const route = routes.find(([m, p]) => m === method && p.test(url.pathname));
    const body = route ? JSON.stringify(route[2](url)) : '';
    return {
      ok: Boolean(route),
      status: route ? 200 : 404,
      headers: { get: (n: string) => (n.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => body,
      blob: async () => new Blob([body]),
    } as unknown as Response;
  }) as typeof fetch;
}

const line = (over: Record<string, unknown>) => ({
  id: 1, kind: 'product', variant_id: 5, sku: 'mailer-box-f33', name: 'Mailer box', quantity: 100, box_design_id: null, box_design: null, parent_id: null,
  bundle_id: null, express_delivery_option_id: null, options: {}, properties: [], unit_net: 85, item_net: 8500, express_net: 0, promo_net: 0, net: 8500,
  tax_rate: 2300, tax: 1955, gross: 10455, ...over,
});
const order = {
  id: 10, number: 'R100000001', state: 'cart', currency: 'EUR', region: 'eu', item_total: 12300, ship_total: 0, tax_total: 2829, promo_total: 0, total: 15129,
  line_items: [
    line({}),
    line({ id: 2, name: 'Shipping box', quantity: 50, item_net: 3800, image_url: '/api/assets/variants/shipping-box-s1.svg' }),
    // A service riding on the first line: not a line of its own in the mini-cart.
    line({ id: 3, kind: 'expert_check', name: 'Expert check', quantity: 1, parent_id: 1, item_net: 1900 }),
  ],
};

// The shell's messages as the page loads them (shellMessages): the UI kit's, the API errors', the catalogue's
// category names the main navigation shows, and the shell's own.
let en: Record<string, string> = shellEn;
beforeAll(async () => {
  en = (await shellMessages('en-US')) as Record<string, string>;
});
const renderFrame = (region: 'eu' | 'pl' | 'us' | 'de' = 'eu') => renderFrameWith(region, { messages: en });

beforeEach(() => {
  seen.length = 0;
  localStorage.clear();
  // A first visit: no token in storage, nor in the cookie the token store mirrors it in (and would adopt).
  document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0`;
  act(() => publishCartChanged({ orderNumber: null, itemCount: 0 }));
});

describe('region and language', () => {
  it('is one labelled button that opens a panel with both choices, closed by Escape with the focus back on the button', async () => {
    renderFrame();
    const button = screen.getByRole('button', { name: /^Region and language: EUR/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Region' })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('form', { name: 'Region and language' });
    expect(within(panel).getByRole('combobox', { name: 'Region' })).toHaveValue('eu');
    expect(within(panel).getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
    expect(within(panel).getAllByRole('option')).toHaveLength(15 + 11);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('offers the chosen store’s own language, and starts again from the page’s when reopened', async () => {
    renderFrame();
    const button = screen.getByRole('button', { name: /^Region and language/ });
    await userEvent.click(button);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Region' }), 'pl');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('pl-PL');
    await userEvent.click(button);
    await userEvent.click(button);
    expect(await screen.findByRole('combobox', { name: 'Region' })).toHaveValue('eu');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
  });
});

describe('the mini-cart', () => {
  it('opens a drawer with the cart’s lines, quantities, prices and the API’s subtotal, and gives the focus back when closed', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'visitor-token');
    serve(['GET', /\/orders\/R100000001$/, () => ({ order })]);
    renderFrame();
    act(() => publishCartChanged({ orderNumber: 'R100000001', itemCount: 2 }));
    const button = screen.getByRole('button', { name: 'Cart, 2 items' });
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Your cart (2 items)' });
    const lines = within(drawer).getByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Mailer boxQuantity: 100€85.00', 'Shipping boxQuantity: 50€38.00']);
    expect(drawer).toHaveTextContent('Subtotal excl. VAT€123.00');
    // A line without a design shows the picture of its box, not the generic glyph.
    expect(within(lines).getAllByRole('listitem')[1]!.querySelector('img')).toHaveAttribute('src', '/api/assets/variants/shipping-box-s1.svg');
    expect(within(drawer).getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/cart/?step=delivery');
    expect(within(drawer).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart/');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('asks the checkout to report its start when the shopper goes to checkout from the drawer, and not for a new tab or the cart', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'visitor-token');
    serve(['GET', /\/orders\/R100000001$/, () => ({ order })]);
    renderFrame();
    act(() => publishCartChanged({ orderNumber: 'R100000001', itemCount: 2 }));
    const open = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Cart, 2 items' }));
      return within(await screen.findByRole('dialog', { name: 'Your cart (2 items)' }));
    };
    takeCheckoutStartRequest();
    await userEvent.click((await open()).getByRole('link', { name: 'View cart' }));
    expect(takeCheckoutStartRequest()).toBe(false);
    const user = userEvent.setup();
    const newTab = (await open()).getByRole('link', { name: 'Go to checkout' });
    await user.keyboard('{Control>}');
    await user.click(newTab);
    await user.keyboard('{/Control}');
    expect(takeCheckoutStartRequest()).toBe(false);
    await userEvent.click((await open()).getByRole('link', { name: 'Go to checkout' }));
    // The cart remote takes this request when its first step opens and sends "Checkout Started"
    // (mf-cart-checkout's tracking.test.tsx follows it to the analytics call).
    expect(takeCheckoutStartRequest()).toBe(true);
  });

  it('says the cart is empty, with the way to the products, for a first visit without asking the API', async () => {
    serve();
    renderFrame('pl');
    await userEvent.click(screen.getByRole('button', { name: 'Cart, empty' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your cart (0 items)' });
    expect(within(drawer).getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/produkty');
    expect(seen).toEqual([]);
  });

  it('says when the cart cannot be read and tries again', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'visitor-token');
    serve();
    renderFrame();
    act(() => publishCartChanged({ orderNumber: 'R100000001', itemCount: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    expect(await screen.findByText('Your cart could not be loaded.')).toBeInTheDocument();
    serve(['GET', /\/orders\/R100000001$/, () => ({ order })], ['GET', /\/orders\/mine$/, () => ({ orders: [order] })]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Your cart (2 items)' })).toBeInTheDocument();
    // What the drawer read is the badge's count too.
    expect(screen.getByTestId('cart-count')).toHaveTextContent('Cart, 2 items');
  });
});

describe('the product search', () => {
  const product = (sku: string, name: string, title: string) => ({ sku, name, title, images: [], pageUrl: null, configurableProperties: [] });
  const products: Record<string, ReturnType<typeof product>> = {
    'mailer-box-1': product('mailer-box', 'Mailer box', 'Custom printed mailer boxes'),
    'shipping-box-1': product('shipping-box', 'Shipping box', 'Custom printed shipping boxes'),
    'wine-box-1': product('wine-box', 'Wine box', 'Custom printed wine boxes'),
  };

  it('finds products by name as the shopper types and links to their pages', async () => {
    serve(
      ['GET', /\/prices\/minimal$/, () => ({ data: Object.keys(products).map((variant_sku) => ({ variant_sku, product_sku: products[variant_sku]!.sku })) })],
      ['GET', /\/pim\/products$/, (url) => ({ data: products[url.searchParams.get('variants[sku]') ?? ''] })],
    );
    renderFrame();
    await userEvent.click(screen.getByRole('button', { name: 'Search products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search products' });
    const field = within(dialog).getByRole('searchbox', { name: 'Product name' });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'boxes ship');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('1 product found');
    expect(within(dialog).getByRole('link', { name: /Shipping box/ })).toHaveAttribute('href', '/products/shipping-box');
    await userEvent.clear(field);
    await userEvent.type(field, 'pizza');
    expect(within(dialog).getByRole('status')).toHaveTextContent('No products match “pizza”.');
    expect(within(dialog).getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/products');
    // The page read the catalogue once: one price list and one read per product.
    const catalogueReads = () => seen.filter((r) => !r.includes('help_posts')).length;
    const reads = catalogueReads();
    expect(reads).toBe(1 + Object.keys(products).length);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Search products' }));
    const again = await screen.findByRole('dialog', { name: 'Search products' });
    await userEvent.type(within(again).getByRole('searchbox', { name: 'Product name' }), 'wine');
    expect(await within(again).findByRole('status')).toHaveTextContent('1 product found');
    expect(catalogueReads()).toBe(reads);
  });

  it('lists the help centre’s matching articles, linking to their landing pages', async () => {
    const asked: URL[] = [];
    serve(
      ['GET', /\/prices\/minimal$/, () => ({ data: Object.keys(products).map((variant_sku) => ({ variant_sku, product_sku: products[variant_sku]!.sku })) })],
      ['GET', /\/pim\/products$/, (url) => ({ data: products[url.searchParams.get('variants[sku]') ?? ''] })],
      ['GET', /\/v1\/help_posts$/, (url) => {
        asked.push(url);
        const post = { id: 'dpi-and-resolution', category: 'print-quality', category_name: 'Print quality and DPI', title: 'What resolution (DPI) does my image need?', summary: 'Aim for 300 dpi.', path: '/help/dpi-and-resolution/?locale=en' };
        return { data: url.searchParams.get('q') === 'dpi' ? [post] : [], meta: { lang: 'en', total: 1 } };
      }],
    );
    renderFrame('de');
    await userEvent.click(screen.getByRole('button', { name: 'Search products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search products' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Product name' }), 'dpi');
    const help = await within(dialog).findByRole('region', { name: 'Help centre' });
    expect(within(help).getByRole('link', { name: /What resolution \(DPI\)/ })).toHaveAttribute('href', '/help/dpi-and-resolution/?locale=en');
    // Asked once typing paused, for the store and the page's language.
    expect(asked.map((u) => [u.searchParams.get('q'), u.searchParams.get('region'), u.searchParams.get('lang')])).toEqual([['dpi', 'de', 'en']]);
  });

  it('asks the API again after a failed read when the shopper tries again', async () => {
    serve();
    renderFrame('pl');
    await userEvent.click(screen.getByRole('button', { name: 'Search products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search products' });
    expect(await within(dialog).findByText('The products could not be loaded.')).toBeInTheDocument();
    serve(
      ['GET', /\/prices\/minimal$/, () => ({ data: Object.keys(products).map((variant_sku) => ({ variant_sku, product_sku: products[variant_sku]!.sku })) })],
      ['GET', /\/pim\/products$/, (url) => ({ data: products[url.searchParams.get('variants[sku]') ?? ''] })],
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Product name' }), 'mailer');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('1 product found');
  });

  it('matches whole words from their start, in any order, without accents or case', () => {
    expect(matchesQuery(['Pudełko fasonowe'], 'pudelko', 'pl-PL')).toBe(true);
    expect(matchesQuery(['Boîte postale'], 'BOITE', 'fr-FR')).toBe(true);
    expect(matchesQuery(['Mailer box'], 'box mail', 'en-US')).toBe(true);
    expect(matchesQuery(['Mailer box'], 'boxes', 'en-US')).toBe(true);
    expect(matchesQuery(['Mailer box'], 'ox', 'en-US')).toBe(false);
    expect(matchesQuery(['Mailer box'], '  ', 'en-US')).toBe(false);
  });
});

describe('the footer', () => {
  it('links the store’s help, company and legal pages in its own words (in the visitor’s language: English here), and the shop’s pages by the route table', async () => {
    const footer = renderFrame('pl');
    const f = within(footer);
    expect(await f.findByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/pomoc/?locale=en');
    expect(f.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/kontakt/?locale=en');
    expect(f.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/o-nas/?locale=en');
    expect(f.getByRole('link', { name: 'Sustainability' })).toHaveAttribute('href', '/zrownowazony-rozwoj/?locale=en');
    expect(f.getByRole('link', { name: 'FSC certification' })).toHaveAttribute('href', '/fsc/?locale=en');
    expect(f.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/regulamin/?locale=en');
    expect(f.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/polityka-prywatnosci/?locale=en');
    expect(f.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/wycena');
    expect(f.getByRole('link', { name: 'Sample packs' })).toHaveAttribute('href', '/zestawy-probek');
    expect(f.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it('shows the payment methods the store takes', async () => {
    const footer = renderFrame('us');
    const marks = within(await within(footer).findByRole('list', { name: 'Payment methods' })).getAllByRole('listitem');
    expect(marks.map((m) => m.textContent)).toEqual(['VISA', 'Mastercard']);
    expect(paymentMarksFor('pl')).toEqual({ brands: ['VISA', 'Mastercard', 'Przelewy24', 'Hokodo'], bankTransfer: true });
    expect(paymentMarksFor('eu').brands).toEqual(['PayPal', 'VISA', 'Mastercard', 'Przelewy24', 'iDEAL', 'Bancontact', 'eps', 'giropay', 'Hokodo']);
  });
});
