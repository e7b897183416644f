// The back office's funnel report (src/tracking/funnel.ts): distinct visitors per step, per ISO week
// and store, from the events the tracking routes recorded with the store they came from; operators
// only; a bad range is a 400.
import { and, eq } from 'drizzle-orm';
import { trackingEvents } from '../src/db/schema';
import { anonymousUser, createTestApp, registeredOperator, registeredUser, type TestApp, type TestSession } from './helpers/app';

let t: TestApp;
let operator: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  operator = await registeredOperator(t.app);
});
afterAll(() => t.close());

async function visitor(region: string): Promise<TestSession> {
  const s = await anonymousUser(t.app);
  const headers = { ...s.headers, 'x-region': region };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/emails/save_with_consents',
    headers,
    payload: { consents: [{ name: 'cookies_marketing_and_analytics', value: 'granted', displayed_text: 'text' }], region, locale: 'en-US', location: 'http://localhost/', consent_id: 'c', policy_version: 2 },
  });
  expect(res.statusCode).toBe(201);
  return { ...s, headers };
}

/** Records `event` for the visitor through the API, then dates it `day` (the report reads server time). */
async function track(s: TestSession, event: string, day: string): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/segment_proxies/track', headers: s.headers, payload: { event, properties: {} } });
  expect(res.statusCode).toBe(202);
  const id = (res.json() as { id: number }).id;
  await t.app.ctx.db.update(trackingEvents).set({ createdAt: new Date(`${day}T12:00:00Z`) }).where(and(eq(trackingEvents.id, id), eq(trackingEvents.userId, s.userId)));
}

const report = (query: string, headers = operator.headers) => t.app.inject({ method: 'GET', url: `/api/v2/operator/reports/funnel?${query}`, headers });

describe('the funnel report', () => {
  beforeAll(async () => {
    // 2025-03-03 and 2025-03-10 are Mondays.
    const a = await visitor('de');
    for (const e of ['Product Viewed', 'Product Added', 'Checkout Started', 'Order Completed']) await track(a, e, '2025-03-04');
    const b = await visitor('de');
    await track(b, 'Product Viewed', '2025-03-05');
    await track(b, 'Product Viewed', '2025-03-06');
    await track(b, 'Product Viewed', '2025-03-11');
    await track(b, 'Product Added', '2025-03-11');
    const c = await visitor('fr');
    await track(c, 'Product Viewed', '2025-03-12');
    await track(c, 'Cart Viewed', '2025-03-12');
    // Outside the range asked below.
    await track(c, 'Product Added', '2025-03-17');
  });

  it('counts distinct visitors per step and week, every week of the range, and over the whole range once', async () => {
    const res = await report('from=2025-03-03&to=2025-03-16');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2025-03-03',
      to: '2025-03-16',
      region: null,
      weeks: [
        { week_start: '2025-03-03', product_viewed: 2, product_added: 1, checkout_started: 1, order_completed: 1 },
        { week_start: '2025-03-10', product_viewed: 2, product_added: 1, checkout_started: 0, order_completed: 0 },
      ],
      // b viewed in both weeks and counts once.
      total: { product_viewed: 3, product_added: 2, checkout_started: 1, order_completed: 1 },
      regions: ['de', 'fr'],
    });
  });

  it('reads one store, and a week with nothing recorded as zeros', async () => {
    const res = await report('from=2025-03-03&to=2025-03-23&region=fr');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.region).toBe('fr');
    expect(body.weeks).toEqual([
      { week_start: '2025-03-03', product_viewed: 0, product_added: 0, checkout_started: 0, order_completed: 0 },
      { week_start: '2025-03-10', product_viewed: 1, product_added: 0, checkout_started: 0, order_completed: 0 },
      { week_start: '2025-03-17', product_viewed: 0, product_added: 1, checkout_started: 0, order_completed: 0 },
    ]);
    expect(body.total).toEqual({ product_viewed: 1, product_added: 1, checkout_started: 0, order_completed: 0 });
  });

  it('takes the days of a range that starts mid-week, both ends included', async () => {
    const body = (await report('from=2025-03-05&to=2025-03-11')).json();
    expect(body.weeks.map((w: { week_start: string }) => w.week_start)).toEqual(['2025-03-03', '2025-03-10']);
    // a's events (03-04) are before the range; b's 03-05, 03-06 and 03-11 are in it.
    expect(body.total).toEqual({ product_viewed: 1, product_added: 1, checkout_started: 0, order_completed: 0 });
  });

  it.each([
    ['from=2025-03-10&to=2025-03-03', '`from` must not be after `to`'],
    ['from=2025-02-30&to=2025-03-03', 'a real calendar date'],
    ['from=03/03/2025&to=2025-03-03', 'a date YYYY-MM-DD'],
    ['from=2024-01-01&to=2025-03-03', 'at most 371 days'],
    ['from=2025-03-03&to=2025-03-10&region=xx', ''],
    ['to=2025-03-10', ''],
    ['from=2025-03-03&to=2025-03-10&extra=1', ''],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const res = await report(query);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('is for operators only', async () => {
    const shopper = await registeredUser(t.app);
    expect((await report('from=2025-03-03&to=2025-03-16', shopper.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/operator/reports/funnel?from=2025-03-03&to=2025-03-16' })).statusCode).toBe(401);
  });

  it('keeps the store an event came from, and refuses an unknown store with a 400 recording nothing', async () => {
    const s = await visitor('pl');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/segment_proxies/track', headers: s.headers, payload: { event: 'Product Viewed', properties: {} } });
    const row = await t.app.ctx.db.select({ region: trackingEvents.region }).from(trackingEvents).where(eq(trackingEvents.id, (res.json() as { id: number }).id));
    expect(row).toEqual([{ region: 'pl' }]);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/segment_proxies/track', headers: { ...s.headers, 'x-region': 'zz' }, payload: { event: 'Product Viewed', properties: {} } });
    expect(bad.statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(trackingEvents).where(eq(trackingEvents.userId, s.userId))).toHaveLength(1);
  });
});
