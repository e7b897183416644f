import { eq } from 'drizzle-orm';
import { outbox } from '../src/db/schema';
import { FACE_NAMES as CONTRACT_FACES, DIELINE_STYLES as CONTRACT_STYLES } from '@ph/api-contract';
import { DIELINE_STYLES, FACE_NAMES } from '@ph/dieline';
import { anonymousUser, registeredUser, uniqueEmail, uniqueIp, type TestSession } from './helpers/app';
import { createSeededApp, type SeededApp } from './catalogue.fixtures';
import { png, SVG_LOGO, uploaded } from './helpers/files';
import { createDesign, image, text, variantOf } from './designs.fixtures';

let t: SeededApp;
let owner: TestSession;
let mailer: { id: number; sku: string };
beforeAll(async () => {
  t = await createSeededApp();
  owner = await registeredUser(t.app);
  mailer = await variantOf(t.app.ctx.db, 'mailer-box');
}, 120_000);
afterAll(() => t.close());

const get = (id: string, headers: Record<string, string> = owner.headers, query = '') => t.app.inject({ method: 'GET', url: `/api/box_designs/${id}${query}`, headers });
const put = (id: string, payload: Record<string, unknown>, headers = owner.headers) => t.app.inject({ method: 'PUT', url: `/api/box_designs/${id}`, headers, payload });

it('agrees with @ph/dieline on face names and styles', () => {
  expect([...CONTRACT_FACES]).toEqual([...FACE_NAMES]);
  expect([...CONTRACT_STYLES]).toEqual([...DIELINE_STYLES]);
});

it('documents every design, file and proof call of the spec in the OpenAPI document, with schemas', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }>; requestBody?: unknown; parameters?: unknown[] }>> };
  const calls = [
    ['get', '/api/box_designs/mine'],
    ['post', '/api/box_designs'],
    ['get', '/api/box_designs/{id}'],
    ['put', '/api/box_designs/{id}'],
    ['delete', '/api/box_designs/{id}'],
    ['post', '/api/box_designs/{id}/duplicate'],
    ['post', '/api/box_designs/{id}/convert_from_v1'],
    ['post', '/api/box_designs/{id}/share'],
    ['post', '/api/box_designs/remind_on_desktop'],
    ['post', '/api/v3/users/me/designs'],
    ['get', '/api/client_approval_filesets/{uuid}'],
    ['put', '/api/client_approval_filesets/{uuid}'],
    ['get', '/api/box_designs/{id}/print_file'],
    ['post', '/api/v1/files'],
    ['get', '/api/v1/files/{id}'],
    ['get', '/api/v1/files/{id}/content'],
  ] as const;
  for (const [method, path] of calls) {
    const op = doc.paths[path]?.[method];
    expect({ call: `${method} ${path}`, documented: !!op }).toEqual({ call: `${method} ${path}`, documented: true });
    // Every call names its 4xx answers with a schema.
    expect(Object.keys(op!.responses).some((code) => code.startsWith('4') && op!.responses[code]!.content)).toBe(true);
  }
  // Bodies are zod schemas, not free objects.
  const body = (method: string, path: string) => JSON.stringify(doc.paths[path]![method]!.requestBody);
  expect(body('put', '/api/box_designs/{id}')).toContain('"version"');
  expect(body('post', '/api/box_designs/remind_on_desktop')).toContain('"locale"');
  expect(body('put', '/api/client_approval_filesets/{uuid}')).toContain('"review_reason"');
});

