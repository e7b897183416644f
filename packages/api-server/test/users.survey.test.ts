import { eq } from 'drizzle-orm';
import { ONBOARDING_SURVEY, ONBOARDING_SURVEY_KEYS } from '@ph/api-contract';
import { users } from '../src/db/schema';
import { anonymousUser, createTestApp, registeredUser, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (id: number, payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, payload: payload as object, headers });
const me = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).json().user;

describe('onboarding survey on PUT /api/users/{id}', () => {
  it('has the 8 question keys of docs/domain.md#what-the-store-keeps, each with options', () => {
    expect([...ONBOARDING_SURVEY_KEYS].sort()).toEqual([
      'company_size_employees', 'customer_best_description', 'customer_coming_from', 'industry_v2',
      'packaging_cost_yearly', 'packaging_volume_monthly', 'packhelp_the_only_supplier', 'role',
    ]);
    for (const key of ONBOARDING_SURVEY_KEYS) expect(ONBOARDING_SURVEY[key].length).toBeGreaterThan(1);
  });

  it('starts empty, stores answers, merges later ones and returns them from users/me', async () => {
    const a = await registeredUser(t.app);
    expect(await me(a.headers)).toMatchObject({ onboarding_survey: {} });
    const first = await put(a.userId, { onboarding_survey: { role: 'marketing', industry_v2: 'food_beverage' } }, a.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().onboarding_survey).toEqual({ role: 'marketing', industry_v2: 'food_beverage' });
    const second = await put(a.userId, { first_name: 'Ada', onboarding_survey: { role: 'owner_founder', packaging_volume_monthly: '1k_5k' } }, a.headers);
    expect(second.statusCode).toBe(200);
    expect((await me(a.headers)).onboarding_survey).toEqual({ role: 'owner_founder', industry_v2: 'food_beverage', packaging_volume_monthly: '1k_5k' });
    expect((await me(a.headers)).first_name).toBe('Ada');
  });

  it('withdraws an answer sent as null', async () => {
    const a = await registeredUser(t.app);
    await put(a.userId, { onboarding_survey: { role: 'design', company_size_employees: 'just_me' } }, a.headers);
    const res = await put(a.userId, { onboarding_survey: { role: null } }, a.headers);
    expect(res.json().onboarding_survey).toEqual({ company_size_employees: 'just_me' });
  });

  it('refuses an answer that is not an option with a 400 naming the field and the options, saving nothing', async () => {
    const a = await registeredUser(t.app);
    await put(a.userId, { onboarding_survey: { role: 'design' } }, a.headers);
    const res = await put(a.userId, { first_name: 'Changed', onboarding_survey: { role: 'marketing', packaging_cost_yearly: 'a lot' } }, a.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', field: 'onboarding_survey.packaging_cost_yearly' });
    expect(res.json().message).toContain('must be one of: under_1k, 1k_5k');
    const stored = await me(a.headers);
    expect(stored.onboarding_survey).toEqual({ role: 'design' });
    expect(stored.first_name).toBeNull();
  });

  it('refuses an unknown question key with a 400, saving nothing', async () => {
    const a = await registeredUser(t.app);
    const res = await put(a.userId, { onboarding_survey: { favourite_colour: 'blue' } }, a.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', field: 'onboarding_survey.favourite_colour' });
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, a.userId));
    expect(row?.onboardingSurvey).toEqual({});
  });

  it('is another user’s business: their id answers 404', async () => {
    const a = await registeredUser(t.app);
    const b = await anonymousUser(t.app);
    expect((await put(a.userId, { onboarding_survey: { role: 'design' } }, b.headers)).statusCode).toBe(404);
    expect((await me(a.headers)).onboarding_survey).toEqual({});
  });

  it('leaves out a stored answer whose option no longer exists', async () => {
    const a = await registeredUser(t.app);
    await t.app.ctx.db.update(users).set({ onboardingSurvey: { role: 'retired_option', industry_v2: 'pets' } }).where(eq(users.id, a.userId));
    expect((await me(a.headers)).onboarding_survey).toEqual({ industry_v2: 'pets' });
  });
});
