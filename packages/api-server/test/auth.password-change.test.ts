import { emailsTo } from './helpers/outbox';
import { anonymousUser, createTestApp, registeredUser, uniqueIp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (id: number, payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}/password`, payload: payload as object, headers, remoteAddress: uniqueIp() });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/sign_in', payload: { email, password }, remoteAddress: uniqueIp() });
const meStatus = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode;

describe('PUT /api/users/{id}/password', () => {
  it('changes the password, keeps this session, signs out the others and e-mails the owner', async () => {
    const a = await registeredUser(t.app);
    const other = (await signIn(a.email, a.password)).json() as { token: string };
    const otherHeaders = { 'X-Api-Token': other.token };
    expect(await meStatus(otherHeaders)).toBe(200);

    const res = await change(a.userId, { current_password: a.password, password: 'a brand new secret' }, a.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.userId, email: a.email });
    expect(JSON.stringify(res.json())).not.toContain('scrypt');

    expect(await meStatus(a.headers)).toBe(200);
    expect(await meStatus(otherHeaders)).toBe(401);
    expect((await signIn(a.email, a.password)).statusCode).toBe(401);
    expect((await signIn(a.email, 'a brand new secret')).statusCode).toBe(200);
    const mails = (await emailsTo(t.app, a.email)).filter((m) => m.kind === 'password_changed');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your password was changed');
  });

  it('refuses a wrong current password with 422 invalid_current_password and changes nothing', async () => {
    const a = await registeredUser(t.app);
    const other = (await signIn(a.email, a.password)).json() as { token: string };
    const res = await change(a.userId, { current_password: 'not my password', password: 'a brand new secret' }, a.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'invalid_current_password', field: 'current_password', message: 'The current password is incorrect' });
    expect(await meStatus({ 'X-Api-Token': other.token })).toBe(200);
    expect((await signIn(a.email, a.password)).statusCode).toBe(200);
    expect((await emailsTo(t.app, a.email)).some((m) => m.kind === 'password_changed')).toBe(false);
  });

  it('enforces the registration password rules on the new password', async () => {
    const a = await registeredUser(t.app);
    const short = await change(a.userId, { current_password: a.password, password: 'short' }, a.headers);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'invalid_input', field: 'password' });
    expect(short.json().message).toContain('at least 8 characters');
    const long = await change(a.userId, { current_password: a.password, password: 'x'.repeat(129) }, a.headers);
    expect(long.statusCode).toBe(400);
    expect((await signIn(a.email, a.password)).statusCode).toBe(200);
  });

  it('refuses the current password as the new one', async () => {
    const a = await registeredUser(t.app);
    const res = await change(a.userId, { current_password: a.password, password: a.password }, a.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'password_unchanged', field: 'password' });
  });

  it('needs a session of the same user and a registered account', async () => {
    const a = await registeredUser(t.app);
    const b = await registeredUser(t.app);
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/${a.userId}/password`, payload: { current_password: a.password, password: 'whatever123' } })).statusCode).toBe(401);
    expect((await change(a.userId, { current_password: a.password, password: 'whatever123' }, b.headers)).statusCode).toBe(404);
    const anon = await anonymousUser(t.app);
    const res = await change(anon.userId, { current_password: 'anything', password: 'whatever123' }, anon.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'not_registered' });
    expect((await signIn(a.email, a.password)).statusCode).toBe(200);
  });

  it('refuses unknown fields', async () => {
    const a = await registeredUser(t.app);
    const res = await change(a.userId, { current_password: a.password, password: 'a brand new secret', email: 'x@example.com' }, a.headers);
    expect(res.statusCode).toBe(400);
    expect((await signIn(a.email, a.password)).statusCode).toBe(200);
  });
});
