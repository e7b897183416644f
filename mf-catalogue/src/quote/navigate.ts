import type { RouteId } from '@ph/region-config';
import { useNavigate, useRoutePath } from '@ph/remote-kit';

/** Navigation to a route of the table with a query string (single-spa follows history.pushState). */
export function useNavigateToRoute(): (id: RouteId, search?: string) => void {
  const navigate = useNavigate();
  const pathOf = useRoutePath();
  return (id, search = '') => navigate(`${pathOf(id)}${search}`);
}
