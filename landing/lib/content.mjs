// @ts-check
// The landing site's content: Markdown files per language under content/<lang>/ (English is the
// source), read and checked. The check fails the build, as a missing message in a catalogue does, on:
// a file or string English has and a language lacks (or the reverse), front matter that disagrees with
// English's (an article filed under another category), an unknown `{{placeholder}}`, and a number or
// a list the store contradicts (the DPI rule, the pixel limit, the accepted file types; see facts.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { ARTWORK, CONDITIONAL, DAY_FIGURES, keepOffered, LANGUAGES, numericFactsFor, PAYMENT_METHODS, PLURAL_PLACEHOLDER, pluralForms, QUANTITIES, regionConfig } from './facts.mjs';

export const CONTENT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content');
export const SECTIONS = /** @type {const} */ (['help', 'blog', 'pages']);
/** Help centre categories, in the order the help centre lists them. */
export const CATEGORIES = ['ordering', 'artwork', 'print-quality', 'materials', 'delivery', 'payments', 'returns', 'account'];
/** Front matter every file of a section has; `category` and `date` must equal English's. */
const REQUIRED = { help: ['title', 'category', 'summary'], blog: ['title', 'date', 'summary'], pages: ['title', 'summary'] };
const SAME_AS_ENGLISH = ['category', 'date', 'order', 'periods', 'methods'];
export const FACT_NAMES = ['minQuantity', 'maxQuantity', 'quantities', 'artworkTypes', 'contactTypes', 'maxPixels', 'printDpi', 'warnDpi', 'productionDays', 'deliveryDays', 'samplePackDays', 'paymentMethods', 'paymentMethodList', 'currency', 'shippingCountries'];
const LINK_KINDS = ['page', 'article', 'post', 'route'];
/** The facts that are numbers (the same names in every store). */
const NUMERIC_FACTS = numericFactsFor('eu');

/**
 * @typedef {{ id: string, section: 'help' | 'blog' | 'pages', lang: string, data: Record<string, any>, body: string, file: string }} Entry
 * @typedef {{ languages: Record<string, { strings: Record<string, any>, entries: Entry[] }> }} Content
 */

/** @param {string} root @param {string} lang @param {string[]} errors */
function readLanguage(root, lang, errors) {
  const dir = path.join(root, lang);
  const stringsFile = path.join(dir, 'strings.json');
  const strings = fs.existsSync(stringsFile) ? JSON.parse(fs.readFileSync(stringsFile, 'utf8')) : null;
  /** @type {Entry[]} */
  const entries = [];
  for (const section of SECTIONS) {
    const sectionDir = path.join(dir, section);
    if (!fs.existsSync(sectionDir)) continue;
    for (const name of fs.readdirSync(sectionDir).filter((f) => f.endsWith('.md')).sort()) {
      const file = path.join(sectionDir, name);
      let parsed;
      try {
        parsed = matter(fs.readFileSync(file, 'utf8'));
      } catch (err) {
        errors.push(`content/${path.relative(root, file)}: front matter is not valid YAML (${/** @type {Error} */ (err).message.split('\n')[0]}); quote a value that contains ": "`);
        continue;
      }
      const { data, content } = parsed;
      // YAML reads a bare date as a Date; the site compares and sorts them as ISO days.
      if (data.date instanceof Date) data.date = data.date.toISOString().slice(0, 10);
      entries.push({ id: name.replace(/\.md$/, ''), section, lang, data, body: content, file: path.relative(root, file) });
    }
  }
  return { strings, entries };
}

/** @param {unknown} v */
function flatKeys(v, prefix = '') {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return [prefix];
  return Object.entries(/** @type {Record<string, unknown>} */ (v)).flatMap(([k, x]) => flatKeys(x, prefix ? `${prefix}.${k}` : k));
}

