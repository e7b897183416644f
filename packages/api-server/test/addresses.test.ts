import { eq } from 'drizzle-orm';
import { addresses, users } from '../src/db/schema';
import { MAX_ADDRESSES_PER_USER } from '../src/addresses/service';
import { anonymousUser, createTestApp, registeredUser, type TestApp, type TestSession } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const warsaw = {
  first_name: 'Jan',
  last_name: 'Kowalski',
  company_name: 'Pudełka sp. z o.o.',
  vat_id: 'PL 526-104-08-28',
  street: 'ul. Marszałkowska 1',
  city: 'Warszawa',
  zip_code: '00950',
  country_iso: 'pl',
  phone: '+48 600 100 200',
};
const boston = {
  first_name: 'Ann',
  last_name: 'Lee',
  street: '1 Main St',
  city: 'Boston',
  zip_code: '02108',
  country_iso: 'US',
  state_code: 'ma',
};

function url(session: TestSession, suffix = '') {
  return `/api/v2/users/${session.userId}/addresses${suffix}`;
}

async function create(session: TestSession, payload: object) {
  return t.app.inject({ method: 'POST', url: url(session), payload, headers: session.headers });
}

async function rowsOf(userId: number) {
  return t.app.ctx.db.select().from(addresses).where(eq(addresses.userId, userId));
}

