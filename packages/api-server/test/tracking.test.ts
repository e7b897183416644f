import { anonymousUser, createTestApp, type TestApp, type TestSession } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function consent(s: TestSession, name: string, value: 'granted' | 'declined') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/emails/save_with_consents',
    headers: s.headers,
    payload: { consents: [{ name, value, displayed_text: 'text' }], region: 'eu', locale: 'en-US', location: 'http://localhost/', consent_id: 'c', policy_version: 2 },
  });
  expect(res.statusCode).toBe(201);
}
const post = (s: TestSession, url: string, payload?: object) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: s.headers, ...(payload ? { payload } : {}) });
const events = async (s: TestSession, kind?: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/segment_proxies/events${kind ? `?kind=${kind}` : ''}`, headers: s.headers })).json().events as Array<Record<string, unknown>>;

describe('consent-gated tracking routes', () => {
  it('refuses a track call without recorded analytics consent with 403 consent_required and stores nothing', async () => {
    const s = await anonymousUser(t.app);
    const res = await post(s, '/v1/segment_proxies/track', { event: 'Cart Viewed', properties: {}, anonymous_id: String(s.userId) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'consent_required', consent: 'cookies_marketing_and_analytics' });
    expect(await events(s)).toHaveLength(0);
  });

  it('refuses it after the consent was declined, and again after it was withdrawn', async () => {
    const s = await anonymousUser(t.app);
    await consent(s, 'cookies_marketing_and_analytics', 'declined');
    expect((await post(s, '/v1/segment_proxies/track', { event: 'A' })).statusCode).toBe(403);
    await consent(s, 'cookies_marketing_and_analytics', 'granted');
    expect((await post(s, '/v1/segment_proxies/track', { event: 'A' })).statusCode).toBe(202);
    await consent(s, 'cookies_marketing_and_analytics', 'declined');
    expect((await post(s, '/v1/segment_proxies/track', { event: 'B' })).statusCode).toBe(403);
    expect((await events(s)).map((e) => e.event)).toEqual(['A']);
  });

  it('stores a consented track call with its properties, e-mail and client timestamp; it is queryable', async () => {
    const s = await anonymousUser(t.app);
    await consent(s, 'cookies_marketing_and_analytics', 'granted');
    const res = await post(s, '/v1/segment_proxies/track', {
      event: 'Region Migration Modal Shown',
      properties: { origin: 'cz', target: 'com' },
      anonymous_id: String(s.userId),
      user_email: 'a@example.com',
      timestamp: '2026-01-01T10:00:00.000Z',
    });
    expect(res.statusCode).toBe(202);
    expect(await events(s, 'track')).toEqual([
      expect.objectContaining({ event: 'Region Migration Modal Shown', properties: { origin: 'cz', target: 'com', user_email: 'a@example.com' }, client_timestamp: '2026-01-01T10:00:00.000Z' }),
    ]);
  });

  it("refuses an event for another visitor's anonymous id", async () => {
    const a = await anonymousUser(t.app);
    const b = await anonymousUser(t.app);
    await consent(a, 'cookies_marketing_and_analytics', 'granted');
    const res = await post(a, '/v1/segment_proxies/track', { event: 'X', anonymous_id: String(b.userId) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect(await events(a)).toHaveLength(0);
  });

  it('answers 400 for a bad body and 401 without a token', async () => {
    const s = await anonymousUser(t.app);
    await consent(s, 'cookies_marketing_and_analytics', 'granted');
    expect((await post(s, '/v1/segment_proxies/track', { properties: {} })).statusCode).toBe(400);
    expect((await post(s, '/v1/segment_proxies/track', { event: 'x', timestamp: 'yesterday' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/segment_proxies/track', payload: { event: 'x' } })).statusCode).toBe(401);
  });

  it('identify, segment data and first touch need analytics consent and are stored with it', async () => {
    const s = await anonymousUser(t.app);
    const calls: Array<[string, object]> = [
      ['/v1/segment_proxies/identify', { anonymous_id: String(s.userId), traits: { plan: 'b2b' } }],
      ['/add_segment_data_v2', { data: { industry: 'food' } }],
      ['/users/register_first_touch', { type: 'utm', source: 'google', medium: '(none)', clientId: '1.2' }],
    ];
    for (const [url, payload] of calls) expect((await post(s, url, payload)).statusCode).toBe(403);
    await consent(s, 'cookies_marketing_and_analytics', 'granted');
    for (const [url, payload] of calls) expect((await post(s, url, payload)).statusCode).toBe(202);
    const stored = await events(s);
    expect(stored.map((e) => e.kind).sort()).toEqual(['first_touch', 'identify', 'segment_data']);
    expect(stored.find((e) => e.kind === 'first_touch')!.properties).toMatchObject({ source: 'google', medium: null, clientId: '1.2' });
  });

  it('the product-added conversion needs advertising consent, not analytics', async () => {
    const s = await anonymousUser(t.app);
    await consent(s, 'cookies_marketing_and_analytics', 'granted');
    const res = await post(s, '/v1/segment_proxies/track_product_added_ua_conversion', { properties: { sku: 'x' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().consent).toBe('cookies_advertising');
    await consent(s, 'cookies_advertising', 'granted');
    expect((await post(s, '/v1/segment_proxies/track_product_added_ua_conversion', { properties: { sku: 'x' } })).statusCode).toBe(202);
  });

  it('segment sessions: create and append to an own session only', async () => {
    const a = await anonymousUser(t.app);
    const b = await anonymousUser(t.app);
    expect((await post(a, '/v2/segment_sessions/create')).statusCode).toBe(403);
    await consent(a, 'cookies_marketing_and_analytics', 'granted');
    await consent(b, 'cookies_marketing_and_analytics', 'granted');
    const created = await post(a, '/v2/segment_sessions/create');
    expect(created.statusCode).toBe(201);
    const { session_id } = created.json();
    const appended = await post(a, '/v2/segment_sessions/append', { session_id, events: [{ event: 'Step Viewed', properties: { step: 1 } }, { event: 'Step Completed' }] });
    expect(appended.json()).toEqual({ appended: 2 });
    expect((await events(a, 'session_event')).map((e) => e.session_id)).toEqual([session_id, session_id]);
    expect((await post(b, '/v2/segment_sessions/append', { session_id, events: [{ event: 'X' }] })).statusCode).toBe(404);
    expect(await events(b)).toHaveLength(0);
  });

  it('set_affiliation sets the affiliation cookie only with consent and rejects bad values', async () => {
    const s = await anonymousUser(t.app);
    const get = (q: string) => t.app.inject({ method: 'GET', url: `/api/set_affiliation?${q}`, headers: s.headers });
    expect((await get('affiliation=partner-1')).statusCode).toBe(403);
    await consent(s, 'cookies_marketing_and_analytics', 'granted');
    expect((await get('affiliation=bad%20value;x')).statusCode).toBe(400);
    const res = await get('affiliation=partner-1');
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/^ph_affiliation=partner-1; Path=\/; Max-Age=15811200/);
    expect((await events(s, 'affiliation'))[0]!.properties).toEqual({ affiliation: 'partner-1' });
  });
});
