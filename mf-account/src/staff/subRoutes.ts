import { compilePattern, matchPath, buildPath, SPLAT, type CompiledPattern, type RegionCode } from '@ph/region-config';

/**
 * The pages of a staff area (the managers' desk, the operators' back office). The shared route table
 * has one entry per area ending in `*` (packages/region-config/src/routes.ts); the area's pages are
 * these sub-routes, matched against the rest of the address, so adding a staff page never grows the
 * JavaScript a shopper's page loads. Paths are relative to the area, with the Polish store's words as
 * the shared table has them.
 */
export interface SubRoute<Page extends string> {
  page: Page;
  path: string;
  pl: string;
}

export interface SubRouteTable<Page extends string> {
  routes: readonly SubRoute<Page>[];
  /** The page of the area's own address (nothing after the prefix). */
  index: Page;
}

const compiled = new WeakMap<SubRoute<string>, { en: CompiledPattern; pl: CompiledPattern }>();
function patternsOf(route: SubRoute<string>): { en: CompiledPattern; pl: CompiledPattern } {
  let c = compiled.get(route);
  if (!c) {
    c = { en: compilePattern(`/${route.path}`), pl: compilePattern(`/${route.pl}`) };
    compiled.set(route, c);
  }
  return c;
}

const patternIn = (route: SubRoute<string>, region: RegionCode) => patternsOf(route)[region === 'pl' ? 'pl' : 'en'];

/**
 * The page for the rest of an area's address (`params['*']` of the area's route), and its parameters;
 * null for an address the area has no page for. As in the shared table, the more literal one wins.
 */
export function matchSubRoute<Page extends string>(table: SubRouteTable<Page>, rest: string, region: RegionCode): { page: Page; params: Record<string, string> } | null {
  if (rest.replace(/\/+$/, '') === '') return { page: table.index, params: {} };
  let best: { page: Page; params: Record<string, string>; score: number } | null = null;
  for (const route of table.routes) {
    const pattern = patternIn(route, region);
    const params = matchPath(pattern, `/${rest}`);
    if (params && (best === null || pattern.staticCount > best.score)) best = { page: route.page, params, score: pattern.staticCount };
  }
  return best && { page: best.page, params: best.params };
}

/** The `*` parameter of the area's route for one of its pages. */
export function subRoutePath<Page extends string>(table: SubRouteTable<Page>, page: Page, region: RegionCode, params?: Record<string, string>): string {
  if (page === table.index && !table.routes.some((r) => r.page === page)) return '';
  const route = table.routes.find((r) => r.page === page);
  if (!route) throw new Error(`Unknown staff page "${page}"`);
  return buildPath(patternIn(route, region), params).replace(/^\//, '');
}

export { SPLAT };
