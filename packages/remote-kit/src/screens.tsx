import type { ReactNode } from 'react';
import { isRouteAvailable, ROUTES, type RemoteName, type RouteId } from '@ph/region-config';
import { NotAvailable } from '@ph/ui';
import { RouteLink, useCurrentRoute } from './routing';
import { useMountProps } from './mount-props';

/** A route of the table the remote owns but has no screen for yet: it says so (`NotAvailableScreen`). */
export const NOT_AVAILABLE = 'not-available';

/** What a remote shows for a route: a screen given the route's parameters, or NOT_AVAILABLE. */
export type ScreenEntry = ((params: Record<string, string>) => ReactNode) | typeof NOT_AVAILABLE;

/** A remote's screens by route id. Every route the remote owns must be listed (`routesWithoutScreen`). */
export type ScreenTable = Partial<Record<RouteId, ScreenEntry>>;

/** The shared "not available" page, with a link to the home page. */
export function NotAvailableScreen({ headingLevel }: { headingLevel?: 1 | 2 | 3 }) {
  return <NotAvailable headingLevel={headingLevel} homeLink={(label) => <RouteLink to="root">{label}</RouteLink>} />;
}

/**
 * The screen of the current route from a remote's table. A route listed as NOT_AVAILABLE, one the
 * table does not list, or one the store does not offer (the Plus area outside Plus stores) shows the
 * "not available" page: never another screen of the remote.
 */
export function RouteScreens({ screens }: { screens: ScreenTable }) {
  const current = useCurrentRoute();
  const { region } = useMountProps();
  const entry = current && isRouteAvailable(current.route.id, region) ? screens[current.route.id] : undefined;
  if (!current || entry === undefined || entry === NOT_AVAILABLE) return <NotAvailableScreen />;
  return <>{entry(current.params)}</>;
}

/** The routes `remote` owns in the route table that its screen table does not list (a test keeps this empty). */
export function routesWithoutScreen(remote: RemoteName, screens: ScreenTable): RouteId[] {
  return ROUTES.filter((r) => r.remote === remote && !(r.id in screens)).map((r) => r.id);
}

/** The routes of a table that belong to another remote (a misplaced entry would never be shown). */
export function foreignRoutes(remote: RemoteName, screens: ScreenTable): RouteId[] {
  const own = new Set(ROUTES.filter((r) => r.remote === remote).map((r) => r.id));
  return (Object.keys(screens) as RouteId[]).filter((id) => !own.has(id));
}
