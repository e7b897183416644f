// @ts-check
// Every page of the landing site: for each store (its domain or path prefix, its slugs) and each of
// the 11 languages, the help centre and its articles, the blog and its posts, and the company and legal
// pages. A page in the store's own language is `<slug>/index.html`; in another language
// `<slug>/index.<lang>.html`, served for `?locale=<lang>` (as the store takes `?locale=`). The output
// tree is keyed by the store's host, so production domains map onto it one to one:
// https://packhelp.pl/pomoc/ is dist/packhelp.pl/pomoc/index.html.
import MarkdownIt from 'markdown-it';
import { contactRules, factsFor, fillPlurals, keepOffered, LANGUAGES, numericFactsFor, paymentMethodNames, regionConfig, uiTokens } from './facts.mjs';
import { CATEGORIES, loadContent } from './content.mjs';

const { REGION_CODES, LANDING_PAGES, getRegionConfig, landingPath, regionHost, routePath } = regionConfig;
/** The script tag every page carries (README "The consent banner"): the store's standalone consent UI. */
export const CONSENT_SCRIPT = '/consent.js';

// Content is Markdown without raw HTML: a translator cannot put a script into a page.
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** @param {string} lang */
const autonym = (lang) => {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
};

/** @param {string} template @param {Record<string, any>} vars */
function format(template, vars) {
  return template.replace(/\{(\w+)\}/g, (_, k) => String(vars[k] ?? `{${k}}`));
}

/** The help search's script (help-search.js, served beside consent.js): only the search page loads it. */
export const HELP_SEARCH_SCRIPT = '/help-search.js';
/** Where the help search asks (the API's help-posts search, proxied on the store's own origin). */
export const HELP_SEARCH_API = '/api/v1/help_posts';
/** The help search page, under the help centre of a store (`/help/search/`, `/pomoc/search/`). */
export const helpSearchPath = (/** @type {string} */ helpPath) => `${helpPath}search/`;

/** Where the contact form posts: the API on the store's own origin (the host proxies /api), no JavaScript. */
export const CONTACT_ACTION = '/api/v1/support_requests';

/**
 * The contact form and its "sent" and "error" pages in one store and language: labels, topics and the
 * limits the API enforces (`@ph/api-contract/support`), numbers written the language's way.
 * @param {any} strings @param {string} lang @param {Record<string, string>} facts
 */
function contactTexts(strings, lang, facts) {
  const { CONTACT_ATTACHMENTS: rules, SUPPORT_TOPICS } = contactRules;
  const c = strings.contact;
  const vars = {
    max: new Intl.NumberFormat(lang).format(rules.messageMaxLength),
    files: rules.maxFiles,
    mb: Math.round(rules.maxBytes / (1024 * 1024)),
    types: facts.contactTypes,
  };
  const missing = SUPPORT_TOPICS.filter((t) => !c.topics[t]);
  if (missing.length) throw new Error(`content/${lang}/strings.json: contact.topics lacks ${missing.join(', ')} (the API's topics)`);
  return {
    c,
    topics: SUPPORT_TOPICS.map((id) => ({ id, label: c.topics[id] })),
    messageHint: format(c.messageHint, vars),
    attachmentsHint: format(c.attachmentsHint, vars),
    accept: rules.types.map((t) => `.${t}`).join(','),
    maxLength: rules.messageMaxLength,
    reasons: Object.entries(c.error.reasons).map(([id, text]) => ({ id, text: format(String(text), vars) })),
  };
}

/**
 * @param {{ contentRoot?: string }} [o]
 * @returns {{ pages: any[], helpPosts: Record<string, Record<string, object[]>> }}
 */
