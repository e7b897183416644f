// The address bar as the remotes use it: the current path and query, links and navigation by
// history.pushState. The store's routing is a lookup in @ph/region-config's route table
// (useCurrentRoute), so a remote needs no route matching, nesting or data loading from a router
// library; react-router did only this here and cost each remote ~12 KB gzip of its first load
// (issue 18, docs/performance.md). single-spa watches pushState, so navigating into another
// remote's route swaps the remotes exactly as before.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
} from 'react';

export interface AddressLocation {
  pathname: string;
  /** `?a=b`, or '' */
  search: string;
  /** `#x`, or '' */
  hash: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/** Navigates to an absolute path of this origin, with its query (`/cart?step=delivery`). */
export type NavigateFn = (to: string, options?: NavigateOptions) => void;

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Back/forward, and single-spa's own notice after a pushState by another app.
  window.addEventListener('popstate', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const currentHref = (): string => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Goes to `to` and tells every subscriber (single-spa's popstate does not fire outside the shell, e.g. in tests). */
export function navigateTo(to: string, options: NavigateOptions = {}): void {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  for (const listener of [...listeners]) listener();
}

/**
 * The address the server rendered (path and query). On the server it is the address rendered, there
 * being no address bar. In the browser a hydrating root is given the address the page was loaded at
 * (`loadedHref`): its first render must be the server's, even when the address bar has moved on before
 * the remote's code arrived (a header link followed at once); React then renders the new address.
 */
export const ServerHrefContext = createContext<string | null>(null);

/** The address (path, query, fragment) this document was loaded at, whatever the address bar says now; null where the browser does not tell. */
export function loadedHref(): string | null {
  const entry = typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function' ? undefined : performance.getEntriesByType('navigation')[0];
  if (!entry?.name) return null;
  const url = new URL(entry.name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The address bar's path, query and fragment; re-renders when they change. */
export function useLocation(): AddressLocation {
  const serverHref = useContext(ServerHrefContext);
  const href = useSyncExternalStore(subscribe, currentHref, serverHref === null ? currentHref : () => serverHref);
  return useMemo(() => {
    const url = new URL(href, 'http://address.invalid');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  }, [href]);
}

export function useNavigate(): NavigateFn {
  return useCallback<NavigateFn>((to, options) => navigateTo(to, options), []);
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The query as URLSearchParams, and a setter that navigates to the same path with another query. */
export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigateTo(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [pathname],
  );
  return [params, set];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** A plain link to `to` that navigates in the page on a primary click without modifier keys. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  return (
    <a
      href={to}
      target={target}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(e);
        const ownTab = !target || target === '_self';
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey || !ownTab) return;
        e.preventDefault();
        navigateTo(to, { replace });
      }}
      {...rest}
    />
  );
}

/** Navigates once when rendered (e.g. to sign-in from a page that needs it). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  useEffect(() => navigateTo(to, { replace }), [to, replace]);
  return null;
}
