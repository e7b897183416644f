// Offer expiry as a durable job (src/jobs/offerExpiry.ts): open offers past `valid_until` get the stored
// state `expired`, once (running again changes nothing), accepted offers and offers still valid stay as
// they are, the desk's list shows the state, and the job runs through pg-boss when background jobs are on.
import { eq, inArray } from 'drizzle-orm';
import type { Offer } from '@ph/api-contract';
import { offers } from '../src/db/schema/quotes';
import { expireOffers } from '../src/quotes/offer-expiry-job';
import { promoteToManager } from '../src/users/service';
import { registeredUser, type TestSession } from './helpers/app';
import { createSeededApp, pickVariant, type PickedVariant, type SeededApp } from './orders.fixtures';

jest.setTimeout(120_000);

let clock = new Date('2026-06-01T10:00:00Z');
const now = () => clock;
const inDays = (d: number, from = clock) => new Date(from.getTime() + d * 86_400_000).toISOString();

async function setUp(t: SeededApp) {
  const manager = await registeredUser(t.app, { firstName: 'Marta' });
  await promoteToManager(t.app.ctx.db, manager.email, clock);
  const variant = await pickVariant(t.app.ctx.db, 'mailer-box');
  return { manager, variant };
}

async function makeOffer(t: SeededApp, manager: TestSession, customerEmail: string, variant: PickedVariant, validDays: number, from = clock): Promise<Offer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/offers',
    headers: manager.headers,
    payload: { customer_email: customerEmail, region: 'eu', lines: [{ variant_id: variant.id, quantity: 1_000, unit_net: 150 }], valid_until: inDays(validDays, from) },
  });
  if (res.statusCode !== 201) throw new Error(`offer: ${res.statusCode} ${res.body}`);
  return res.json().offer;
}

const storedStates = async (t: SeededApp, ids: number[]) =>
  Object.fromEntries((await t.app.ctx.db.select({ id: offers.id, state: offers.state }).from(offers).where(inArray(offers.id, ids))).map((r) => [r.id, r.state]));