const number = (/** @type {string} */ s) => Number(s.replace(/[\s\u00a0\u202f.,']/g, ''));
/** A number written as 7000, 7 000, 7.000 or 7,000, then a DPI or pixel unit in any of the 11 languages. */
const DPI_STATED = /(\d[\d\s\u00a0\u202f.,']*\d|\d)\s*(?:dpi|ppp|ppi|dpí)\b/gi;
const PX_STATED = /(\d[\d\s\u00a0\u202f.,']*\d|\d)\s*(?:px|pix\w*|pik\w*|píx\w*)\b/gi;
/**
 * A number of days, in the 11 languages (with the "working" some put between: "5 working days",
 * "5 pracovních dnů"); and a number of boxes or pieces. Ranges ("3–5 days") are caught by their last figure.
 */
const DAYS_STATED = /(\d+)\s*(?:(?:working|business|calendar|pracovní\p{L}*|roboczy\p{L}*)\s+)?(?:days?|werktag\p{L}*|arbeitstag\p{L}*|tag(?:e|en)?|dni|dnia|dzień|dn[íůy]|den|jours?|giorn[oi]|días?|dias?|werkdag(?:en)?|dag(?:en|ar)?|arbetsdag(?:ar)?|zi(?:le)?)(?![\p{L}])/giu;
const QUANTITY_STATED = /(\d[\d\s\u00a0\u202f.,']*\d|\d)\s*(?:boxes|box|pieces|units|stück|kartons?|schachteln|sztuk\p{L}*|pude\p{L}*|kus\p{L}*|ks|krabic\p{L}*|pièces|boîtes|pezzi|scatole|unidades|cajas|piezas|caixas|peças|stuks|dozen|st|stycken|kartonger|lådor|bucăți|cutii)(?![\p{L}])/giu;

/** File formats a shopper might name; those the editor accepts come from the code. */
const FORMATS = ['PDF', 'PNG', 'JPG', 'JPEG', 'SVG', 'AI', 'EPS', 'PSD', 'TIF', 'TIFF', 'GIF', 'WEBP', 'HEIC', 'BMP', 'CDR', 'INDD', 'DOC', 'DOCX', 'ZIP', 'RAR'];
/** Dieline templates come as PDF or AI (storefront-config: dieline files pdf, ai or PostScript). */
const DIELINE_FORMATS = ['AI', 'EPS', 'PS'];

/**
 * What an article states that the store contradicts.
 * @param {string} text
 * @param {{ periods?: number[] }} [allowed] numbers of days the article names on purpose that are no time
 *   of the store (a legal period, say), from its front matter `periods: [14]`
 * @returns {string[]}
 */
export function contradictions(text, allowed = {}) {
  /** @type {string[]} */
  const found = [];
  const dpiAllowed = [ARTWORK.dpi.good, ARTWORK.dpi.warn];
  for (const m of text.matchAll(DPI_STATED)) {
    if (!dpiAllowed.includes(number(m[1]))) found.push(`"${m[0].trim()}": the editor's DPI rule is ${ARTWORK.dpi.good} dpi (good) and ${ARTWORK.dpi.warn} dpi (warning below it); write {{printDpi}} / {{warnDpi}}`);
  }
  for (const m of text.matchAll(PX_STATED)) {
    if (number(m[1]) !== ARTWORK.maxPixels) found.push(`"${m[0].trim()}": the pixel limit is ${ARTWORK.maxPixels} px a side; write {{maxPixels}}`);
  }
  for (const m of text.matchAll(DAYS_STATED)) {
    if (!DAY_FIGURES.includes(Number(m[1])) && !(allowed.periods ?? []).includes(Number(m[1]))) found.push(`"${m[0].trim()}": no time of the store is ${m[1]} days (production, delivery and sample packs take ${DAY_FIGURES.join(', ')}); write {{productionDays}}, {{deliveryDays}} or {{samplePackDays}}, or name a period that is no delivery time in the front matter (periods: [${m[1]}])`);
  }
  for (const m of text.matchAll(QUANTITY_STATED)) {
    if (!QUANTITIES.ranges.includes(number(m[1]))) found.push(`"${m[0].trim()}": the editor offers ${QUANTITIES.ranges.join(', ')} boxes, from ${QUANTITIES.min}; write {{minQuantity}}, {{maxQuantity}} or {{quantities}}`);
  }
  const accepted = new Set(ARTWORK.types.map((t) => t.toUpperCase()));
  // A sentence naming two or more accepted types is a list of what the store takes: it may not add a
  // format the store refuses (a dieline format is fine: templates come in those).
  for (const sentence of text.split(/(?<=[.!?;])\s+|\n+/)) {
    const named = FORMATS.filter((f) => new RegExp(`(?<![\\w/.-])\\.?${f}(?![\\w-])`).test(sentence));
    const acceptedNamed = named.filter((f) => accepted.has(f));
    if (acceptedNamed.length < 2) continue;
    const refused = named.filter((f) => !accepted.has(f) && f !== 'ZIP' && !DIELINE_FORMATS.includes(f));
    if (refused.length > 0) found.push(`"${sentence.trim()}" lists ${refused.join(', ')} with the accepted file types, which are ${[...accepted].join(', ')}; write {{artworkTypes}}`);
  }
  return found;
}

/**
 * How each language names a payment method some stores do not take (checkout's names, @ph/ui
 * method-labels, and the words an article uses in passing: "paid by bank transfer", "per Überweisung").
 * Card is taken everywhere; EPS is left out, as it is also a file format the editor's articles name.
 * @type {Record<string, RegExp>}
 */
const METHOD_WORDS = {
  check: /bank transfer|überweisung|(?<!\p{L})przelew(?!y24)|(?<!\p{L})převod|transferencia|virement|bonific|overschrijving|transferência|(?<!\p{L})transfer(?:uri|ul)?(?: bancar| la|\b)|överföring/iu,
  paypal: /paypal/iu,
  p24: /przelewy24/iu,
  ideal: /(?<!\p{L})iDEAL(?!\p{L})/u,
  bancontact: /bancontact/iu,
  giropay: /giropay/iu,
  hokodo: /hokodo/iu,
};

/**
 * What an article says, in a store, about a payment method the store does not take: its text as the
 * store shows it (`{{if:<method>}}` kept or dropped) must not name such a method.
 * @param {string} text title, summary and body @param {readonly string[]} methods the store's payment methods
 * @returns {string[]} the methods it names that the store does not take
 */
export function methodsNotTaken(text, methods) {
  const shown = keepOffered(text, methods);
  return Object.entries(METHOD_WORDS).filter(([m, re]) => !methods.includes(m) && re.test(shown)).map(([m]) => m);
}

/**
 * Reads every language and checks it against English and the store's code.
 * @param {string} [root]
 * @returns {{ content: Content, errors: string[] }}
 */
export function loadContent(root = CONTENT_ROOT) {
  /** @type {string[]} */
  const errors = [];
  /** @type {Content} */
  const content = { languages: {} };
  for (const lang of LANGUAGES) content.languages[lang] = /** @type {any} */ (readLanguage(root, lang, errors));
  const en = content.languages.en;
  if (!en.strings) errors.push('content/en/strings.json is missing');
  const enKeys = new Set(flatKeys(en.strings ?? {}));
  const key = (/** @type {Entry} */ e) => `${e.section}/${e.id}`;
  const enById = new Map(en.entries.map((e) => [key(e), e]));
  const ids = {
    help: en.entries.filter((e) => e.section === 'help').map((e) => e.id),
    blog: en.entries.filter((e) => e.section === 'blog').map((e) => e.id),
    pages: en.entries.filter((e) => e.section === 'pages').map((e) => e.id),
  };
  for (const lang of LANGUAGES) {
    const { strings, entries } = content.languages[lang];
    if (!strings) errors.push(`content/${lang}/strings.json is missing`);
    else {
      const keys = new Set(flatKeys(strings));
      for (const k of enKeys) if (!keys.has(k)) errors.push(`content/${lang}/strings.json: "${k}" is missing (English has it)`);
      for (const k of keys) if (!enKeys.has(k)) errors.push(`content/${lang}/strings.json: "${k}" is not in English`);
    }
    const have = new Map(entries.map((e) => [key(e), e]));
    for (const [k] of enById) if (!have.has(k)) errors.push(`content/${lang}/${k}.md is missing (English has it)`);
    for (const e of entries) {
      const source = enById.get(key(e));
      if (!source) {
        errors.push(`content/${e.file} has no English source (content/en/${key(e)}.md)`);
        continue;
      }
      for (const f of REQUIRED[e.section]) if (!e.data[f]) errors.push(`content/${e.file}: front matter "${f}" is missing`);
      for (const f of SAME_AS_ENGLISH) {
        if (String(e.data[f] ?? '') !== String(source.data[f] ?? '')) errors.push(`content/${e.file}: "${f}" is ${e.data[f]}, English says ${source.data[f]}`);
      }
      if (e.section === 'help' && !CATEGORIES.includes(e.data.category)) errors.push(`content/${e.file}: unknown category "${e.data.category}" (one of ${CATEGORIES.join(', ')})`);
      const all = `${e.data.title}\n${e.data.summary}\n${e.body}`;
      // A number's words per plural category: every category the language has, and no other.
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const m of all.matchAll(PLURAL_PLACEHOLDER)) {
        const forms = pluralForms(m[2]);
        if (!(m[1] in NUMERIC_FACTS)) errors.push(`content/${e.file}: ${m[0]} names no number (one of ${Object.keys(NUMERIC_FACTS).join(', ')})`);
        for (const c of categories) if (!forms.get(c)) errors.push(`content/${e.file}: ${m[0]} lacks the words for "${c}" (${lang} has ${categories.join(', ')})`);
        for (const c of forms.keys()) if (!categories.includes(/** @type {any} */ (c))) errors.push(`content/${e.file}: ${m[0]} has "${c}", which ${lang} does not (${categories.join(', ')})`);
      }
      for (const m of all.matchAll(CONDITIONAL)) if (!PAYMENT_METHODS.includes(m[1])) errors.push(`content/${e.file}: {{if:${m[1]}}} names no payment method a store takes (${PAYMENT_METHODS.join(', ')})`);
      for (const m of e.data.methods ?? []) if (!PAYMENT_METHODS.includes(m)) errors.push(`content/${e.file}: "methods" names ${m}, no payment method a store takes (${PAYMENT_METHODS.join(', ')})`);
      const rest = all.replace(CONDITIONAL, (_, _m, inner) => inner).replace(PLURAL_PLACEHOLDER, '');
      for (const m of rest.matchAll(/\{\{(?!\s*[\w-]+(?::[\w-]+)?\s*\}\})[^}]*\}\}/g)) errors.push(`content/${e.file}: unknown placeholder ${m[0]}`);
      for (const m of rest.matchAll(/\{\{\s*([\w-]+)(?::([\w-]+))?\s*\}\}/g)) {
        const [, name, arg] = m;
        if (arg === undefined ? !FACT_NAMES.includes(name) : !LINK_KINDS.includes(name)) errors.push(`content/${e.file}: unknown placeholder ${m[0]}`);
        else if (name === 'article' && !ids.help.includes(arg)) errors.push(`content/${e.file}: ${m[0]} names no help article`);
        else if (name === 'post' && !ids.blog.includes(arg)) errors.push(`content/${e.file}: ${m[0]} names no blog post`);
      }
      // Shown in a store (an article with `methods` only where one is taken), it names only methods the store takes.
      for (const region of regionConfig.REGION_CODES) {
        const taken = regionConfig.getRegionConfig(region).allowedPaymentMethods;
        if (Array.isArray(e.data.methods) && !e.data.methods.some((m) => taken.includes(m))) continue;
        for (const m of methodsNotTaken(all, taken)) errors.push(`content/${e.file}: the ${region} store does not take ${m}, but the article names it there; wrap the passage in {{if:${m}}}…{{/if}}`);
      }
      const periods = Array.isArray(e.data.periods) ? e.data.periods.map(Number) : [];
      for (const c of contradictions(`${e.data.title}\n${e.data.summary}\n${e.body}`, { periods })) errors.push(`content/${e.file}: ${c}`);
    }
  }
  return { content, errors };
}