export function buildSite(o = {}) {
  // LANDING_CONTENT lets a test build the site from other content (the check's own fixtures).
  const { content, errors } = loadContent(o.contentRoot ?? process.env.LANDING_CONTENT);
  if (errors.length > 0) throw new Error(`The landing site's content check failed:\n  ${errors.join('\n  ')}`);
  const css = uiTokens.tokensCss(':root');
  const year = new Date().getUTCFullYear();
  /** @type {any[]} */
  const pages = [];
  /**
   * The help articles as the store's help-posts API serves them (`dist/help-posts.json`): per store and
   * language, with the page's path on the store, the rendered body and its plain text for the index.
   * @type {Record<string, Record<string, object[]>>}
   */
  const helpPosts = {};
  for (const region of REGION_CODES) {
    const config = getRegionConfig(region);
    const storeLang = config.locale;
    const host = regionHost(region);
    for (const lang of LANGUAGES) {
      const { strings, entries } = content.languages[lang];
      const query = lang === storeLang ? '' : `?locale=${lang}`;
      const facts = factsFor(region, lang);
      facts.paymentMethodList = paymentMethodNames(region, lang).map((m) => `- ${m}`).join('\n');
      const landing = (/** @type {any} */ page) => landingPath(region, page) + query;
      const articleUrl = (/** @type {string} */ id) => `${landingPath(region, 'help')}${id}/`;
      const postUrl = (/** @type {string} */ id) => `${landingPath(region, 'blog')}${id}/`;
      const helpTitles = new Map(entries.filter((e) => e.section === 'help').map((e) => [e.id, String(e.data.title)]));
      const postTitles = new Map(entries.filter((e) => e.section === 'blog').map((e) => [e.id, e.data.title]));
      /** Where a placeholder link leads, and what it is called (for a link written bare, `{{article:id}}`). */
      const target = (/** @type {string} */ kind, /** @type {string} */ arg) => {
        if (kind === 'page') return { href: landing(arg), title: strings.pages[arg] };
        if (kind === 'article') return { href: articleUrl(arg) + query, title: helpTitles.get(arg) };
        if (kind === 'post') return { href: postUrl(arg) + query, title: postTitles.get(arg) };
        return { href: routePath(arg, region) + query, title: null };
      };
      /** Front matter (titles, summaries) is plain text: only facts are filled in. */
      const numbers = numericFactsFor(region);
      const methods = config.allowedPaymentMethods;
      const fill = (/** @type {string} */ text) => fillPlurals(keepOffered(String(text), methods), lang, facts, numbers).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name) => facts[name]);
      /** @param {string} body */
      const render = (body) =>
        md.render(
          fillPlurals(keepOffered(body, methods), lang, facts, numbers).replace(/(\]\()?\{\{\s*([\w-]+)(?::([\w-]+))?\s*\}\}/g, (_, inLink, name, arg) => {
            if (arg === undefined) return (inLink ?? '') + facts[name];
            const { href, title } = target(name, arg);
            if (inLink || title === null) return (inLink ?? '') + href;
            return `[${title}](${href})`;
          }),
        );
      // An article about a payment method (`methods: [check]`) is only in the stores that take one of them.
      const help = entries.filter((e) => e.section === 'help' && (!Array.isArray(e.data.methods) || e.data.methods.some((m) => methods.includes(m)))).sort((a, b) => (a.data.order ?? 0) - (b.data.order ?? 0) || a.id.localeCompare(b.id));
      const blog = entries.filter((e) => e.section === 'blog').sort((a, b) => String(b.data.date).localeCompare(String(a.data.date)));
      const byPage = new Map(entries.filter((e) => e.section === 'pages').map((e) => [e.id, e]));
      const frame = {
        lang,
        htmlLang: lang === 'pt' ? 'pt-PT' : lang,
        region,
        css,
        s: strings,
        consentScript: CONSENT_SCRIPT,
        home: routePath('root', region) + query,
        nav: ['help', 'blog', 'about', 'contact'].map((p) => ({ href: landing(p), label: strings.pages[p] })),
        footer: [
          { title: strings.footer.help, links: ['help', 'contact'].map((p) => ({ href: landing(p), label: strings.pages[p] })) },
          { title: strings.footer.company, links: ['about', 'careers', 'blog', 'press', 'leadership'].map((p) => ({ href: landing(p), label: strings.pages[p] })) },
          { title: strings.footer.planet, links: ['sustainability', 'fsc', 'ecoBadge'].map((p) => ({ href: landing(p), label: strings.pages[p] })) },
        ],
        // The help centre's own search box (help home, articles, search page): a GET form to the search
        // page in this store and language (`locale` kept as a field, since a GET form replaces the query).
        search: { action: helpSearchPath(landingPath(region, 'help')), locale: lang === storeLang ? null : lang, ...strings.help.search },
        legal: ['termsOfService', 'privacyPolicy'].map((p) => ({ href: landing(p), label: strings.pages[p] })),
        copyright: format(strings.footer.copyright, { year }),
      };
      /** @param {string} urlPath path on the store's host @param {Record<string, any>} page */
      const add = (urlPath, page) => {
        const alternates = LANGUAGES.map((l) => ({ lang: l, name: autonym(l), href: urlPath + (l === storeLang ? '' : `?locale=${l}`), current: l === lang }));
        const file = `${host}${urlPath}index${lang === storeLang ? '' : `.${lang}`}.html`;
        pages.push({ ...frame, ...page, url: urlPath + query, canonical: `https://${host}${urlPath}${query}`, alternates, permalink: file });
      };
      for (const page of LANDING_PAGES) {
        const urlPath = landingPath(region, page);
        if (page === 'help') {
          const categories = CATEGORIES.map((c) => ({
            id: c,
            name: strings.help.categories[c],
            articles: help.filter((e) => e.data.category === c).map((e) => ({ href: articleUrl(e.id) + query, title: fill(e.data.title), summary: fill(e.data.summary) })),
          })).filter((c) => c.articles.length > 0);
          add(urlPath, { kind: 'help', title: strings.pages.help, summary: strings.help.intro, categories });
          // The search page: the results of `?q=` come from the help-posts API (help-search.js, drawn with
          // textContent); without JavaScript it lists the topics, as the help centre does.
          add(helpSearchPath(urlPath), {
            kind: 'help-search',
            title: strings.help.search.title,
            summary: strings.help.search.summary,
            categories,
            crumbs: [{ href: landing('help'), label: strings.pages.help }],
            robots: 'noindex',
            helpSearch: { script: HELP_SEARCH_SCRIPT, api: HELP_SEARCH_API },
          });
          for (const e of help) {
            const html = render(e.body);
            ((helpPosts[region] ??= {})[lang] ??= []).push({
              id: e.id,
              category: e.data.category,
              categoryName: strings.help.categories[e.data.category],
              title: fill(e.data.title),
              summary: fill(e.data.summary),
              path: articleUrl(e.id) + query,
              html,
              text: html.replace(/<[^>]+>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ').replace(/\s+/g, ' ').trim(),
            });
            add(articleUrl(e.id), {
              kind: 'article',
              title: fill(e.data.title),
              summary: fill(e.data.summary),
              html,
              crumbs: [{ href: landing('help'), label: strings.pages.help }, { label: strings.help.categories[e.data.category] }],
              related: help.filter((x) => x.data.category === e.data.category && x.id !== e.id).map((x) => ({ href: articleUrl(x.id) + query, title: fill(x.data.title) })),
            });
          }
        } else if (page === 'blog') {
          const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
          const posts = blog.map((e) => ({ href: postUrl(e.id) + query, title: fill(e.data.title), summary: fill(e.data.summary), date: date.format(new Date(e.data.date)), iso: e.data.date }));
          add(urlPath, { kind: 'blog', title: strings.pages.blog, summary: strings.blog.intro, posts });
          for (const [i, e] of blog.entries()) {
            add(postUrl(e.id), {
              kind: 'post',
              title: fill(e.data.title),
              summary: fill(e.data.summary),
              date: posts[i].date,
              iso: posts[i].iso,
              html: render(e.body),
              crumbs: [{ href: landing('blog'), label: strings.pages.blog }],
            });
          }
        } else {
          const e = byPage.get(page);
          if (!e) throw new Error(`content/en/pages/${page}.md is missing: every landing page needs its text`);
          if (page === 'contact') {
            // The form posts to the API, which answers with one of these two pages (support module README).
            const contact = { ...contactTexts(strings, lang, facts), action: CONTACT_ACTION, privacy: landing('privacyPolicy'), form: landing('contact') };
            add(urlPath, { kind: 'page', title: fill(e.data.title), summary: fill(e.data.summary), html: render(e.body), contact });
            const crumbs = [{ href: landing('contact'), label: strings.pages.contact }];
            add(`${urlPath}sent/`, { kind: 'contact-sent', title: contact.c.sent.title, summary: contact.c.sent.summary, contact, crumbs, back: landing('help') });
            add(`${urlPath}error/`, { kind: 'contact-error', title: contact.c.error.title, summary: contact.c.error.summary, contact, crumbs, back: landing('contact') });
          } else {
            add(urlPath, { kind: 'page', title: fill(e.data.title), summary: fill(e.data.summary), html: render(e.body) });
          }
        }
      }
    }
  }
  return { pages, helpPosts };
}
