// Orders use designs: the line's design must be the shopper's and fit the variant; completion keeps a
// snapshot and opens a proof per designed line; production waits for every approval.
import { eq } from 'drizzle-orm';
import { completeOrder } from '../src/orders/completion';
import { outbox } from '../src/db/schema';
import { lineItems } from '../src/db/schema/orders';
import { registeredUser, type TestSession } from './helpers/app';
import { png, uploaded } from './helpers/files';
import { addItem, createCart, createSeededApp, pickVariant, toConfirm, type SeededApp } from './orders.fixtures';
import { createDesign, image, variantOf } from './designs.fixtures';

let t: SeededApp;
let owner: TestSession;
beforeAll(async () => {
  t = await createSeededApp();
  owner = await registeredUser(t.app);
}, 120_000);
afterAll(() => t.close());

const line = (orderId: number, payload: Record<string, unknown>, s = owner) => t.app.inject({ method: 'POST', url: `/api/v2/orders/${orderId}/line_item`, headers: s.headers, payload });

async function designedCart(s: TestSession) {
  const variant = await pickVariant(t.app.ctx.db, 'mailer-box');
  const logo = await uploaded(t.app, s.headers, 'logo.png', await png(2000, 1000));
  const thumb = await uploaded(t.app, s.headers, 'thumb.png', await png(300, 200));
  const { box_design: d } = await createDesign(t.app, s.headers, { variant_id: variant.id, faces: { front: { background: '#ffffff', objects: [image('logo', logo)] } }, thumbnail_file_id: thumb, status: 'saved' });
  const cart = await createCart(t, s);
  return { variant, design: d, cart, logo };
}

