import {
  compilePattern,
  RoutePatternError,
  getRoute,
  isPublicRoute,
  isRouteAvailable,
  matchRoute,
  MissingRouteParamError,
  REGION_CODES,
  REGIONS,
  regionPathPrefix,
  ROUTE_IDS,
  routePath,
  ROUTES,
  routesOfRemote,
  type RouteDef,
  type RouteId,
} from '../src';

/** Sample values for every parameter name used in the table, with characters that need encoding. */
const SAMPLE_PARAMS: Record<string, string> = {
  productType: 'mailer-box-eco',
  category: 'eco-friendly-packaging',
  boxId: '9f1c2 a/b',
  sku: 'box-f71-eco-white',
  designId: 'D-1001',
  orderNumber: 'R123456789',
  orderId: '4711',
  token: 'tok_ä?#',
  qrNumber: 'QR-77',
  srNumber: 'SR-12',
  // The rest of a staff area's address: segments stay segments, each one encoded.
  '*': 'support/SR 12/ä?',
};

function paramNames(route: RouteDef): string[] {
  const all = [route.path, ...Object.values(route.paths ?? {})].join('/');
  const names = [...new Set([...all.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string))];
  return route.path.endsWith('/*') ? [...names, '*'] : names;
}
function paramsFor(route: RouteDef): Record<string, string> {
  return Object.fromEntries(paramNames(route).map((n) => [n, SAMPLE_PARAMS[n] as string]));
}

describe('route table', () => {
  it('has one definition per route id, each with a Polish path', () => {
    expect(ROUTES.map((r) => r.id)).toEqual([...ROUTE_IDS]);
    for (const route of ROUTES) {
      expect(route.paths?.pl).toBeDefined();
      if (route.path !== '/') expect(route.paths?.pl).not.toBe(route.path);
      expect(paramNames({ ...route, paths: {} }).sort()).toEqual(paramNames({ ...route, path: route.paths?.pl ?? '' }).sort());
    }
  });
  it('has a sample for every parameter used', () => {
    for (const route of ROUTES) for (const name of paramNames(route)) expect(SAMPLE_PARAMS[name]).toBeDefined();
  });
  it('contains every route identifier of docs/domain.md#regions-languages-and-routes and the brief', () => {
    const required: RouteId[] = [
      'root', 'blank', 'fetchError', 'productSelect', 'productConfigurator', 'boxType', 'box', 'boxById',
      'boxOrderQuantityAndQuality', 'orderDetails', 'orderPayment', 'orderPaymentReturn', 'cart', 'account',
      'accountSettings', 'accountReforestationSupport', 'accountOrders', 'singleOrder', 'requestAQuoteDetails',
      'accountBoxes', 'accountWallet', 'offerReview', 'dashboardQuotes', 'dashboardQuoteDetails', 'dashboardOrders',
      'dashboardItems', 'samplePack', 'wallet', 'accountOrderQuoteRequestDetails', 'signIn', 'signOut', 'register',
      'confirmEmail', 'setPasswordAfterReset', 'crossSell', 'bundles', 'boxEditor', 'productEditor', 'category',
    ];
    expect(ROUTE_IDS).toEqual(expect.arrayContaining(required));
  });
});

describe('default paths of docs/domain.md#regions-languages-and-routes', () => {
  it.each<[RouteId, Record<string, string>, string]>([
    ['boxEditor', {}, '/box/design'],
    ['productEditor', {}, '/editor/product/design'],
    ['productEditor', { sku: 'a', designId: 'b' }, '/editor/product/design/a/b'],
    ['quote', {}, '/quote'],
    ['quoteSuccess', {}, '/quote/success'],
    ['cart', {}, '/cart/'],
    ['accountOrders', {}, '/account/orders'],
    ['singleOrder', { orderNumber: 'R1' }, '/account/orders/R1'],
    ['accountSettings', {}, '/account/settings'],
    ['accountWallet', {}, '/account/packhelp-wallet'],
    ['accountBoxes', {}, '/account/boxes'],
    ['accountReforestationSupport', {}, '/account/support-reforestation'],
    ['requestAQuoteDetails', { qrNumber: 'Q9' }, '/account/quote_requests/Q9'],
    ['offerReview', { token: 't0k' }, '/offer/t0k/review'],
    ['orderPayment', { orderId: '12' }, '/order/12/payment'],
    ['orderPaymentSummary', { orderId: '12' }, '/order/12/payment/summary'],
    ['orderDetails', { orderNumber: 'R2' }, '/order/R2/details'],
    ['signIn', {}, '/sign_in/'],
    ['signOut', {}, '/sign_out/'],
    ['register', {}, '/registration'],
    ['samplePack', {}, '/sample-packs'],
    ['bundles', {}, '/bundles'],
    ['crossSell', {}, '/cart/recommended-products-and-services/s'],
    ['plusCatalogue', {}, '/plus/catalogue/'],
    ['plusSuccess', {}, '/plus/success'],
    ['dashboardItems', {}, '/packhelp-plus/items'],
    ['dashboardQuotes', {}, '/packhelp-plus/quotes'],
    ['dashboardQuoteDetails', { token: 'x' }, '/packhelp-plus/quotes/x'],
    ['dashboardOrders', {}, '/packhelp-plus/orders'],
    ['dashboardOrderDetails', { orderNumber: 'R3' }, '/packhelp-plus/orders/R3/details'],
    ['dashboardPersonalDetails', {}, '/packhelp-plus/personal-details'],
    ['proFeatures', {}, '/pro/features/'],
    ['proForSuppliers', {}, '/pro/for-suppliers/'],
    ['proTermsConditions', {}, '/pro/terms-conditions/'],
  ])('%s %p → %s', (id, params, path) => {
    expect(routePath(id, 'eu', params)).toBe(path);
  });
  it('uses Polish paths in pl', () => {
    expect(routePath('accountOrders', 'pl')).toBe('/konto/zamowienia');
    expect(routePath('orderPayment', 'pl', { orderId: '12' })).toBe('/zamowienie/12/platnosc');
    expect(routePath('box', 'pl')).toBe('/pudelko');
    expect(routePath('cart', 'pl')).toBe('/koszyk/');
  });
  it('adds the prefix of path-based regions', () => {
    expect(routePath('cart', 'nl')).toBe('/nl-nl/cart/');
    expect(routePath('root', 'us')).toBe('/en-us/');
    expect(routePath('singleOrder', 'se', { orderNumber: 'R1' })).toBe('/sv-se/account/orders/R1');
    expect(routePath('root', 'gb')).toBe('/');
  });
});

