// @ts-check
// The landing site (landing/, built by Eleventy into landing/dist/<store host>/…) served under the
// store's own paths: a request is matched to a store the way the shell matches it (domain, then path
// prefix, then the region cookie), and its path is looked up in that store's tree. On a deployment the
// CDN does the same: https://packhelp.pl/pomoc/ is landing/dist/packhelp.pl/pomoc/index.html. A page in
// another language than the store's is the same path with `?locale=<lang>` (index.<lang>.html).
// The standalone consent banner every landing page embeds is served here too, at /consent.js.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

/** @type {typeof import('../../packages/region-config/src/index')} */
const regionConfig = await tsImport('../../packages/region-config/src/index.ts', import.meta.url);

/** @param {string | undefined} header */
function regionCookie(header) {
  for (const part of String(header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'ph_region') return decodeURIComponent(value.join('='));
  }
  return null;
}

/** @param {string} root @param {string} rel @returns {string | null} an existing file inside root */
function inside(root, rel) {
  const file = path.resolve(root, `.${rel}`);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ landingDist: string, consentDist: string }} o
 * @returns {(req: import('node:http').IncomingMessage, url: URL) => string | null} the file that answers
 *   this request, or null when the landing site has no such page
 */
export function landingFiles(o) {
  const landingRoot = path.resolve(o.landingDist);
  const consentRoot = path.resolve(o.consentDist);
  return (req, url) => {
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return null;
    }
    if (pathname === '/consent.js' || pathname.startsWith('/consent-chunks/')) return inside(consentRoot, pathname);
    // The help search page's script (landing/src/help-search.js), the landing site's only file of its own.
    if (pathname === '/help-search.js') return inside(landingRoot, pathname);
    const hostname = String(req.headers.host ?? 'localhost').replace(/:\d+$/, '');
    const { region } = regionConfig.resolveRegion({ hostname, pathname, regionCookie: regionCookie(req.headers.cookie) });
    const storeRoot = path.join(landingRoot, regionConfig.regionHost(region));
    const dir = pathname.endsWith('/') ? pathname : `${pathname}/`;
    const lang = (url.searchParams.get('locale') ?? '').slice(0, 2).toLowerCase();
    return (/^[a-z]{2}$/.test(lang) ? inside(storeRoot, `${dir}index.${lang}.html`) : null) ?? inside(storeRoot, `${dir}index.html`);
  };
}
