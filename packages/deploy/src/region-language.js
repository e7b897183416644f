// @ts-check
// The edge's answer to the header's store and language panel when the page's script has not run (yet):
// the panel is a plain GET form to REGION_LANGUAGE_PATH, so a visitor can switch before hydration, or
// without script at all (docs/architecture.md#server-rendering). It goes where the shell's own switch
// goes (shell/src/frame/RegionSwitcher.tsx `switchRegion`, LanguageSwitcher.tsx `switchLanguage`):
//   - another store: the region cookie remembers it, and the answer is that store's home page (with
//     `?locale=` when the chosen language is not the store's own);
//   - the same store: the page the form was sent from (`back`), with `?locale=` set to the language.
// Anything else (a store or language that does not exist, a `back` that leaves the site) is refused
// with a 400 that says what was wrong; nothing is remembered then.
import { pageStore } from './first-read.js';
import { sitePath } from './cart-form.js';

/** @typedef {import('./first-read.js').StoresTable} StoresTable */
/**
 * @typedef {Omit<StoresTable, 'stores'> & { cookieMaxAgeS: number, locales: string[],
 *   stores: Array<import('./first-read.js').StoreEntry & { languageTag: string, home: string }> }} SwitchTable
 *   the shell's dist/stores.json as the switch reads it: what first-read.js reads, and each store's home
 *   page and own language, the languages a page may be shown in and the region cookie's lifetime (each
 *   store there also has its currency and cart page, which the add-to-cart form reads: cart-form.js CartTable)
 */

/** The panel's action (@ph/contracts/http REGION_LANGUAGE_PATH; a test holds them equal). */
export const REGION_LANGUAGE_PATH = '/region-language';

/**
 * @param {URL} url the request's address
 * @param {{ hostname: string, cookie?: string }} req
 * @param {SwitchTable} table
 * @returns {{ status: number, headers: Record<string, string>, body: string }}
 */
export function regionLanguageAnswer(url, req, table) {
  const refuse = (/** @type {string} */ message) => ({ status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: `${message}\n` });
  const params = url.searchParams;
  const region = params.get('region') ?? '';
  const store = table.stores.find((s) => s.region === region);
  if (!store) return refuse(`Unknown store "${region}": choose one of ${table.stores.map((s) => s.region).join(', ')}.`);
  const locale = params.get('locale') ?? '';
  if (!table.locales.includes(locale)) return refuse(`Unknown language "${locale}": choose one of ${table.locales.join(', ')}.`);
  const backText = sitePath(params.get('back') ?? '/');
  // A path on this site only: `//host` or `/\host` would send the visitor elsewhere.
  if (backText === null) return refuse('"back" must be a path on this site, starting with one "/".');
  const back = new URL(backText, 'http://same.invalid');
  // As the URL parser reads it: `/.//host` is the path `//host`, which a browser would take for another site.
  const backPath = back.pathname.replace(/^[/\\]+/, '/');
  const current = pageStore({ pathname: back.pathname, hostname: req.hostname, search: '', cookie: req.cookie }, table)?.store;
  const seeOther = (/** @type {string} */ location, /** @type {Record<string, string>} */ more = {}) => ({
    status: 303,
    headers: { location, 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8', ...more },
    body: `See ${location}\n`,
  });
  if (current?.region !== store.region) {
    const cookie = `${table.cookie}=${store.region.toUpperCase()}; Path=/; Max-Age=${table.cookieMaxAgeS}; SameSite=Lax`;
    const own = store.languageTag === locale;
    return seeOther(own ? store.home : `${store.home}?locale=${encodeURIComponent(locale)}`, { 'set-cookie': cookie });
  }
  back.searchParams.set('locale', locale);
  return seeOther(`${backPath}${back.search}`);
}