describe('routePath / matchRoute round trip', () => {
  describe.each(REGION_CODES)('%s', (region) => {
    it.each(ROUTES.map((r) => [r.id, r] as const))('%s', (_id, route) => {
      const params = paramsFor(route);
      const path = routePath(route.id, region, params);
      expect(path.startsWith(regionPathPrefix(region) + '/')).toBe(true);
      expect(matchRoute(path, region)).toEqual({ route, params });
      // trailing slash tolerant in both directions, query and hash ignored
      const toggled = path.endsWith('/') && path.length > 1 ? path.slice(0, -1) : `${path}/`;
      expect(matchRoute(toggled, region)?.route.id).toBe(route.id);
      expect(matchRoute(`${path}?utm=1#top`, region)?.route.id).toBe(route.id);
    });
  });
});

describe('matchRoute', () => {
  it('gives a staff area the rest of its address, whatever its depth, and its own address with an empty rest', () => {
    expect(matchRoute('/account/back-office', 'eu')).toEqual({ route: getRoute('backOffice'), params: { '*': '' } });
    expect(matchRoute('/account/back-office/', 'eu')).toEqual({ route: getRoute('backOffice'), params: { '*': '' } });
    expect(matchRoute('/account/back-office/orders/R1%2F2', 'eu')).toEqual({ route: getRoute('backOffice'), params: { '*': 'orders/R1/2' } });
    expect(matchRoute('/konto/zaplecze/faktury', 'pl')).toEqual({ route: getRoute('backOffice'), params: { '*': 'faktury' } });
    expect(matchRoute('/account/desk/quote_requests/QR1', 'eu')).toEqual({ route: getRoute('managerDesk'), params: { '*': 'quote_requests/QR1' } });
    expect(matchRoute('/account/back-office%zz', 'eu')).toBeNull();
    expect(matchRoute('/account/back-office/%zz', 'eu')).toBeNull();
  });
  it('refuses a "*" anywhere but at the end, or beside optional parameters', () => {
    expect(() => compilePattern('/a/*/b')).toThrow(RoutePatternError);
    expect(() => compilePattern('/a/:b?/*')).toThrow(RoutePatternError);
  });
  it('builds a staff area address from its rest, encoding each segment and keeping the slashes', () => {
    expect(routePath('backOffice', 'eu', { '*': 'support/SR 1' })).toBe('/account/back-office/support/SR%201');
    expect(routePath('backOffice', 'eu')).toBe('/account/back-office');
    expect(routePath('managerDesk', 'pl', { '*': 'oferty' })).toBe('/konto/biurko/oferty');
  });
  it('prefers literal segments over parameters', () => {
    expect(matchRoute('/box/design', 'eu')?.route.id).toBe('boxEditor');
    expect(matchRoute('/box/abc', 'eu')).toEqual({ route: getRoute('boxById'), params: { boxId: 'abc' } });
    expect(matchRoute('/pudelko/projekt', 'pl')?.route.id).toBe('boxEditor');
    expect(matchRoute('/account/orders/quote_requests/Q1', 'eu')?.route.id).toBe('accountOrderQuoteRequestDetails');
  });
  it('matches optional trailing parameters partially', () => {
    expect(matchRoute('/editor/product/design/abc', 'eu')).toEqual({ route: getRoute('productEditor'), params: { sku: 'abc' } });
    expect(matchRoute('/editor/product/design/a/b/c', 'eu')).toBeNull();
  });
  it('does not mix the Polish and default paths', () => {
    expect(matchRoute('/cart/', 'pl')).toBeNull();
    expect(matchRoute('/koszyk/', 'eu')).toBeNull();
  });
  it('handles prefixes of path-based regions', () => {
    expect(matchRoute('/nl-nl', 'nl')?.route.id).toBe('root');
    expect(matchRoute('/nl-nl/', 'nl')?.route.id).toBe('root');
    expect(matchRoute('/NL-NL/cart', 'nl')?.route.id).toBe('cart');
    // a path-based region chosen by cookie before any prefixed link was followed
    expect(matchRoute('/cart/', 'nl')?.route.id).toBe('cart');
    expect(matchRoute('/nl-nl/cart/', 'eu')).toBeNull();
  });
  it('returns null for unknown paths and malformed encodings', () => {
    expect(matchRoute('/nope', 'eu')).toBeNull();
    expect(matchRoute('/account/orders/R1/extra/more', 'eu')).toBeNull();
    expect(matchRoute('/offer/%E0%A4%A/review', 'eu')).toBeNull();
  });
  it('decodes parameters', () => {
    expect(matchRoute('/offer/a%2Fb%20c/review', 'eu')?.params).toEqual({ token: 'a/b c' });
  });
});

