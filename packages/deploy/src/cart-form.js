// @ts-check
// The edge's answer to the product page's add-to-cart form when the page's script has not run (yet): "Add to
// cart" is the submit button of a plain `<form method="post">` to CART_ITEMS_PATH, so a visitor can put a
// line into the cart before hydration, or without script at all (docs/architecture.md#server-rendering). It
// does what the browser's cart gateway does (packages/session/src/cart.ts `openCart`/`addToCart` with
// @ph/api-client's `findOpenOrder`, `createOrder`, `addLineItem`), through the API over HTTP, as the visitor:
//   - the visitor is the API token in the session cookie (SESSION_COOKIE, which the browser's token store
//     keeps in step with its storage, packages/api-client/src/tokenStore.ts); without one, or with one the
//     API no longer knows (401), the edge makes an anonymous user, as the page's script would, and answers
//     its token in the cookie, which the page's script adopts;
//   - the cart is the visitor's newest open order in the store's currency, else a new one;
//   - the line goes in: 303 to the store's cart page. The API refuses it (4xx: sold out, a quantity not
//     offered…): 303 back to the product page with `add_failed=<the API's code>`; the API cannot be reached,
//     is too slow or fails (5xx): 303 back with `add_failed=unavailable`.
// Refused before anything is created or changed: a POST from another site (403: the browser sends the
// cookie along with a cross-site form only under SameSite=Lax rules, and the Origin check refuses the
// rest), a body that is not a form (415) or too large (413), a field that is wrong (400 naming it).
// Not done here: a referral code the visitor arrived with (@ph/session applies it on add from the
// browser's storage, which the edge cannot read); the page's script applies it on the visitor's next add
// or cart view, as it does for a cart opened in another tab.
import { pageStore } from './first-read.js';

/** The form's action (@ph/contracts/http CART_ITEMS_PATH; a test holds them equal). */
export const CART_ITEMS_PATH = '/cart/items';
/** The cookie that mirrors the visitor's API token (@ph/contracts/http SESSION_COOKIE; a test holds them equal). */
export const SESSION_COOKIE = 'ph_session';
/** The product page's query parameter that says why the line was not added (@ph/contracts/http CART_ADD_FAILED_PARAM; a test holds them equal). */
export const CART_ADD_FAILED_PARAM = 'add_failed';
/** `add_failed`'s value when the API could not be reached, took too long or failed (5xx). */
export const UNAVAILABLE = 'unavailable';
/** The session cookie's lifetime: a year, as the browser's token store writes it for a remembered visitor. */
export const SESSION_COOKIE_MAX_AGE_S = 31_536_000;
/** The largest form body read: a real form's is under 300 bytes. */
export const MAX_FORM_BYTES = 8 * 1024;
/** The API header names (@ph/contracts/http HEADERS; a test holds them equal). */
export const API_HEADERS = { apiToken: 'X-Api-Token', region: 'X-Region', idempotencyKey: 'Idempotency-Key' };

/** @typedef {import('./first-read.js').StoresTable} StoresTable */
/**
 * @typedef {import('./first-read.js').StoreEntry & { currency: string, cart: string }} CartStore
 *   one store of the shell's dist/stores.json with what the add-to-cart answer needs: the currency its cart
 *   is in and its cart page's path
 * @typedef {Omit<StoresTable, 'stores'> & { stores: CartStore[] }} CartTable
 * @typedef {{ length: number, width: number, height: number }} CustomSize millimetres
 * @typedef {{ variantId: number, quantity: number, expressDeliveryOptionId: number | null,
 *   customSize: CustomSize | null, back: string }} CartForm the form's fields, checked
 * @typedef {{ status: number, headers: Record<string, string>, body: string }} Answer
 * @typedef {{ headers: Record<string, string | string[] | undefined>,
 *   body: AsyncIterable<Buffer | string> | Iterable<Buffer | string>, remoteAddress?: string | undefined }} CartRequest
 *   the POST (a node IncomingMessage is one: `body` is the request itself)
 * @typedef {{ kind: 'added' } | { kind: 'refused', code: string } | { kind: 'unavailable', reason: string }} Outcome
 */

/** A plain-text answer that no cache keeps. @param {number} status @param {string} message @returns {Answer} */
export function textAnswer(status, message) {
  return { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, body: `${message}\n` };
}

