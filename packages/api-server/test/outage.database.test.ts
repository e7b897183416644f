// The database going away (issue 31): the API answers 503 with Retry-After — never 500 —, readiness
// fails while liveness holds, and the same process serves again by itself once the database is back.
// The outage itself needs a server to take away (PostgreSQL, as CI's second API pass runs it); the
// mapping of a driver's errors is checked on every run.
import { isDatabaseUnavailable } from '../src/db/errors';
import { toErrorResponse } from '../src/http/error-handler';
import { adminQuery, anonymousUser, createTestApp, type TestApp } from './helpers/app';

describe('what counts as the database being unavailable', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['the server shutting down', pgError('57P01', 'terminating connection due to administrator command')],
    ['the server starting up', pgError('57P03', 'the database system is starting up')],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    ['a database closed to connections', pgError('55000', 'database "shop" is not currently accepting connections')],
    ['a connection failure wrapped by drizzle', Object.assign(new Error('Failed query: select 1'), { cause: pgError('08006') })],
  ])('%s is a 503 database_unavailable', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toErrorResponse(error)).toMatchObject({ statusCode: 503, code: 'database_unavailable' });
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a serialization failure', pgError('40001')],
    ['a bug', new TypeError('undefined is not a function')],
  ])('%s is not', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toErrorResponse(error).statusCode).not.toBe(503);
  });
});

const serverUrl = process.env.DATABASE_URL;
(serverUrl ? describe : describe.skip)('a PostgreSQL database that goes away and comes back', () => {
  let t: TestApp;
  let name: string;
  const admin = (statement: string) => adminQuery(serverUrl!, statement);

  beforeAll(async () => {
    t = await createTestApp();
    if (t.database.raw.kind !== 'pg') throw new Error('expected PostgreSQL');
    name = new URL(t.database.raw.url).pathname.slice(1);
  }, 60_000);
  // Closing the app after the outage did not finish within 150 s twice when the whole suite ran beside it on
  // PostgreSQL (clean-clone CI, 2026-11-29; alone it closes at once). Until that hang is found (a defect: a
  // process that cannot shut down after an outage), the close is bounded, the database is dropped by force and
  // the wait is reported, so the suite's own assertions decide.
  afterAll(async () => {
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
    const hung = await Promise.race([t.close().then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 20_000).unref())]);
    if (hung) {
      console.warn(`outage.database: closing the app did not finish within 20 s; dropping ${name} by force`);
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    }
  }, 60_000);

  it('answers 503 with Retry-After while it is gone, and serves again once it is back', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    const before = await anonymousUser(t.app);

    // Gone: no new connection is accepted and every open one is cut, as a stopped server does.
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    for (const url of ['/api/users/anonymous', '/api/users/me', '/api/orders/mine']) {
      const res = await t.app.inject({ method: 'GET', url, headers: before.headers });
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 503, code: 'database_unavailable' });
      expect(res.headers['retry-after']).toBe('5');
    }
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    // Back: the same process reconnects by itself.
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    const after = await anonymousUser(t.app);
    expect(after.userId).not.toBe(before.userId);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: before.headers })).statusCode).toBe(200);
  }, 60_000);
});
