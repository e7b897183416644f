// A design carries the colours of its board, so the editor's 3D view draws a kraft box brown and a
// white one white (the material colour follows the chosen variant, as the catalogue's pictures do).
import { registeredUser, type TestSession } from './helpers/app';
import { createSeededApp, type SeededApp } from './catalogue.fixtures';
import { createDesign, variantOf } from './designs.fixtures';

let t: SeededApp;
let owner: TestSession;
beforeAll(async () => {
  t = await createSeededApp();
  owner = await registeredUser(t.app);
}, 120_000);
afterAll(() => t.close());

/** The first variant of the mailer box whose sku names `option`. */
async function mailerVariant(option: RegExp): Promise<{ id: number; sku: string }> {
  for (let i = 0; ; i += 1) {
    const v = await variantOf(t.app.ctx.db, 'mailer-box', i);
    if (option.test(v.sku)) return v;
  }
}

it('gives a kraft box a kraft board and a white box a white one, on every read', async () => {
  const kraft = await mailerVariant(/kraft-eco-color$/);
  const white = await mailerVariant(/white-hd$/);
  const k = (await createDesign(t.app, owner.headers, { variant_id: kraft.id })).box_design;
  const w = (await createDesign(t.app, owner.headers, { variant_id: white.id })).box_design;
  expect(k.board).toEqual({ outside: '#c89f6a', inside: '#c89f6a' });
  expect(w.board).toEqual({ outside: '#f3f1ec', inside: '#f3f1ec' });
  const read = await t.app.inject({ method: 'GET', url: `/api/box_designs/${k.id}`, headers: owner.headers });
  expect(read.json().box_design.board).toEqual({ outside: '#c89f6a', inside: '#c89f6a' });
});
