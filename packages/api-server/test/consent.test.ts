import { consentRecords } from '../src/db/schema';
import { anonymousUser, createTestApp, registeredUser, uniqueEmail, uniqueIp, type TestApp, type TestSession } from './helpers/app';

let t: TestApp;
const NOW = new Date('2026-03-04T05:06:07.000Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

function body(s: TestSession, over: Record<string, unknown> = {}) {
  return {
    consents: [
      { name: 'cookies_functional', value: 'granted', displayed_text: 'Remember your region.' },
      { name: 'cookies_marketing_and_analytics', value: 'declined', displayed_text: 'Measure visits.' },
    ],
    region: 'eu',
    locale: 'en-US',
    anonymous_id: String(s.userId),
    location: 'https://packhelp.com/',
    consent_id: 'c-1',
    policy_version: 2,
    acceptance_method: 'manual',
    ...over,
  };
}
const save = (s: TestSession, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/emails/save_with_consents', headers: s.headers, payload: payload as object });
const list = (s: TestSession, q = '') => t.app.inject({ method: 'GET', url: `/api/v1/emails/consents${q}`, headers: s.headers });

describe('POST v1/emails/save_with_consents', () => {
  it('stores every consent with region, locale, user, location, consent id, policy version and the server timestamp', async () => {
    const s = await anonymousUser(t.app);
    const res = await save(s, body(s));
    expect(res.statusCode).toBe(201);
    const rows = (await list(s)).json();
    expect(rows.consents).toHaveLength(2);
    expect(rows.consents[0]).toMatchObject({
      region: 'eu',
      locale: 'en-US',
      user_id: s.userId,
      location: 'https://packhelp.com/',
      consent_id: 'c-1',
      policy_version: 2,
      acceptance_method: 'manual',
      created_at: NOW.toISOString(),
    });
    expect(rows.current).toEqual({ cookies_functional: 'granted', cookies_marketing_and_analytics: 'declined' });
  });

  it('the newest record is the one in force; older ones stay as the audit trail', async () => {
    const s = await anonymousUser(t.app);
    await save(s, body(s));
    await save(s, body(s, { consents: [{ name: 'cookies_marketing_and_analytics', value: 'granted', displayed_text: 'x' }], consent_id: 'c-2' }));
    const rows = (await list(s, '?name=cookies_marketing_and_analytics')).json();
    expect(rows.consents.map((c: { value: string }) => c.value)).toEqual(['granted', 'declined']);
    expect(rows.current.cookies_marketing_and_analytics).toBe('granted');
  });

  it("refuses to record consent for another visitor's id (403) and stores nothing", async () => {
    const a = await anonymousUser(t.app);
    const b = await anonymousUser(t.app);
    const res = await save(a, body(a, { anonymous_id: String(b.userId) }));
    expect(res.statusCode).toBe(403);
    expect((await list(a)).json().consents).toHaveLength(0);
    expect((await list(b)).json().consents).toHaveLength(0);
  });

  it.each([
    ['an unknown consent name', { consents: [{ name: 'telepathy', value: 'granted', displayed_text: 'x' }] }],
    ['a value other than granted/declined', { consents: [{ name: 'marketing', value: 'yes', displayed_text: 'x' }] }],
    ['an empty displayed text', { consents: [{ name: 'marketing', value: 'granted', displayed_text: ' ' }] }],
    ['no consents', { consents: [] }],
    ['the same name twice', { consents: [{ name: 'marketing', value: 'granted', displayed_text: 'x' }, { name: 'marketing', value: 'declined', displayed_text: 'y' }] }],
    ['an unknown field', { colour: 'red' }],
    ['a missing policy version', { policy_version: undefined }],
  ])('answers 400 for %s and stores nothing', async (_what, over) => {
    const s = await anonymousUser(t.app);
    const res = await save(s, body(s, over));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_input');
    expect((await list(s)).json().consents).toHaveLength(0);
  });

  it('needs a session token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/emails/save_with_consents', payload: body({ userId: 1 } as TestSession) });
    expect(res.statusCode).toBe(401);
  });

  it("moves an anonymous visitor's records to the account they sign in to", async () => {
    const account = await registeredUser(t.app);
    const s = await anonymousUser(t.app);
    await save(s, body(s));
    const signIn = await t.app.inject({ method: 'POST', url: '/api/users/sign_in', headers: s.headers, remoteAddress: uniqueIp(), payload: { email: account.email, password: account.password } });
    expect(signIn.statusCode).toBe(200);
    const rows = await t.app.ctx.db.select().from(consentRecords);
    const mine = rows.filter((r) => r.consentId === 'c-1' && r.userId === account.userId);
    expect(mine.length).toBeGreaterThanOrEqual(2);
  });
});

describe('GET v1/emails/global_consents_needed', () => {
  const needed = async (s: TestSession, email: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/emails/global_consents_needed?email=${encodeURIComponent(email)}`, headers: s.headers });

  it('lists terms and marketing for an address that has given neither, then only what is still missing', async () => {
    const s = await anonymousUser(t.app);
    const email = uniqueEmail('consent');
    expect((await needed(s, email)).json()).toEqual({ consents_needed: ['terms_and_conditions_and_privacy_policy', 'marketing'] });
    await save(s, body(s, { email: email.toUpperCase(), consents: [{ name: 'terms_and_conditions_and_privacy_policy', value: 'granted', displayed_text: 'I accept' }] }));
    expect((await needed(s, email)).json()).toEqual({ consents_needed: ['marketing'] });
    await save(s, body(s, { email, consents: [{ name: 'marketing', value: 'declined', displayed_text: 'No thanks' }] }));
    expect((await needed(s, email)).json()).toEqual({ consents_needed: ['marketing'] });
  });

  it('answers 400 for an invalid e-mail', async () => {
    const s = await anonymousUser(t.app);
    const res = await needed(s, 'not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toContain('email');
  });
});
