// @ts-check
// The edge's answer to the cart page's controls when the page's script has not run (yet): a line's quantity
// and "Remove", the coupon, trees, a line's express production, expert check and print quality are plain
// `<form method="post">`s to CART_CHANGE_PATH, so a shopper can change the cart before hydration, or without
// script at all (docs/architecture.md#server-rendering). It makes the change the cart page's script would
// (@ph/api-client's `updateLineQuantity`, `removeLineItem`, `applyCouponCode`, `removeCouponCode`,
// `addTrees` / `setTreeQuantity`, `chooseLineExpressOption`, `addExpertCheck` / `removeExpertCheck`,
// `changeLinePrintQuality`: the same paths with the same bodies), through the API over HTTP, as the visitor:
//   - the visitor is the API token in the session cookie (SESSION_COOKIE, cart-form.js); without one, or
//     with one the API no longer knows (401), there is no cart to change: back with
//     `change_failed=session_expired` (no anonymous user is made, unlike the add-to-cart form);
//   - the order is the form's `order_id`, and the API checks it is the visitor's (its 404 is a refusal);
//     nothing else of the form is trusted: a line is the API's to find in that order;
//   - the change is made: 303 back to the cart page with `changed=<change>`. The API refuses it (4xx with a
//     code): 303 back with `change=<change>&change_failed=<the API's code>`; the API cannot be reached, is
//     too slow or fails (5xx, a 4xx without a code): `change_failed=unavailable`.
// Refused before anything is changed, as the add-to-cart form: a POST from another site (403), a body that is
// not a form (415) or too large (413), a field that is wrong (400 naming it and what it must be).
// Trees and the expert check read the order first (the visitor's orders, `orders/mine`): trees are added
// when the order has no tree line and set otherwise (0 with none, or the number it has, changes nothing);
// the expert check is added or removed only when the checkbox differs from the line's state, so a form sent
// unchanged changes nothing.
import {
  ApiRefusal,
  UNAVAILABLE,
  apiCaller,
  backStore,
  backWith,
  failureOf,
  formFields,
  forwardedFor,
  header,
  readForm,
  seeOther,
  sessionToken,
  textAnswer,
} from './cart-form.js';

/** The forms' action (@ph/contracts/http CART_CHANGE_PATH; a test holds them equal). */
export const CART_CHANGE_PATH = '/cart/change';
/** The changes made here, the `change` field's values (@ph/contracts/http CART_CHANGES; a test holds them equal). */
export const CART_CHANGES = /** @type {const} */ (['quantity', 'remove', 'coupon', 'coupon_remove', 'trees', 'express', 'expert_check', 'print_quality']);
/** The cart page's query parameter that names the change made (@ph/contracts/http CART_CHANGED_PARAM; a test holds them equal). */
export const CART_CHANGED_PARAM = 'changed';
/** The cart page's query parameter that names the change not made (@ph/contracts/http CART_CHANGE_PARAM; a test holds them equal). */
export const CART_CHANGE_PARAM = 'change';
/** The cart page's query parameter that says why (@ph/contracts/http CART_CHANGE_FAILED_PARAM; a test holds them equal). */
export const CART_CHANGE_FAILED_PARAM = 'change_failed';
/** `change_failed`'s value when the visitor has no session, or one the API no longer knows. */
export const SESSION_EXPIRED = 'session_expired';
/**
 * `change_failed`'s value when the order (or, for the expert check, its line) is not among the visitor's
 * orders as the API lists them: the code the API answers for another visitor's order (its NotFound).
 */
export const NOT_FOUND = 'not_found';
/** The print qualities as the API names them (@ph/api-contract PRINT_QUALITIES; a test holds them equal). */
export const PRINT_QUALITIES = /** @type {const} */ (['standard', 'hd', 'hd_glossy']);
/** The most pieces of a line, and the most trees, a form may ask for (the API's own limits may be lower). */
export const MAX_QUANTITY = 1_000_000;
/** The longest discount code (the API's CouponBody). */
export const MAX_CODE_LENGTH = 64;
/** The pages of the visitor's orders (100 each) read to find the order that trees and the expert check change. */
const MAX_ORDER_PAGES = 10;

