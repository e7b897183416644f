// Shoppers' data rights on PGlite (and PostgreSQL with DATABASE_URL): "download my data" builds a ZIP
// of the person's profile, addresses, orders, designs, consents and files and e-mails its link (only
// that link or the owner opens it); "delete my account" erases the person — e-mail, name, addresses,
// files, sessions — while their orders and invoices stay with the same totals; operators run both for
// a customer by e-mail, each run in the audit log; refusals (a wrong password, another's export, an
// unknown customer) answer 4xx and change nothing.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { addresses, artworkFiles, auditLog, authTokens, boxDesigns, dataExports, invoices, orders, supportRequests, users } from '../src/db/schema';
import { purgeExpiredExports } from '../src/data-rights/exports';
import { promoteToOperator } from '../src/operators';
import { createTestApp, registeredUser, uniqueIp, type TestApp, type TestSession } from './helpers/app';
import { emailsTo } from './helpers/outbox';
import { png, uploaded } from './helpers/files';
import { createDesign, image } from './designs.fixtures';
import { addItem, createCart, pickVariant, toConfirm } from './orders.fixtures';
import { auth, CARDS, cardPm, createPaymentsApp, SEED_TIMEOUT_MS, sandboxOf, type PaymentsApp } from './payments.fixtures';

type Person = TestSession & { email: string; password: string };

let t: PaymentsApp;
let operator: Person;
beforeAll(async () => {
  t = await createPaymentsApp();
  operator = await registeredUser(t.app, { firstName: 'Olga' });
  await promoteToOperator(t.app.ctx.db, operator.email, new Date());
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

let surnames = 0;
/** A surname no other test's shopper has, so a search for it finds this person only. */
const surname = () => `Wyszomirska${'abcdefghijklmnopqrstuvwxyz'[surnames++ % 26]}${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`;
const ADDRESS = { first_name: 'Zofia', street: 'Lindenstraße 7', city: 'Berlin', zip_code: '10969', country_iso: 'DE', phone: '+49301234567' };
const seeded = () => ({ ...t, productId: notUsed, variant: notUsed, bundleId: notUsed });
function notUsed(): never {
  throw new Error('not used here');
}

/** A shopper with an address, a saved design with an uploaded logo, and an order paid by card (so a VAT invoice). */
async function shopperWithHistory(): Promise<{ person: Person; lastName: string; fileId: string; designId: string; orderNumber: string; logo: Buffer }> {
  const person = await registeredUser(t.app, { firstName: 'Zofia' });
  const lastName = surname();
  const address = await t.app.inject({ method: 'POST', url: `/api/v2/users/${person.userId}/addresses`, headers: person.headers, payload: { ...ADDRESS, last_name: lastName } });
  expect(address.statusCode).toBe(201);
  const logo = await png(300, 120);
  const fileId = await uploaded(t.app, person.headers, 'Zofia logo.png', logo);
  const variant = await pickVariant(t.app.ctx.db, 'mailer-box');
  const { box_design: design } = await createDesign(t.app, person.headers, {
    name: `${lastName} mailer`,
    variant_id: variant.id,
    faces: { front: { background: '#ffffff', objects: [image('logo', fileId)] } },
    status: 'saved',
  });
  const cart = await createCart(seeded(), person);
  await addItem(seeded(), person, cart.id, { variant_id: variant.id, quantity: variant.minQuantity });
  const order = await toConfirm(seeded(), person, cart.id, { address: { ...ADDRESS, last_name: lastName } });
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/v2/${order.id}/stripe/payment_intents/pay`,
    headers: auth(person),
    payload: { payment_method_id: await cardPm(t.app, CARDS.visa), reject_payment_schedule: false },
  });
  expect(paid.statusCode).toBe(200);
  await sandboxOf(t).outbox.runTasks();
  await sandboxOf(t).outbox.flush();
  return { person, lastName, fileId, designId: design.id, orderNumber: order.number, logo };
}

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined>, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The link of the export e-mail sent to an address: its path (under /api) and token. */
async function exportLink(email: string): Promise<{ path: string; token: string; subject: string }> {
  const mail = await waitFor('the export e-mail', async () => (await emailsTo(t.app, email)).find((m) => m.kind === 'data_export_ready'));
  const match = /http:\/\/shop\.test(\/api\/data_exports\/[0-9a-f-]+\/download)\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no link in ${mail.text}`);
  return { path: match[1]!, token: match[2]!, subject: mail.subject };
}

function unzip(body: Buffer): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(body));
}
const json = (files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;

/** A contact-form request from the person's address, with a file attached (as the landing site posts it). */
async function supportRequestFrom(email: string, lastName: string, file: Buffer) {
  const boundary = '----phDataRights';
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const fields = { name: `Zofia ${lastName}`, email, topic: 'artwork', message: 'Please check my logo.', consent: 'yes', consent_text: 'You may contact me about my request.', website: '', region: 'de', lang: 'de' };
  const payload = Buffer.concat([
    Buffer.from(Object.entries(fields).map(([k, v]) => field(k, v)).join('')),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/support_requests', payload, remoteAddress: uniqueIp(), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' } });
  expect(res.statusCode).toBe(201);
}