describe('the offer-expiry job', () => {
  let t: SeededApp;
  afterEach(() => t.close());

  it('writes expired on open offers past valid_until, once; accepted and still-valid offers stay; the desk lists the state', async () => {
    t = await createSeededApp({ now });
    const { manager, variant } = await setUp(t);
    const customer = await registeredUser(t.app);
    const sent = await makeOffer(t, manager, customer.email, variant, 1);
    const viewed = await makeOffer(t, manager, customer.email, variant, 1);
    const accepted = await makeOffer(t, manager, customer.email, variant, 1);
    const later = await makeOffer(t, manager, customer.email, variant, 10);
    await t.app.inject({ method: 'GET', url: `/api/offers/${viewed.token}` });
    const acc = await t.app.inject({ method: 'POST', url: `/api/offers/${accepted.token}/accept`, headers: customer.headers, payload: { line_item_ids: accepted.line_items.map((l) => l.id), token: accepted.token } });
    expect(acc.statusCode).toBe(201);
    const ids = [sent.id, viewed.id, accepted.id, later.id];

    // Before valid_until nothing is due.
    expect(await expireOffers({ db: t.app.ctx.db, now })).toEqual([]);
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    try {
      expect((await expireOffers({ db: t.app.ctx.db, now })).sort()).toEqual([sent.id, viewed.id].sort());
      expect(await storedStates(t, ids)).toEqual({ [sent.id]: 'expired', [viewed.id]: 'expired', [accepted.id]: 'accepted', [later.id]: 'sent' });
      // Idempotent: a second run (another process, a retry) changes nothing.
      expect(await expireOffers({ db: t.app.ctx.db, now })).toEqual([]);
      expect(await storedStates(t, ids)).toEqual({ [sent.id]: 'expired', [viewed.id]: 'expired', [accepted.id]: 'accepted', [later.id]: 'sent' });

      const list = await t.app.inject({ method: 'GET', url: '/api/v2/offers?state=expired', headers: manager.headers });
      expect(list.json().offers.map((o: Offer) => o.id).sort()).toEqual([sent.id, viewed.id].sort());
      const open = await t.app.inject({ method: 'GET', url: '/api/v2/offers?state=sent', headers: manager.headers });
      expect(open.json().offers.map((o: Offer) => o.id)).toEqual([later.id]);
      // A stored expiry is final: the customer's view says so and accepting is a 422 that changes nothing.
      expect((await t.app.inject({ method: 'GET', url: `/api/offers/${viewed.token}` })).json().offer.state).toBe('expired');
      const late = await t.app.inject({ method: 'POST', url: `/api/offers/${sent.token}/accept`, headers: customer.headers, payload: { line_item_ids: sent.line_items.map((l) => l.id), token: sent.token } });
      expect([late.statusCode, late.json().code]).toEqual([422, 'offer_expired']);
      expect(await storedStates(t, [sent.id])).toEqual({ [sent.id]: 'expired' });
    } finally {
      clock = new Date('2026-06-01T10:00:00Z');
    }
  });

  it('a request whose offers have all expired becomes offer_expired (one with an open offer stays offer_sent); a new offer or closing moves it on', async () => {
    t = await createSeededApp({ now });
    const { manager, variant } = await setUp(t);
    const customer = await registeredUser(t.app);
    const request = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/quote_requests', headers: customer.headers, payload: { region: 'eu', name: 'Ola Nowak', items: [{ sku: 'mailer-box', quantities: [1000] }] } });
      if (res.statusCode !== 201) throw new Error(`quote request: ${res.statusCode} ${res.body}`);
      return res.json().quote_request as { id: number; qr_number: string };
    };
    const offerFor = async (qrId: number, days: number) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/offers', headers: manager.headers, payload: { quote_request_id: qrId, lines: [{ variant_id: variant.id, quantity: 1_000, unit_net: 150 }], valid_until: inDays(days) } });
      expect(res.statusCode).toBe(201);
    };
    const statusOf = async (qrId: number) => (await t.app.inject({ method: 'GET', url: `/api/quote_requests/${qrId}`, headers: customer.headers })).json().quote_request.status;
    const lapsed = await request();
    await offerFor(lapsed.id, 1);
    const stillOpen = await request();
    await offerFor(stillOpen.id, 1);
    await offerFor(stillOpen.id, 10);
    const untouched = await request();

    clock = new Date(clock.getTime() + 2 * 86_400_000);
    try {
      await expireOffers({ db: t.app.ctx.db, now });
      expect([await statusOf(lapsed.id), await statusOf(stillOpen.id), await statusOf(untouched.id)]).toEqual(['offer_expired', 'offer_sent', 'new']);
      const queue = await t.app.inject({ method: 'GET', url: '/api/quote_requests?status=offer_expired', headers: manager.headers });
      expect(queue.json().quote_requests.map((q: { id: number }) => q.id)).toEqual([lapsed.id]);
      // A new offer answers it again; once that lapses too, the manager may close it.
      await offerFor(lapsed.id, 1);
      expect(await statusOf(lapsed.id)).toBe('offer_sent');
      clock = new Date(clock.getTime() + 2 * 86_400_000);
      await expireOffers({ db: t.app.ctx.db, now });
      expect(await statusOf(lapsed.id)).toBe('offer_expired');
      const close = await t.app.inject({ method: 'POST', url: `/api/v2/quote_requests/${lapsed.id}/close`, headers: manager.headers, payload: { reason: 'No answer to two offers' } });
      expect([close.statusCode, close.json().quote_request.status]).toEqual([200, 'closed']);
    } finally {
      clock = new Date('2026-06-01T10:00:00Z');
    }
  });

  it('runs as a pg-boss job when background jobs are on', async () => {
    // Real time here: pg-boss schedules by the database clock, so the offer is made already due.
    t = await createSeededApp({ config: { backgroundJobs: true } });
    const { manager, variant } = await setUp(t);
    const customer = await registeredUser(t.app);
    const offer = await makeOffer(t, manager, customer.email, variant, 1, new Date());
    await t.app.ctx.db.update(offers).set({ validUntil: new Date(Date.now() - 60_000) }).where(eq(offers.id, offer.id));
    const jobs = t.app.ctx.jobs;
    if (!jobs) throw new Error('background jobs are off');
    await jobs.send('offers.expire', {});
    const end = Date.now() + 60_000;
    let state: string | undefined;
    while (Date.now() < end) {
      state = (await storedStates(t, [offer.id]))[offer.id];
      if (state === 'expired') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(state).toBe('expired');
  });
});
