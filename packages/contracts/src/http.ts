// The HTTP conventions the browser client and the commerce API must agree on.
// Kept free of runtime dependencies so the server can import it (`@ph/contracts/http`).

/** Every call of the commerce API lives under this base path, on the storefront's own origin. */
export const API_BASE_PATH = '/api';

/** Request timeout of the browser client (docs/domain.md#constants-and-limits). */
export const API_TIMEOUT_MS = 65_000;

/** The query parameter of a customer's referral link (`/?ref=CODE`), read by the storefront on arrival (docs/domain.md#referrals). */
export const REFERRAL_LINK_PARAM = 'ref';

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
 * The query parameter the edge adds to the product page it sends the visitor back to when the line was not
 * put into the cart: the API's error `code` (its JSON error body's `code`, e.g. `quantity_not_priced`,
 * `out_of_stock`; @ph/api-errors words them for the shopper), or `unavailable` when the API could not be
 * reached, took too long or failed (5xx) — nothing was added then either.
 */
export const CART_ADD_FAILED_PARAM = 'add_failed';