/** The changes that name a line. */
const LINE_CHANGES = new Set(['quantity', 'remove', 'express', 'expert_check', 'print_quality']);
/** The form's own fields: each must come once at most. */
const FIELDS = ['change', 'order_id', 'line_id', 'quantity', 'code', 'express_delivery_option_id', 'expert_check', 'print_quality', 'back'];

/** @typedef {import('./cart-form.js').Answer} Answer */
/** @typedef {import('./cart-form.js').CartRequest} CartRequest */
/** @typedef {import('./cart-form.js').CartTable} CartTable */
/** @typedef {import('./cart-form.js').ApiCall} ApiCall */
/** @typedef {import('./cart-form.js').FieldError} FieldError */
/** @typedef {(typeof CART_CHANGES)[number]} ChangeName */
/** @typedef {(typeof PRINT_QUALITIES)[number]} PrintQuality */
/**
 * @typedef {{ change: ChangeName, orderId: number, lineId: number | null, quantity: number | null,
 *   code: string | null, expressDeliveryOptionId: number | null, expertCheck: boolean,
 *   printQuality: PrintQuality | null, back: string }} CartChange
 *   the form's fields, checked; a field the change does not use is null (`expertCheck` false)
 * @typedef {{ kind: 'changed' } | { kind: 'refused', code: string } | { kind: 'unavailable', reason: string }} ChangeOutcome
 */

/** @param {unknown} value @returns {value is FieldError} */
const isError = (value) => value !== null && typeof value === 'object';

/**
 * The form's fields, checked, or the 400's message naming the field that is wrong and what it must be.
 * Only the fields the change uses are read; others (the page's own controls, another change's fields) are
 * left alone, but none of the form's own fields may come twice.
 * @param {string} body `application/x-www-form-urlencoded`
 * @returns {{ change: CartChange } | FieldError}
 */
export function parseCartChange(body) {
  const { params, once, one, whole, back: readBack } = formFields(body);
  for (const name of FIELDS) {
    const twice = once(name);
    if (twice) return twice;
  }
  /**
   * A field whose value is one of `values`, or the 400's message.
   * @template {string} T @param {string} field @param {readonly T[]} values @returns {T | FieldError}
   */
  const oneOf = (field, values) => {
    const names = values.map((v) => `"${v}"`).join(', ');
    const value = one(field);
    if (isError(value)) return value;
    if (value === null) return { error: `"${field}" is missing: send one of ${names}.` };
    return values.find((v) => v === value) ?? { error: `"${field}" must be one of ${names}, not "${value.slice(0, 40)}".` };
  };
  const name = oneOf('change', CART_CHANGES);
  if (isError(name)) return name;
  const orderId = whole('order_id', 'the order id, a whole number greater than 0', true);
  if (typeof orderId !== 'number') return orderId ?? { error: '"order_id" is missing.' };

  /** @type {CartChange} */
  const form = { change: name, orderId, lineId: null, quantity: null, code: null, expressDeliveryOptionId: null, expertCheck: false, printQuality: null, back: '' };
  if (LINE_CHANGES.has(name)) {
    const lineId = whole('line_id', `the id of the line to change, a whole number greater than 0 (for "${name}")`, true);
    if (typeof lineId !== 'number') return lineId ?? { error: '"line_id" is missing.' };
    form.lineId = lineId;
  }
  if (name === 'quantity' || name === 'trees') {
    const quantity =
      name === 'quantity'
        ? whole('quantity', 'the number of pieces, a whole number from 1 to 1,000,000', true, { min: 1, max: MAX_QUANTITY })
        : whole('quantity', 'the number of trees, a whole number from 0 to 1,000,000 (0 removes them)', true, { min: 0, max: MAX_QUANTITY });
    if (typeof quantity !== 'number') return quantity ?? { error: '"quantity" is missing.' };
    form.quantity = quantity;
  }
  if (name === 'coupon' || name === 'coupon_remove') {
    const code = one('code');
    if (isError(code)) return code;
    if (code === null) return { error: `"code" is missing: send the discount code (1 to ${MAX_CODE_LENGTH} characters).` };
    if (code.length > MAX_CODE_LENGTH) return { error: `"code" must be a discount code of 1 to ${MAX_CODE_LENGTH} characters, not one of ${code.length}.` };
    form.code = code;
  }
  if (name === 'express') {
    const what = 'an express delivery option id, a whole number greater than 0, or empty for standard production';
    if (!params.has('express_delivery_option_id')) return { error: `"express_delivery_option_id" is missing: send ${what}.` };
    const express = whole('express_delivery_option_id', what, false);
    if (isError(express)) return express;
    form.expressDeliveryOptionId = express;
  }
  if (name === 'expert_check') form.expertCheck = params.has('expert_check');
  if (name === 'print_quality') {
    const quality = oneOf('print_quality', PRINT_QUALITIES);
    if (isError(quality)) return quality;
    form.printQuality = quality;
  }
  const back = readBack();
  if (typeof back === 'object') return back;
  form.back = back;
  return { change: form };
}

