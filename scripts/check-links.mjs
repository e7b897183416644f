#!/usr/bin/env node
// @ts-check
// The link checker (`pnpm test:landing`, part of `pnpm test`): every link, script and alternate of every
// page of the landing site in every store and language (landing/dist, built by ensure-build), every
// landing link the store's footer makes for every store and language (region-config's landingPath, which
// the footer renders; shell/src/frame/Footer.test.tsx holds that), every article the help search and the
// editor's dialogs link (help-posts.json) and every link of the API's e-mails (emailLinks) must lead to something this project
// serves: a landing page (scripts/lib/landing-host.mjs), a page of the store (its route table, as the host
// decides, scripts/lib/known-pages.mjs), the consent script, or an anchor on the same page. A production
// address (https://packhelp.pl/…) is checked as the page that domain serves. No network: the answers
// are the host's own, asked for each address the way a request would ask. The links of the store's own
// pages, drawn in the browser, are checked by e2e/tests/store-links.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { landingFiles } from './lib/landing-host.mjs';
import { isStorePage } from './lib/known-pages.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** @type {typeof import('../packages/region-config/src/index')} */
const rc = await tsImport('../packages/region-config/src/index.ts', import.meta.url);
const LANGUAGES = ['cs', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ro', 'sv'];

/** STOREFRONT_URL of a production API (any store's domain; each store's links go to its own). */
const PRODUCTION_STOREFRONT = 'https://packhelp.com';

/** The API's link makers, loaded once (tsx compiles what each import reaches). */
async function loadApiModules() {
  const load = (/** @type {string} */ file) => tsImport(`../packages/api-server/src/${file}`, import.meta.url);
  const [orders, proofs, auth, quotes, support] = await Promise.all(['orders/emails.ts', 'designs/proofs.ts', 'auth/service.ts', 'quotes/emails.ts', 'support/confirmation.ts'].map(load));
  return {
    /** @type {typeof import('../packages/api-server/src/orders/emails')} */ orders,
    /** @type {typeof import('../packages/api-server/src/designs/proofs')} */ proofs,
    /** @type {typeof import('../packages/api-server/src/auth/service')} */ auth,
    /** @type {typeof import('../packages/api-server/src/quotes/emails')} */ quotes,
    /** @type {typeof import('../packages/api-server/src/support/confirmation')} */ support,
  };
}
/** @type {ReturnType<typeof loadApiModules> | undefined} */
let apiModules;

/**
 * The store pages the API's e-mails link to, for one store, made by the functions the e-mails use
 * (a new e-mail link belongs here). Downloads under /api (invoices, data exports) are the API's own, not pages.
 * @param {string} storefront the store's origin
 * @param {import('../packages/region-config/src/index').RegionCode} region
 * @returns {Promise<Array<[string, string]>>} [what, address]
 */
export async function emailLinks(storefront, region) {
  const { orders, proofs, auth, quotes, support } = await (apiModules ??= loadApiModules());
  const order = { number: 'R1234567', region };
  /** @type {Array<[string, string]>} */
  const links = [
    ['order e-mails (placed, paid, production, shipped, delivered, canceled, refunded)', orders.orderUrl(storefront, order)],
    ['proof e-mails (ready, reviewed, reminder)', proofs.proofUrl(storefront, order, '00000000-0000-4000-8000-000000000000')],
    ['e-mail confirmation', auth.authLink(storefront, 'confirmEmail', region, 'token')],
    ['password reset', auth.authLink(storefront, 'setPasswordAfterReset', region, 'token')],
    ['password changed', auth.authLink(storefront, 'signIn', region)],
    ['quote request e-mails', quotes.quoteRequestUrl(storefront, region, 'QR-1')],
    ['offer e-mail', quotes.offerUrl(storefront, region, 'token')],
  ];
  for (const lang of LANGUAGES) {
    const mail = support.confirmationEmail({ to: 'a@example.test', name: 'A', number: 'SR-1', message: 'm', region, lang: /** @type {any} */ (lang) }, storefront);
    for (const m of mail.html.matchAll(/\bhref="([^"]*)"/g)) links.push([`contact confirmation (${lang})`, m[1].replace(/&amp;/g, '&')]);
  }
  return links;
}

/**
 * @param {{ landingDist?: string, consentDist?: string, emailLinks?: typeof emailLinks }} [o]
 * @returns {Promise<{ pages: number, links: number, broken: string[] }>}
 */
export async function checkLinks(o = {}) {
  const landingDist = o.landingDist ?? path.join(repo, 'landing/dist');
  const consentDist = o.consentDist ?? path.join(repo, 'mf-consent/dist');
  const landing = landingFiles({ landingDist, consentDist });
  const storeHosts = new Set(rc.REGION_CODES.map((r) => rc.regionHost(r)));
  /** @type {Map<string, Set<string> | null>} ids of the page a file holds */
  const idsOf = new Map();
  const ids = (/** @type {string} */ file) => {
    if (!idsOf.has(file)) idsOf.set(file, new Set([...fs.readFileSync(file, 'utf8').matchAll(/\bid="([^"]+)"/g)].map((m) => m[1])));
    return /** @type {Set<string>} */ (idsOf.get(file));
  };
  /** @type {Map<string, string | null>} */
  const answers = new Map();
  /** What the store's host answers at this address: a file, 'store' for a page of the store, or null. */
  const answer = (/** @type {URL} */ url) => {
    const key = url.href.replace(/#.*$/, '');
    if (!answers.has(key)) {
      const req = /** @type {import('node:http').IncomingMessage} */ (/** @type {unknown} */ ({ headers: { host: url.host } }));
      answers.set(key, landing(req, url) ?? (isStorePage(req, url) ? 'store' : null));
    }
    return answers.get(key);
  };
  /** @type {string[]} */
  const broken = [];
  let pages = 0;
  let links = 0;
  /** @param {string} href @param {URL} base @param {string} where @param {string | null} file the page holding the link */
  const check = (href, base, where, file) => {
    links += 1;
    if (href.startsWith('mailto:')) return;
    const url = new URL(href.replace(/&amp;/g, '&'), base);
    if (!storeHosts.has(url.host)) return void broken.push(`${where}: ${href} leaves the store (${url.host})`);
    const target = answer(url);
    if (target === null || target === undefined) return void broken.push(`${where}: ${href} is no page this project serves`);
    if (url.hash && target !== 'store') {
      const id = decodeURIComponent(url.hash.slice(1));
      if (!ids(target).has(id)) broken.push(`${where}: ${href} points at #${id}, which the page does not have`);
    }
    void file;
  };
  for (const host of fs.readdirSync(landingDist).filter((d) => storeHosts.has(d))) {
    const walk = (/** @type {string} */ dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/^index(\.[a-z]{2})?\.html$/.test(entry.name)) {
          pages += 1;
          const rel = path.relative(path.join(landingDist, host), dir).split(path.sep).join('/');
          const lang = entry.name.match(/^index\.([a-z]{2})\.html$/)?.[1];
          const pageUrl = new URL(`https://${host}/${rel ? `${rel}/` : ''}${lang ? `?locale=${lang}` : ''}`);
          const where = `${host}/${rel}/${entry.name}`;
          // The page itself must be what its address serves (a page no link reaches is still checked).
          if (answer(pageUrl) !== full) broken.push(`${where}: ${pageUrl.href} does not serve this page`);
          const html = fs.readFileSync(full, 'utf8');
          for (const m of html.matchAll(/<(?:a|link|script)\b[^>]*?\b(?:href|src)="([^"]*)"/g)) check(m[1], pageUrl, where, full);
          // A GET form (the help centre's search box) leads to a page too; a POST form (contact) is the API's.
          for (const m of html.matchAll(/<form\b(?=[^>]*\bmethod="get")[^>]*?\baction="([^"]*)"/g)) check(m[1], pageUrl, where, full);
        }
      }
    };
    walk(path.join(landingDist, host));
  }
  // The store's footer and Pro pages link to these (landingPath, with ?locale= when the visitor chose
  // another language than the store's).
  for (const region of rc.REGION_CODES) {
    const storeLang = rc.getRegionConfig(region).locale;
    const base = new URL(rc.regionBaseUrl(region) + '/');
    for (const lang of LANGUAGES) {
      for (const page of rc.LANDING_PAGES) {
        check(rc.landingPath(region, page) + (lang === storeLang ? '' : `?locale=${lang}`), base, `store ${region} (${lang}) footer: ${page}`, null);
      }
    }
  }
  // The help-posts API's answers (landing/dist/help-posts.json, served by v1/help_posts): the header's
  // search and the editor's guideline dialogs link each article by its path in the store and language.
  const helpPosts = path.join(landingDist, 'help-posts.json');
  if (fs.existsSync(helpPosts)) {
    /** @type {{ stores: Record<string, Record<string, Array<{ id: string, path: string }>>> }} */
    const posts = JSON.parse(fs.readFileSync(helpPosts, 'utf8'));
    for (const [region, byLang] of Object.entries(posts.stores)) {
      const base = new URL(rc.regionBaseUrl(/** @type {any} */ (region)) + '/');
      for (const [lang, list] of Object.entries(byLang)) for (const post of list) check(post.path, base, `store ${region} (${lang}) help search: ${post.id}`, null);
    }
  } else if (!o.landingDist) broken.push('landing/dist/help-posts.json is missing: the help search and the editor dialogs link nothing the checker saw');
  // The e-mails' links, made as a production API makes them (one STOREFRONT_URL, a store's domain): each
  // must lead to its store's page on the domain it names (storeOrigin), chosen by the address alone, as in
  // a browser that never visited the store (no region cookie).
  for (const region of rc.REGION_CODES) {
    for (const [what, href] of await (o.emailLinks ?? emailLinks)(PRODUCTION_STOREFRONT, region)) {
      const url = new URL(href);
      const target = answer(url);
      links += 1;
      if (target === null || target === undefined) broken.push(`store ${region} e-mail: ${what}: ${url.pathname}${url.search} is no page this project serves`);
    }
  }
  return { pages, links, broken };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const started = Date.now();
  const { pages, links, broken } = await checkLinks();
  if (pages === 0) {
    console.error('landing/dist has no pages: build it first (node scripts/ensure-build.mjs)');
    process.exit(1);
  }
  if (broken.length > 0) {
    console.error(`${broken.length} broken link(s):\n  ${broken.slice(0, 50).join('\n  ')}${broken.length > 50 ? `\n  … and ${broken.length - 50} more` : ''}`);
    process.exit(1);
  }
  console.log(`links: ${links} links on ${pages} landing pages, the store's footer, the help search's articles and the e-mails lead to pages this project serves (${Date.now() - started} ms)`);
}
