// Tree planting: a tree line on an order, its quantity, and the planted-tree counters (complete orders only).
import { completeOrder } from '../src/orders/completion';
import { anonymousUser } from './helpers/app';
import { addItem, createCart, createSeededApp, orderSnapshot, pickVariant, toConfirm, type SeededApp } from './orders.fixtures';

let t: SeededApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

describe('sustainability', () => {
  it('adds trees to an order, changes their number, and counts them once the order is complete', async () => {
    const mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
    const s = await anonymousUser(t.app);
    const cart = await addItem(t, s, (await createCart(t, s)).id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    const totalBefore = (await t.app.inject({ method: 'GET', url: '/api/v1/sustainability/total_planted_trees' })).json().data.total_planted_trees;

    const add = await t.app.inject({ method: 'POST', url: '/api/v1/sustainability/add_tree_line_item', headers: s.headers, payload: { order_id: cart.id, quantity: 3 } });
    expect(add.statusCode).toBe(201);
    const tree = add.json().order.line_items.find((l: { kind: string }) => l.kind === 'tree');
    expect(tree).toMatchObject({ quantity: 3, item_net: 300 });

    const before = await orderSnapshot(t.app.ctx.db, cart.id);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/sustainability/add_tree_line_item', headers: s.headers, payload: { order_id: cart.id, quantity: 1 } })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/sustainability/add_tree_line_item', headers: s.headers, payload: { order_id: cart.id, quantity: -1 } })).statusCode).toBe(400);
    const other = await anonymousUser(t.app);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/sustainability/update_quantity_of_trees', headers: other.headers, payload: { order_id: cart.id, quantity: 9 } })).statusCode).toBe(404);
    expect(await orderSnapshot(t.app.ctx.db, cart.id)).toEqual(before);

    const upd = await t.app.inject({ method: 'PUT', url: '/api/v1/sustainability/update_quantity_of_trees', headers: s.headers, payload: { order_id: cart.id, quantity: 5 } });
    expect(upd.json().order.line_items.find((l: { kind: string }) => l.kind === 'tree').quantity).toBe(5);

    const mine = () => t.app.inject({ method: 'GET', url: `/api/v1/sustainability/users_planted_trees/${s.userId}`, headers: s.headers });
    expect((await mine()).json().data.planted_trees).toBe(0);
    await toConfirm(t, s, cart.id);
    await t.app.ctx.db.transaction((tx) => completeOrder(tx, { orderId: cart.id, paymentState: 'paid' }));
    expect((await mine()).json().data).toEqual({ user_id: s.userId, planted_trees: 5 });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sustainability/total_planted_trees' })).json().data.total_planted_trees).toBe(totalBefore + 5);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/sustainability/users_planted_trees/${s.userId}`, headers: other.headers })).statusCode).toBe(404);
  });

  it('removes the tree line with quantity 0', async () => {
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    await t.app.inject({ method: 'POST', url: '/api/v1/sustainability/add_tree_line_item', headers: s.headers, payload: { order_id: cart.id, quantity: 2 } });
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/sustainability/update_quantity_of_trees', headers: s.headers, payload: { order_id: cart.id, quantity: 0 } });
    expect(res.json().order.line_items).toEqual([]);
    const none = await t.app.inject({ method: 'PUT', url: '/api/v1/sustainability/update_quantity_of_trees', headers: s.headers, payload: { order_id: cart.id, quantity: 1 } });
    expect(none.statusCode).toBe(422);
  });
});
