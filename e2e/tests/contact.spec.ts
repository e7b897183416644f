import { crc32 } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/store';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { clickForDialog } from '../support/frame';

// The landing site's contact form (landing/, "The contact form"): a plain HTML form, no JavaScript of
// its own, posted to the API on the store's origin, which answers with the contact page's sent or error
// page in the visitor's language; the request then waits for an operator in the back office.

/** A real ZIP archive (one stored file), as a visitor's archiver writes it. */
function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const file = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const localSize = local.length + file.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

/** The demo operator (seeded in the embedded store, README "Try it as a shopper"), signed in on a browser of its own. */
async function operatorPage(browser: Browser, base: string): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await page.goto(`${base}/sign_in/?return_to=%2Faccount%2Fback-office%2Fsupport`);
  await page.getByLabel('E-mail address').fill('operator@packhelp.test');
  await page.getByLabel(/^Password/).fill('operator-demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/back-office\/support$/);
  await expect(page.getByRole('heading', { name: 'Support requests' })).toBeVisible();
  return page;
}

test('a visitor on a German help article accepts cookies, searches the help centre and sends the contact form with a ZIP; an operator sees the request', async ({ page, store, browser }) => {
  await page.goto(`${store.url}/help/dpi-and-resolution/?locale=de`);
  const banner = page.getByRole('region', { name: 'Wir respektieren Ihre Privatsphäre' });
  await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(banner).toHaveCount(0);
  // The banner's answer is the store's own `ph-pref` (same origin).
  const pref = await page.evaluate(() => JSON.parse(localStorage.getItem('ph-pref') ?? '{}') as Record<string, unknown>);
  expect(pref).toMatchObject({ marketingAndAnalytics: true });

  // The help centre's own search box leads to its search page, which lists the matching articles.
  await page.getByRole('search', { name: 'Hilfe-Center durchsuchen' }).getByRole('searchbox').fill('Paket beschädigt');
  await page.getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page).toHaveURL(`${store.url}/help/search/?locale=de&q=Paket+besch%C3%A4digt`);
  await page.getByRole('region', { name: 'Artikel zu „Paket beschädigt“' }).getByRole('link', { name: 'Mein Paket kam beschädigt an. Was nun?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Paket kam beschädigt an. Was nun?' })).toBeVisible();

  // It is searched from the store's header too (the help-posts search, stemmed in German);
  // the store reads the same answer and does not ask again.
  await page.getByRole('link', { name: 'Zum Shop' }).click();
  await clickForDialog(page.getByRole('button', { name: 'Produkte suchen' }));
  const search = page.getByRole('dialog', { name: 'Produkte suchen' });
  await search.getByRole('searchbox', { name: 'Produktname' }).fill('Dateien hochladen');
  await search.getByRole('region', { name: 'Hilfe-Center' }).getByRole('link', { name: /Welche Dateitypen kann ich hochladen\?/ }).click();
  await expect(page).toHaveURL(`${store.url}/help/accepted-file-types/?locale=de`);
  await expect(page.getByRole('region', { name: 'Wir respektieren Ihre Privatsphäre' })).toHaveCount(0);

  // Still no answer: the contact form.
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(`${store.url}/contact/?locale=de`);
  const form = page.getByRole('region', { name: 'Schreiben Sie uns' });
  await expectNoSeriousA11yViolations(page, 'the contact form');
  const sender = `Jana Beispiel ${Date.now()}`;
  await form.getByLabel('Ihr Name').fill(sender);
  await form.getByLabel('E-Mail-Adresse').fill('jana.beispiel@example.test');
  await form.getByLabel('Bestellnummer (optional)').fill('R123456789');
  await form.getByLabel('Worum geht es?').selectOption({ label: 'Druckdaten und Design' });
  await form.getByLabel('Ihre Nachricht').fill('Guten Tag,\nanbei meine Druckdaten als ZIP (kleiner als 1 MB, also < 2 MB & > 0).');
  const zip = zipOf('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  await form.getByLabel('Anhänge (optional)').setInputFiles({ name: 'druckdaten.zip', mimeType: 'application/zip', buffer: zip });
  await form.getByLabel(/Ich bin einverstanden/).check();
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page).toHaveURL(`${store.url}/contact/sent/?locale=de`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank, Ihre Nachricht ist angekommen' })).toBeVisible();

  // The operator's back office lists it; the message is shown as the text it was, the ZIP downloads as sent.
  const desk = await operatorPage(browser, store.url);
  const row = desk.getByRole('row', { name: new RegExp(sender) });
  // The operator reads in their own language (English here); the topic is the one the visitor chose.
  await expect(row).toContainText('Artwork and design');
  await row.getByRole('link', { name: /^SR-\d+$/ }).click();
  await expect(desk.getByRole('heading', { name: /^Support request SR-\d+$/ })).toBeVisible();
  await expect(desk.getByTestId('support-message')).toHaveText('Guten Tag,\nanbei meine Druckdaten als ZIP (kleiner als 1 MB, also < 2 MB & > 0).');
  await expect(desk.getByText('R123456789')).toBeVisible();
  const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('button', { name: /^Download druckdaten\.zip/ }).click()]);
  expect(download.suggestedFilename()).toBe('druckdaten.zip');
  const saved = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(zip)).toBe(true);
});

test('a program renamed .pdf is refused: the form leads to its error page, which names that reason, and nothing reaches the operators', async ({ page, store, browser }) => {
  await page.goto(`${store.url}/contact/?locale=de`);
  const form = page.getByRole('region', { name: 'Schreiben Sie uns' });
  const sender = `Rudi Raffiniert ${Date.now()}`;
  await form.getByLabel('Ihr Name').fill(sender);
  await form.getByLabel('E-Mail-Adresse').fill('rudi@example.test');
  await form.getByLabel('Worum geht es?').selectOption('payment');
  await form.getByLabel('Ihre Nachricht').fill('Meine Rechnung im Anhang.');
  await form.getByLabel('Anhänge (optional)').setInputFiles({ name: 'rechnung.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]) });
  await form.getByLabel(/Ich bin einverstanden/).check();
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page).toHaveURL(`${store.url}/contact/error/?locale=de#file-type-not-allowed`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Nachricht wurde nicht gesendet' })).toBeVisible();
  const reasons = page.getByRole('list', { name: 'Was nicht gepasst hat:' }).getByRole('listitem');
  await expect(reasons).toHaveCount(1);
  await expect(reasons.first()).toContainText('Ein Anhang gehört nicht zu den erlaubten Dateitypen');
  await page.getByRole('link', { name: 'Zurück zum Formular' }).click();
  await expect(page).toHaveURL(`${store.url}/contact/?locale=de`);

  const desk = await operatorPage(browser, store.url);
  await expect(desk.getByRole('row', { name: new RegExp(sender) })).toHaveCount(0);
});
