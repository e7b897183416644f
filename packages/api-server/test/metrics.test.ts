// GET /api/metrics (issue 31): Prometheus text an operator can watch after a journey, readable with the
// METRICS_TOKEN bearer token only.
import { anonymousUser, createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: 'metrics-secret' } });
}, 60_000);
afterAll(() => t.close());

it('shows request latency by route and status, jobs, outbox lag, payments, refunds and the catalogue cache', async () => {
  const visitor = await anonymousUser(t.app);
  await t.app.inject({ method: 'GET', url: '/api/users/me', headers: visitor.headers });
  await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
  const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer metrics-secret' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  const text = res.body;
  // The route pattern, never the raw URL (bounded labels).
  expect(text).toMatch(/ph_http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/users\/anonymous",status_code="200"\} 1/);
  expect(text).toMatch(/ph_http_request_duration_seconds_count\{method="GET",route="\(unmatched\)",status_code="404"\} 1/);
  expect(text).not.toContain('/api/no/such/route');
  for (const metric of ['ph_outbox_lag_seconds', 'ph_jobs_waiting', 'ph_payments', 'ph_refunds', 'ph_catalogue_cache_lookups', 'ph_process_cpu_seconds_total']) expect(text).toContain(`# TYPE ${metric}`);
});

it('refuses a request without the token, or with another one', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer guess' } })).statusCode).toBe(403);
});
