import { test, expect } from '../support/store';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { clickForDialog } from '../support/frame';
import { signOfUse } from '../support/server-render';

// The landing site (landing/) served under the store's own paths: the footer's links lead to its
// pages, each page carries the standalone consent banner, and the answer given there is the one the
// store reads (`ph-pref` on the same origin).

test('the store footer leads to the help centre, whose pages are served under the store’s paths', async ({ page, store, pageErrors }) => {
  await page.goto(store.url);
  // The footer is the browser's to render, once the visitor starts using the page.
  await signOfUse(page);
  const footer = page.locator('footer');
  await footer.getByRole('link', { name: 'Help centre' }).click();
  await expect(page).toHaveURL(`${store.url}/help/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await page.getByRole('link', { name: 'What resolution (DPI) does my image need?' }).click();
  // The numbers come from the editor's own constants.
  await expect(page.getByRole('main')).toContainText('300 dpi or more: good.');
  await expect(page.getByRole('main')).toContainText('Below 150 dpi: a strong warning.');
  await expectNoSeriousA11yViolations(page, 'a help article');
  expect(pageErrors).toEqual([]);
});

test('a visitor on a German help article accepts cookies in the embedded banner, the store keeps that answer, and its search finds help articles', async ({ page, store }) => {
  const article = await page.goto(`${store.url}/help/dpi-and-resolution/?locale=de`);
  expect(article?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Welche Auflösung (DPI) braucht mein Bild?' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Wir respektieren Ihre Privatsphäre' });
  await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(banner).toHaveCount(0);
  const pref = await page.evaluate(() => JSON.parse(localStorage.getItem('ph-pref') ?? '{}') as Record<string, unknown>);
  expect(pref).toMatchObject({ marketingAndAnalytics: true });

  // The help centre's own search box: a GET form to its search page in this store and language, whose
  // results come from the help-posts API (stemmed: "Dateien" finds the article on "Dateitypen").
  const helpSearch = page.getByRole('search', { name: 'Hilfe-Center durchsuchen' });
  await helpSearch.getByRole('searchbox', { name: 'Hilfe-Center durchsuchen' }).fill('Dateien hochladen');
  await helpSearch.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(`${store.url}/help/search/?locale=de&q=Dateien+hochladen`);
  await expect(page.getByRole('searchbox', { name: 'Hilfe-Center durchsuchen' })).toHaveValue('Dateien hochladen');
  const results = page.getByRole('region', { name: 'Artikel zu „Dateien hochladen“' });
  await expect(results.getByRole('link', { name: 'Welche Dateitypen kann ich hochladen?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the help search page');
  await results.getByRole('link', { name: 'Welche Dateitypen kann ich hochladen?' }).click();
  await expect(page).toHaveURL(`${store.url}/help/accepted-file-types/?locale=de`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welche Dateitypen kann ich hochladen?' })).toBeVisible();

  // The footer's "Cookie-Einstellungen" reopens it with ph-cookie-consent-open.
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(dialog.getByRole('switch', { name: /Marketing/ })).toBeChecked();

  // The store on the same origin reads the same answer: its own settings show it, and no banner asks again.
  await page.goto(`${store.url}/?locale=de`);
  // The footer is the browser's to render, once the visitor starts using the page.
  await signOfUse(page);
  await page.locator('footer').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  const storeDialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(storeDialog.getByRole('switch', { name: /Marketing/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Wir respektieren Ihre Privatsphäre' })).toHaveCount(0);
  await storeDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(storeDialog).toHaveCount(0);

  // The header's search finds the help centre's articles (the API's help-posts search, stemmed:
  // "Dateien" finds "Dateitypen"… and the German article on file types) and leads to their pages.
  await clickForDialog(page.getByRole('button', { name: 'Produkte suchen' }));
  const search = page.getByRole('dialog', { name: 'Produkte suchen' });
  await search.getByRole('searchbox', { name: 'Produktname' }).fill('Dateien hochladen');
  const help = search.getByRole('region', { name: 'Hilfe-Center' });
  await help.getByRole('link', { name: /Welche Dateitypen kann ich hochladen\?/ }).click();
  await expect(page).toHaveURL(`${store.url}/help/accepted-file-types/?locale=de`);
  await expect(page.getByRole('main')).toContainText('PDF, PNG, JPG, JPEG und SVG');
});

test('without JavaScript the help search page lists the help centre’s topics; a search for nothing says so', async ({ browser, store, page }) => {
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  const res = await plain.goto(`${store.url}/help/search/?q=versand`);
  expect(res?.status()).toBe(200);
  await expect(plain.getByRole('heading', { level: 2, name: 'Delivery and express' })).toBeVisible();
  await expect(plain.getByRole('link', { name: 'What resolution (DPI) does my image need?' })).toBeVisible();
  await noJs.close();

  await page.goto(`${store.url}/help/search/?q=zzqxv`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('No article matches “zzqxv”. Try other words, or browse the topics below.');
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery and express' })).toBeVisible();
});

test('the Polish store links to its landing pages by their Polish slugs', async ({ page, store, context }) => {
  await context.addCookies([{ name: 'ph_region', value: 'pl', url: store.url }]);
  await page.goto(store.url);
  // The footer is the browser's to render, once the visitor starts using the page.
  await signOfUse(page);
  await page.locator('footer').getByRole('link', { name: 'Centrum pomocy' }).click();
  await expect(page).toHaveURL(`${store.url}/pomoc/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Centrum pomocy' })).toBeVisible();
  await page.getByRole('link', { name: 'Regulamin' }).click();
  await expect(page).toHaveURL(`${store.url}/regulamin/`);
  await expect(page.getByRole('main')).toContainText('Sprzedawca');
});
