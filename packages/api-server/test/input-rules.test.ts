// The API's input rules (README "Input rules"): no control characters in any string it accepts — a 400
// naming the field before anything reaches PostgreSQL — and authentication before validation.
import { HEADERS } from '@ph/contracts/http';
import type { InjectOptions } from 'fastify';
import { findControlChars, hasControlChars } from '../src/http/input-guard';
import { anonymousUser, createTestApp, registeredUser, type TestApp, type TestSession } from './helpers/app';

let t: TestApp;
let anon: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  anon = await anonymousUser(t.app);
});
afterAll(() => t.close());

const catalogue = { authorization: 'Bearer dev-public-catalogue-token' };

describe('the rule', () => {
  it('free text in bodies keeps tab and line breaks; parameters, keys and headers do not', () => {
    expect(findControlChars({ note: 'line one\r\nline two\tend', items: [{ name: 'Kraft' }] }, 'body')).toBeNull();
    expect(findControlChars({ items: [{ name: 'ok' }, { name: 'bell\u0007' }] }, 'body')).toBe('items.1.name');
    expect(findControlChars({ 'a\u0000': 'x' }, 'body')).toBe('a\u0000');
    expect(findControlChars({ q: 'a\nb' }, 'query')).toBe('q');
    expect(findControlChars('raw\u0000text', 'body')).toBe('');
    for (const c of ['\u0000', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(hasControlChars(`x${c}`, 'body')).toBe(true);
      expect(hasControlChars(`x${c}`, 'path')).toBe(true);
    }
    // Header values arrive Latin-1 decoded: U+0080–U+00FF are bytes of UTF-8 text there ("ł" is C5 82).
    expect(hasControlChars(Buffer.from('Łódź', 'utf8').toString('latin1'), 'header')).toBe(false);
    expect(hasControlChars('a\tb', 'header')).toBe(false);
    expect(hasControlChars('a\nb', 'header')).toBe(true);
    expect(hasControlChars('zażółć — 包装 📦', 'path')).toBe(false);
  });

  it('walks deeply nested bodies without overflowing', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findControlChars(deep, 'body')).toMatch(/^(0\.){99999}0$/);
  });
});

describe('routes answer 400 naming the field', () => {
  const cases: { name: string; req: () => InjectOptions; field: string; place: string }[] = [
    { name: 'order number in the path', req: () => ({ method: 'GET', url: '/api/orders/%00', headers: anon.headers }), field: 'number', place: 'Path parameter' },
    { name: 'payment status path', req: () => ({ method: 'GET', url: '/api/v2/orders/R1%01/payment_status', headers: anon.headers }), field: 'number', place: 'Path parameter' },
    { name: 'product sku in the path', req: () => ({ method: 'GET', url: '/api/v2/products/BOX%00/emissions?quantity=100', headers: anon.headers }), field: 'sku', place: 'Path parameter' },
    { name: 'PIM product id', req: () => ({ method: 'GET', url: '/api/pim/products/%00', headers: catalogue }), field: 'id', place: 'Path parameter' },
    { name: 'order number in the query', req: () => ({ method: 'GET', url: '/api/v2/transactionlink/workflow_token?order_number=R%00', headers: anon.headers }), field: 'order_number', place: 'Query parameter' },
    { name: 'a C1 control in the query', req: () => ({ method: 'GET', url: '/api/v2/states?country_iso=U%C2%85S' }), field: 'country_iso', place: 'Query parameter' },
    { name: 'a price list filter', req: () => ({ method: 'GET', url: '/api/prices/list?skus[]=a&skus[]=b%00' }), field: 'skus.1', place: 'Query parameter' },
    { name: 'a body field', req: () => ({ method: 'POST', url: '/api/check_payments', headers: anon.headers, payload: { order_number: 'R\u0000' } }), field: 'order_number', place: 'Body field' },
    { name: 'a coupon code', req: () => ({ method: 'PUT', url: '/api/orders/1/apply_coupon_code', headers: anon.headers, payload: { coupon_code: 'SAVE\u0000' } }), field: 'coupon_code', place: 'Body field' },
    { name: 'a body key', req: () => ({ method: 'POST', url: '/api/check_payments', headers: anon.headers, payload: { 'x\u0000': 1 } }), field: 'x\\u0000', place: 'Body field' },
    { name: 'the Idempotency-Key header', req: () => ({ method: 'POST', url: '/api/check_payments', headers: { ...anon.headers, [HEADERS.idempotencyKey]: 'k\u0000' }, payload: { order_number: 'R1' } }), field: 'idempotency-key', place: 'Header' },
    { name: 'an escaped NUL in a raw webhook body', req: () => ({ method: 'POST', url: '/api/webhooks/payments', headers: { 'content-type': 'text/plain' }, payload: 'a\u0000b' }), field: 'body', place: 'Body field' },
  ];
  it.each(cases)('$name', async ({ req, field, place }) => {
    const res = await t.app.inject(req());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', field, message: `${place} "${field}" must not contain control characters` });
  });

  it('free text with line breaks still reaches the route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      payload: { email: 'nobody@example.com', password: 'two\nlines\tand a tab' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('authentication before validation', () => {
  it('a token route without a token is a 401 "Auth token is not defined", whatever the body', async () => {
    for (const req of [
      { method: 'POST' as const, url: '/api/check_payments', payload: {} },
      { method: 'POST' as const, url: '/api/check_payments', payload: { order_number: 'R\u0000', unknown: true } },
      { method: 'PUT' as const, url: '/api/checkouts/not-a-number?state=nowhere', payload: { nonsense: 1 } },
      { method: 'POST' as const, url: '/api/v1/bank_transfers', payload: { amount: 'lots' } },
      { method: 'PUT' as const, url: '/api/orders/%00', payload: { order: { email: 'x\u0000' } } },
    ]) {
      const res = await t.app.inject(req);
      expect({ url: req.url, status: res.statusCode, message: res.json().message }).toEqual({ url: req.url, status: 401, message: 'Auth token is not defined' });
    }
  });

  it('an invalid token is a 401 before the body is judged; a manager route answers 403 to a customer first', async () => {
    const invalid = await t.app.inject({ method: 'POST', url: '/api/check_payments', headers: { [HEADERS.apiToken]: 'nope' }, payload: {} });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json().code).toBe('invalid_token');
    const customer = await registeredUser(t.app);
    const notManager = await t.app.inject({ method: 'POST', url: '/api/v1/bank_transfers', headers: customer.headers, payload: { amount: 'lots' } });
    expect(notManager.statusCode).toBe(403);
  });

  it('the catalogue token is checked before the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pim/products/%00?expand=nonsense' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('catalogue_token_missing');
  });

  it('with a token, validation answers as before', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/check_payments', headers: anon.headers, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('order_number');
  });
});