describe('saving a design', () => {
  it('creates a design with the variant’s box and an mm document', async () => {
    const { box_design: d, design_token } = await createDesign(t.app, owner.headers, { variant_id: mailer.id });
    expect(design_token).toBeNull();
    // mailer F15: 150 × 110 × 40 outside, 1.5 mm E-flute → 147 × 107 × 37 inside.
    expect(d).toMatchObject({ product_sku: 'mailer-box', variant_id: mailer.id, size: { length: 147, width: 107, height: 37 }, board_thickness_mm: 1.5, dieline_style: 'fefco-0427', bleed_mm: 5, safe_area_mm: 5, schema_version: 2, version: 1, status: 'draft', read_only: false });
    expect(d.document).toMatchObject({ schemaVersion: 2, unit: 'mm', product: { sku: 'mailer-box', variantId: mailer.id }, dielineStyle: 'fefco-0427', faces: { front: { background: null, objects: [] } } });
  });

  it('saves, reloads the same document, and refuses a stale version with 409', async () => {
    const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: mailer.id, name: 'Spring campaign' });
    const logo = await uploaded(t.app, owner.headers, 'logo.png', await png(1200, 600));
    const faces = { front: { background: '#ffeeaa', objects: [image('logo', logo, { rotation: 15 }), text('claim')] }, top: { background: '#003366', objects: [] } };
    const saved = await put(d.id, { version: 1, faces, status: 'saved' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().box_design).toMatchObject({ version: 2, status: 'saved', name: 'Spring campaign' });
    const reloaded = (await get(d.id)).json().box_design;
    expect(reloaded.document).toEqual(saved.json().box_design.document);
    expect(reloaded.document.faces.front.objects[0]).toEqual({ ...image('logo', logo, { rotation: 15 }), opacity: 1 });
    expect(reloaded.document.faces.front.objects[1]).toMatchObject({ text: 'Hello box', font: { family: 'DejaVu Sans', sizeMm: 8, weight: 'normal', style: 'normal' }, align: 'left' });
    expect(reloaded.document.faces.back).toEqual({ background: null, objects: [] });
    const stale = await put(d.id, { version: 1, name: 'Other tab' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_design', field: 'version', version: 2 });
    expect((await get(d.id)).json().box_design.name).toBe('Spring campaign');
    const mine = await t.app.inject({ method: 'GET', url: '/api/box_designs/mine?status=saved', headers: owner.headers });
    expect(mine.json().box_designs.map((x: { id: string }) => x.id)).toContain(d.id);
  });

  it('flags images that print below 150 dpi, without refusing them', async () => {
    const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: mailer.id });
    const small = await uploaded(t.app, owner.headers, 'small.png', await png(200, 100));
    const res = await put(d.id, { version: 1, faces: { front: { objects: [image('tiny', small, { width: 100, height: 50 })] } } });
    expect(res.statusCode).toBe(200);
    // 200 px over 100 mm = 50.8 dpi.
    expect(res.json().box_design.low_resolution).toEqual([{ face: 'front', object_id: 'tiny', dpi: 50 }]);
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: mailer.id });
    const other = await registeredUser(t.app);
    const theirs = await uploaded(t.app, other.headers, 'theirs.png', await png(50, 50));
    const plain = await variantOf(t.app.ctx.db, 'mailer-box-plain');
    const bigger = await variantOf(t.app.ctx.db, 'mailer-box', 3);
    const cases: Array<[string, () => Promise<{ statusCode: number; json: () => Record<string, unknown> }>, number, string, string?]> = [
      ['unknown field', () => put(d.id, { version: 1, price: 1 }), 400, 'invalid_input'],
      ['bad colour', () => put(d.id, { version: 1, faces: { front: { background: 'red' } } }), 400, 'invalid_input'],
      ['unknown face', () => put(d.id, { version: 1, faces: { inside: { objects: [] } } }), 400, 'invalid_input'],
      ['negative width', () => put(d.id, { version: 1, faces: { front: { objects: [image('a', theirs, { width: -5 })] } } }), 400, 'invalid_input'],
      ['someone else’s file', () => put(d.id, { version: 1, faces: { front: { objects: [image('a', theirs)] } } }), 422, 'file_not_found', 'faces.front.objects.0.fileId'],
      ['another size', () => put(d.id, { version: 1, variant_id: bigger.id }), 422, 'size_change_not_allowed', 'variant_id'],
      ['no version', () => put(d.id, { name: 'x' }), 400, 'invalid_input'],
      ['no variant', () => t.app.inject({ method: 'POST', url: '/api/box_designs', headers: owner.headers, payload: { name: 'x' } }), 400, 'invalid_input', 'variant_id'],
      ['unknown sku', () => t.app.inject({ method: 'POST', url: '/api/box_designs', headers: owner.headers, payload: { sku: 'nope' } }), 422, 'variant_not_found', 'sku'],
      ['plain box', () => t.app.inject({ method: 'POST', url: '/api/box_designs', headers: owner.headers, payload: { variant_id: plain.id } }), 422, 'variant_not_designable'],
      ['unknown variant', () => t.app.inject({ method: 'POST', url: '/api/box_designs', headers: owner.headers, payload: { variant_id: 99999999 } }), 422, 'variant_not_found'],
      ['custom size out of range', () => t.app.inject({ method: 'POST', url: '/api/box_designs', headers: owner.headers, payload: { variant_id: mailer.id, custom_size: { length: 50, width: 40, height: 20 } } }), 422, 'invalid_custom_size'],
      ['no token', () => t.app.inject({ method: 'POST', url: '/api/box_designs', payload: { variant_id: mailer.id } }), 401, 'unauthorized'],
    ];
    for (const [name, call, status, code, field] of cases) {
      const res = await call();
      expect({ name, status: res.statusCode, code: res.json().code, ...(field ? { field: res.json().field } : {}) }).toEqual({ name, status, code, ...(field ? { field } : {}) });
    }
    expect((await get(d.id)).json().box_design).toMatchObject({ version: 1, variant_id: mailer.id });
  });

  it('makes a design in a custom size', async () => {
    const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: mailer.id, custom_size: { length: 305.3, width: 201, height: 52 } });
    expect(d.size).toEqual({ length: 305.3, width: 201, height: 52 });
    expect(d.custom_size).toEqual({ length: 305.3, width: 201, height: 52 });
  });
});

