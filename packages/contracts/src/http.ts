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
