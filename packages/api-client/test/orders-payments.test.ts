import { createApiClient } from '../src/client';
import { isApiError } from '../src/errors';
import { createMemoryTokenStore } from '../src/tokenStore';
import { applyCouponCode, completeCheckoutStep, findOpenOrder, removeCouponCode } from '../src/orders';
import { createSandboxPaymentMethod, fetchPaymentStatus, payByCard } from '../src/payments';
import { recordingLogger, sendJson, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.requests.splice(0));

function api(token: string | null = 'tok-anon') {
  return createApiClient({ baseUrl: server.baseUrl, region: 'de', tokenStore: createMemoryTokenStore(token), logger: recordingLogger() });
}

const order = (over: Record<string, unknown>) => ({ id: 1, number: 'R1', state: 'cart', currency: 'EUR', ...over });

describe('order calls', () => {
  it('finds the newest open order in the currency, skipping finished ones and other currencies', async () => {
    server.handle((_req, res) =>
      sendJson(res, 200, { orders: [order({ id: 3, state: 'complete' }), order({ id: 2, currency: 'PLN' }), order({ id: 1, state: 'address' })], count: 3 }),
    );
    expect((await findOpenOrder(api(), 'EUR'))?.id).toBe(1);
    expect(server.requests[0]?.url.pathname).toBe('/api/orders/mine');
    server.handle((_req, res) => sendJson(res, 200, { orders: [order({ state: 'canceled' })], count: 1 }));
    expect(await findOpenOrder(api(), 'EUR')).toBeNull();
  });

  it('refuses to call without a token (carts belong to a visitor)', async () => {
    await expect(findOpenOrder(api(null), 'EUR')).rejects.toThrow('Auth token is not defined');
    expect(server.requests).toHaveLength(0);
  });

  it('names the step whose fields it sends, and sends them under `order`', async () => {
    server.handle((_req, res) => sendJson(res, 200, { order: order({ state: 'delivery' }) }));
    await completeCheckoutStep(api(), 1, 'address', { email: 'a@example.com', use_billing: true });
    const [req] = server.requests;
    expect(req?.method).toBe('PUT');
    expect(req?.url.pathname).toBe('/api/checkouts/1');
    expect(req?.url.searchParams.get('state')).toBe('address');
    expect(JSON.parse(req!.body)).toEqual({ order: { email: 'a@example.com', use_billing: true } });
  });

  it('applies and removes coupon codes; a refusal carries the API reason', async () => {
    server.handle((_req, res) => sendJson(res, 422, { statusCode: 422, error: 'Unprocessable Entity', code: 'coupon_expired', message: 'Coupon SPRING has expired' }));
    const err: unknown = await applyCouponCode(api(), 1, 'SPRING').catch((e: unknown) => e);
    expect(isApiError(err) && err.code).toBe('coupon_expired');
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ coupon_code: 'SPRING' });
    server.handle((_req, res) => sendJson(res, 200, { order: order({}) }));
    await removeCouponCode(api(), 1, 'SPRING');
    expect(server.requests.at(-1)?.method).toBe('DELETE');
    expect(server.requests.at(-1)?.url.search).toBe('?coupon_code=SPRING');
  });
});

describe('payment calls', () => {
  it('posts the card to the sandbox without the visitor token and answers the payment method', async () => {
    server.handle((_req, res) => sendJson(res, 200, { id: 'pm_sbx_1', object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030 } }));
    const pm = await createSandboxPaymentMethod(`${server.baseUrl}/sandbox/payment_methods`, { number: '4242424242424242', exp_month: 1, exp_year: 2030, cvc: '123' });
    expect(pm.id).toBe('pm_sbx_1');
    expect(server.requests[0]?.headers['x-api-token']).toBeUndefined();
  });

  it('turns a refused card into an ApiError with the sandbox message', async () => {
    server.handle((_req, res) => sendJson(res, 422, { statusCode: 422, error: 'Unprocessable Entity', code: 'expired_card', message: 'The card has expired' }));
    const err: unknown = await createSandboxPaymentMethod(`${server.baseUrl}/sandbox/payment_methods`, { number: '4242424242424242', exp_month: 1, exp_year: 2020, cvc: '123' }).catch((e: unknown) => e);
    expect(isApiError(err) && err.status).toBe(422);
    expect(isApiError(err) && err.code).toBe('expired_card');
  });

  it('pays by card with only the payment method id and an Idempotency-Key', async () => {
    server.handle((_req, res) => sendJson(res, 200, { payment_intent: { id: 'pi_1', status: 'succeeded' }, order_number: 'R1' }));
    await payByCard(api(), 1, 'pm_sbx_1', 'key-1');
    const [req] = server.requests;
    expect(req?.url.pathname).toBe('/api/v2/1/stripe/payment_intents/pay');
    expect(JSON.parse(req!.body)).toEqual({ payment_method_id: 'pm_sbx_1' });
    expect(req?.headers['idempotency-key']).toBe('key-1');
  });

  it('reads the payment status, passing the returned intent along', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: { status: 'OK', order_number: 'R1', order_state: 'complete', payment_state: 'paid', payment_intent: null } }));
    expect((await fetchPaymentStatus(api(), 'R1', 'pi_9')).status).toBe('OK');
    expect(server.requests[0]?.url.pathname).toBe('/api/v2/orders/R1/payment_status');
    expect(server.requests[0]?.url.searchParams.get('payment_intent')).toBe('pi_9');
  });
});
