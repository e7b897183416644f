import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney, type RegionCode } from '@ph/region-config';
import type { LinePricesResponse, PimProduct } from '@ph/api-client';
import { renderRemote } from '@ph/remote-kit/testing';
import { cartSummaryAtom, phStore, publishCartChanged, publishSessionChanged } from '@ph/contracts';
import { App } from '../src/App';
import { catalogues } from '../src/messages';
import { answerAsFirstVariant, captured, installApiReplay, type Replay } from './apiReplay';

let replay: Replay;
beforeEach(() => {
  replay = installApiReplay();
});
afterEach(() => {
  expect(replay.unmatched).toEqual([]);
});

const NBSP = / /g;
const plain = (s: string | null | undefined) => (s ?? '').replace(NBSP, ' ').replace(/\s+/g, ' ').trim();

/** The API's line prices of a sku in a store (standard size, or the captured custom size). */
function linePrices(region: RegionCode, sku: string, custom = false): LinePricesResponse {
  return captured<LinePricesResponse>(
    (e) =>
      e.path === '/v3/line_prices' &&
      JSON.stringify(e.body).includes(`"region":"${region}"`) &&
      JSON.stringify(e.body).includes(`"sku":"${sku}"`) &&
      JSON.stringify(e.body).includes('custom_size') === custom,
  );
}

function productFixture(region: RegionCode): PimProduct {
  return captured<{ data: PimProduct }>((e) => e.path === '/pim/products' && e.search.includes(`region=${region}`) && e.search.includes('sku%5D=mailer-box-f15') && e.search.includes('expand=variants')).data;
}

async function openMailerBox(region: RegionCode = 'eu', locale: 'en-US' | 'pl-PL' = 'en-US') {
  const path = region === 'pl' ? '/produkty/mailer-box' : '/products/mailer-box';
  await renderRemote(App, catalogues, { path, region, locale });
  const table = await screen.findByRole('table');
  // The table is there from the start with placeholder rows; wait for the API's prices.
  await waitFor(() => expect(table.parentElement).toHaveAttribute('aria-busy', 'false'));
  return table;
}

const totalText = async () => {
  const total = screen.getByTestId('configurator-total');
  await waitFor(() => expect(total.textContent).not.toBe(''));
  return plain(total.textContent);
};

describe('configurator prices (API fixtures)', () => {
  it('shows the price table of the first variant with net figures in the eu store', async () => {
    const table = await openMailerBox('eu');
    const product = productFixture('eu');
    const variant = product.variants![0]!;
    const prices = linePrices('eu', variant.sku).data;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(prices.length);
    const first = prices[0]!;
    const second = prices[1]!;
    const cells = (i: number) => within(rows[i]!).getAllByRole('cell').map((c) => plain(c.textContent));
    // A mailer box is sold by the piece: one price column, not "Per unit" and "Per piece" saying the same.
    expect(variant.quantityPerUnit).toBe(1);
    expect(within(table).getAllByRole('columnheader').map((h) => plain(h.textContent))).toEqual(['Quantity', 'Per unit', 'You save', 'Total']);
    expect(cells(0)).toEqual([String(first.quantity), formatMoney(first.unit.net, 'eu'), '—', formatMoney(first.net, 'eu')]);
    const dealPct = Math.round(((first.unit.net - second.unit.net) / first.unit.net) * 100);
    expect(cells(1)[2]).toBe(`${dealPct}%`);
    expect(cells(1)[3]).toBe(formatMoney(second.net, 'eu'));
    expect(screen.getByRole('caption')).toHaveTextContent('excl. VAT');
    expect(await totalText()).toBe(`30 pcs: ${formatMoney(first.net, 'eu')} excl. VAT`);
  });

  it('shows gross prices with tax added in the pl store, formatted as złoty', async () => {
    await openMailerBox('pl', 'pl-PL');
    const variant = productFixture('pl').variants![0]!;
    const first = linePrices('pl', variant.sku).data[0]!;
    expect(first.currency).toBe('PLN');
    expect(await totalText()).toBe(`30 szt.: ${formatMoney(first.gross, 'pl')} z VAT`);
    // The per-unit column is the API's gross unit price, not derived in the browser.
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(plain(within(row).getAllByRole('cell')[1]!.textContent)).toBe(formatMoney(first.unit.gross, 'pl'));
    expect(formatMoney(first.gross, 'pl')).toMatch(/^\d{1,3}( \d{3})*,\d{2} zł$/);
  });

  it('shows gross prices in the gb store', async () => {
    await openMailerBox('gb');
    const variant = productFixture('gb').variants![0]!;
    const first = linePrices('gb', variant.sku).data[0]!;
    expect(await totalText()).toBe(`30 pcs: ${formatMoney(first.gross, 'gb')} incl. VAT`);
  });

  it('changes the total with the quantity and with the size', async () => {
    await openMailerBox('eu');
    const product = productFixture('eu');
    const [variant] = product.variants!;
    const prices = linePrices('eu', variant!.sku).data;
    const q500 = prices.find((p) => p.quantity === 500)!;
    await userEvent.selectOptions(screen.getByLabelText('Quantity'), '500');
    expect(await totalText()).toBe(`500 pcs: ${formatMoney(q500.net, 'eu')} excl. VAT`);

    const other = product.variants!.find((v) => v.size?.id !== variant!.size?.id)!;
    await userEvent.selectOptions(screen.getByLabelText('Size'), String(other.size!.id));
    const otherPrices = linePrices('eu', other.sku).data;
    const o500 = otherPrices.find((p) => p.quantity === 500)!;
    await waitFor(async () => expect(await totalText()).toBe(`500 pcs: ${formatMoney(o500.net, 'eu')} excl. VAT`));
    expect(o500.net).not.toBe(q500.net);
  });
});