/** A 303 to `location` (a site path) that no cache keeps. @param {string} location @param {Record<string, string>} [headers] @returns {Answer} */
export function seeOther(location, headers = {}) {
  return { status: 303, headers: { location, 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8', ...headers }, body: `See ${location}\n` };
}

/** A request header's (first) value, trimmed, or "". @param {Record<string, string | string[] | undefined>} headers @param {string} name */
export function header(headers, name) {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** The scheme the visitor used: the proxy in front says (`X-Forwarded-Proto`), else plain http. @param {Record<string, string | string[] | undefined>} headers */
function requestScheme(headers) {
  return header(headers, 'x-forwarded-proto').split(',')[0]?.trim().toLowerCase() === 'https' ? 'https' : 'http';
}

/**
 * The request's own origin (scheme and Host), normalised as a browser writes `Origin`, or null without a
 * Host that makes one.
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function requestOrigin(headers) {
  const host = header(headers, 'host');
  // A host name and port only: anything that would make the URL parser read a path or a user is no origin.
  if (!host || /[/\\?#@\s]/.test(host)) return null;
  try {
    return new URL(`${requestScheme(headers)}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * A form sent by another site is refused (cross-site request forgery: the browser would send the visitor's
 * cookie along with a top-level form POST from anywhere, SameSite=Lax or not for a cookie it just made):
 * the POST must name this site as its `Origin`, or, from a browser that sends none, say `Sec-Fetch-Site:
 * same-origin`. Answers the 403, or null when the POST is the site's own.
 * @param {Record<string, string | string[] | undefined>} headers
 * @returns {Answer | null}
 */
export function crossSiteRefusal(headers) {
  const own = requestOrigin(headers);
  const origin = header(headers, 'origin');
  if (origin) {
    let sent = null;
    try {
      sent = origin === 'null' ? null : new URL(origin).origin;
    } catch {
      /* not an origin */
    }
    if (own !== null && sent === own) return null;
    return textAnswer(403, `Refused: this form may only be sent from this site's own pages (Origin ${origin}).`);
  }
  if (header(headers, 'sec-fetch-site').toLowerCase() === 'same-origin') return null;
  return textAnswer(403, "Refused: this form may only be sent from this site's own pages (no Origin header, and Sec-Fetch-Site is not same-origin).");
}

/**
 * `back` as a path on this site, or null: one leading "/", never `//host` or `/\host` (the browser would
 * leave the site), no control characters (the URL parser drops tabs and line breaks, which would turn
 * `/<tab>/host` into `//host`).
 * @param {string} back
 */
export function sitePath(back) {
  // eslint-disable-next-line no-control-regex
  if (!back.startsWith('/') || back.startsWith('//') || back.startsWith('/\\') || /[\u0000-\u001f\u007f]/.test(back)) return null;
  return back;
}

/**
 * An address on this site from `back` with the parameters of `set` set (older ones replaced, in their
 * place) and those of `drop` removed. The path is written as the URL parser reads it, and a path that
 * would read as another host (`/.//host` parses to `//host`) keeps a single leading slash.
 * @param {string} back a `sitePath` @param {Record<string, string>} set @param {string[]} [drop]
 */
export function backWith(back, set, drop = []) {
  const url = new URL(back, 'http://same.invalid');
  for (const name of drop) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(set)) url.searchParams.set(name, value);
  return `${url.pathname.replace(/^[/\\]+/, '/')}${url.search}`;
}

/**
 * An address on this site from `back` with `add_failed` set (an older one replaced), as `backWith`.
 * @param {string} back a `sitePath` @param {string} code
 */
export function backWithFailure(back, code) {
  return backWith(back, { [CART_ADD_FAILED_PARAM]: code });
}

const WHOLE = /^[0-9]+$/;

/** @typedef {{ error: string }} FieldError the 400's message: the field that is wrong and what it must be */

/**
 * Readers of a form's fields, each answering the value, null for a field that is empty or absent, or the
 * error naming the field: a field sent twice is wrong, whatever it holds.
 * @param {string} body `application/x-www-form-urlencoded`
 */
export function formFields(body) {
  const params = new URLSearchParams(body);
  /** @param {string} name @returns {FieldError | null} */
  const once = (name) => {
    const count = params.getAll(name).length;
    return count > 1 ? { error: `"${name}" is sent ${count} times: send it once.` } : null;
  };
  /** The field's value, trimmed. @param {string} name @returns {string | null | FieldError} */
  const one = (name) => {
    const twice = once(name);
    if (twice) return twice;
    const value = params.get(name)?.trim() ?? '';
    return value === '' ? null : value;
  };
  /**
   * A whole number from `min` (1 unless said) to `max`.
   * @param {string} name @param {string} what @param {boolean} required
   * @param {{ min?: number, max?: number }} [range]
   * @returns {number | null | FieldError}
   */
  const whole = (name, what, required, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}) => {
    const value = one(name);
    if (value !== null && typeof value === 'object') return value;
    if (value === null) return required ? { error: `"${name}" is missing: send ${what}.` } : null;
    const n = WHOLE.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) return { error: `"${name}" must be ${what}, not "${value.slice(0, 40)}".` };
    return n;
  };
  /** `back`: the page the form is on, a `sitePath`. @returns {string | FieldError} */
  const back = () => {
    const value = one('back');
    if (value !== null && typeof value === 'object') return value;
    if (value === null) return { error: '"back" is missing: send the path of the page the form is on.' };
    if (sitePath(value) === null) return { error: '"back" must be a path on this site, starting with one "/".' };
    return value;
  };
  return { params, once, one, whole, back };
}

