import type { Page } from '@playwright/test';
import { test, expect } from '../support/store';
import { openRegionLanguage } from '../support/frame';
import { pseudoLocaleChunkRequests } from '../support/untranslated';

/** The languages of the message catalogues the page fetched (chunks named `messages-<lang>-<owner>`). */
function catalogueLanguages(page: Page): Set<string> {
  const langs = new Set<string>();
  page.on('request', (request) => {
    const hit = /\/messages-([a-z]{2}(?:-[A-Z]{2})?)-[\w-]+\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname);
    if (hit) langs.add(hit[1]!);
  });
  return langs;
}

test('?locale= chooses the language (pt means pt-PT), the store decides otherwise, and only that language is fetched', async ({ page, store, pageErrors }) => {
  const fetched = catalogueLanguages(page);
  await page.goto(`${store.url}/cart/?locale=de`);
  await expect(page.getByRole('heading', { level: 1, name: /Warenkorb/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await openRegionLanguage(page);
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de-DE');
  // The consent banner's remote is on every page: four apps and the UI kit, all in German only.
  await expect(page.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
  expect([...fetched]).toEqual(['de']);

  await page.goto(`${store.url}/?locale=pt-BR`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await openRegionLanguage(page);
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt-PT');

  await page.goto(`${store.url}/sv-se/cart/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
  expect(pageErrors).toEqual([]);
});

test('the header offers all eleven languages, each named in itself', async ({ page, store, pageErrors }) => {
  await page.goto(store.url);
  await openRegionLanguage(page);
  const options = page.getByRole('combobox', { name: 'Language' }).locator('option');
  await expect(options).toHaveCount(11);
  expect(await options.evaluateAll((o) => o.map((e) => `${e.getAttribute('value')} ${e.getAttribute('lang')} ${e.textContent}`))).toEqual([
    'cs-CZ cs-CZ Čeština',
    'de-DE de-DE Deutsch',
    'en-US en-US English',
    'es-ES es-ES Español',
    'fr-FR fr-FR Français',
    'it-IT it-IT Italiano',
    'pl-PL pl-PL Polski',
    'pt-PT pt-PT Português',
    'sv-SE sv-SE Svenska',
    'ro-RO ro-RO Română',
    'nl-NL nl-NL Nederlands',
  ]);
  expect(pageErrors).toEqual([]);
});

test("an unknown language tag is refused with the spec's message; the page stays in the store's language", async ({ page, store, pageErrors }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(`${store.url}/?locale=tlh`);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom printed packaging' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The language “tlh” is not available. This page is shown in English.' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(warnings).toContain('Unknown language tlh of language-tag tlh');

  // The pseudo-locale does not exist in a production build whose host does not allow it (remotes.json
  // `$qa`, only on the QA store of pseudo-locale.spec.ts), and its transform is not even downloaded.
  const pseudoChunks = pseudoLocaleChunkRequests(page);
  await page.goto(`${store.url}/?locale=en-XA`);
  await expect(page.getByRole('status').filter({ hasText: 'The language “en-XA” is not available.' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom printed packaging' })).toBeVisible();
  expect(pseudoChunks).toEqual([]);
  expect(pageErrors).toEqual([]);
});
