import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { repo } from './store';

// Finds English left on a page shown in another language. The suspects are the words of the English
// catalogues that no catalogue of the page's language uses: a word both languages write the same way
// ("Online", "Express", "Standard", ICU argument names) cannot tell a missing translation apart.

/** Brand and payment-provider names and banking codes: the same words in every language. */
export const BRAND_WORDS = ['Packhelp', 'PayPal', 'iDEAL', 'Klarna', 'Hokodo', 'BLIK', 'Przelewy24', 'Bancontact', 'EPS', 'giropay', 'Stripe', 'Visa', 'Mastercard', 'IBAN', 'BIC', 'SWIFT'];

/**
 * The URLs of the pseudo-locale's transform chunk (`pseudo-locale.<hash>.js`, split off by @ph/i18n) that
 * the page requests from now on. One pattern for both specs: pseudo-locale.spec.ts sees it fetched, so
 * languages.spec.ts's "never fetched" cannot pass on a renamed chunk.
 */
export function pseudoLocaleChunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/\/pseudo-locale\.[0-9a-f]+\.js$/.test(r.url())) urls.push(r.url());
  });
  return urls;
}

/** Every folder with formatjs catalogues (the same set as packages/build-config/test/catalogueParity.ts). */
function catalogueFolders(): string[] {
  return [
    'shell',
    ...readdirSync(repo).filter((d) => d.startsWith('mf-')),
    ...readdirSync(path.join(repo, 'packages')).map((d) => `packages/${d}`),
  ].filter((d) => existsSync(path.join(repo, d, 'src/messages/en.json')));
}

/**
 * Lower-case words of three letters or more (shorter ones are too often shared: "in", "de", "a").
 * Codes such as a SKU (`mailer-box-f15-kraft`) are not words.
 */
export function wordsOf(text: string): string[] {
  const withoutCodes = text.replace(/\b[\p{Ll}\d]+(?:-[\p{Ll}\d]+){2,}\b/gu, ' ');
  return (withoutCodes.match(/\p{L}{3,}/gu) ?? []).map((w) => w.toLocaleLowerCase());
}

function catalogueWords(lang: string): Set<string> {
  const words = new Set<string>();
  for (const folder of catalogueFolders()) {
    const file = path.join(repo, folder, 'src/messages', `${lang}.json`);
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const message of Object.values(catalogue)) for (const w of wordsOf(message)) words.add(w);
  }
  return words;
}

/** English catalogue words that no `lang` catalogue contains: on a `lang` page they are English left over. */
export function englishOnlyWords(lang: string): Set<string> {
  const own = catalogueWords(lang);
  return new Set([...catalogueWords('en')].filter((w) => !own.has(w)));
}

/**
 * What a shopper reads or hears on the page: the rendered text plus the accessible names and hints
 * written in attributes (aria-label, alt, title, placeholder) of visible elements.
 */
export async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll<HTMLElement>('[aria-label], [alt], [title], [placeholder]')]
      .filter((el) => el.getClientRects().length > 0)
      .flatMap((el) => ['aria-label', 'alt', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''));
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

/**
 * The English words on the page, each with the line it stands in (to find it), leaving out `allowed`
 * words: brand names and the product data the test did not translate on purpose.
 */
export async function englishOnPage(page: Page, suspects: Set<string>, allowed: Iterable<string> = []): Promise<string[]> {
  const allow = new Set([...allowed].flatMap(wordsOf));
  const found: string[] = [];
  for (const line of (await pageText(page)).split('\n')) {
    const english = wordsOf(line).filter((w) => suspects.has(w) && !allow.has(w));
    if (english.length > 0) found.push(`${english.join(', ')} ← "${line.trim().slice(0, 120)}"`);
  }
  return [...new Set(found)];
}
