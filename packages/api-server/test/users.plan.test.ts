import { promoteToManager } from '../src/users/service';
import { anonymousUser, createTestApp, registeredUser, type TestApp, type TestSession } from './helpers/app';

let t: TestApp;
const NOW = new Date('2026-05-06T07:08:09.000Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const TERMS = 'I accept the terms and conditions of Packhelp Plus.';
const signUp = (s: TestSession, over: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/users/me/plus',
    headers: s.headers,
    payload: { region: 'pl', locale: 'pl-PL', displayed_text: TERMS, location: 'https://packhelp.pl/plus/katalog/', policy_version: 1, ...over },
  });
const me = async (s: TestSession) => (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: s.headers })).json().user;
const plusConsents = async (s: TestSession) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/emails/consents?name=terms_and_conditions_plus', headers: s.headers })).json();
const setPlan = (s: TestSession, userId: number, plan: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/users/${userId}/plan`, headers: s.headers, payload: { plan_type: plan } });

async function manager() {
  const m = await registeredUser(t.app);
  await promoteToManager(t.app.ctx.db, m.email, NOW);
  return m;
}

describe('POST v2/users/me/plus', () => {
  it('a new account has no plan', async () => {
    const s = await registeredUser(t.app);
    expect(await me(s)).toMatchObject({ plan_type: null, plan_since: null });
  });

  it('records the Plus terms with the text shown and gives the plus plan', async () => {
    const s = await registeredUser(t.app);
    const res = await signUp(s);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: s.userId, plan_type: 'plus', plan_since: NOW.toISOString() });
    expect(await me(s)).toMatchObject({ plan_type: 'plus' });
    const consents = await plusConsents(s);
    expect(consents.current).toEqual({ terms_and_conditions_plus: 'granted' });
    expect(consents.consents[0]).toMatchObject({
      displayed_text: TERMS,
      region: 'pl',
      locale: 'pl-PL',
      email: s.email,
      location: 'https://packhelp.pl/plus/katalog/',
      acceptance_method: 'manual',
      created_at: NOW.toISOString(),
    });
  });

  it('answers 422 plus_not_available in a store without Plus and changes nothing', async () => {
    const s = await registeredUser(t.app);
    const res = await signUp(s, { region: 'us', locale: 'en-US' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'plus_not_available', field: 'region' });
    expect(await me(s)).toMatchObject({ plan_type: null });
    expect((await plusConsents(s)).consents).toHaveLength(0);
  });

  it('asks an anonymous visitor to sign in (401) and records nothing; no token is a 401 too', async () => {
    const a = await anonymousUser(t.app);
    const res = await signUp(a);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('sign_in_required');
    expect((await plusConsents(a)).consents).toHaveLength(0);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/users/me/plus', payload: {} })).statusCode).toBe(401);
  });

  it.each([
    ['an unknown store', { region: 'xx' }, 'region'],
    ['no terms text', { displayed_text: '' }, 'displayed_text'],
    ['an unknown field', { plan_type: 'studio' }, undefined],
  ])('refuses %s with a 400 and changes nothing', async (_label, over, field) => {
    const s = await registeredUser(t.app);
    const res = await signUp(s, over);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().field).toBe(field);
    expect(await me(s)).toMatchObject({ plan_type: null });
  });

  it('keeps a studio customer on studio when they sign up for Plus, and records the terms again', async () => {
    const m = await manager();
    const s = await registeredUser(t.app);
    expect((await setPlan(m, s.userId, 'studio')).statusCode).toBe(200);
    const res = await signUp(s);
    expect(res.json().user).toMatchObject({ plan_type: 'studio' });
    expect((await plusConsents(s)).current).toEqual({ terms_and_conditions_plus: 'granted' });
  });
});

describe('PUT v2/users/{id}/plan', () => {
  it('lets a manager give studio and take a plan away', async () => {
    const m = await manager();
    const s = await registeredUser(t.app);
    const res = await setPlan(m, s.userId, 'studio');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ plan_type: 'studio', plan_since: NOW.toISOString() });
    expect((await setPlan(m, s.userId, null)).json().user).toMatchObject({ plan_type: null, plan_since: null });
    expect(await me(s)).toMatchObject({ plan_type: null });
  });

  it('is for managers only: a customer gets 403 and cannot give themself a plan', async () => {
    const s = await registeredUser(t.app);
    const res = await setPlan(s, s.userId, 'studio');
    expect(res.statusCode).toBe(403);
    expect(await me(s)).toMatchObject({ plan_type: null });
  });

  it('answers 404 for an anonymous visitor or no such user, 400 for an unknown plan', async () => {
    const m = await manager();
    const a = await anonymousUser(t.app);
    expect((await setPlan(m, a.userId, 'plus')).statusCode).toBe(404);
    expect((await setPlan(m, 999_999_999, 'plus')).statusCode).toBe(404);
    const s = await registeredUser(t.app);
    const bad = await setPlan(m, s.userId, 'gold');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Unknown plan type');
  });
});