describe('who may see a design', () => {
  it('answers 404 to everyone else, for every call', async () => {
    const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: mailer.id });
    const stranger = await registeredUser(t.app);
    const calls = [
      () => get(d.id, stranger.headers),
      () => put(d.id, { version: 1, name: 'mine now' }, stranger.headers),
      () => t.app.inject({ method: 'DELETE', url: `/api/box_designs/${d.id}`, headers: stranger.headers }),
      () => t.app.inject({ method: 'POST', url: `/api/box_designs/${d.id}/duplicate`, headers: stranger.headers }),
      () => t.app.inject({ method: 'POST', url: `/api/box_designs/${d.id}/share`, headers: stranger.headers }),
      () => t.app.inject({ method: 'POST', url: `/api/box_designs/${d.id}/convert_from_v1`, headers: stranger.headers }),
      () => t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: stranger.headers }),
      () => get('not-a-uuid'),
      () => get('00000000-0000-4000-8000-000000000000'),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(404);
    expect((await get(d.id)).json().box_design.name).toBe(d.name);
  });

  it('shares a read-only view that anyone can copy into their own account', async () => {
    const logo = await uploaded(t.app, owner.headers, 'logo.svg', Buffer.from(SVG_LOGO));
    const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: mailer.id, faces: { front: { background: '#ffffff', objects: [image('logo', logo)] } } });
    const share = await t.app.inject({ method: 'POST', url: `/api/box_designs/${d.id}/share`, headers: owner.headers });
    expect(share.statusCode).toBe(200);
    const { share_token, share_url } = share.json();
    // The storefront's read-only view of the design (the editor's `boxById` route with `?share=`).
    expect(new URL(share_url).pathname).toBe(`/box/${d.id}`);
    expect(new URL(share_url).searchParams.get('share')).toBe(share_token);
    const polish = await t.app.inject({ method: 'POST', url: `/api/box_designs/${d.id}/share`, headers: { ...owner.headers, 'x-region': 'pl' } });
    expect(polish.json()).toEqual({ share_token, share_url: share_url.replace(`/box/${d.id}`, `/pudelko/${d.id}`) });
    expect((await get(d.id)).json().box_design.share_token).toBe(share_token);
    const visitor = await anonymousUser(t.app);
    const view = await get(d.id, visitor.headers, `?share_token=${share_token}`);
    expect(view.json().box_design).toMatchObject({ id: d.id, read_only: true, shared: true, share_token: null });
    expect((await get(d.id, {}, `?share_token=${share_token}`)).statusCode).toBe(200);
    expect((await get(d.id, visitor.headers, '?share_token=wrong')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/files/${logo}?variant=thumbnail&share_token=${share_token}` })).statusCode).toBe(200);
    // Read-only: the share token does not allow writes.
    expect((await put(d.id, { version: 1, name: 'hijack' }, visitor.headers)).statusCode).toBe(404);
    const copy = await t.app.inject({ method: 'POST', url: `/api/box_designs/${d.id}/duplicate`, headers: visitor.headers, payload: { share_token } });
    expect(copy.statusCode).toBe(201);
    const mine = copy.json().box_design;
    expect(mine.id).not.toBe(d.id);
    expect(mine).toMatchObject({ read_only: false, shared: false, status: 'draft', version: 1 });
    const copiedFile = mine.document.faces.front.objects[0].fileId;
    expect(copiedFile).not.toBe(logo);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${copiedFile}`, headers: visitor.headers })).json().file.type).toBe('svg');
    expect(copy.json().design_token).toEqual(expect.any(String));
    expect((await get(d.id)).json().box_design.version).toBe(1);
  });
});

