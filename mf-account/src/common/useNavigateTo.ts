import type { RouteId } from '@ph/region-config';
import { useNavigate, useRoutePath } from '@ph/remote-kit';

/**
 * Navigation by route id. history.pushState is watched by single-spa, so a path that
 * belongs to another remote swaps the page body just like a link would.
 */
export function useNavigateTo(): {
  toRoute: (id: RouteId, opts?: { params?: Record<string, string>; replace?: boolean; query?: string }) => void;
  toPath: (path: string, opts?: { replace?: boolean }) => void;
} {
  const navigate = useNavigate();
  const pathOf = useRoutePath();
  return {
    toRoute: (id, opts = {}) => navigate(pathOf(id, opts.params) + (opts.query ?? ''), { replace: opts.replace }),
    toPath: (path, opts = {}) => navigate(path, { replace: opts.replace }),
  };
}