/**
 * The visitor's order `orderId` as the API lists the visitor's orders (newest first, up to
 * MAX_ORDER_PAGES pages), or null when it is not among them.
 * @param {ApiCall} call @param {string} token @param {number} orderId
 * @returns {Promise<{ id: number, line_items: { id: number, kind: string, parent_id: number | null, quantity: number }[] } | null>}
 */
async function visitorOrder(call, token, orderId) {
  for (let page = 1; page <= MAX_ORDER_PAGES; page += 1) {
    const mine = await call('GET', `orders/mine?per_page=100&page=${page}`, token);
    const orders = Array.isArray(mine?.orders) ? mine.orders : [];
    const order = orders.find((/** @type {any} */ o) => o?.id === orderId);
    if (order) {
      if (!Array.isArray(order.line_items)) throw new Error(`the API answered order ${orderId} without its lines`);
      return order;
    }
    if (orders.length < 100) return null;
  }
  return null;
}

/**
 * Makes the change through the API, as the cart page's script does. Never throws.
 * @param {{ apiBase: string, store: { region: string, lang: string }, change: CartChange, token: string,
 *   forwardedFor: string, timeoutMs?: number | undefined, fetchImpl?: typeof fetch | undefined }} o
 *   `apiBase` like `http://127.0.0.1:3100/api`
 * @returns {Promise<ChangeOutcome>}
 */
export async function changeCart(o) {
  const call = apiCaller(o);
  const { token } = o;
  const c = o.change;
  const order = c.orderId;
  const line = `orders/${order}/line_items/${c.lineId}`;
  try {
    switch (c.change) {
      case 'quantity':
        await call('PUT', line, token, { line_item: { quantity: c.quantity } });
        break;
      case 'remove':
        await call('DELETE', `v2/orders/${order}/line_items/${c.lineId}`, token);
        break;
      case 'coupon':
        await call('PUT', `orders/${order}/apply_coupon_code`, token, { coupon_code: c.code });
        break;
      case 'coupon_remove':
        await call('DELETE', `orders/${order}/coupon_code?${new URLSearchParams({ coupon_code: c.code ?? '' })}`, token);
        break;
      case 'express':
        await call('PUT', line, token, { line_item: { express_delivery_option_id: c.expressDeliveryOptionId } });
        break;
      case 'print_quality':
        await call('PUT', line, token, { line_item: { print_quality: c.printQuality } });
        break;
      case 'trees': {
        const current = await visitorOrder(call, token, order);
        if (!current) return { kind: 'refused', code: NOT_FOUND };
        const trees = current.line_items.find((l) => l.kind === 'tree');
        const quantity = c.quantity ?? 0;
        if (!trees) {
          if (quantity > 0) await call('POST', 'v1/sustainability/add_tree_line_item', token, { order_id: order, quantity });
        } else if (trees.quantity !== quantity) {
          await call('PUT', 'v1/sustainability/update_quantity_of_trees', token, { order_id: order, quantity });
        }
        break;
      }
      case 'expert_check': {
        const current = await visitorOrder(call, token, order);
        if (!current || !current.line_items.some((l) => l.id === c.lineId)) return { kind: 'refused', code: NOT_FOUND };
        const has = current.line_items.some((l) => l.kind === 'expert_check' && l.parent_id === c.lineId);
        if (c.expertCheck && !has) await call('POST', 'v2/expert_checks', token, { parent_id: c.lineId });
        if (!c.expertCheck && has) await call('DELETE', `v2/expert_checks?${new URLSearchParams({ parent_id: String(c.lineId) })}`, token);
        break;
      }
    }
    return { kind: 'changed' };
  } catch (error) {
    // The token is no longer a session the API knows: the visitor's cart is gone with it.
    if (error instanceof ApiRefusal && error.status === 401) return { kind: 'refused', code: SESSION_EXPIRED };
    return failureOf(error);
  }
}