const invoiceTotalsOf = async (userId: number) =>
  t.app.ctx.db
    .select({ number: invoices.number, gross: invoices.gross, net: invoices.net, tax: invoices.tax, buyer: invoices.buyerName })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(invoices.number);

/** Rows of the person-bearing tables (every one but the invoices, which keep their buyer) whose text contains `needle`. */
async function rowsMentioning(needle: string): Promise<string[]> {
  const tables = ['users', 'addresses', 'orders', 'box_designs', 'artwork_files', 'consent_records', 'quote_requests', 'design_proofs', 'outbox', 'data_exports', 'audit_log', 'support_requests'];
  const found: string[] = [];
  for (const table of tables) {
    const res = await t.app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} x WHERE row_to_json(x)::text ILIKE ${`%${needle}%`}`);
    const n = (res as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    if (n > 0) found.push(`${table}: ${n}`);
  }
  return found;
}

describe('Download my data', () => {
  it('e-mails a link to a ZIP with the profile, addresses, orders, designs, consents and the files themselves', async () => {
    const { person, lastName, fileId, designId, orderNumber, logo } = await shopperWithHistory();
    await supportRequestFrom(person.email, lastName, logo);
    const res = await t.app.inject({ method: 'POST', url: `/api/users/${person.userId}/data_exports`, headers: person.headers });
    expect(res.statusCode).toBe(202);
    expect(res.json().export).toMatchObject({ status: 'queued', ready_at: null });

    const link = await exportLink(person.email);
    expect(link.subject).toBe('Your data is ready to download');
    const download = await t.app.inject({ method: 'GET', url: `${link.path}?token=${link.token}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = unzip(download.rawPayload);

    expect(json(files, 'profile.json')).toMatchObject({ id: person.userId, email: person.email, first_name: 'Zofia' });
    expect(json(files, 'addresses.json')).toEqual([expect.objectContaining({ last_name: lastName, street: 'Lindenstraße 7', phone: '+49301234567' })]);
    const exportedOrders = json(files, 'orders.json') as Array<Record<string, unknown>>;
    const order = exportedOrders.find((o) => o.number === orderNumber);
    expect(order).toMatchObject({ state: 'complete', bill_address: expect.objectContaining({ last_name: lastName }) });
    expect(order!.invoices).toEqual([expect.objectContaining({ kind: 'invoice', gross: order!.total })]);
    expect(json(files, 'designs.json')).toEqual([expect.objectContaining({ id: designId, name: `${lastName} mailer`, status: 'saved' })]);
    const listed = json(files, 'files.json') as Array<{ id: string; path: string }>;
    expect(listed).toEqual([expect.objectContaining({ id: fileId, name: 'Zofia logo.png' })]);
    // The file itself, byte for byte as uploaded.
    expect(Buffer.from(files[listed[0]!.path]!).equals(logo)).toBe(true);
    expect(Array.isArray(json(files, 'consents.json'))).toBe(true);
    expect(json(files, 'support_requests.json')).toEqual([expect.objectContaining({ name: `Zofia ${lastName}`, message: 'Please check my logo.' })]);

    // The owner's own session opens it too (the account page); no token and no session does not.
    expect((await t.app.inject({ method: 'GET', url: link.path, headers: person.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: link.path })).statusCode).toBe(404);
  });

  it("answers 404 to another person's session, a wrong token and an expired link, which the purge then deletes", async () => {
    const person = await registeredUser(t.app);
    const other = await registeredUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: `/api/users/${person.userId}/data_exports`, headers: person.headers })).statusCode).toBe(202);
    const link = await exportLink(person.email);

    const asOther = await t.app.inject({ method: 'GET', url: link.path, headers: other.headers });
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json()).toMatchObject({ error: expect.anything() });
    expect((await t.app.inject({ method: 'GET', url: `${link.path}?token=${link.token.slice(1)}x`, headers: other.headers })).statusCode).toBe(404);
    // Another user cannot ask for someone else's export either.
    expect((await t.app.inject({ method: 'POST', url: `/api/users/${person.userId}/data_exports`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${link.path}?token=${link.token}` })).statusCode).toBe(200);

    const id = link.path.split('/')[3]!;
    await t.app.ctx.db.update(dataExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(dataExports.id, id));
    expect((await t.app.inject({ method: 'GET', url: `${link.path}?token=${link.token}` })).statusCode).toBe(404);
    // The hourly purge then deletes the file and the row.
    const [row] = await t.app.ctx.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(await t.app.ctx.files.get(row!.storageKey!)).not.toBeNull();
    expect(await purgeExpiredExports(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await t.app.ctx.files.get(row!.storageKey!)).toBeNull();
    expect(await t.app.ctx.db.select().from(dataExports).where(eq(dataExports.id, id))).toHaveLength(0);
  });

  it('allows three exports a day to the shopper (429 after, nothing queued), operators are not counted against it', async () => {
    const person = await registeredUser(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: `/api/users/${person.userId}/data_exports`, headers: person.headers });
      expect(res.statusCode).toBe(202);
      // One is built before the next is asked for (a request while one is queued answers that one).
      await waitFor('the export', async () => (await t.app.ctx.db.select().from(dataExports).where(eq(dataExports.id, res.json().export.id)))[0]?.status === 'ready');
    }
    const fourth = await t.app.inject({ method: 'POST', url: `/api/users/${person.userId}/data_exports`, headers: person.headers });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'too_many_exports' });
    expect(await t.app.ctx.db.select().from(dataExports).where(eq(dataExports.userId, person.userId))).toHaveLength(3);
    const byOperator = await t.app.inject({ method: 'POST', url: '/api/v2/operator/data_exports', headers: operator.headers, payload: { email: person.email } });
    expect(byOperator.statusCode).toBe(202);
  });

  it('needs an account: an anonymous visitor gets 422 and nothing is queued', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/users/anonymous' });
    const { token, user } = visitor.json();
    const res = await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/data_exports`, headers: { 'x-api-token': token } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: expect.anything() });
    expect(await t.app.ctx.db.select().from(dataExports).where(eq(dataExports.userId, user.id))).toHaveLength(0);
  });
});

