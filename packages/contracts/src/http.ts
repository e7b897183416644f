// The HTTP conventions the browser client and the commerce API must agree on.
// Kept free of runtime dependencies so the server can import it (`@ph/contracts/http`).

/** Every call of the commerce API lives under this base path, on the storefront's own origin. */
export const API_BASE_PATH = '/api';

/** Request timeout of the browser client (docs/domain.md#constants-and-limits). */
export const API_TIMEOUT_MS = 65_000;

/** The query parameter of a customer's referral link (`/?ref=CODE`), read by the storefront on arrival (docs/domain.md#referrals). */
export const REFERRAL_LINK_PARAM = 'ref';

/** A partner's key in the address on arrival (`?partner_key=`, PartnerStack's `?ps_partner_key=`), registered on the visitor's user. */
export const PARTNER_PARAMS = ['partner_key', 'ps_partner_key'] as const;

/** The query parameter of an "Open on your phone" link: the session the phone takes over (@ph/session handoff). */
export const HANDOFF_PARAM = 'handoff';

/**
 * What the shell reads from the address the moment a page arrives (and then removes from it): a page
 * arriving with one of them starts its script at once instead of on first use (BOOT_ON_USE).
 */
export const ARRIVAL_PARAMS = [REFERRAL_LINK_PARAM, ...PARTNER_PARAMS, HANDOFF_PARAM] as const;

/**
 * Set by the edge on `<html>` (`data-boot="on-use"`) when the page it sends is complete without script:
 * header, body and banner server-rendered with every read answered, for a visitor with no session and
 * nothing to read from the address. The shell's script then starts on the visitor's first sign of use
 * (a pointer moved or pressed, a touch, a key, a scroll, focus) rather than right after the first paint
 * (docs/architecture.md "Starting on first use").
 */
export const BOOT_ATTRIBUTE = 'data-boot';
export const BOOT_ON_USE = 'on-use';

export const HEADERS = {
  /** The session token of an anonymous or signed-in user. */
  apiToken: 'X-Api-Token',
  /** The storefront region code the request is made from (lower case, e.g. `pl`). */
  region: 'X-Region',
  /** The analytics client id (gtag client id) when known. */
  analyticsClientId: 'X-Analytics-Client-Id',
  /** Makes a POST/PUT/PATCH/DELETE safe to retry: the same key and body replay the stored answer. */
  idempotencyKey: 'Idempotency-Key',
} as const;

/**
 * The edge's address that switches the store and language without script (the header's panel is a plain
 * GET form to it, docs/architecture.md#server-rendering): `region` and `locale` as chosen, `back` the page
 * it was sent from. It remembers the store in the region cookie and answers with a redirect to the
 * chosen store's home page, or to `back` in the other language.
 */
export const REGION_LANGUAGE_PATH = '/region-language';

/**
 * The edge's address that puts a product line into the visitor's cart without script: the product page's
 * "Add to cart" is the submit button of a plain `<form method="post">` to it (docs/architecture.md#server-rendering,
 * packages/deploy/README.md). Fields, `application/x-www-form-urlencoded`:
 *   - `variant_id`, `quantity`: whole numbers > 0, required;
 *   - `express_delivery_option_id`: a whole number > 0, or empty / absent for none;
 *   - `custom_length`, `custom_width`, `custom_height`: whole millimetres > 0, all three or none;
 *   - `back`: the product page's site-relative path and query (one leading "/", never "//" or "/\").
 * It answers 303: to the store's cart page once the line is in, else back to `back` with
 * `CART_ADD_FAILED_PARAM`. A field that is wrong is a 400 naming it; a POST from another site a 403.
 */
export const CART_ITEMS_PATH = '/cart/items';

/**
 * The cookie that mirrors the visitor's API session token (the browser's token store writes it and adopts
 * one the edge made), so the edge can act for the visitor on a form sent before, or without, the page's
 * script (`CART_ITEMS_PATH`). `Path=/; SameSite=Lax`, not HttpOnly; the API never reads it (it
 * authenticates by `HEADERS.apiToken` only).
 */
export const SESSION_COOKIE = 'ph_session';