describe('options the configurator changes on its own', () => {
  const asFirstVariant = (sku: string) => answerAsFirstVariant(replay, sku);

  it('says which options white board changed and why', async () => {
    asFirstVariant('mailer-box-f15-white-hd');
    await openMailerBox('eu');
    expect(screen.getByTestId('forced-changes')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('radio', { name: 'White cardboard (one side)' }));
    const notice = within(screen.getByTestId('forced-changes')).getByRole('note');
    expect(notice).toHaveTextContent('Other options changed to suit White cardboard (one side)');
    const items = within(notice).getAllByRole('listitem').map((li) => plain(li.textContent));
    expect(items).toContain('Print: HD+ colour print instead of Eco colour print, which is not available with White cardboard (one side).');
    expect(within(screen.getByRole('group', { name: 'Print' })).getByRole('radio', { name: 'HD+ colour print' })).toBeChecked();
  });

  it('says that printing inside too changes the coverage', async () => {
    asFirstVariant('mailer-box-f15-kraft-eco-color-inside');
    await openMailerBox('eu');
    await userEvent.click(screen.getByRole('radio', { name: 'Eco colour print, inside too' }));
    const notice = within(screen.getByTestId('forced-changes')).getByRole('note');
    expect(within(notice).getAllByRole('listitem').map((li) => plain(li.textContent))).toEqual([
      'Print coverage: Outside + Inside instead of Outside, which is not available with Eco colour print, inside too.',
    ]);
    // Back to the plain print: the coverage goes back, and that is said too.
    await userEvent.click(screen.getByRole('radio', { name: 'Eco colour print' }));
    expect(within(screen.getByTestId('forced-changes')).getByRole('listitem')).toHaveTextContent('Print coverage: Outside instead of Outside + Inside');
  });
});

