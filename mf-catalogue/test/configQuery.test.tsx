import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PimProduct } from '@ph/api-client';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../src/App';
import { catalogues } from '../src/messages';
import { configFromQuery } from '../src/configurator/configQuery';
import { selectionOf, sizeKey } from '../src/configurator/variantChoice';
import { captured, installApiReplay, type Replay } from './apiReplay';

function mailerBox(): PimProduct {
  return captured<{ data: PimProduct }>((e) => e.path === '/pim/products' && e.search.includes('region=eu') && e.search.includes('sku%5D=mailer-box-f15') && e.search.includes('expand=variants')).data;
}

describe('the configurator’s choices from the address (configQuery)', () => {
  const variants = mailerBox().variants!;
  const first = variants[0]!;
  const q = (text: string) => configFromQuery(variants, new URLSearchParams(text), true);

  it('starts on the first variant with nothing asked', () => {
    const config = q('');
    expect(config.variant?.sku).toBe(first.sku);
    expect(config).toMatchObject({ custom: false, unit: 'cm', quantity: undefined, expressId: null, forced: null, add: false, picture: 0 });
  });

  it('reads a changed option against the variant the page showed (`from`), keeping the other choices where it can', () => {
    const other = variants.find((v) => sizeKey(v) === sizeKey(first) && selectionOf(v).material !== selectionOf(first).material);
    expect(other).toBeDefined();
    const material = selectionOf(other!).material!;
    const config = q(`from=${first.sku}&size=${sizeKey(first)}&material=${material}&print_mode=${selectionOf(first).print_mode}`);
    expect(config.variant && selectionOf(config.variant).material).toBe(material);
    expect(config.variant && sizeKey(config.variant)).toBe(sizeKey(first));
    // Whatever else had to change to suit the material is told, never the material itself.
    for (const change of config.forced?.changes ?? []) expect(change.type).not.toBe('material');
  });

  it('reads another size, the quantity, the picture and the step before the cart', () => {
    const otherSize = variants.find((v) => sizeKey(v) !== sizeKey(first));
    expect(otherSize).toBeDefined();
    const config = q(`size=${sizeKey(otherSize!)}&quantity=500&picture=2&add=1&express=7`);
    expect(config.variant && sizeKey(config.variant)).toBe(sizeKey(otherSize!));
    expect(config).toMatchObject({ quantity: 500, picture: 1, add: true, expressId: 7 });
  });

  it('passes over what the product does not offer or cannot be a number: an old or edited link still opens the page', () => {
    const config = q('from=no-such-sku&size=999999&material=gold&quantity=-5&express=x&picture=zero&unit=furlong');
    expect(config.variant?.sku).toBe(first.sku);
    expect(config).toMatchObject({ quantity: undefined, expressId: null, picture: 0, unit: 'cm', forced: null });
  });

  it('takes the typed custom size only for a product that has one', () => {
    expect(q('size=custom&length=30&width=20&height=10&unit=in')).toMatchObject({ custom: true, unit: 'in', typed: { length: '30', width: '20', height: '10' } });
    expect(configFromQuery(variants, new URLSearchParams('size=custom'), false).custom).toBe(false);
  });
});

describe('the product page configured by its address', () => {
  let replay: Replay;
  beforeEach(() => {
    replay = installApiReplay();
  });
  afterEach(() => {
    expect(replay.unmatched).toEqual([]);
  });

  it('shows the quantity the address asks for, and the form sends the choices to the page itself', async () => {
    // A quantity the fixtures price and hold the emissions of.
    const asked = '500';
    await renderRemote(App, catalogues, { path: `/products/mailer-box?quantity=${asked}&locale=en-US`, region: 'eu', locale: 'en-US' });
    const quantity = await screen.findByRole('combobox', { name: 'Quantity' });
    await waitFor(() => expect(quantity).toHaveValue(asked));
    await waitFor(() => expect(screen.getByTestId('configurator-total').textContent).toMatch(new RegExp(`^${asked} pcs:`)));
    const form = quantity.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/products/mailer-box');
    // Other parameters of the address go along; the configurator's own are its fields.
    const sent = new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)]));
    expect(sent.get('locale')).toBe('en-US');
    expect(sent.get('quantity')).toBe(asked);
    expect(sent.get('from')).toBe(mailerBox().variants![0]!.sku);
  });

  it('keeps the address in step with the shopper’s choices once the page is live, so a reload shows them', async () => {
    await renderRemote(App, catalogues, { path: '/products/mailer-box?locale=en-US&add_failed=out_of_stock', region: 'eu', locale: 'en-US' });
    const quantity = await screen.findByRole('combobox', { name: 'Quantity' });
    await waitFor(() => expect(screen.getByTestId('configurator-total').textContent).toMatch(/^30 pcs:/));
    // Loaded as it is: nothing is written until the shopper chooses.
    expect(window.location.search).toBe('?locale=en-US&add_failed=out_of_stock');
    await userEvent.selectOptions(quantity, '500');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('quantity')).toBe('500'));
    const query = new URLSearchParams(window.location.search);
    expect(query.get('locale')).toBe('en-US');
    expect(query.get('from')).toBe(mailerBox().variants![0]!.sku);
    // The refusal was about the earlier choice: it goes with it.
    expect(query.has('add_failed')).toBe(false);
    // Read back, the address is the same configuration.
    const again = configFromQuery(mailerBox().variants!, query, true);
    expect(again).toMatchObject({ quantity: 500 });
    expect(again.variant?.sku).toBe(mailerBox().variants![0]!.sku);
  });

  it('says why the cart refused the line when the edge sent the shopper back (add_failed)', async () => {
    await renderRemote(App, catalogues, { path: '/products/mailer-box?add_failed=out_of_stock', region: 'eu', locale: 'en-US' });
    expect(await screen.findByText('The item could not be added: This product is out of stock.')).toBeInTheDocument();
  });

  it('opens on the design choice when the address asks for the step before the cart, whose button sends the line as shown', async () => {
    await renderRemote(App, catalogues, { path: '/products/mailer-box?add=1', region: 'eu', locale: 'en-US' });
    const choice = await screen.findByRole('group', { name: 'When do you want to design?' });
    const later = within(choice).getByRole('button', { name: 'Design later and add to cart' });
    await waitFor(() => expect(later).toBeEnabled());
    const add = (later as HTMLButtonElement).form!;
    expect(add).toHaveAttribute('method', 'post');
    expect(add).toHaveAttribute('action', '/cart/items');
    const sent = new URLSearchParams([...new FormData(add)].map(([k, v]) => [k, String(v)]));
    const variant = mailerBox().variants![0]!;
    expect(sent.get('variant_id')).toBe(String(variant.id));
    expect(sent.get('quantity')).toBe((screen.getByRole('combobox', { name: 'Quantity' }) as HTMLSelectElement).value);
    expect(sent.get('back')).toMatch(/^\/products\/mailer-box\?/);
    expect(new URLSearchParams(sent.get('back')!.split('?')[1]).get('from')).toBe(variant.sku);
  });
});