describe('routePath errors', () => {
  it('requires every required parameter', () => {
    expect(() => routePath('singleOrder', 'eu')).toThrow(MissingRouteParamError);
    expect(() => routePath('singleOrder', 'eu', { orderNumber: '' })).toThrow('Route "/account/orders/:orderNumber" needs the parameter "orderNumber"');
  });
  it('refuses a later optional parameter without the earlier one', () => {
    expect(() => routePath('productEditor', 'eu', { designId: 'b' })).toThrow(MissingRouteParamError);
  });
});

describe('public and signed-in routes (docs/domain.md#regions-languages-and-routes)', () => {
  const SPEC_PUBLIC: RouteId[] = [
    'blank', 'productSelect', 'productConfigurator', 'boxType', 'cart', 'box', 'boxById', 'signIn', 'signOut',
    'register', 'confirmEmail', 'setPasswordAfterReset', 'offerReview', 'dashboardQuotes', 'dashboardQuoteDetails',
    'dashboardOrders', 'dashboardItems', 'samplePack',
  ];
  const SPEC_SIGNED_IN: RouteId[] = [
    'fetchError', 'boxOrderQuantityAndQuality', 'orderDetails', 'orderPayment', 'orderPaymentReturn', 'account',
    'accountSettings', 'accountReforestationSupport', 'accountOrders', 'singleOrder', 'requestAQuoteDetails',
    'accountBoxes', 'accountWallet', 'wallet', 'accountOrderQuoteRequestDetails',
  ];
  it.each(SPEC_PUBLIC)('%s is public', (id) => expect(isPublicRoute(id)).toBe(true));
  it.each(SPEC_SIGNED_IN)('%s needs sign-in', (id) => expect(isPublicRoute(id)).toBe(false));
  it('root, the shop home page, is public (documented deviation)', () => {
    expect(isPublicRoute('root')).toBe(true);
  });
});

describe('remotes and Plus', () => {
  it('assigns remotes as the design says', () => {
    const ids = (remote: Parameters<typeof routesOfRemote>[0]) => routesOfRemote(remote).map((r) => r.id);
    expect(ids('catalogue')).toEqual(expect.arrayContaining(['root', 'productSelect', 'productConfigurator', 'category', 'boxType', 'samplePack', 'bundles']));
    expect(ids('cart-checkout')).toEqual(expect.arrayContaining(['cart', 'crossSell', 'orderPayment', 'orderPaymentReturn', 'orderPaymentSummary', 'offerReview']));
    expect(ids('account')).toEqual(expect.arrayContaining(['account', 'accountOrders', 'signIn', 'signOut', 'register', 'confirmEmail', 'setPasswordAfterReset', 'dashboardQuotes', 'plusCatalogue']));
    expect(ids('editor-host')).toEqual(expect.arrayContaining(['boxEditor', 'productEditor', 'box', 'boxById']));
  });
  it('offers Plus routes only where Plus is supported', () => {
    expect(isRouteAvailable('dashboardQuotes', 'pl')).toBe(true);
    expect(isRouteAvailable('dashboardQuotes', 'nl')).toBe(false);
    expect(isRouteAvailable('plusCatalogue', 'us')).toBe(false);
    expect(isRouteAvailable('proFeatures', 'us')).toBe(true);
    expect(isRouteAvailable('cart', 'us')).toBe(true);
  });
});

describe('Pro pages', () => {
  it.each(REGION_CODES)('the external Pro links of %s lead to the Pro routes of the store', (region) => {
    const links = REGIONS[region].externalLinks;
    const pathOf = (url: string) => new URL(url).pathname;
    expect(pathOf(links.proFeatures)).toBe(routePath('proFeatures', region));
    expect(pathOf(links.proForSuppliers)).toBe(routePath('proForSuppliers', region));
    expect(pathOf(links.proTermsConditions)).toBe(routePath('proTermsConditions', region));
  });
});