describe('option pictures', () => {
  it('shows the size picture and a swatch of each chosen option with alt text, sized so nothing shifts, and follows the choice', async () => {
    await openMailerBox('eu');
    const product = productFixture('eu');
    const variant = product.variants![0]!;
    const sizePicture = screen.getByRole('img', { name: `Size: ${variant.size!.label}` });
    expect(sizePicture).toHaveAttribute('src', variant.size!.image);
    expect(sizePicture.getAttribute('src')).toMatch(/^\/api\/assets\/sizes\/.+\.svg$/);
    expect(sizePicture).toHaveAttribute('width', '64');
    expect(sizePicture).toHaveAttribute('height', '48');
    // Every option is a tile with its picture (decorative: the tile's label names it), the chosen one checked.
    const material = variant.properties.find((p) => p.type === 'material')!;
    const materialTile = within(screen.getByRole('group', { name: 'Material' })).getByRole('radio', { name: material.title });
    expect(materialTile).toBeChecked();
    expect(materialTile.closest('label')!.querySelector('img')!.getAttribute('src')).toMatch(/^\/api\/assets\/properties\/material\/.+\/swatch\.svg$/);
    const print = variant.properties.find((p) => p.type === 'print_mode')!;
    const printTile = within(screen.getByRole('group', { name: 'Print' })).getByRole('radio', { name: print.title });
    expect(printTile).toBeChecked();
    expect(printTile.closest('label')!.querySelector('img')).toHaveAttribute('src', print.image);

    const other = product.variants!.find((v) => v.size?.id !== variant.size?.id)!;
    await userEvent.selectOptions(screen.getByLabelText('Size'), String(other.size!.id));
    expect(await screen.findByRole('img', { name: `Size: ${other.size!.label}` })).toHaveAttribute('src', other.size!.image);
    expect(screen.queryByRole('img', { name: `Size: ${variant.size!.label}` })).not.toBeInTheDocument();
  });

  it('names the pictures in the shopper’s language', async () => {
    await openMailerBox('pl', 'pl-PL');
    const variant = productFixture('pl').variants![0]!;
    const material = variant.properties.find((p) => p.type === 'material')!;
    const tile = within(screen.getByRole('group', { name: 'Materiał' })).getByRole('radio', { name: material.title });
    expect(tile).toBeChecked();
    expect(tile.closest('label')!.querySelector('img')).toHaveAttribute('src', material.image);
    expect(screen.getByRole('img', { name: `Rozmiar: ${variant.size!.label}` })).toBeInTheDocument();
  });
});

describe('layout while prices load', () => {
  it('shows a row per offered quantity before the prices arrive, then fills them in', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    replay.delay((r) => r.path === '/v3/line_prices', gate);
    await renderRemote(App, catalogues, { path: '/products/mailer-box', region: 'eu' });
    const table = await screen.findByRole('table');
    const dp = productFixture('eu').dynamicPricingConfig!;
    const offered = new Set([dp.minQuantity, ...dp.defaultQuantities, dp.maxQuantity]).size;
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(offered);
    expect(table.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading prices…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(table.parentElement).toHaveAttribute('aria-busy', 'false'));
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(offered);
    expect(screen.queryByText('Loading prices…')).not.toBeInTheDocument();
  });
});

describe('quantity ranges', () => {
  it('offers the dynamic pricing range (min, defaults, max) with 30 chosen', async () => {
    await openMailerBox('eu');
    const dp = productFixture('eu').dynamicPricingConfig!;
    const select = screen.getByLabelText('Quantity') as HTMLSelectElement;
    const values = [...select.options].map((o) => Number(o.value));
    expect(values).toEqual([...new Set([dp.minQuantity, ...dp.defaultQuantities, dp.maxQuantity])].sort((a, b) => a - b));
    expect(select.value).toBe('30');
  });

  it('offers custom-size quantities from the custom minimum and the larger QR values', async () => {
    await openMailerBox('eu');
    const product = productFixture('eu');
    await userEvent.selectOptions(screen.getByLabelText('Size'), 'custom');
    const select = screen.getByLabelText('Quantity') as HTMLSelectElement;
    const values = [...select.options].map((o) => Number(o.value));
    const qr = product.qrConfig!;
    expect(values[0]).toBe(product.customSizeConfig!.minQuantity);
    expect(values.at(-1)).toBe(qr.max);
    expect(values).toContain(qr.min);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });
});