describe('Delete my account', () => {
  it('erases e-mail, name, addresses, designs and files and revokes every session; orders and invoices keep their totals', async () => {
    const { person, lastName, fileId, orderNumber, logo } = await shopperWithHistory();
    await supportRequestFrom(person.email, lastName, logo);
    const [support] = await t.app.ctx.db.select().from(supportRequests).where(eq(supportRequests.email, person.email));
    const attachmentKey = support!.attachments[0]!.key;
    expect(await t.app.ctx.files.get(attachmentKey)).not.toBeNull();
    const second = await t.app.inject({ method: 'POST', url: '/api/users/sign_in', remoteAddress: uniqueIp(), payload: { email: person.email, password: person.password } });
    expect(second.statusCode).toBe(200);
    const [file] = await t.app.ctx.db.select().from(artworkFiles).where(eq(artworkFiles.id, fileId));
    const keys = file!.variants.map((v) => `${file!.storagePrefix}/${v}`);
    expect(await t.app.ctx.files.get(keys[0]!)).not.toBeNull();
    const invoicesBefore = await invoiceTotalsOf(person.userId);
    expect(invoicesBefore.length).toBeGreaterThan(0);

    const res = await t.app.inject({ method: 'POST', url: `/api/users/${person.userId}/erasure`, headers: person.headers, payload: { current_password: person.password } });
    expect(res.statusCode).toBe(204);

    // The person is gone from every table that held them …
    expect(await rowsMentioning(person.email)).toEqual([]);
    expect(await rowsMentioning(lastName)).toEqual([]);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, person.userId));
    expect(row).toMatchObject({ email: null, passwordHash: null, firstName: null, lastName: null, phone: null, vatId: null, erasedAt: expect.any(Date) });
    expect(await t.app.ctx.db.select().from(addresses).where(eq(addresses.userId, person.userId))).toHaveLength(0);
    expect(await t.app.ctx.db.select().from(boxDesigns).where(eq(boxDesigns.userId, person.userId))).toHaveLength(0);
    expect(await t.app.ctx.db.select().from(artworkFiles).where(eq(artworkFiles.userId, person.userId))).toHaveLength(0);
    for (const key of [...keys, attachmentKey]) expect(await t.app.ctx.files.get(key)).toBeNull();
    // … every session is revoked and the account cannot sign in …
    const live = await t.app.ctx.db.select().from(authTokens).where(and(eq(authTokens.userId, person.userId), sql`${authTokens.revokedAt} IS NULL`));
    expect(live).toHaveLength(0);
    for (const token of [person.token, second.json().token as string]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { 'x-api-token': token } })).statusCode).toBe(401);
    }
    const signIn = await t.app.inject({ method: 'POST', url: '/api/users/sign_in', remoteAddress: uniqueIp(), payload: { email: person.email, password: person.password } });
    expect(signIn.statusCode).toBe(401);
    // … while the order and its invoices stay: same totals, the invoice's buyer as issued.
    const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.number, orderNumber));
    expect(order).toMatchObject({ userId: person.userId, state: 'complete', email: null, billAddress: null, shipAddress: null });
    expect(await invoiceTotalsOf(person.userId)).toEqual(invoicesBefore);
    expect(invoicesBefore[0]!.buyer).toBe(`Zofia ${lastName}`);
  });

  it('refuses a wrong password with 422 and changes nothing', async () => {
    const { person, fileId } = await shopperWithHistory();
    const res = await t.app.inject({ method: 'POST', url: `/api/users/${person.userId}/erasure`, headers: person.headers, payload: { current_password: 'not my password' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: expect.anything() });
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, person.userId));
    expect(row).toMatchObject({ email: person.email, firstName: 'Zofia', erasedAt: null });
    expect(await t.app.ctx.db.select().from(artworkFiles).where(eq(artworkFiles.id, fileId))).toHaveLength(1);
    expect(await t.app.ctx.db.select().from(addresses).where(eq(addresses.userId, person.userId))).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: person.headers })).statusCode).toBe(200);
    // Another user's session cannot erase this account (404, as for every other user's resource).
    const other = await registeredUser(t.app);
    const asOther = await t.app.inject({ method: 'POST', url: `/api/users/${person.userId}/erasure`, headers: other.headers, payload: { current_password: person.password } });
    expect(asOther.statusCode).toBe(404);
    expect((await t.app.ctx.db.select().from(users).where(eq(users.id, person.userId)))[0]!.erasedAt).toBeNull();
  });
});

