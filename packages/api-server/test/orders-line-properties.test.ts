// A line's variant properties come with the order, named by the catalogue in the shopper's language,
// so carts and order pages show "Kraftkarton", never the key `cardboard-natural`.
import { anonymousUser } from './helpers/app';
import { addItem, createCart, createSeededApp, pickVariant, type PickedVariant, type SeededApp } from './orders.fixtures';
import type { Order } from '@ph/api-contract';

let t: SeededApp;
let mailer: PickedVariant;
beforeAll(async () => {
  t = await createSeededApp();
  mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
});
afterAll(() => t.close());

const nameOf = (order: Order, type: string) => order.line_items[0]?.properties?.find((p) => p.type === type)?.name;

describe('line item properties', () => {
  it('names the properties in the store’s language: Polish in pl, German in de', async () => {
    const pl = await anonymousUser(t.app);
    const plOrder = await addItem(t, pl, (await createCart(t, pl, 'pl', 'PLN')).id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    const [line] = plOrder.line_items;
    expect(line?.properties?.map((p) => p.type)).toEqual(['material', 'material_color', 'print_coverage', 'embellishment', 'print_mode', 'finish']);
    expect(line?.properties?.find((p) => p.type === 'material')).toEqual({ type: 'material', key: 'cardboard-natural', name: 'Tektura szara' });
    expect(nameOf(plOrder, 'print_coverage')).toBe('Na zewnątrz');

    const de = await anonymousUser(t.app);
    const deOrder = await addItem(t, de, (await createCart(t, de, 'de', 'EUR')).id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    expect(nameOf(deOrder, 'material')).toBe('Kraftkarton');
    expect(nameOf(deOrder, 'print_coverage')).toBe('Außen');
  });

  it('reads an order in the language asked for (lang), as the catalogue reads do', async () => {
    const s = await anonymousUser(t.app);
    const order = await addItem(t, s, (await createCart(t, s, 'pl', 'PLN')).id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    const read = async (query: string) => t.app.inject({ method: 'GET', url: `/api/orders/${order.number}${query}`, headers: s.headers });
    expect(nameOf((await read('?lang=de')).json().order, 'material')).toBe('Kraftkarton');
    expect(nameOf((await read('?lang=en')).json().order, 'material')).toBe('Kraft cardboard');
    expect(nameOf((await read('')).json().order, 'material')).toBe('Tektura szara');
    const bad = await read('?lang=xx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'lang' });
  });
});