describe('high-quantity notice', () => {
  it('appears above the eco colour print threshold (1000) and not below it', async () => {
    await openMailerBox('eu');
    expect(productFixture('eu').variants![0]!.properties.find((p) => p.type === 'print_mode')?.key).toBe('print-eco-color');
    const notice = /Large orders like this one take longer to produce/;
    await userEvent.selectOptions(screen.getByLabelText('Quantity', { exact: true }), '1000');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Quantity', { exact: true }), '1500');
    expect(screen.getByText(notice)).toBeInTheDocument();
  });
});

describe('custom size', () => {
  it('shows the limits and the rule messages with their fields, and cannot be added', async () => {
    await openMailerBox('eu');
    await userEvent.selectOptions(screen.getByLabelText('Size'), 'custom');
    const length = screen.getByLabelText(/^Length \(cm\)/);
    const width = screen.getByLabelText(/^Width \(cm\)/);
    const height = screen.getByLabelText(/^Height \(cm\)/);
    expect(screen.getByText('10–60 cm')).toBeInTheDocument();

    await userEvent.type(length, '5');
    expect(length).toHaveAccessibleDescription(expect.stringContaining('At least 10 cm'));

    await userEvent.clear(length);
    await userEvent.type(length, '20');
    await userEvent.type(width, '30');
    await userEvent.type(height, '4');
    expect(length).toHaveAccessibleDescription(expect.stringContaining('Length must be greater than or equal to width'));
    expect(width).toHaveAccessibleDescription(expect.stringContaining('Length must be greater than or equal to width'));
    expect(height).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByText(/Enter a size within the limits to see its price\./)).toBeInTheDocument();
    // A size the price model cannot price goes to the quote form as typed, in millimetres.
    expect(screen.getByRole('link', { name: 'Request a quote for this size' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/quote\?sku=mailer-box&length=200&width=300&height=40(&quantity=\d+)?$/),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(replay.requests.some((r) => JSON.stringify(r.body).includes('custom_size'))).toBe(false);
  });

  it('shows the API price table of a valid custom size and adds it to the cart with its size', async () => {
    await openMailerBox('eu');
    await userEvent.selectOptions(screen.getByLabelText('Size'), 'custom');
    await userEvent.type(screen.getByLabelText(/^Length \(cm\)/), '25');
    await userEvent.type(screen.getByLabelText(/^Width \(cm\)/), '20');
    await userEvent.type(screen.getByLabelText(/^Height \(cm\)/), '8');
    const variant = productFixture('eu').variants![0]!;
    const prices = linePrices('eu', variant.sku, true).data;
    const first = prices[0]!;
    expect(first.custom_size).toEqual({ length: 250, width: 200, height: 80 });
    await waitFor(async () => expect(await totalText()).toBe(`${first.quantity} pcs: ${formatMoney(first.net, 'eu')} excl. VAT`));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(prices.length);
    expect(plain(within(rows[0]!).getAllByRole('cell')[1]!.textContent)).toBe(formatMoney(first.unit.net, 'eu'));
    expect(screen.getByRole('link', { name: 'Request a quote for this size' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/quote\?sku=mailer-box&length=250&width=200&height=80&quantity=\d+$/),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Design later and add to cart' }));
    expect(await screen.findByText(/Added to your cart\./)).toBeInTheDocument();
    const sent = replay.requests.find((r) => r.path.endsWith('/line_item'));
    expect(sent?.body).toEqual({ variant_id: variant.id, quantity: first.quantity, express_delivery_option_id: null, custom_size: { length: 250, width: 200, height: 80 } });
  });

  it('converts inches and accepts a size inside every rule', async () => {
    await openMailerBox('eu');
    await userEvent.selectOptions(screen.getByLabelText('Size'), 'custom');
    await userEvent.selectOptions(screen.getByLabelText('Unit'), 'in');
    expect(screen.getByText('3.94–23.62 in')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Length \(in\)/), '12');
    await userEvent.type(screen.getByLabelText(/^Width \(in\)/), '8');
    await userEvent.type(screen.getByLabelText(/^Height \(in\)/), '3');
    expect(screen.getByRole('link', { name: 'Request a quote for this size' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Length \(in\)/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('fallbacks', () => {
  it('shows a not-found page for an unknown sku', async () => {
    replay.override((r) => (r.path === '/api/prices/minimal' && r.search.includes('product=no-such-box') ? { status: 200, answer: { data: [], meta: {} } } : undefined));
    await renderRemote(App, catalogues, { path: '/products/no-such-box' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
  });

  it('shows a variant without prices at zero, out of stock, and it cannot be added', async () => {
    const product = JSON.parse(JSON.stringify(productFixture('eu'))) as PimProduct;
    const v = product.variants![0]!;
    v.volumePricings = [];
    v.minQuantity = null;
    replay.override((r) => (r.path === '/pim/products' && r.search.includes('region=eu') && r.search.includes('sku%5D=mailer-box-f15') && r.search.includes('expand=variants') ? { status: 200, answer: { data: product } } : undefined));
    await renderRemote(App, catalogues, { path: '/products/mailer-box' });
    const flag = await screen.findByTestId('out-of-stock');
    expect(plain(flag.textContent)).toBe('€0.00 — Out of stock');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(replay.requests.some((r) => r.path === '/v3/line_prices')).toBe(false);
  });

  it("shows 'Unable to fetch …' with a retry when prices fail, and recovers", async () => {
    let failures = 1;
    replay.override((r) => (r.path === '/v3/line_prices' && failures-- > 0 ? { status: 503, answer: { statusCode: 503, message: 'down' } } : undefined));
    await renderRemote(App, catalogues, { path: '/products/mailer-box' });
    const alert = await screen.findByText(/Unable to fetch Pricing by Product Variant/);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('product select', () => {
  it('lists product cards with the "from" price per piece in the store tax display', async () => {
    await renderRemote(App, catalogues, { path: '/' });
    const minimal = captured<{ data: Array<{ product_sku: string; piece_net: number }> }>((e) => e.path === '/api/prices/minimal' && e.search === '?region=eu&cache_buster=v3');
    const mailer = minimal.data.find((m) => m.product_sku === 'mailer-box')!;
    const card = await screen.findByRole('article', { name: 'Mailer box' });
    expect(plain(within(card).getByTestId('from-price').textContent)).toBe(`from ${formatMoney(mailer.piece_net, 'eu')} per piece excl. VAT`);
    expect(within(card).getByRole('link', { name: 'Mailer box' })).toHaveAttribute('href', '/products/mailer-box');
    expect(screen.getAllByRole('article')).toHaveLength(minimal.data.length);
  });

  it('narrows a category page to its products', async () => {
    await renderRemote(App, catalogues, { path: '/packaging/luxury-packaging' });
    await screen.findByRole('article', { name: /sleeved/i });
    const names = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
    expect(names.sort()).toEqual(['cat-card-product-box-two-pieces', 'cat-card-sleeved-mailer-box']);
  });
});

describe('add to cart', () => {
  type OrderAnswer = { order: { id: number; number: string; item_count: number } };
  const created = () => captured<OrderAnswer>((e) => e.method === 'POST' && e.path === '/v2/orders').order;

  it('creates the order in the store currency, adds the line and publishes the cart count; design now links the editor', async () => {
    publishCartChanged({ orderNumber: null, itemCount: 0 });
    await openMailerBox('eu');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const variant = productFixture('eu').variants![0]!;
    expect(screen.getByRole('link', { name: 'Design now' })).toHaveAttribute('href', `/editor/product/design/${variant.sku}`);
    // The button that had focus is gone: focus moves to the choice, not to the start of the page.
    expect(screen.getByRole('link', { name: 'Design now' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Design later and add to cart' }));
    expect(await screen.findByText(/Added to your cart\./)).toBeInTheDocument();
    const added = captured<OrderAnswer>((e) => e.path === `/v2/orders/${created().id}/line_item` && JSON.stringify(e.body).includes(`"variant_id":${variant.id}`)).order;
    // The badge counts products in the cart (one line of 30 boxes), not pieces.
    expect(phStore.get(cartSummaryAtom)).toEqual({ orderNumber: added.number, itemCount: 1 });
    const writes = replay.requests.filter((r) => r.method === 'POST' && r.path.includes('orders'));
    expect(writes).toEqual([
      { method: 'POST', path: '/v2/orders', search: '', body: { currency: 'EUR' } },
      { method: 'POST', path: `/v2/orders/${created().id}/line_item`, search: '', body: { variant_id: variant.id, quantity: 30, express_delivery_option_id: null } },
    ]);
  });

  it('keeps Add to cart usable while a shopper who signed in has the same table read again with their own prices', async () => {
    publishSessionChanged({ signedIn: false, userId: null, email: null });
    await openMailerBox('eu');
    let answer = () => undefined as void;
    replay.delay((r) => r.path === '/v3/line_prices', new Promise<void>((r) => (answer = r)));
    act(() => publishSessionChanged({ signedIn: true, userId: '7', email: 'buyer@example.com' }));
    const table = screen.getByRole('table');
    await waitFor(() => expect(table.parentElement).toHaveAttribute('aria-busy', 'true'));
    // Under the shopper's finger while their prices are read: it still works, and the total stays.
    expect(await totalText()).toMatch(/^30 pcs: /);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('link', { name: 'Design now' })).toBeVisible();
    answer();
    await waitFor(() => expect(table.parentElement).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('link', { name: 'Design now' })).toBeVisible();
    publishSessionChanged({ signedIn: false, userId: null, email: null });
  });

  it('does not offer Add to cart for another size until that size has its own prices', async () => {
    await openMailerBox('eu');
    let answer = () => undefined as void;
    replay.delay((r) => r.path === '/v3/line_prices', new Promise<void>((r) => (answer = r)));
    const product = productFixture('eu');
    const other = product.variants!.find((v) => v.size?.id !== product.variants![0]!.size?.id)!;
    await userEvent.selectOptions(screen.getByLabelText('Size'), String(other.size!.id));
    await waitFor(() => expect(screen.getByRole('table').parentElement).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled());
  });

  it('adds a designless product (sample pack) to the existing cart and goes straight to the cart', async () => {
    const order = created();
    publishCartChanged({ orderNumber: order.number, itemCount: 30 });
    const { navigations } = await renderRemote(App, catalogues, { path: '/sample-packs' });
    const button = await screen.findByRole('button', { name: 'Add to cart' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('link', { name: 'Design now' })).not.toBeInTheDocument();
    await userEvent.click(button);
    await waitFor(() => expect(navigations).toEqual(['/cart/']));
    expect(replay.requests.filter((r) => r.method === 'POST' && r.path.includes('orders')).map((r) => r.path)).toEqual([`/v2/orders/${order.id}/line_item`]);
    // The captured order then holds the box line and the sample pack line.
    expect(phStore.get(cartSummaryAtom).itemCount).toBe(2);
  });
});

describe('bundles', () => {
  it('adds a bundle (primary variant and its paired variant) with one bulk call', async () => {
    type OrderAnswer = { order: { id: number; number: string; item_count: number } };
    const order = captured<OrderAnswer>((e) => e.method === 'POST' && e.path === '/v2/orders').order;
    publishCartChanged({ orderNumber: order.number, itemCount: 30 });
    await renderRemote(App, catalogues, { path: '/bundles' });
    const card = await screen.findByRole('article', { name: 'E-commerce starter' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add the set to cart (2 products)' }));
    expect(await within(card).findByText('Added to your cart.')).toBeInTheDocument();
    const bulk = captured<OrderAnswer>((e) => e.path === `/v2/orders/${order.id}/line_items/bulk_create`).order;
    // Box, sample pack and custom-size lines captured before, plus the bundle's two lines.
    expect(phStore.get(cartSummaryAtom)).toEqual({ orderNumber: bulk.number, itemCount: 5 });
    const sent = replay.requests.find((r) => r.path.endsWith('/bulk_create'));
    expect(sent?.body).toMatchObject({ bundle_id: 1, line_items_params: [{ quantity: 30 }, { quantity: 30 }] });
  });
});
