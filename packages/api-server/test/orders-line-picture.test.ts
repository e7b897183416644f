// A cart line without a design shows the box it is (the catalogue's picture of its variant), not a
// generic glyph: the order document names that picture, and the address answers a picture.
import { anonymousUser } from './helpers/app';
import { addItem, createCart, createSeededApp, pickVariant, type PickedVariant, type SeededApp } from './orders.fixtures';

let t: SeededApp;
let mailer: PickedVariant;
beforeAll(async () => {
  t = await createSeededApp();
  mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
});
afterAll(() => t.close());

describe('line picture', () => {
  it('gives a product line its variant’s picture, which the API serves', async () => {
    const s = await anonymousUser(t.app);
    const order = await addItem(t, s, (await createCart(t, s, 'eu', 'EUR')).id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    const line = order.line_items.find((l) => l.kind === 'product');
    expect(line?.box_design).toBeNull();
    expect(line?.image_url).toBe(`/api/assets/variants/${line?.sku}.svg`);
    const picture = await t.app.inject({ method: 'GET', url: line!.image_url! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