/**
 * The form's fields, checked, or the 400's message naming the field that is wrong and what it must be.
 * Fields it does not know (the page's own controls) are left alone.
 * @param {string} body `application/x-www-form-urlencoded`
 * @returns {{ form: CartForm } | FieldError}
 */
export function parseCartForm(body) {
  const { whole, back: readBack } = formFields(body);
  const variantId = whole('variant_id', 'the variant id, a whole number greater than 0', true);
  if (typeof variantId !== 'number') return variantId ?? { error: '"variant_id" is missing.' };
  const quantity = whole('quantity', 'the number of pieces, a whole number greater than 0', true);
  if (typeof quantity !== 'number') return quantity ?? { error: '"quantity" is missing.' };
  const express = whole('express_delivery_option_id', 'an express delivery option id, a whole number greater than 0 (or empty for none)', false);
  if (express !== null && typeof express === 'object') return express;
  const sides = /** @type {const} */ (['custom_length', 'custom_width', 'custom_height']).map((name) => [name, whole(name, 'whole millimetres greater than 0', false)]);
  for (const [, side] of sides) if (side !== null && typeof side === 'object') return side;
  const given = sides.filter(([, side]) => typeof side === 'number');
  if (given.length !== 0 && given.length !== 3) {
    return { error: `A custom size needs all of "custom_length", "custom_width" and "custom_height" (whole millimetres greater than 0), or none; got only ${given.map(([name]) => `"${name}"`).join(', ')}.` };
  }
  const [length = 0, width = 0, height = 0] = sides.map(([, side]) => /** @type {number} */ (side));
  const back = readBack();
  if (typeof back === 'object') return back;
  return {
    form: {
      variantId,
      quantity,
      expressDeliveryOptionId: express,
      customSize: given.length === 3 ? { length, width, height } : null,
      back,
    },
  };
}

