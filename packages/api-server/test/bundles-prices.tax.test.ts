// POST v2/bundles/prices taxes for where the shopper ships, as their order will: the open order's
// ship address, else the destination they set, else the store's default country.
import { eq } from 'drizzle-orm';
import { catalogueVariants } from '../src/db/schema/catalogue';
import { anonymousUser, type TestSession } from './helpers/app';
import { ADDRESS_DE, addItem, checkout, createCart, createSeededApp, pickVariant, type SeededApp } from './orders.fixtures';

let t: SeededApp;
let starter: number;
beforeAll(async () => {
  t = await createSeededApp();
  starter = await t.bundleId('ecommerce-starter');
});
afterAll(() => t.close());

const QUANTITY = 100;
const SKU = 'mailer-box-f22-kraft-eco-color';

async function bundlePrice(s: TestSession, region: string, variantId: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v2/bundles/prices', headers: s.headers, payload: { bundle_id: starter, region, line_items_params: [{ variant_id: variantId, quantity: QUANTITY }] } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { currency: string; tax_country_iso: string; lines: Array<{ net: number; tax: number; gross: number }>; total: { net: number; tax: number; gross: number } };
}

/** What the price table (v3/line_prices) answers for the same line and country: the same code. */
async function linePrice(s: TestSession, region: string, country: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v3/line_prices', headers: s.headers, payload: { region, tax_country_iso: country, items: [{ sku: SKU, quantities: [QUANTITY] }] } });
  expect(res.statusCode).toBe(200);
  const price = res.json().data[0] as { net: number; tax: number; gross: number };
  return { net: price.net, tax: price.tax, gross: price.gross };
}

async function setDestination(s: TestSession, country: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v2/users/set_shipping_destination', headers: s.headers, payload: { country_iso: country } });
  expect(res.statusCode).toBe(200);
}

async function variantId(): Promise<number> {
  const [row] = await t.app.ctx.db.select({ id: catalogueVariants.id }).from(catalogueVariants).where(eq(catalogueVariants.sku, SKU));
  return row!.id;
}

describe('POST v2/bundles/prices for the shopper’s destination', () => {
  it('taxes the store’s default country without a destination, and an export when the shopper ships to CH', async () => {
    const id = await variantId();
    const none = await anonymousUser(t.app);
    const home = await bundlePrice(none, 'eu', id);
    expect(home.tax_country_iso).toBe('DE');
    const de = await linePrice(none, 'eu', 'DE');
    expect(home.lines[0]).toEqual(expect.objectContaining(de));
    expect(home.total).toEqual(de);
    // 23 % (the eu store's VAT), rounded half-up once on the line.
    expect(de.tax).toBe(Math.round((de.net * 23) / 100));
    expect(de.tax).toBeGreaterThan(0);

    const swiss = await anonymousUser(t.app);
    await setDestination(swiss, 'CH');
    const ch = await bundlePrice(swiss, 'eu', id);
    expect(ch.tax_country_iso).toBe('CH');
    expect(ch.total).toEqual({ net: de.net, tax: 0, gross: de.net });
    expect(ch.total).toEqual(await linePrice(swiss, 'eu', 'CH'));
  });

  it('ignores a destination the store does not ship to (the price list’s rule): a pl visitor who set DE pays Polish VAT', async () => {
    const mailer = await pickVariant(t.app.ctx.db, 'mailer-box', 'PLN');
    const none = await anonymousUser(t.app);
    const german = await anonymousUser(t.app);
    await setDestination(german, 'DE');
    const plain = await bundlePrice(none, 'pl', mailer.id);
    const withDe = await bundlePrice(german, 'pl', mailer.id);
    expect(plain).toMatchObject({ currency: 'PLN', tax_country_iso: 'PL' });
    expect(withDe).toEqual(plain);
    expect(plain.total.tax).toBe(Math.round((plain.total.net * 23) / 100));
  });

  it('uses the open order’s ship address over the destination the shopper set', async () => {
    const id = await variantId();
    const s = await anonymousUser(t.app);
    await setDestination(s, 'CH');
    const cart = await createCart(t, s);
    await addItem(t, s, cart.id, { variant_id: id, quantity: QUANTITY });
    expect((await checkout(t, s, cart.id, null, {})).statusCode).toBe(200);
    const address = await checkout(t, s, cart.id, 'address', { email: 'buyer@example.com', bill_address: ADDRESS_DE, use_billing: true });
    expect(address.statusCode).toBe(200);
    const priced = await bundlePrice(s, 'eu', id);
    expect(priced.tax_country_iso).toBe('DE');
    expect(priced.total).toEqual(await linePrice(s, 'eu', 'DE'));
    // The cart line of the same variant and quantity is charged exactly that.
    expect(address.json().order.line_items[0]).toMatchObject({ item_net: priced.lines[0]!.net });
  });
});
