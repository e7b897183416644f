// Redis gone (issue 31): the rate limits that Redis shares between API processes keep holding, counted
// in the process's memory, instead of being skipped; nothing else depends on Redis, so the rest works.
import { randomUUID } from 'node:crypto';
import { anonymousUser, createTestApp, registeredUser, uniqueEmail, uniqueIp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  // Nothing listens on port 1: every Redis command fails at once, as with a Redis that is down.
  t = await createTestApp({ config: { redisUrl: 'redis://127.0.0.1:1' } });
}, 60_000);
afterAll(() => t.close());

it('still refuses sign-in attempts over the budget while Redis is unreachable', async () => {
  const { email } = await registeredUser(t.app, { email: uniqueEmail('no-redis') });
  const ip = uniqueIp();
  const attempt = () => t.app.inject({ method: 'POST', url: '/api/users/sign_in', remoteAddress: ip, payload: { email, password: `wrong-${randomUUID()}` } });
  const limit = t.app.ctx.config.rateLimits.signIn.max;
  const codes: number[] = [];
  for (let i = 0; i < limit; i++) codes.push((await attempt()).statusCode);
  expect(codes.every((c) => c === 401)).toBe(true);
  const refused = await attempt();
  expect(refused.statusCode).toBe(429);
  expect(refused.json().code).toBe('rate_limited');
});

it('serves everything else as usual', async () => {
  const visitor = await anonymousUser(t.app);
  expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: visitor.headers })).statusCode).toBe(200);
});