describe('an anonymous visitor’s design', () => {
  it('is claimed into the account after sign-in with design-token and access-token', async () => {
    const visitor = await anonymousUser(t.app);
    const art = await uploaded(t.app, visitor.headers, 'art.jpg', await png(300, 300));
    const { box_design: d, design_token } = await createDesign(t.app, visitor.headers, { variant_id: mailer.id, faces: { top: { objects: [image('a', art)] } } });
    expect(design_token).toEqual(expect.any(String));
    const account = await registeredUser(t.app);
    const claim = (token: string, designToken: string, id = d.id) =>
      t.app.inject({ method: 'POST', url: '/api/v3/users/me/designs', headers: { 'access-token': token, 'design-token': designToken }, payload: { id } });
    expect((await claim(account.token, 'wrong-token')).statusCode).toBe(404);
    expect((await claim(visitor.token, design_token!)).json()).toMatchObject({ statusCode: 422, code: 'sign_in_required' });
    expect((await claim('nonsense', design_token!)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v3/users/me/designs', payload: { id: d.id } })).statusCode).toBe(401);
    const ok = await claim(account.token, design_token!);
    expect(ok.statusCode).toBe(200);
    expect((await get(d.id, account.headers)).json().box_design.document.faces.top.objects[0].fileId).toBe(art);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${art}`, headers: account.headers })).statusCode).toBe(200);
    expect((await get(d.id, visitor.headers)).statusCode).toBe(404);
    // The token is spent.
    expect((await claim(account.token, design_token!)).statusCode).toBe(404);
  });

  it('is claimed with the visitor’s own API token as design-token, also after the sign-in revoked it', async () => {
    const visitor = await anonymousUser(t.app);
    const { box_design: d } = await createDesign(t.app, visitor.headers, { sku: mailer.sku });
    const account = await registeredUser(t.app);
    const claim = await t.app.inject({ method: 'POST', url: '/api/v3/users/me/designs', headers: { 'access-token': account.token, 'design-token': visitor.token }, payload: { id: d.id } });
    expect(claim.statusCode).toBe(200);
    expect(claim.json().box_design).toMatchObject({ id: d.id, variant_id: mailer.id, legacy: false, custom_size: null, share_token: null });
    const stranger = await anonymousUser(t.app);
    const other = await createDesign(t.app, stranger.headers, { variant_id: mailer.id });
    expect((await t.app.inject({ method: 'POST', url: '/api/v3/users/me/designs', headers: { 'access-token': account.token, 'design-token': visitor.token }, payload: { id: other.box_design.id } })).statusCode).toBe(404);
  });

  it('is already the account’s after the visitor registers: claiming it with the old token answers it, not a 404', async () => {
    const visitor = await anonymousUser(t.app);
    const { box_design: d } = await createDesign(t.app, visitor.headers, { variant_id: mailer.id });
    const signUp = await t.app.inject({ method: 'POST', url: '/api/users/sign_up', headers: visitor.headers, remoteAddress: uniqueIp(), payload: { email: uniqueEmail(), password: 'correct-horse-battery' } });
    expect(signUp.statusCode).toBe(201);
    const accountToken = signUp.json().token as string;
    const claim = (designToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/v3/users/me/designs', headers: { 'access-token': accountToken, 'design-token': designToken }, payload: { id: d.id } });
    const ok = await claim(visitor.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().box_design).toMatchObject({ id: d.id, version: d.version });
    // Another visitor's token still proves nothing.
    const stranger = await anonymousUser(t.app);
    expect((await claim(stranger.token)).statusCode).toBe(404);
  });

  it('moves with the visitor when it signs in', async () => {
    const account = await registeredUser(t.app);
    const visitor = await anonymousUser(t.app);
    const { box_design: d } = await createDesign(t.app, visitor.headers, { variant_id: mailer.id });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/users/sign_in', headers: visitor.headers, remoteAddress: uniqueIp(), payload: { email: account.email, password: account.password } });
    expect(signIn.statusCode).toBe(200);
    expect((await get(d.id, { 'X-Api-Token': signIn.json().token })).statusCode).toBe(200);
  });
});

describe('old designs', () => {
  it('keeps a v1 document until it is converted to mm', async () => {
    const logo = await uploaded(t.app, owner.headers, 'logo.png', await png(400, 200));
    const v1 = {
      schemaVersion: 1,
      sides: { front: { canvas: { width: 600, height: 100 }, backgroundColor: '#ff0000', elements: [{ type: 'image', fileId: logo, left: 60, top: 20, width: 300, height: 50, angle: 30 }, { type: 'text', text: 'Old', fontSize: 20, fill: '#000000', left: 0, top: 0, width: 100, height: 20 }] } },
    };
    const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: mailer.id, document: v1 });
    expect(d).toMatchObject({ schema_version: 1, legacy: true, document: v1 });
    expect((await put(d.id, { version: 1, faces: {} })).json()).toMatchObject({ statusCode: 422, code: 'design_needs_conversion' });
    const converted = await t.app.inject({ method: 'POST', url: `/api/box_designs/${d.id}/convert_from_v1`, headers: owner.headers });
    expect(converted.statusCode).toBe(200);
    const doc = converted.json().box_design.document;
    // Front of the F15 mailer: 150 × 38.5 mm; the canvas was 600 × 100 px → 0.25 mm/px across, 0.385 down.
    expect(converted.json().box_design).toMatchObject({ schema_version: 2, version: 2 });
    expect(doc.faces.front.background).toBe('#ff0000');
    expect(doc.faces.front.objects[0]).toEqual({ id: 'v1-front-0', type: 'image', fileId: logo, x: 15, y: 7.7, width: 75, height: 19.25, rotation: 30, opacity: 1 });
    expect(doc.faces.front.objects[1]).toMatchObject({ type: 'text', text: 'Old', font: { sizeMm: 7.7 } });
    expect((await t.app.inject({ method: 'POST', url: `/api/box_designs/${d.id}/convert_from_v1`, headers: owner.headers })).json()).toMatchObject({ statusCode: 422, code: 'already_converted' });
  });
});

describe('deleting', () => {
  it('deletes a design of its owner', async () => {
    const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: mailer.id });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/box_designs/${d.id}`, headers: owner.headers })).statusCode).toBe(204);
    expect((await get(d.id)).statusCode).toBe(404);
  });
});