/**
 * The web storage key (localStorage when remembered, else sessionStorage) of the visitor's API token: the
 * token store's truth, which the session cookie mirrors. The shell reads it before its code starts: a page
 * the edge rendered for a visitor without a session cookie, in a browser that keeps a token, is not the
 * visitor's page yet and starts at once (docs/architecture.md "Starting on first use").
 */
export const TOKEN_STORAGE_KEY = 'ph-api-token';

/**
 * The query parameter the edge adds to the product page it sends the visitor back to when the line was not
 * put into the cart: the API's error `code` (its JSON error body's `code`, e.g. `quantity_not_priced`,
 * `out_of_stock`; @ph/api-errors words them for the shopper), or `unavailable` when the API could not be
 * reached, took too long or failed (5xx) — nothing was added then either.
 */
export const CART_ADD_FAILED_PARAM = 'add_failed';

/**
 * The edge's address that changes the visitor's cart without script: the cart page's controls (a line's
 * quantity and "Remove", the coupon, trees, a line's express production, expert check and print quality)
 * are plain `<form method="post">`s to it, so a shopper can change the cart before, or without, the page's
 * script (docs/architecture.md#server-rendering, packages/deploy/README.md). Fields,
 * `application/x-www-form-urlencoded` (other fields are ignored; a field sent twice is a 400):
 *   - `change`: which change, one of `CART_CHANGES`, required;
 *   - `order_id`: the order's id, a whole number > 0, required (the API checks it is the visitor's);
 *   - `line_id`: the line's id, a whole number > 0, for `quantity`, `remove`, `express`, `expert_check`
 *     and `print_quality`;
 *   - `quantity`: for `quantity` the line's pieces, a whole number 1..1,000,000; for `trees` the number of
 *     trees, a whole number 0..1,000,000 (0 removes the tree line);
 *   - `code`: for `coupon` and `coupon_remove`, the discount code (trimmed, 1..64 characters);
 *   - `express_delivery_option_id`: for `express`, an option id (a whole number > 0), or empty for
 *     standard production;
 *   - `expert_check`: for `expert_check`, a checkbox: present (any value) = the line gets the expert design
 *     check, absent = it does not; only a difference from the order as it is changes anything;
 *   - `print_quality`: for `print_quality`, the quality as the API names it (`standard`, `hd`, `hd_glossy`);
 *   - `back`: the cart page's site-relative path and query (one leading "/", never "//" or "/\").
 * It answers 303 to `back`: with `CART_CHANGED_PARAM` once the change is made, else with
 * `CART_CHANGE_PARAM` and `CART_CHANGE_FAILED_PARAM`. A field that is wrong is a 400 naming it; a POST from
 * another site a 403.
 */
export const CART_CHANGE_PATH = '/cart/change';

/** The changes `CART_CHANGE_PATH` makes: its `change` field's values. */
export const CART_CHANGES = ['quantity', 'remove', 'coupon', 'coupon_remove', 'trees', 'express', 'expert_check', 'print_quality'] as const;

/**
 * The query parameter the edge adds to the cart page it sends the visitor back to once a change of
 * `CART_CHANGE_PATH` is made: the change's name (`quantity`, `coupon`…). It replaces an older one, and any
 * `CART_CHANGE_PARAM` / `CART_CHANGE_FAILED_PARAM` of an earlier failure.
 */
export const CART_CHANGED_PARAM = 'changed';

/**
 * With `CART_CHANGE_FAILED_PARAM`, on the cart page the edge sends the visitor back to when a change of
 * `CART_CHANGE_PATH` was not made: the change's name (`quantity`, `coupon`…), so the page can say which of
 * its controls failed. An older `CART_CHANGED_PARAM` is removed.
 */
export const CART_CHANGE_PARAM = 'change';

/**
 * Why a change of `CART_CHANGE_PATH` was not made (nothing changed then): the API's error `code` when it
 * refused (its JSON error body's `code`, e.g. `coupon_unknown`, `invalid_quantity`, `not_found` for an order
 * or line that is not the visitor's; @ph/api-errors words them for the shopper); `session_expired` when the
 * visitor has no session cookie or the API no longer knows its token; `unavailable` when the API could not
 * be reached, took too long or failed (5xx, or a 4xx without a code).
 */
export const CART_CHANGE_FAILED_PARAM = 'change_failed';
