// "Continue on your phone" (docs/domain.md#roles): the QR code holds a one-time code, never the session token;
// the phone redeems it once for its own session of the same anonymous visitor and sees the same cart.
// A registered shopper gets no code (signs in on the phone); a used, unknown or malformed code is refused.
import { anonymousUser, registeredUser, uniqueIp, type TestSession } from './helpers/app';
import { addItem, createCart, createSeededApp, pickVariant, type SeededApp } from './orders.fixtures';
import { HEADERS } from '@ph/contracts/http';

let t: SeededApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

const issue = (s: TestSession) => t.app.inject({ method: 'POST', url: '/api/v2/handoffs', headers: s.headers });
const redeem = (token: string) => t.app.inject({ method: 'POST', url: '/api/users/handoff', remoteAddress: uniqueIp(), payload: { token } });

describe('handoff to another device', () => {
  it('gives the phone a session of its own for the same visitor, with the same cart; the code works once', async () => {
    const s = await anonymousUser(t.app);
    const mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
    const cart = await addItem(t, s, (await createCart(t, s)).id, { variant_id: mailer.id, quantity: 100 });
    const issued = await issue(s);
    expect(issued.statusCode).toBe(201);
    const { token, expires_at } = issued.json() as { token: string; expires_at: string };
    expect(token).not.toBe(s.token);
    expect(new Date(expires_at).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000 + 5000);

    const phone = await redeem(token);
    expect(phone.statusCode).toBe(200);
    const session = phone.json() as { token: string; user: { id: number; anonymous: boolean } };
    expect(session.token).not.toBe(s.token);
    expect(session.user).toMatchObject({ id: s.userId, anonymous: true });
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: { [HEADERS.apiToken]: session.token } });
    expect((mine.json() as { orders: Array<{ number: string }> }).orders.map((o) => o.number)).toContain(cart.number);

    const again = await redeem(token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'handoff_invalid', field: 'token' });
  });

  it('refuses a registered shopper, an unknown code and a malformed one', async () => {
    const r = await registeredUser(t.app);
    const signedIn = await issue(r);
    expect(signedIn.statusCode).toBe(422);
    expect(signedIn.json()).toMatchObject({ code: 'handoff_signed_in' });
    expect((await redeem('A'.repeat(43))).json()).toMatchObject({ code: 'handoff_invalid' });
    const malformed = await redeem('not a code');
    expect(malformed.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/handoffs' })).statusCode).toBe(401);
  });

  it('a new code replaces the one shown before', async () => {
    const s = await anonymousUser(t.app);
    const first = (await issue(s)).json().token as string;
    const second = (await issue(s)).json().token as string;
    expect((await redeem(first)).statusCode).toBe(422);
    expect((await redeem(second)).statusCode).toBe(200);
  });
});