describe('POST /api/v2/users/{userId}/addresses', () => {
  it('saves a normalised address; the first one becomes the default', async () => {
    const user = await registeredUser(t.app);
    const res = await create(user, warsaw);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      country_iso: 'PL',
      zip_code: '00-950',
      vat_id: 'PL5261040828',
      state_code: null,
      is_default: true,
    });
    const second = await create(user, boston);
    expect(second.json()).toMatchObject({ state_code: 'MA', state_name: 'Massachusetts', is_default: false });
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.defaultAddressId).toBe(res.json().id);
  });

  it('works for anonymous visitors too (checkout as guest)', async () => {
    const visitor = await anonymousUser(t.app);
    expect((await create(visitor, boston)).statusCode).toBe(201);
  });

  it('makes a later address the default when asked', async () => {
    const user = await registeredUser(t.app);
    await create(user, warsaw);
    const res = await create(user, { ...boston, default: true });
    expect(res.json().is_default).toBe(true);
    const list = await t.app.inject({ method: 'GET', url: url(user), headers: user.headers });
    expect(list.json().data.map((a: { is_default: boolean }) => a.is_default)).toEqual([false, true]);
  });

  it.each([
    [{ ...boston, state_code: undefined }, 'state_required', 'state_code'],
    [{ ...boston, state_code: 'XX' }, 'invalid_state', 'state_code'],
    [{ ...warsaw, state_code: 'MZ' }, 'state_not_applicable', 'state_code'],
    [{ ...warsaw, zip_code: '1234' }, 'invalid_zip_code', 'zip_code'],
    [{ ...warsaw, vat_id: 'PL1234567890' }, 'invalid_vat_id', 'vat_id'],
  ])('refuses an undeliverable address with 422 (%#)', async (payload, code, field) => {
    const user = await registeredUser(t.app);
    const res = await create(user, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code, field });
    expect(await rowsOf(user.userId)).toHaveLength(0);
  });

  it.each([
    [{ ...warsaw, first_name: '' }, 'first_name'],
    [{ ...warsaw, city: undefined }, 'city'],
    [{ ...warsaw, country_iso: 'POL' }, 'country_iso'],
    [{ ...warsaw, country_iso: 'QQ' }, 'country_iso'],
    [{ ...warsaw, user_id: 1 }, 'user_id'],
    [{ ...warsaw, email: 'nope' }, 'email'],
  ])('rejects bad input with a 400 naming the field (%#)', async (payload, field) => {
    const user = await registeredUser(t.app);
    const res = await create(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(await rowsOf(user.userId)).toHaveLength(0);
  });

  it("answers 404 for another user's address book and 401 without a token", async () => {
    const alice = await registeredUser(t.app);
    const mallory = await registeredUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: url(alice), payload: warsaw, headers: mallory.headers });
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(alice.userId)).toHaveLength(0);
    expect((await t.app.inject({ method: 'POST', url: url(alice), payload: warsaw })).statusCode).toBe(401);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses`, async () => {
    const user = await registeredUser(t.app);
    expect((await create(user, warsaw)).statusCode).toBe(201);
    // Fill the book directly: 49 more requests would only slow the suite down.
    await t.app.ctx.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES_PER_USER - 1 }, (_, i) => ({
        userId: user.userId,
        firstName: 'Jan',
        lastName: `Kowalski ${i}`,
        street: 'ul. Marszałkowska 1',
        city: 'Warszawa',
        zipCode: '00-950',
        countryIso: 'PL',
      })),
    );
    const res = await create(user, boston);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('too_many_addresses');
    expect(await rowsOf(user.userId)).toHaveLength(MAX_ADDRESSES_PER_USER);
  });
});

describe('GET /api/v2/users/{userId}/addresses', () => {
  it('lists only the own addresses', async () => {
    const alice = await registeredUser(t.app);
    const bob = await registeredUser(t.app);
    await create(alice, warsaw);
    await create(bob, boston);
    const res = await t.app.inject({ method: 'GET', url: url(alice), headers: alice.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((a: { city: string }) => a.city)).toEqual(['Warszawa']);
    expect((await t.app.inject({ method: 'GET', url: url(alice), headers: bob.headers })).statusCode).toBe(404);
  });

  it('rejects a non-numeric user id with a 400', async () => {
    const alice = await registeredUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/users/me/addresses', headers: alice.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('userId');
  });
});

describe('PATCH /api/v2/users/{userId}/addresses/{id}', () => {
  const patch = (session: TestSession, id: number, payload: object, headers = session.headers) =>
    t.app.inject({ method: 'PATCH', url: url(session, `/${id}`), payload, headers });

  it('changes fields and re-validates the whole address', async () => {
    const user = await registeredUser(t.app);
    const { id } = (await create(user, warsaw)).json();
    const res = await patch(user, id, { city: 'Kraków', zip_code: '30001', company_name: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Kraków', zip_code: '30-001', company_name: null, first_name: 'Jan' });
  });

  it('refuses a country change that leaves the postal code invalid, changing nothing', async () => {
    const user = await registeredUser(t.app);
    const { id } = (await create(user, warsaw)).json();
    const res = await patch(user, id, { country_iso: 'US', state_code: 'NY' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'invalid_zip_code', field: 'zip_code' });
    const [row] = await rowsOf(user.userId);
    expect(row?.countryIso).toBe('PL');
  });

  it('moves the default flag', async () => {
    const user = await registeredUser(t.app);
    const a = (await create(user, warsaw)).json();
    const b = (await create(user, boston)).json();
    expect((await patch(user, b.id, { default: true })).json().is_default).toBe(true);
    expect((await patch(user, b.id, { default: false })).json().is_default).toBe(false);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.defaultAddressId).toBeNull();
    expect(a.is_default).toBe(true);
  });

  it("answers 404 for another user's address, even through the own user path", async () => {
    const alice = await registeredUser(t.app);
    const mallory = await registeredUser(t.app);
    const { id } = (await create(alice, warsaw)).json();
    expect((await patch(mallory, id, { city: 'Hacked' })).statusCode).toBe(404);
    expect((await patch(alice, id, { city: 'Hacked' }, mallory.headers)).statusCode).toBe(404);
    const [row] = await rowsOf(alice.userId);
    expect(row?.city).toBe('Warszawa');
  });

  it('rejects an empty patch and unknown fields with a 400', async () => {
    const user = await registeredUser(t.app);
    const { id } = (await create(user, warsaw)).json();
    expect((await patch(user, id, {})).statusCode).toBe(400);
    const unknown = await patch(user, id, { town: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('town');
  });
});

describe('DELETE /api/v2/users/{userId}/addresses/{id}', () => {
  it('deletes the address and clears the default it was', async () => {
    const user = await registeredUser(t.app);
    const { id } = (await create(user, warsaw)).json();
    const res = await t.app.inject({ method: 'DELETE', url: url(user, `/${id}`), headers: user.headers });
    expect(res.statusCode).toBe(204);
    expect(await rowsOf(user.userId)).toHaveLength(0);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.defaultAddressId).toBeNull();
    const again = await t.app.inject({ method: 'DELETE', url: url(user, `/${id}`), headers: user.headers });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another user's address and keeps it", async () => {
    const alice = await registeredUser(t.app);
    const mallory = await registeredUser(t.app);
    const { id } = (await create(alice, warsaw)).json();
    expect((await t.app.inject({ method: 'DELETE', url: url(mallory, `/${id}`), headers: mallory.headers })).statusCode).toBe(404);
    expect(await rowsOf(alice.userId)).toHaveLength(1);
  });

  it('rejects a malformed id with a 400', async () => {
    const user = await registeredUser(t.app);
    const res = await t.app.inject({ method: 'DELETE', url: url(user, '/-3'), headers: user.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('id');
  });
});

describe('POST /api/v2/users/{userId}/contact_information', () => {
  const post = (session: TestSession, payload: object, headers = session.headers) =>
    t.app.inject({ method: 'POST', url: `/api/v2/users/${session.userId}/contact_information`, payload, headers });

  it('sets an existing address as the default', async () => {
    const user = await registeredUser(t.app);
    await create(user, warsaw);
    const b = (await create(user, boston)).json();
    const res = await post(user, { address_id: b.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.default_address_id).toBe(b.id);
    expect(res.json().address).toMatchObject({ id: b.id, is_default: true });
  });

  it('creates a new address as the default', async () => {
    const user = await registeredUser(t.app);
    await create(user, warsaw);
    const res = await post(user, { address: boston });
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toMatchObject({ city: 'Boston', is_default: true });
    expect(await rowsOf(user.userId)).toHaveLength(2);
  });

  it("answers 404 for another user's address id and leaves the default alone", async () => {
    const alice = await registeredUser(t.app);
    const mallory = await registeredUser(t.app);
    const own = (await create(mallory, warsaw)).json();
    const foreign = (await create(alice, boston)).json();
    expect((await post(mallory, { address_id: foreign.id })).statusCode).toBe(404);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, mallory.userId));
    expect(row?.defaultAddressId).toBe(own.id);
  });

  it('rejects a body with both or neither of address_id and address (400), and a bad nested address (422)', async () => {
    const user = await registeredUser(t.app);
    expect((await post(user, {})).statusCode).toBe(400);
    expect((await post(user, { address_id: 1, address: boston })).statusCode).toBe(400);
    const nested = await post(user, { address: { ...boston, zip_code: 'ABCDE' } });
    expect(nested.statusCode).toBe(422);
    expect(await rowsOf(user.userId)).toHaveLength(0);
  });
});

describe('concurrent requests', () => {
  it('serialises parallel saves of one user: all succeed and exactly one becomes the default', async () => {
    const user = await registeredUser(t.app);
    const results = await Promise.all(Array.from({ length: 8 }, () => create(user, warsaw)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(results.filter((r) => r.json().is_default)).toHaveLength(1);
    expect(await rowsOf(user.userId)).toHaveLength(8);
  });
});
