// @ts-check
// Which addresses are pages of the store: the shell's route table (@ph/region-config), read as the
// shell reads it, so the host can answer an address that is no page with HTTP 404 (and the shell's
// not-found page) instead of 200. The store is chosen like the shell chooses it: path prefix, then
// domain, then the region cookie.
import { tsImport } from 'tsx/esm/api';

/** @type {typeof import('../../packages/region-config/src/index')} */
const regionConfig = await tsImport('../../packages/region-config/src/index.ts', import.meta.url);
const REGION_COOKIE = 'ph_region';

/** @param {string | undefined} header @returns {string | null} */
function regionCookie(header) {
  for (const part of String(header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REGION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * Whether the shell shows a page (not its not-found page) at this address.
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 */
export function isStorePage(req, url) {
  const hostname = String(req.headers.host ?? 'localhost').replace(/:\d+$/, '');
  const { region } = regionConfig.resolveRegion({ hostname, pathname: url.pathname, regionCookie: regionCookie(req.headers.cookie) });
  // As the shell's routeOwner decides: a route the store does not offer (Plus outside Plus stores) is no page.
  const match = regionConfig.matchRoute(url.pathname, region);
  return match !== null && regionConfig.isRouteAvailable(match.route.id, region);
}