describe('remind on desktop', () => {
  it('mails a link back to the editor in the given language', async () => {
    const to = uniqueEmail('remind');
    const res = await t.app.inject({ method: 'POST', url: '/api/box_designs/remind_on_desktop', remoteAddress: uniqueIp(), payload: { email: to, locale: 'de-DE', sku: 'mailer-box', quantity: 120 } });
    expect(res.statusCode).toBe(202);
    const [mail] = await t.app.ctx.db.select().from(outbox).where(eq(outbox.to, to));
    expect(mail).toMatchObject({ kind: 'remind_on_desktop', subject: 'Gestalten Sie Ihre Box am Computer weiter' });
    expect(mail!.text).toContain('120 Stück');
    expect(mail!.text).toContain('/box/design?sku=mailer-box&quantity=120&locale=de');
  });

  it.each([
    ['pl', 'Dokończ projekt pudełka na komputerze'],
    ['pt-PT', 'Continue o design da caixa no computador'],
    ['sv', 'Fortsätt designa din låda på datorn'],
    ['ro', 'Continuați designul cutiei pe calculator'],
  ])('writes it in %s', async (locale, subject) => {
    const to = uniqueEmail('remind');
    await t.app.inject({ method: 'POST', url: '/api/box_designs/remind_on_desktop', remoteAddress: uniqueIp(), payload: { email: to, locale, sku: 'product-box', quantity: 250 } });
    const [mail] = await t.app.ctx.db.select().from(outbox).where(eq(outbox.to, to));
    expect(mail?.subject).toBe(subject);
  });

  it('refuses an unknown language, a product without an editor and a bad e-mail', async () => {
    const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/box_designs/remind_on_desktop', remoteAddress: uniqueIp(), payload });
    expect((await post({ email: 'a@example.com', locale: 'xx-YY', sku: 'mailer-box', quantity: 30 })).json()).toMatchObject({
      statusCode: 400,
      field: 'locale',
      message: 'Unknown language "xx" of language-tag "xx-YY"',
    });
    expect((await post({ email: 'a@example.com', locale: 'en', sku: 'mailer-box-plain', quantity: 30 })).json()).toMatchObject({ statusCode: 422, code: 'product_not_designable' });
    expect((await post({ email: 'nope', locale: 'en', sku: 'mailer-box', quantity: 30 })).statusCode).toBe(400);
  });
});