/**
 * The cart page with the outcome in its query: `changed=<change>`, or `change=<change>&change_failed=<code>`,
 * older ones of either replaced or removed; on the site as `backWith` keeps it.
 * @param {string} back a `sitePath` @param {ChangeName} change @param {string | null} failure
 */
export function backAfterChange(back, change, failure) {
  if (failure === null) return backWith(back, { [CART_CHANGED_PARAM]: change }, [CART_CHANGE_PARAM, CART_CHANGE_FAILED_PARAM]);
  return backWith(back, { [CART_CHANGE_PARAM]: change, [CART_CHANGE_FAILED_PARAM]: failure }, [CART_CHANGED_PARAM]);
}

/**
 * The edge's whole answer to a POST to CART_CHANGE_PATH. Never throws: whatever goes wrong after the form
 * was read sends the visitor back to the cart page with `change_failed=unavailable`, and the log says why.
 * @param {CartRequest} req
 * @param {{ table: CartTable | null, apiBase: string, timeoutMs?: number, fetchImpl?: typeof fetch,
 *   log?: (message: string) => void }} o `table`: the shell's dist/stores.json (null: not built)
 * @returns {Promise<Answer>}
 */
export async function cartChangeAnswer(req, o) {
  const log = o.log ?? ((/** @type {string} */ message) => console.warn(`[cart-change] ${message}`));
  /** The form, once read, for the way back. @type {CartChange | null} */
  let form = null;
  try {
    const read = await readForm(req);
    if ('answer' in read) return read.answer;
    const parsed = parseCartChange(read.body);
    if ('error' in parsed) return textAnswer(400, parsed.error);
    form = parsed.change;
    const token = sessionToken(header(req.headers, 'cookie'));
    if (token === null) return seeOther(backAfterChange(form.back, form.change, SESSION_EXPIRED));
    if (!o.table) {
      log(`"${form.change}" was not made: the store table is not built`);
      return seeOther(backAfterChange(form.back, form.change, UNAVAILABLE));
    }
    const store = backStore(req.headers, form.back, o.table);
    if (!store) {
      log(`"${form.change}" was not made: the store of "${form.back}" cannot be told (the region cookie names none)`);
      return seeOther(backAfterChange(form.back, form.change, UNAVAILABLE));
    }
    const outcome = await changeCart({ apiBase: o.apiBase, store, change: form, token, forwardedFor: forwardedFor(req), timeoutMs: o.timeoutMs, fetchImpl: o.fetchImpl });
    const what = `"${form.change}" of order ${form.orderId}${form.lineId !== null ? `, line ${form.lineId}` : ''}`;
    if (outcome.kind === 'refused') log(`the API refused ${what} (${outcome.code})`);
    if (outcome.kind === 'unavailable') log(`${what} was not made: ${outcome.reason}`);
    return seeOther(backAfterChange(form.back, form.change, outcome.kind === 'changed' ? null : outcome.kind === 'refused' ? outcome.code : UNAVAILABLE));
  } catch (error) {
    // A body the browser stopped sending; else not reached by design (every step above answers), and a
    // bug must still not cost the visitor a 500: back to the cart page, as when the API is unavailable.
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (form === null) return textAnswer(400, 'The form could not be read. Go back and send it again.');
    return seeOther(backAfterChange(form.back, form.change, UNAVAILABLE));
  }
}
