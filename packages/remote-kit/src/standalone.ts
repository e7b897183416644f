import { resolveRegion } from '@ph/region-config';
import { resolveLocale } from '@ph/i18n';
import type { RemoteLifecycles } from './lifecycles';

/** Where a chosen region is remembered when no domain or path decides it (design §3); 365 days. */
export const REGION_COOKIE = 'ph_region';
export const REGION_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Mounts a remote on its own page for its team's dev server (`pnpm --filter <remote> dev`):
 * the same region and locale resolution as the shell, without the shell.
 */
export async function mountStandalone(name: string, lifecycles: RemoteLifecycles, element: HTMLElement): Promise<void> {
  const { region, pathPrefix } = resolveRegion({
    hostname: window.location.hostname,
    pathname: window.location.pathname,
    regionCookie: readCookie(REGION_COOKIE),
  });
  const locale = resolveLocale({ search: window.location.search, region });
  const props = {
    name,
    region,
    locale,
    pathPrefix,
    domElement: element,
    navigate: (to: string) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    singleSpa: undefined,
    mountParcel: undefined,
  };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
}

export function readCookie(name: string, cookie: string = document.cookie): string | null {
  // A request's Cookie header (the server render) as well as the page's own cookies.
  const hit = cookie.split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  if (!hit) return null;
  try {
    return decodeURIComponent(hit.slice(name.length + 1));
  } catch {
    return null;
  }
}