describe('Operators run both for a customer who asks by e-mail', () => {
  const audit = (subject: number) => t.app.ctx.db.select().from(auditLog).where(eq(auditLog.subjectUserId, subject));

  it('exports and erases by e-mail address; each run is in the audit log', async () => {
    const { person, lastName } = await shopperWithHistory();
    const exp = await t.app.inject({ method: 'POST', url: '/api/v2/operator/data_exports', headers: operator.headers, payload: { email: person.email.toUpperCase(), reason: 'Ticket 4711' } });
    expect(exp.statusCode).toBe(202);
    // The link goes to the customer, never to the operator.
    await exportLink(person.email);
    expect((await emailsTo(t.app, operator.email)).filter((m) => m.kind === 'data_export_ready')).toHaveLength(0);

    const er = await t.app.inject({ method: 'POST', url: '/api/v2/operator/erasures', headers: operator.headers, payload: { email: person.email, reason: 'Ticket 4711' } });
    expect(er.statusCode).toBe(200);
    expect(er.json().erasure).toMatchObject({ user_id: person.userId, orders_kept: 1, invoices_kept: 1, files_deleted: 1, designs_deleted: 1, addresses_deleted: 1 });
    expect(await rowsMentioning(person.email)).toEqual([]);
    expect(await rowsMentioning(lastName)).toEqual([]);

    const entries = await audit(person.userId);
    expect(entries.map((e) => [e.action, e.actorUserId, e.details.reason])).toEqual([
      ['data_rights.export', operator.userId, 'Ticket 4711'],
      ['data_rights.erasure', operator.userId, 'Ticket 4711'],
    ]);
    // A second erasure of the same address finds nobody.
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/operator/erasures', headers: operator.headers, payload: { email: person.email } })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown customer, 403 to a customer, and writes nothing', async () => {
    const before = await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v2/operator/erasures', headers: operator.headers, payload: { email: 'nobody.here@example.com' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', message: expect.stringMatching(/No customer account/) });
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/operator/data_exports', headers: operator.headers, payload: { email: 'nobody.here@example.com' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/operator/erasures', headers: operator.headers, payload: { email: 'not-an-address' } })).statusCode).toBe(400);
    const customer = await registeredUser(t.app);
    const victim = await registeredUser(t.app);
    const asCustomer = await t.app.inject({ method: 'POST', url: '/api/v2/operator/erasures', headers: customer.headers, payload: { email: victim.email } });
    expect(asCustomer.statusCode).toBe(403);
    expect((await t.app.ctx.db.select().from(users).where(inArray(users.id, [victim.userId])))[0]!.email).toBe(victim.email);
    // Staff accounts are not erased this way.
    const staff = await t.app.inject({ method: 'POST', url: '/api/v2/operator/erasures', headers: operator.headers, payload: { email: operator.email } });
    expect(staff.statusCode).toBe(422);
    expect(await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)).toEqual(before);
  });
});

describe('The export job on the pg-boss queue', () => {
  let q: TestApp;
  beforeAll(async () => {
    q = await createTestApp({ config: { storefrontUrl: 'http://shop.test', backgroundJobs: true } });
  }, SEED_TIMEOUT_MS);
  afterAll(() => q.close());

  it('builds the archive in the worker and e-mails the link', async () => {
    const person = await registeredUser(q.app);
    const fileId = await uploaded(q.app, person.headers, 'scan.png', await png(40, 40));
    expect((await q.app.inject({ method: 'POST', url: `/api/users/${person.userId}/data_exports`, headers: person.headers })).statusCode).toBe(202);
    const mail = await waitFor('the export e-mail', async () => (await emailsTo(q.app, person.email)).find((m) => m.kind === 'data_export_ready'));
    const [, path, token] = /http:\/\/shop\.test(\/api\/data_exports\/[0-9a-f-]+\/download)\?token=([A-Za-z0-9_-]+)/.exec(mail.text)!;
    const res = await q.app.inject({ method: 'GET', url: `${path}?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(unzip(res.rawPayload))).toContain(`files/${fileId}/scan.png`);
  }, 60_000);
});
