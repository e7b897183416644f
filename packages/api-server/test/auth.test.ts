import { count, eq } from 'drizzle-orm';
import { hashToken } from '../src/auth/tokens';
import { anonymousMerges, authTokens, users } from '../src/db/schema';
import { RuleViolation } from '../src/errors';
import type { UserMergedEvent } from '../src/users/hooks';
import {
  anonymousUser,
  createTestApp,
  registeredUser,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from './helpers/app';
import { emailsTo, linkTokenFrom } from './helpers/outbox';

let t: TestApp;
const merges: UserMergedEvent[] = [];
let failNextMerge = false;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.ctx.userHooks.onUserMerged(async (_tx, event) => {
        if (failNextMerge) {
          failNextMerge = false;
          throw new RuleViolation('merge_refused', 'A subscriber refused the merge');
        }
        merges.push(event);
      });
    },
  });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = uniqueIp()) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/users/me', headers });
const userCount = async () => (await t.app.ctx.db.select({ n: count() }).from(users))[0]?.n;

describe('POST /api/users/sign_up', () => {
  it('creates a registered account, stores only a scrypt hash and e-mails a confirmation link', async () => {
    const email = uniqueEmail('Signup');
    const res = await post('/api/users/sign_up', { email: `  ${email.toUpperCase()} `, password: TEST_PASSWORD, first_name: 'Ada' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ anonymous: false, email: email.toLowerCase(), first_name: 'Ada', email_confirmed: false });
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row?.passwordHash).not.toContain(TEST_PASSWORD);
    const mails = await emailsTo(t.app, email.toLowerCase());
    expect(mails.map((m) => m.kind)).toEqual(['confirm_email']);
    expect(mails[0]?.text).toContain('http://localhost:3000/auth/confirm_email/?token=');
  });

  it('links the confirmation and a password reset to the pages of the store the request came from (Polish paths for pl)', async () => {
    const email = uniqueEmail('Polska');
    expect((await post('/api/users/sign_up', { email, password: TEST_PASSWORD }, { 'X-Region': 'pl' })).statusCode).toBe(201);
    expect((await post('/api/users/password/recover', { email }, { 'X-Region': 'pl' })).statusCode).toBeLessThan(300);
    const mails = await emailsTo(t.app, email.toLowerCase());
    expect(mails.map((m) => m.kind)).toEqual(['confirm_email', 'reset_password']);
    expect(mails[0]?.text).toContain('http://localhost:3000/auth/potwierdzenie-email/?token=');
    expect(mails[1]?.text).toContain('http://localhost:3000/auth/ustaw-haslo/?token=');
    expect((await post('/api/users/sign_up', { email: uniqueEmail(), password: TEST_PASSWORD }, { 'X-Region': 'xx' })).statusCode).toBe(400);
  });

  it('upgrades the anonymous visitor in place and revokes its anonymous token', async () => {
    const visitor = await anonymousUser(t.app);
    const res = await post('/api/users/sign_up', { email: uniqueEmail(), password: TEST_PASSWORD }, visitor.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.id).toBe(visitor.userId);
    expect(res.json().token).not.toBe(visitor.token);
    expect((await me(visitor.headers)).statusCode).toBe(401);
    expect((await me({ 'X-Api-Token': res.json().token })).json().user.anonymous).toBe(false);
  });

  it('refuses an e-mail that is taken with 422 and writes nothing', async () => {
    const { email } = await registeredUser(t.app);
    const before = await userCount();
    const res = await post('/api/users/sign_up', { email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'email_taken', field: 'email' });
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ email: 'not-an-email', password: TEST_PASSWORD }, 'email'],
    [{ email: uniqueEmail(), password: 'short' }, 'password'],
    [{ email: uniqueEmail() }, 'password'],
    [{ email: uniqueEmail(), password: TEST_PASSWORD, role: 'manager' }, 'role'],
  ])('rejects %j with a 400 naming %s', async (payload, field) => {
    const before = await userCount();
    const res = await post('/api/users/sign_up', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'invalid_input', field });
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/users/sign_in', () => {
  it('issues a new token and revokes the one the request carried (rotation)', async () => {
    const account = await registeredUser(t.app);
    const res = await post('/api/users/sign_in', { email: account.email, password: account.password }, account.headers);
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(user.id).toBe(account.userId);
    expect(token).not.toBe(account.token);
    expect((await me(account.headers)).statusCode).toBe(401);
    expect((await me({ 'X-Api-Token': token })).statusCode).toBe(200);
    const [stored] = await t.app.ctx.db.select().from(authTokens).where(eq(authTokens.tokenHash, hashToken(token)));
    expect(stored?.userId).toBe(account.userId);
  });

  it('merges the anonymous visitor into the account and tells subscribers', async () => {
    const account = await registeredUser(t.app);
    const visitor = await anonymousUser(t.app);
    const res = await post('/api/users/sign_in', { email: account.email, password: account.password }, visitor.headers);
    expect(res.statusCode).toBe(200);
    expect(merges).toContainEqual({ anonymousUserId: visitor.userId, userId: account.userId });
    const rows = await t.app.ctx.db.select().from(anonymousMerges).where(eq(anonymousMerges.anonymousUserId, visitor.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(account.userId);
    const [anon] = await t.app.ctx.db.select().from(users).where(eq(users.id, visitor.userId));
    expect(anon?.mergedIntoUserId).toBe(account.userId);
    expect((await me(visitor.headers)).statusCode).toBe(401);
  });

  it('writes nothing when a merge subscriber fails', async () => {
    const account = await registeredUser(t.app);
    const visitor = await anonymousUser(t.app);
    failNextMerge = true;
    const res = await post('/api/users/sign_in', { email: account.email, password: account.password }, visitor.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('merge_refused');
    const rows = await t.app.ctx.db.select().from(anonymousMerges).where(eq(anonymousMerges.anonymousUserId, visitor.userId));
    expect(rows).toHaveLength(0);
    expect((await me(visitor.headers)).statusCode).toBe(200);
  });

  it('ignores a stale token instead of refusing to sign in', async () => {
    const account = await registeredUser(t.app);
    const res = await post('/api/users/sign_in', { email: account.email, password: account.password }, { 'X-Api-Token': 'x'.repeat(43) });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const account = await registeredUser(t.app);
    const wrong = await post('/api/users/sign_in', { email: account.email, password: 'wrong password' });
    const unknown = await post('/api/users/sign_in', { email: uniqueEmail(), password: 'wrong password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'invalid_credentials', message: 'E-mail or password is incorrect' });
    }
  });

  it('rejects a body without a password with a 400', async () => {
    const res = await post('/api/users/sign_in', { email: uniqueEmail() });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('password');
  });
});

describe('DELETE /api/users/sign_out', () => {
  it('revokes the token', async () => {
    const account = await registeredUser(t.app);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/sign_out', headers: account.headers });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const again = await me(account.headers);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('invalid_token');
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/sign_out' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Auth token is not defined');
  });
});

describe('password recovery and reset', () => {
  it('answers the same for known and unknown e-mails and mails only the known one', async () => {
    const account = await registeredUser(t.app);
    const stranger = uniqueEmail();
    const known = await post('/api/users/password/recover', { email: account.email });
    const unknown = await post('/api/users/password/recover', { email: stranger });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect((await emailsTo(t.app, account.email)).map((m) => m.kind)).toContain('reset_password');
    expect(await emailsTo(t.app, stranger)).toHaveLength(0);
  });

  it('sets a new password once, revokes every session and signs in', async () => {
    const account = await registeredUser(t.app);
    await post('/api/users/password/recover', { email: account.email });
    const token = await linkTokenFrom(t.app, account.email, 'reset_password');
    const res = await post('/api/users/password/reset', { token, password: 'a brand new password' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: account.userId, email_confirmed: true });
    expect((await me(account.headers)).statusCode).toBe(401);
    expect((await post('/api/users/sign_in', { email: account.email, password: account.password })).statusCode).toBe(401);
    expect((await post('/api/users/sign_in', { email: account.email, password: 'a brand new password' })).statusCode).toBe(200);
    const reuse = await post('/api/users/password/reset', { token, password: 'yet another password' });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json()).toMatchObject({ code: 'invalid_token', field: 'token' });
  });

  it('only the latest reset link works', async () => {
    const account = await registeredUser(t.app);
    await post('/api/users/password/recover', { email: account.email });
    const first = await linkTokenFrom(t.app, account.email, 'reset_password');
    await post('/api/users/password/recover', { email: account.email });
    const res = await post('/api/users/password/reset', { token: first, password: 'a brand new password' });
    expect(res.statusCode).toBe(422);
  });

  it('rejects a malformed token with a 400', async () => {
    const res = await post('/api/users/password/reset', { token: 'abc', password: 'a brand new password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('token');
  });
});

describe('POST /api/users/confirm_email', () => {
  it('confirms with the e-mailed token, once', async () => {
    const account = await registeredUser(t.app);
    const token = await linkTokenFrom(t.app, account.email, 'confirm_email');
    const res = await post('/api/users/confirm_email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: account.email, email_confirmed: true });
    expect((await me(account.headers)).json().user.email_confirmed).toBe(true);
    expect((await post('/api/users/confirm_email', { token })).statusCode).toBe(422);
  });

  it('resends the link to an unconfirmed account and refuses anonymous visitors', async () => {
    const account = await registeredUser(t.app);
    const res = await post('/api/users/confirm_email/resend', {}, account.headers);
    expect(res.statusCode).toBe(202);
    expect((await emailsTo(t.app, account.email)).filter((m) => m.kind === 'confirm_email')).toHaveLength(2);
    const visitor = await anonymousUser(t.app);
    const refused = await post('/api/users/confirm_email/resend', {}, visitor.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('not_registered');
  });

  it('rejects a missing token with a 400', async () => {
    const res = await post('/api/users/confirm_email', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('token');
  });
});

describe('rate limits', () => {
  it('limits sign-in per IP and e-mail to 5 a minute', async () => {
    const account = await registeredUser(t.app);
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await post('/api/users/sign_in', { email: account.email, password: 'wrong password' }, {}, ip)).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await post('/api/users/sign_in', { email: account.email, password: account.password }, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another e-mail from the same address has its own budget.
    expect((await post('/api/users/sign_in', { email: uniqueEmail(), password: 'x' }, {}, ip)).statusCode).toBe(401);
  });

  it('limits sign-ins per IP whatever the e-mail (password spraying)', async () => {
    const spray = await createTestApp({ config: { rateLimits: { ...t.app.ctx.config.rateLimits, signInPerIp: { max: 4, windowMs: 60_000 } } } });
    try {
      const ip = uniqueIp();
      const attempt = (email: string, from = ip) =>
        spray.app.inject({ method: 'POST', url: '/api/users/sign_in', payload: { email, password: 'Summer2025!' }, remoteAddress: from });
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await attempt(uniqueEmail('sprayed'))).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
      const limited = await attempt(uniqueEmail('sprayed'));
      expect(limited.json().code).toBe('rate_limited');
      expect(limited.headers['retry-after']).toBeDefined();
      // Even the right password of a real account waits: the budget belongs to the address.
      const account = await registeredUser(spray.app);
      const own = await spray.app.inject({ method: 'POST', url: '/api/users/sign_in', payload: { email: account.email, password: account.password }, remoteAddress: ip });
      expect(own.statusCode).toBe(429);
      // Malformed attempts count as well (the limit runs before the body is read).
      const other = uniqueIp();
      for (let i = 0; i < 4; i++) await spray.app.inject({ method: 'POST', url: '/api/users/sign_in', payload: 'not json', headers: { 'content-type': 'application/json' }, remoteAddress: other });
      expect((await attempt(uniqueEmail('sprayed'), other)).statusCode).toBe(429);
      // Another address is unaffected.
      expect((await attempt(uniqueEmail('sprayed'), uniqueIp())).statusCode).toBe(401);
    } finally {
      await spray.close();
    }
  });

  it('limits sign-up per IP and e-mail', async () => {
    const ip = uniqueIp();
    const email = uniqueEmail();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await post('/api/users/sign_up', { email, password: TEST_PASSWORD }, {}, ip)).statusCode);
    expect(codes).toEqual([201, 422, 422, 422, 422, 429]);
  });

  it('limits password resets per IP', async () => {
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await post('/api/users/password/reset', { token: 'y'.repeat(43), password: 'a brand new password' }, {}, ip)).statusCode);
    }
    expect(codes).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe('concurrent sign-ups', () => {
  it('lets exactly one of several parallel sign-ups with one e-mail win', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => post('/api/users/sign_up', { email, password: TEST_PASSWORD })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 422, 422, 422]);
    const rows = await t.app.ctx.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });
});
