import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { Link, useLocation } from './router';
import { matchRoute, routePath, type RouteDef, type RouteId } from '@ph/region-config';
import { useMountProps } from './mount-props';

export interface CurrentRoute {
  route: RouteDef;
  params: Record<string, string>;
}

/** The route-table entry for the address bar, in the mounted region (null when nothing matches). */
export function useCurrentRoute(): CurrentRoute | null {
  const { pathname } = useLocation();
  const { region } = useMountProps();
  return matchRoute(pathname, region);
}

export function useRoutePath(): (id: RouteId, params?: Record<string, string>) => string {
  const { region } = useMountProps();
  return (id, params) => routePath(id, region, params);
}

type RouteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: RouteId;
  params?: Record<string, string>;
};

/**
 * A link to a route of the table. Client-side navigation goes through history.pushState,
 * which single-spa watches, so a link into another remote's route swaps the remotes.
 */
export function RouteLink({ to, params, onClick, ...rest }: RouteLinkProps) {
  const path = useRoutePath()(to, params);
  return (
    <Link
      to={path}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => onClick?.(e)}
      {...rest}
    />
  );
}
