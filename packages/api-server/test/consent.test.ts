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
    // Marketing declined is an answer: the shopper is not asked again.
    await save(s, body(s, { email, consents: [{ name: 'marketing', value: 'declined', displayed_text: 'No thanks' }] }));
    expect((await needed(s, email)).json()).toEqual({ consents_needed: [] });
  });

  it('keeps asking for the terms until they are granted', async () => {
    const s = await anonymousUser(t.app);
    const email = uniqueEmail('terms');
    await save(s, body(s, { email, consents: [{ name: 'terms_and_conditions_and_privacy_policy', value: 'declined', displayed_text: 'I accept' }] }));
    expect((await needed(s, email)).json().consents_needed).toContain('terms_and_conditions_and_privacy_policy');
  });

  it('records the marketing answer of an anonymous shopper with the words shown, region and locale, and another visitor with that address is not asked', async () => {
    const s = await anonymousUser(t.app);
    const email = uniqueEmail('marketing');
    const text = 'Ich möchte Neuigkeiten, Angebote und Verpackungstipps von Packhelp per E-Mail erhalten.';
    const res = await save(s, body(s, { email, region: 'de', locale: 'de-DE', location: 'http://shop.test/de/cart/?step=methods', acceptance_method: 'by-cta-click', consents: [{ name: 'marketing', value: 'granted', displayed_text: text }] }));
    expect(res.statusCode).toBe(201);
    expect(res.json().consents).toEqual([
      expect.objectContaining({ name: 'marketing', value: 'granted', displayed_text: text, email, region: 'de', locale: 'de-DE', user_id: s.userId, location: 'http://shop.test/de/cart/?step=methods', acceptance_method: 'by-cta-click' }),
    ]);
    const other = await anonymousUser(t.app);
    expect((await needed(other, email)).json().consents_needed).not.toContain('marketing');
  });

  it("records a signed-in shopper's answer under the account (user_id, the account's address) and flips the answer for that address", async () => {
    const account = await registeredUser(t.app);
    expect((await needed(account, account.email)).json().consents_needed).toContain('marketing');
    const { anonymous_id: _anon, ...signedIn } = body(account, { user_id: String(account.userId), consents: [{ name: 'marketing', value: 'granted', displayed_text: 'Yes please' }] });
    const res = await save(account, signedIn);
    expect(res.statusCode).toBe(201);
    expect(res.json().consents[0]).toMatchObject({ user_id: account.userId, email: account.email.toLowerCase() });
    expect((await needed(account, account.email)).json().consents_needed).not.toContain('marketing');
  });

  it.each([
    ['an invalid e-mail', { email: 'nobody' }],
    ['a missing region', { region: undefined }],
    ['a missing locale', { locale: undefined }],
    ['a missing location', { location: undefined }],
  ])('a save with %s is a 400 and the address is still asked', async (_what, over) => {
    const s = await anonymousUser(t.app);
    const email = uniqueEmail('bad');
    const res = await save(s, body(s, { email, consents: [{ name: 'marketing', value: 'granted', displayed_text: 'Yes' }], ...over }));
    expect(res.statusCode).toBe(400);
    expect((await list(s)).json().consents).toHaveLength(0);
    expect((await needed(s, email)).json().consents_needed).toContain('marketing');
  });

  it("refuses a save for another visitor's user_id (403) and the address is still asked", async () => {
    const s = await anonymousUser(t.app);
    const victim = await registeredUser(t.app);
    const res = await save(s, body(s, { anonymous_id: undefined, user_id: String(victim.userId), email: victim.email, consents: [{ name: 'marketing', value: 'granted', displayed_text: 'Yes' }] }));
    expect(res.statusCode).toBe(403);
    expect((await needed(s, victim.email)).json().consents_needed).toContain('marketing');
  });

  it('answers 400 for an invalid e-mail', async () => {
    const s = await anonymousUser(t.app);
    const res = await needed(s, 'not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toContain('email');
  });
});