/** The visitor's API token from the session cookie, or null. @param {string} cookie the Cookie header */
export function sessionToken(cookie) {
  const raw = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`).exec(cookie)?.[1]?.trim();
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The session cookie for a token the edge made. Not HttpOnly, on purpose: the page's token store must
 * read it to adopt the session (tokenStore.ts). That exposes nothing new — the same token is readable by
 * any script of the page in localStorage already — and the cookie carries no authority of its own: the
 * API authenticates by the `X-Api-Token` header only, never by cookie, so a request another site makes
 * the browser send to the API gains nothing from it (and this edge's one use of it is behind the Origin
 * check above). SameSite=Lax keeps it off other sites' sub-requests and POSTs.
 * @param {string} token @param {boolean} secure the request came over https
 */
export function sessionCookie(token, secure) {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${SESSION_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The request body, or null when it is larger than `limit` bytes (reading stops there).
 * @param {AsyncIterable<Buffer | string> | Iterable<Buffer | string>} body @param {number} [limit]
 */
export async function readBody(body, limit = MAX_FORM_BYTES) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > limit) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** An answer of the API that is not a success. */
export class ApiRefusal extends Error {
  /** @param {number} status @param {unknown} body */
  constructor(status, body) {
    const code = /** @type {{ code?: unknown } | null} */ (body)?.code;
    super(`the API answered ${status}${typeof code === 'string' ? ` (${code})` : ''}`);
    this.status = status;
    // Only a code as the API writes them goes into the address (`quantity_not_priced`).
    this.code = typeof code === 'string' && /^[a-z0-9_]{1,64}$/i.test(code) ? code : null;
  }
}

/** @typedef {'GET' | 'POST' | 'PUT' | 'DELETE'} ApiMethod */
/** @typedef {(method: ApiMethod, path: string, token: string | null, body?: unknown) => Promise<any>} ApiCall */

/**
 * Calls of the API over HTTP for one form's answer, as the visitor: the token as `X-Api-Token`, the
 * store's `X-Region` and language, a fresh `Idempotency-Key` on each POST (as @ph/api-client sends them),
 * the visitor's address in `X-Forwarded-For`, all within one time limit. A call answers the API's JSON,
 * or throws an ApiRefusal for an answer that is not a success (or the fetch's error).
 * @param {{ apiBase: string, store: { region: string, lang: string }, forwardedFor: string,
 *   timeoutMs?: number | undefined, fetchImpl?: typeof fetch | undefined }} o `apiBase` like `http://127.0.0.1:3100/api`
 * @returns {ApiCall}
 */
export function apiCaller(o) {
  const fetchImpl = o.fetchImpl ?? fetch;
  const signal = AbortSignal.timeout(o.timeoutMs ?? 15_000);
  const base = o.apiBase.replace(/\/+$/, '');
  return async (method, path, token, body) => {
    /** @type {Record<string, string>} */
    const headers = { accept: 'application/json', [API_HEADERS.region]: o.store.region, 'accept-language': o.store.lang, 'x-forwarded-for': o.forwardedFor };
    if (token) headers[API_HEADERS.apiToken] = token;
    if (method === 'POST') headers[API_HEADERS.idempotencyKey] = globalThis.crypto.randomUUID();
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetchImpl(`${base}/${path}`, { method, headers, signal, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    const textBody = await res.text();
    let parsed = null;
    try {
      parsed = textBody ? JSON.parse(textBody) : null;
    } catch {
      /* not JSON */
    }
    if (!res.ok) throw new ApiRefusal(res.status, parsed);
    if (parsed === null) throw new Error(`the API answered ${method} ${path} with no JSON`);
    return /** @type {any} */ (parsed);
  };
}

/**
 * What a failed call of the API means for the visitor: a refusal (4xx with the API's code), else the API
 * was unavailable (not reached, too slow, 5xx, a 4xx without a code) and the reason for the log.
 * @param {unknown} error what an ApiCall threw
 * @returns {{ kind: 'refused', code: string } | { kind: 'unavailable', reason: string }}
 */
export function failureOf(error) {
  if (error instanceof ApiRefusal && error.status >= 400 && error.status < 500 && error.code !== null) return { kind: 'refused', code: error.code };
  const name = /** @type {{ name?: unknown } | null} */ (error)?.name;
  const reason = name === 'TimeoutError' ? 'the API did not answer in time' : error instanceof Error ? `${error.message}${error.cause ? ` (${String(error.cause)})` : ''}` : String(error);
  return { kind: 'unavailable', reason };
}

/**
 * Puts the line into the visitor's cart through the API, as the browser's cart gateway does. Never throws.
 * @param {{ apiBase: string, store: CartStore, form: CartForm, token: string | null, forwardedFor: string,
 *   timeoutMs?: number, fetchImpl?: typeof fetch }} o `apiBase` like `http://127.0.0.1:3100/api`
 * @returns {Promise<{ outcome: Outcome, newToken: string | null }>} `newToken`: an anonymous user made
 *   here, whose token goes into the cookie (whether or not the line went in)
 */
export async function addLine(o) {
  const call = apiCaller(o);
  const anonymous = async () => {
    const answer = await call('GET', 'users/anonymous', null);
    if (typeof answer?.token !== 'string' || answer.token === '') throw new Error('the API answered users/anonymous without a token');
    return /** @type {string} */ (answer.token);
  };
  /** @param {string} token */
  const add = async (token) => {
    // @ph/api-client findOpenOrder: the newest of the visitor's orders that is not finished, in the currency.
    const mine = await call('GET', 'orders/mine?per_page=100', token);
    const open = (Array.isArray(mine?.orders) ? mine.orders : []).find(
      (/** @type {any} */ order) => order?.state !== 'complete' && order?.state !== 'canceled' && order?.currency === o.store.currency,
    );
    const order = open ?? (await call('POST', 'v2/orders', token, { currency: o.store.currency })).order;
    if (typeof order?.id !== 'number') throw new Error('the API answered an order without an id');
    const f = o.form;
    await call('POST', `v2/orders/${order.id}/line_item`, token, {
      variant_id: f.variantId,
      quantity: f.quantity,
      express_delivery_option_id: f.expressDeliveryOptionId,
      ...(f.customSize ? { custom_size: f.customSize } : {}),
    });
  };

  let newToken = /** @type {string | null} */ (null);
  try {
    let token = o.token;
    if (token === null) token = newToken = await anonymous();
    try {
      await add(token);
    } catch (error) {
      // A cookie the API no longer knows (expired, from another database): a new visitor, once.
      if (!(error instanceof ApiRefusal && error.status === 401) || newToken !== null) throw error;
      newToken = await anonymous();
      await add(newToken);
    }
    return { outcome: { kind: 'added' }, newToken };
  } catch (error) {
    return { outcome: failureOf(error), newToken };
  }
}

/**
 * A form POST read up to its fields: another site's is refused (403), a body that is not a form (415) or
 * over MAX_FORM_BYTES (413) too, before anything is read further or changed. Throws only when the body
 * cannot be read (the browser stopped sending it).
 * @param {CartRequest} req
 * @returns {Promise<{ body: string } | { answer: Answer }>}
 */
export async function readForm(req) {
  const refused = crossSiteRefusal(req.headers);
  if (refused) return { answer: refused };
  const type = header(req.headers, 'content-type').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return { answer: textAnswer(415, `Send the form as application/x-www-form-urlencoded (got ${type || 'no content type'}).`) };
  const declared = Number(header(req.headers, 'content-length') || '0');
  const body = declared > MAX_FORM_BYTES ? null : await readBody(req.body);
  if (body === null) return { answer: textAnswer(413, `The form is larger than ${MAX_FORM_BYTES} bytes.`) };
  return { body };
}

/**
 * The store a form was sent from: the store of its `back` page, as a page's store is told (first-read.js
 * pageStore: the path's prefix, the host, the region cookie), or null when that cannot be told.
 * @param {Record<string, string | string[] | undefined>} headers @param {string} back a `sitePath` @param {CartTable} table
 * @returns {CartStore | null}
 */
export function backStore(headers, back, table) {
  const { pathname } = new URL(back, 'http://same.invalid');
  const hostname = header(headers, 'host').replace(/:\d+$/, '');
  const found = pageStore({ pathname, hostname, search: '', cookie: header(headers, 'cookie') }, table)?.store;
  return table.stores.find((s) => s.region === found?.region) ?? null;
}

/** The visitor's address for the API's `X-Forwarded-For`: what the proxy in front says, then the peer. @param {CartRequest} req */
export function forwardedFor(req) {
  return [header(req.headers, 'x-forwarded-for'), req.remoteAddress].filter(Boolean).join(', ');
}

/**
 * The edge's whole answer to a POST to CART_ITEMS_PATH. Never throws: whatever goes wrong after the form
 * was accepted sends the visitor back to the product page, and the log says why.
 * @param {CartRequest} req
 * @param {{ table: CartTable | null, apiBase: string, timeoutMs?: number, fetchImpl?: typeof fetch,
 *   log?: (message: string) => void }} o `table`: the shell's dist/stores.json (null: not built)
 * @returns {Promise<Answer>}
 */
export async function cartFormAnswer(req, o) {
  const log = o.log ?? ((/** @type {string} */ message) => console.warn(`[cart-form] ${message}`));
  /** The page to go back to once the form is read, for a failure nobody foresaw. @type {string | null} */
  let backTo = null;
  try {
    const read = await readForm(req);
    if ('answer' in read) return read.answer;
    const parsed = parseCartForm(read.body);
    if ('error' in parsed) return textAnswer(400, parsed.error);
    const { form } = parsed;
    backTo = form.back;
    if (!o.table) return textAnswer(503, 'The store table is not built yet.');
    const store = backStore(req.headers, form.back, o.table);
    if (!store) return textAnswer(400, `The store of "${new URL(form.back, 'http://same.invalid').pathname}" cannot be told (the region cookie names none).`);

    const { outcome, newToken } = await addLine({
      apiBase: o.apiBase,
      store,
      form,
      token: sessionToken(header(req.headers, 'cookie')),
      forwardedFor: forwardedFor(req),
      ...(o.timeoutMs ? { timeoutMs: o.timeoutMs } : {}),
      ...(o.fetchImpl ? { fetchImpl: o.fetchImpl } : {}),
    });
    if (outcome.kind === 'refused') log(`the API refused the line (${outcome.code}): variant ${form.variantId}, quantity ${form.quantity}`);
    if (outcome.kind === 'unavailable') log(`the line was not added: ${outcome.reason}`);
    const location = outcome.kind === 'added' ? store.cart : backWithFailure(form.back, outcome.kind === 'refused' ? outcome.code : UNAVAILABLE);
    return seeOther(location, newToken ? { 'set-cookie': sessionCookie(newToken, requestScheme(req.headers) === 'https') } : {});
  } catch (error) {
    // A body the browser stopped sending; else not reached by design (every step above answers), and a
    // bug must still not cost the visitor a 500: back to the page, as when the API is unavailable.
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (backTo === null) return textAnswer(400, 'The form could not be read. Go back and send it again.');
    return seeOther(backWithFailure(backTo, UNAVAILABLE));
  }
}
