import { isRouteAvailable, matchRoute, type RegionCode } from '@ph/region-config';

/**
 * The remote that owns the page at `pathname` in a store, or null for the shell's "Page not found": no
 * route matches, or the store does not offer the route (the Plus area outside Plus stores, which must
 * answer not found rather than mount a remote that would only say "not available").
 */
export function ownerOf(pathname: string, ctx: { region: RegionCode }): string | null {
  const match = matchRoute(pathname, ctx.region);
  if (match === null || !isRouteAvailable(match.route.id, ctx.region)) return null;
  return match.route.remote;
}
