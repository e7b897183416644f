import { regionPathPrefix } from './domains';
import { REGION_CODES, type RegionCode } from './regionCodes';
import { buildPath, compilePattern, matchPath, type CompiledPattern } from './routePattern';
import { PLUS_REGIONS } from './tax';

export { MissingRouteParamError, RoutePatternError, SPLAT, compilePattern, matchPath, buildPath, type CompiledPattern } from './routePattern';

/** The remotes that own pages. mf-consent owns no route: it is mounted on every page. */
export const REMOTE_NAMES = ['catalogue', 'cart-checkout', 'account', 'editor-host'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const ROUTE_IDS = [
  // catalogue
  'root',
  'productSelect',
  'productPage',
  'productConfigurator',
  'boxType',
  'category',
  'samplePack',
  'bundles',
  'quote',
  'quoteSuccess',
  'fetchError',
  'proFeatures',
  'proForSuppliers',
  'proTermsConditions',
  // editor-host
  'box',
  'boxById',
  'boxEditor',
  'boxOrderQuantityAndQuality',
  'productEditor',
  // cart-checkout
  'cart',
  'crossSell',
  'orderDetails',
  'orderPayment',
  'orderPaymentSummary',
  'orderPaymentReturn',
  'offerReview',
  'termsAccepted',
  // account
  'blank',
  'account',
  'accountSettings',
  'accountReforestationSupport',
  'accountOrders',
  'singleOrder',
  'accountOrderQuoteRequestDetails',
  'requestAQuoteDetails',
  'accountBoxes',
  'accountWallet',
  'accountReferrals',
  'wallet',
  'signIn',
  'signOut',
  'register',
  'confirmEmail',
  'setPasswordAfterReset',
  'dashboardQuotes',
  'dashboardQuoteDetails',
  'dashboardOrders',
  'dashboardOrderDetails',
  'dashboardOrderPlaced',
  'dashboardOrderItems',
  'dashboardOrderPaymentSummary',
  'dashboardItems',
  'dashboardPersonalDetails',
  'plusCatalogue',
  'plusSuccess',
  'managerDesk',
  'backOffice',
] as const;
export type RouteId = (typeof ROUTE_IDS)[number];

export interface RouteDef {
  id: RouteId;
  /** Pattern in the default paths (every store but pl), react-router syntax: `/account/orders/:orderNumber`. */
  path: string;
  /** Store-specific patterns; the Polish store has its own words. Parameters are the same as in `path`. */
  paths?: Partial<Record<RegionCode, string>>;
  /** True when a visitor without an account may open it (docs/domain.md#regions-languages-and-routes "Public routes"). */
  public: boolean;
  remote: RemoteName;
  /** Part of the Plus area, which only stores with `supportsPlus` offer. */
  plusOnly?: boolean;
}

type Def = Omit<RouteDef, 'paths'> & { pl: string };
const def = (id: RouteId, path: string, pl: string, remote: RemoteName, isPublic: boolean, plusOnly = false): Def => ({
  id,
  path,
  pl,
  remote,
  public: isPublic,
  ...(plusOnly ? { plusOnly } : {}),
});

const PUBLIC = true;
const SIGNED_IN = false;
const PLUS = true;

// Route identifiers and public/sign-in come from docs/domain.md#regions-languages-and-routes; default paths from its "common paths";
// routes the spec names without a path got paths in the same style (see README).
const TABLE: readonly Def[] = [
  // `/` is the product select page; docs/domain.md#regions-languages-and-routes does not list root as public, but a shop's home page must be.
  def('root', '/', '/', 'catalogue', PUBLIC),
  def('productSelect', '/products', '/produkty', 'catalogue', PUBLIC),
  def('productPage', '/products/:productType', '/produkty/:productType', 'catalogue', PUBLIC),
  def('productConfigurator', '/products/:productType/configurator', '/produkty/:productType/konfigurator', 'catalogue', PUBLIC),
  def('boxType', '/box-type', '/rodzaj-pudelka', 'catalogue', PUBLIC),
  def('category', '/packaging/:category', '/opakowania/:category', 'catalogue', PUBLIC),
  def('samplePack', '/sample-packs', '/zestawy-probek', 'catalogue', PUBLIC),
  def('bundles', '/bundles', '/pakiety', 'catalogue', PUBLIC),
  def('quote', '/quote', '/wycena', 'catalogue', PUBLIC),
  def('quoteSuccess', '/quote/success', '/wycena/sukces', 'catalogue', PUBLIC),
  def('fetchError', '/error', '/blad', 'catalogue', SIGNED_IN),
  // The Pro area's pages (docs/domain.md#regions-languages-and-routes "Pro area"): marketing and terms pages anyone may read.
  def('proFeatures', '/pro/features/', '/pro/funkcje/', 'catalogue', PUBLIC),
  def('proForSuppliers', '/pro/for-suppliers/', '/pro/dla-dostawcow/', 'catalogue', PUBLIC),
  def('proTermsConditions', '/pro/terms-conditions/', '/pro/regulamin/', 'catalogue', PUBLIC),

  def('box', '/box', '/pudelko', 'editor-host', PUBLIC),
  def('boxById', '/box/:boxId', '/pudelko/:boxId', 'editor-host', PUBLIC),
  def('boxEditor', '/box/design', '/pudelko/projekt', 'editor-host', PUBLIC),
  def('boxOrderQuantityAndQuality', '/box/:boxId/quantity-and-quality', '/pudelko/:boxId/naklad-i-jakosc', 'editor-host', SIGNED_IN),
  def('productEditor', '/editor/product/design/:sku?/:designId?', '/edytor/produkt/projekt/:sku?/:designId?', 'editor-host', PUBLIC),

  def('cart', '/cart/', '/koszyk/', 'cart-checkout', PUBLIC),
  def('crossSell', '/cart/recommended-products-and-services/s', '/koszyk/polecane-produkty-i-uslugi/s', 'cart-checkout', PUBLIC),
  // The specification names cart-checkout for it, but it is the account's order view (timeline, tracking,
  // cancellation) under a second address: one owner of the view, no copy of it in another remote.
  def('orderDetails', '/order/:orderNumber/details', '/zamowienie/:orderNumber/szczegoly', 'account', SIGNED_IN),
  def('orderPayment', '/order/:orderId/payment', '/zamowienie/:orderId/platnosc', 'cart-checkout', SIGNED_IN),
  def('orderPaymentSummary', '/order/:orderId/payment/summary', '/zamowienie/:orderId/platnosc/podsumowanie', 'cart-checkout', SIGNED_IN),
  def('orderPaymentReturn', '/order/:orderId/payment/return', '/zamowienie/:orderId/platnosc/powrot', 'cart-checkout', SIGNED_IN),
  def('offerReview', '/offer/:token/review', '/oferta/:token/przeglad', 'cart-checkout', PUBLIC),
  def('termsAccepted', '/terms-accepted', '/regulamin-zaakceptowany', 'cart-checkout', PUBLIC),

  def('blank', '/blank', '/pusta', 'account', PUBLIC),
  def('account', '/account', '/konto', 'account', SIGNED_IN),
  def('accountSettings', '/account/settings', '/konto/ustawienia', 'account', SIGNED_IN),
  def('accountReforestationSupport', '/account/support-reforestation', '/konto/wsparcie-zalesiania', 'account', SIGNED_IN),
  def('accountOrders', '/account/orders', '/konto/zamowienia', 'account', SIGNED_IN),
  def('singleOrder', '/account/orders/:orderNumber', '/konto/zamowienia/:orderNumber', 'account', SIGNED_IN),
  def('accountOrderQuoteRequestDetails', '/account/orders/quote_requests/:qrNumber', '/konto/zamowienia/zapytania-ofertowe/:qrNumber', 'account', SIGNED_IN),
  def('requestAQuoteDetails', '/account/quote_requests/:qrNumber', '/konto/zapytania-ofertowe/:qrNumber', 'account', SIGNED_IN),
  def('accountBoxes', '/account/boxes', '/konto/projekty', 'account', SIGNED_IN),
  def('accountWallet', '/account/packhelp-wallet', '/konto/portfel-packhelp', 'account', SIGNED_IN),
  def('accountReferrals', '/account/referrals', '/konto/polecenia', 'account', SIGNED_IN),
  def('wallet', '/wallet', '/portfel', 'account', SIGNED_IN),
  def('signIn', '/sign_in/', '/logowanie/', 'account', PUBLIC),
  def('signOut', '/sign_out/', '/wylogowanie/', 'account', PUBLIC),
  def('register', '/registration', '/rejestracja', 'account', PUBLIC),
  def('confirmEmail', '/auth/confirm_email/', '/auth/potwierdzenie-email/', 'account', PUBLIC),
  def('setPasswordAfterReset', '/auth/set_password/', '/auth/ustaw-haslo/', 'account', PUBLIC),
  def('dashboardQuotes', '/packhelp-plus/quotes', '/packhelp-plus/wyceny', 'account', PUBLIC, PLUS),
  def('dashboardQuoteDetails', '/packhelp-plus/quotes/:token', '/packhelp-plus/wyceny/:token', 'account', PUBLIC, PLUS),
  def('dashboardOrders', '/packhelp-plus/orders', '/packhelp-plus/zamowienia', 'account', PUBLIC, PLUS),
  def('dashboardOrderDetails', '/packhelp-plus/orders/:orderNumber/details', '/packhelp-plus/zamowienia/:orderNumber/szczegoly', 'account', SIGNED_IN, PLUS),
  def('dashboardOrderPlaced', '/packhelp-plus/orders/:orderNumber/placed', '/packhelp-plus/zamowienia/:orderNumber/zlozone', 'account', SIGNED_IN, PLUS),
  def('dashboardOrderItems', '/packhelp-plus/orders/:orderNumber/items', '/packhelp-plus/zamowienia/:orderNumber/produkty', 'account', SIGNED_IN, PLUS),
  def('dashboardOrderPaymentSummary', '/packhelp-plus/orders/:orderNumber/payment-summary', '/packhelp-plus/zamowienia/:orderNumber/podsumowanie-platnosci', 'account', SIGNED_IN, PLUS),
  def('dashboardItems', '/packhelp-plus/items', '/packhelp-plus/produkty', 'account', PUBLIC, PLUS),
  def('dashboardPersonalDetails', '/packhelp-plus/personal-details', '/packhelp-plus/dane-osobowe', 'account', SIGNED_IN, PLUS),
  def('plusCatalogue', '/plus/catalogue/', '/plus/katalog/', 'account', PUBLIC, PLUS),
  def('plusSuccess', '/plus/success', '/plus/sukces', 'account', SIGNED_IN, PLUS),
  // The staff areas: the order managers' desk (quote requests, offers) and the operators' back office
  // (orders, invoices, support requests, audit log). One entry each, ending in `*`: their pages are
  // sub-routes kept in the account remote's staff chunks (mf-account/src/staff), so staff screens
  // added later cost nothing in the JavaScript every shopper's page loads (budgets.json).
  def('managerDesk', '/account/desk/*', '/konto/biurko/*', 'account', SIGNED_IN),
  def('backOffice', '/account/back-office/*', '/konto/zaplecze/*', 'account', SIGNED_IN),
];

export const ROUTES: readonly RouteDef[] = Object.freeze(
  TABLE.map(({ pl, ...rest }): RouteDef => Object.freeze({ ...rest, paths: Object.freeze({ pl }) })),
);

const ROUTE_BY_ID: ReadonlyMap<RouteId, RouteDef> = new Map(ROUTES.map((r) => [r.id, r]));

export function getRoute(id: RouteId): RouteDef {
  const route = ROUTE_BY_ID.get(id);
  if (route === undefined) throw new Error(`Unknown route "${String(id)}"`);
  return route;
}

/** The pattern of a route in a store, without the store's path prefix. */
export function routePattern(id: RouteId, region: RegionCode): string {
  const route = getRoute(id);
  return route.paths?.[region] ?? route.path;
}

interface CompiledRoute {
  route: RouteDef;
  compiled: CompiledPattern;
}

const COMPILED: ReadonlyMap<RegionCode, readonly CompiledRoute[]> = new Map(
  REGION_CODES.map((region) => [
    region,
    ROUTES.map((route) => ({ route, compiled: compilePattern(routePattern(route.id, region)) })),
  ]),
);

function compiledFor(region: RegionCode): readonly CompiledRoute[] {
  const list = COMPILED.get(region);
  if (list === undefined) throw new Error(`Unknown region "${String(region)}"`);
  return list;
}

/**
 * The path of a route in a store, with the store's prefix: `routePath('cart', 'nl')` → `/nl-nl/cart/`,
 * `routePath('orderPayment', 'pl', { orderId: '42' })` → `/zamowienie/42/platnosc`. Parameter values are
 * URI-encoded; a missing required one throws MissingRouteParamError.
 */
export function routePath(id: RouteId, region: RegionCode, params?: Record<string, string>): string {
  const entry = compiledFor(region).find((c) => c.route.id === id);
  if (entry === undefined) throw new Error(`Unknown route "${String(id)}"`);
  return `${regionPathPrefix(region)}${buildPath(entry.compiled, params)}`;
}

function stripRegionPrefix(pathname: string, region: RegionCode): string {
  const prefix = regionPathPrefix(region);
  if (prefix === '') return pathname;
  const lower = pathname.toLowerCase();
  if (lower === prefix || lower.startsWith(`${prefix}/`)) return pathname.slice(prefix.length) || '/';
  // Tolerated: a path-based store chosen by cookie (local development) before the first prefixed link.
  return pathname;
}

/**
 * The route a path belongs to in a store, and its decoded parameters. The store's prefix is removed
 * first, a query or hash is ignored and a trailing slash is optional. When two patterns fit, the one
 * with more literal segments wins (`/box/design` is the editor, not a box with id "design").
 */
export function matchRoute(pathname: string, region: RegionCode): { route: RouteDef; params: Record<string, string> } | null {
  const path = stripRegionPrefix(pathname.replace(/[?#].*$/, ''), region);
  let best: { route: RouteDef; params: Record<string, string>; score: number } | null = null;
  for (const { route, compiled } of compiledFor(region)) {
    const params = matchPath(compiled, path);
    if (params === null) continue;
    if (best === null || compiled.staticCount > best.score) best = { route, params, score: compiled.staticCount };
  }
  return best === null ? null : { route: best.route, params: best.params };
}

export function isPublicRoute(id: RouteId): boolean {
  return getRoute(id).public;
}

/** Whether a store offers a route at all: Plus-area routes exist only where Plus is supported. */
export function isRouteAvailable(id: RouteId, region: RegionCode): boolean {
  return getRoute(id).plusOnly !== true || PLUS_REGIONS.includes(region);
}

export function routesOfRemote(remote: RemoteName): readonly RouteDef[] {
  return ROUTES.filter((r) => r.remote === remote);
}

/** The query parameter of a shared design's read-only link (`boxById`), read by the editor. */
export const DESIGN_SHARE_PARAM = 'share';

/** The path of a design's read-only share link in a store: `/box/{id}?share={token}` (Polish `/pudelko/…`). */
export function designSharePath(region: RegionCode, designId: string, shareToken: string): string {
  return `${routePath('boxById', region, { boxId: designId })}?${DESIGN_SHARE_PARAM}=${encodeURIComponent(shareToken)}`;
}