describe('a line with a design', () => {
  it('takes the shopper’s own design of the same box, and shows it on the line', async () => {
    const { variant, design, cart } = await designedCart(owner);
    const order = await addItem(t, owner, cart.id, { variant_id: variant.id, quantity: variant.minQuantity, box_design_id: design.id });
    const l = order.line_items[0]!;
    expect(l).toMatchObject({ box_design_id: design.id, box_design: { id: design.id, version: 1, design_status: 'saved', thumbnail_url: `/api/box_designs/${design.id}/thumbnail` }, thumbnail: `/api/box_designs/${design.id}/thumbnail`, proof: null });
    const thumb = await t.app.inject({ method: 'GET', url: l.thumbnail!, headers: owner.headers });
    expect(thumb.headers['content-type']).toBe('image/png');
    // A variant of another material in the same size fits too.
    const sameSize = await variantOf(t.app.ctx.db, 'mailer-box', 1);
    expect((await line(cart.id, { variant_id: sameSize.id, quantity: variant.minQuantity, box_design_id: design.id })).statusCode).toBe(201);
  });

  it('refuses someone else’s design, a design of another size and a made-up id with 422', async () => {
    const { variant, design, cart } = await designedCart(owner);
    const stranger = await registeredUser(t.app);
    const theirCart = await createCart(t, stranger);
    const other = await line(theirCart.id, { variant_id: variant.id, quantity: variant.minQuantity, box_design_id: design.id }, stranger);
    expect(other.json()).toMatchObject({ statusCode: 422, code: 'design_not_found', field: 'box_design_id' });
    const bigger = await variantOf(t.app.ctx.db, 'mailer-box', 9);
    const misfit = await line(cart.id, { variant_id: bigger.id, quantity: variant.minQuantity, box_design_id: design.id });
    expect(misfit.json()).toMatchObject({ statusCode: 422, code: 'design_does_not_fit' });
    expect((await line(cart.id, { variant_id: variant.id, quantity: variant.minQuantity, box_design_id: 'design-1' })).json()).toMatchObject({ statusCode: 422, code: 'design_not_found' });
    const shipping = await pickVariant(t.app.ctx.db, 'shipping-box');
    expect((await line(cart.id, { variant_id: shipping.id, quantity: shipping.minQuantity, box_design_id: design.id })).json()).toMatchObject({ code: 'design_does_not_fit' });
    const after = await t.app.inject({ method: 'GET', url: `/api/orders/${cart.number}`, headers: owner.headers });
    expect(after.json().order.line_items).toHaveLength(0);
  });

  it('offers the expert check only on designed lines', async () => {
    const { variant, design, cart } = await designedCart(owner);
    const plain = await addItem(t, owner, cart.id, { variant_id: variant.id, quantity: variant.minQuantity });
    const undesigned = plain.line_items[0]!.id;
    const refused = await t.app.inject({ method: 'POST', url: '/api/v2/expert_checks', headers: owner.headers, payload: { parent_id: undesigned } });
    expect(refused.json()).toMatchObject({ statusCode: 422, code: 'expert_check_needs_design' });
    const withDesign = await addItem(t, owner, cart.id, { variant_id: variant.id, quantity: variant.minQuantity, box_design_id: design.id });
    const designedLine = withDesign.line_items.find((l) => l.box_design_id === design.id)!.id;
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/expert_checks', headers: owner.headers, payload: { parent_id: designedLine } })).statusCode).toBe(201);
  });

  it('cannot delete a design that is in a cart', async () => {
    const { variant, design, cart } = await designedCart(owner);
    await addItem(t, owner, cart.id, { variant_id: variant.id, quantity: variant.minQuantity, box_design_id: design.id });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/box_designs/${design.id}`, headers: owner.headers })).json()).toMatchObject({ statusCode: 422, code: 'design_in_cart' });
  });
});

describe('completing an order with a designed box', () => {
  it('snapshots the paid design, opens a proof, and waits for its approval', async () => {
    const s = await registeredUser(t.app);
    const { variant, design, cart } = await designedCart(s);
    await addItem(t, s, cart.id, { variant_id: variant.id, quantity: variant.minQuantity, box_design_id: design.id });
    await addItem(t, s, cart.id, { variant_id: variant.id, quantity: variant.minQuantity });
    await toConfirm(t, s, cart.id);
    await t.app.ctx.db.transaction((tx) => completeOrder(tx, { orderId: cart.id, paymentState: 'paid' }));

    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${cart.number}`, headers: s.headers })).json().order;
    expect(order.production_state).toBe('awaiting_proof_approval');
    const designed = order.line_items.find((l: { box_design_id: string | null }) => l.box_design_id === design.id);
    expect(designed.proof).toEqual({ id: expect.any(String), status: 'pending' });
    expect(order.line_items.find((l: { box_design_id: string | null; kind: string }) => l.kind === 'product' && !l.box_design_id).proof).toBeNull();
    const proofId = designed.proof.id;

    // An edit after payment does not change the paid order.
    const edit = await t.app.inject({ method: 'PUT', url: `/api/box_designs/${design.id}`, headers: s.headers, payload: { version: 1, faces: { front: { background: '#000000', objects: [] } } } });
    expect(edit.statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(lineItems).where(eq(lineItems.id, designed.id));
    expect(row!.designSnapshot).toMatchObject({ box_design_id: design.id, version: 1, document: { faces: { front: { background: '#ffffff' } } } });
    const after = (await t.app.inject({ method: 'GET', url: `/api/orders/${cart.number}`, headers: s.headers })).json().order;
    expect(after.line_items.find((l: { id: number }) => l.id === designed.id).box_design.version).toBe(1);

    // The proof: the owner sees it, nobody else does; the e-mail went out.
    const proof = await t.app.inject({ method: 'GET', url: `/api/client_approval_filesets/${proofId}`, headers: s.headers });
    expect(proof.json().data).toMatchObject({ uuid: proofId, type: 'client_approval_fileset', attributes: { status: 'pending', review_reason: null, order_number: cart.number, design_version: 1, low_resolution: false, low_resolution_details: [], proof_url: `/api/client_approval_filesets/${proofId}/print_file` } });
    const stranger = await registeredUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/client_approval_filesets/${proofId}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/client_approval_filesets/${proofId}`, headers: stranger.headers, payload: { status: 'approved' } })).statusCode).toBe(404);
    const mails = await t.app.ctx.db.select().from(outbox).where(eq(outbox.to, 'buyer@example.com'));
    expect(mails.map((m) => m.kind)).toContain('proof_ready');

    // The proof's print file is the paid version (white front), not the edit.
    const pdf = await t.app.inject({ method: 'GET', url: `/api/client_approval_filesets/${proofId}/print_file`, headers: s.headers });
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Asking for changes needs a reason; then production still waits.
    expect((await t.app.inject({ method: 'PUT', url: `/api/client_approval_filesets/${proofId}`, headers: s.headers, payload: { status: 'changes_requested' } })).json()).toMatchObject({ statusCode: 422, code: 'review_reason_required' });
    expect((await t.app.inject({ method: 'PUT', url: `/api/client_approval_filesets/${proofId}`, headers: s.headers, payload: { status: 'pending' } })).statusCode).toBe(400);
    const approved = await t.app.inject({ method: 'PUT', url: `/api/client_approval_filesets/${proofId}`, headers: s.headers, payload: { status: 'approved' } });
    expect(approved.json().data.attributes).toMatchObject({ status: 'approved', reviewed_at: expect.any(String) });
    expect((await t.app.inject({ method: 'PUT', url: `/api/client_approval_filesets/${proofId}`, headers: s.headers, payload: { status: 'changes_requested', review_reason: 'too late' } })).json()).toMatchObject({ statusCode: 422, code: 'proof_not_pending' });
    const done = (await t.app.inject({ method: 'GET', url: `/api/orders/${cart.number}`, headers: s.headers })).json().order;
    expect(done.production_state).toBe('ready_for_production');
    expect((await t.app.ctx.db.select().from(outbox).where(eq(outbox.to, 'buyer@example.com'))).map((m) => m.kind)).toContain('proof_approved');
  });

  it('records a request for changes with its reason', async () => {
    const s = await registeredUser(t.app);
    const { variant, design, cart } = await designedCart(s);
    await addItem(t, s, cart.id, { variant_id: variant.id, quantity: variant.minQuantity, box_design_id: design.id });
    await toConfirm(t, s, cart.id);
    await t.app.ctx.db.transaction((tx) => completeOrder(tx, { orderId: cart.id, paymentState: 'balance_due' }));
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${cart.number}`, headers: s.headers })).json().order;
    const proofId = order.line_items[0].proof.id;
    const res = await t.app.inject({ method: 'PUT', url: `/api/client_approval_filesets/${proofId}`, headers: s.headers, payload: { status: 'changes_requested', review_reason: 'Logo should be bigger' } });
    expect(res.json().data.attributes).toMatchObject({ status: 'changes_requested', review_reason: 'Logo should be bigger' });
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${cart.number}`, headers: s.headers })).json().order.production_state).toBe('awaiting_proof_approval');
  });
});
