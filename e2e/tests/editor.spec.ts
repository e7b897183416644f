// The box editor on the composed store, against the real API: a mailer box opened from its product page (Design now), artwork
// uploaded through the file picker onto the front, a text, saved with a name, reopened after a reload
// exactly as saved, then ordered with 250 pieces in HD+ into the cart, by a registered shopper; the
// cart line shows the design's thumbnail and leads back to the design. Paid by the sandbox card, the
// order's design proof is approved in the account and its print PDF is the box's sheet at true size.
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { dieline } from '@ph/dieline';
import { test, expect } from '../support/store';
import { fileChoosers } from '../support/file-chooser';
import { apiAs, checkoutToPayment, payByCard, register, visitorToken } from '../support/journeys';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { solidPng } from '../support/png';

const PT_PER_MM = 72 / 25.4;

const ARTWORK_RGB = [200, 30, 40] as const;

/** How many pixels of the face's canvases are (nearly) the artwork's colour: the image is drawn on the 2D face. */
function artworkPixels(face: Locator): Promise<number> {
  return face.evaluate((el, rgb) => {
    let hits = 0;
    for (const canvas of el.querySelectorAll('canvas')) {
      const ctx = canvas.getContext('2d');
      if (!ctx || canvas.width === 0 || canvas.height === 0) continue;
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < data.length; i += 4) {
        if (Math.abs(data[i]! - rgb[0]!) < 8 && Math.abs(data[i + 1]! - rgb[1]!) < 8 && Math.abs(data[i + 2]! - rgb[2]!) < 8) hits += 1;
      }
    }
    return hits;
  }, ARTWORK_RGB as unknown as number[]);
}

async function expectFront(page: Page, objects: number): Promise<Locator> {
  const face = page.getByRole('group', { name: `Front side, ${objects} objects` });
  await expect(face).toBeVisible();
  return face;
}

test('design a mailer box: artwork and text on the front, save, reopen, order 250 pieces in HD+, pay, approve the proof, download the print PDF', async ({ page, store, pageErrors }) => {
  test.setTimeout(150_000);
  // Ordering (quantity and quality) is for signed-in shoppers; the anonymous design claim has its own spec.
  const pickers = fileChoosers(page);
  await register(page, store.url, { email: `editor-${Date.now()}@example.com` });

  // From the catalogue: the mailer box's product page, Add to cart, then Design now instead of later.
  await page.goto(`${store.url}/products/mailer-box`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Design now' }).click();
  // The editor makes a new design of the chosen box and moves to its own address.
  await expect(page).toHaveURL(/\/box\/[0-9a-f-]{36}(\?.*)?$/, { timeout: 20_000 });
  const designPath = new URL(page.url()).pathname;
  await expect(page.getByRole('toolbar', { name: 'Design actions' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('group', { name: 'Front side, empty' })).toBeVisible();

  // Artwork through the file picker: 600 px square, placed as large as the safe area allows (≥ 300 dpi here).
  const picker = pickers.next();
  await page.getByRole('button', { name: 'Upload artwork' }).click();
  await (await picker).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(600, 600, ARTWORK_RGB) });
  await expect(page.getByRole('group', { name: 'Front side, 1 object' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Print quality: \d+ dpi, good$/ })).toBeVisible();
  await expect.poll(() => artworkPixels(page.getByRole('group', { name: /^Front side/ }))).toBeGreaterThan(100);

  await page.getByLabel('Text to add').fill('Hello box');
  await page.getByRole('button', { name: 'Add text' }).click();
  await expectFront(page, 2);
  await expect(page.getByRole('button', { name: 'Text “Hello box”' })).toBeVisible();

  await page.getByRole('toolbar', { name: 'Design actions' }).getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save your design' });
  await dialog.getByLabel(/Design name/).fill('Spring mailer');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Spring mailer' })).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');

  // Reopened from the API: the same name, objects, text and artwork.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Spring mailer' })).toBeVisible({ timeout: 20_000 });
  const face = await expectFront(page, 2);
  await expect(page.getByRole('button', { name: 'Text “Hello box”' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Image' })).toBeVisible();
  await expect.poll(() => artworkPixels(face), { timeout: 15_000 }).toBeGreaterThan(100);

  await page.getByRole('button', { name: 'Choose quantity and order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quantity and print quality' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Design: Spring mailer')).toBeVisible();
  // The design's thumbnail is drawn (read with the visitor's token), not a broken picture.
  await expect.poll(() => page.locator('img.ed-thumb').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  // The quality is chosen in its dialog, each quality shown with the API's price first.
  await page.getByRole('button', { name: 'Change print quality' }).click();
  const qualities = page.getByRole('dialog', { name: 'Change print quality' });
  await qualities.getByRole('radio', { name: /^HD\+(?! glossy)/ }).check();
  await qualities.getByRole('button', { name: 'Change to HD+' }).click();
  await expect(page.getByText('Print quality: HD+')).toBeVisible();
  await page.getByLabel('Exact quantity (pieces)').fill('250');
  await expect(page.getByTestId('order-price')).toHaveText(/^250 pieces: €[\d,.]+/);
  await page.getByRole('button', { name: 'Add to cart' }).click();

  await expect(page).toHaveURL(/\/cart\/?$/, { timeout: 20_000 });
  const line = page.locator('li.cc-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByLabel('Quantity', { exact: true })).toHaveValue('250');
  // The line shows the design's thumbnail (saved with the design) and leads back to the design.
  await expect.poll(() => line.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  const back = line.getByRole('link', { name: 'Design: Spring mailer (open in the editor)' });
  await expect(back).toHaveAttribute('href', designPath);
  await expect(page.getByTestId('cart-count')).toHaveText('Cart, 1 item');
  await back.click();
  await expect(page).toHaveURL(new RegExp(`${designPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Spring mailer' })).toBeVisible({ timeout: 20_000 });

  // Pay with the sandbox card; the placed order opens a proof of the design as it was paid for.
  await page.goto(`${store.url}/cart/`);
  await checkoutToPayment(page, 'Card');
  await payByCard(page, '4242424242424242');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });
  const number = new URL(page.url()).pathname.split('/')[2]!;

  await page.goto(`${store.url}/account/orders/${number}`);
  const proof = page.getByRole('article', { name: /Spring mailer$/ });
  await expect(proof.getByText('Waiting for your approval')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Production starts once you have approved every design proof.')).toBeVisible();
  // The ordered line shows the design's thumbnail (read with the shopper's token), not a broken picture.
  await expect.poll(() => page.locator('img.acc-thumb').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page, 'the order details with a design proof');

  // The print PDF: one page, the blank plus the bleed on every side at true size, the blank as TrimBox.
  const downloading = page.waitForEvent('download');
  await proof.getByRole('button', { name: 'Download the print PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^order-${number}-line-\\d+\\.pdf$`));
  const pdf = await PDFDocument.load(fs.readFileSync((await download.path())!));
  expect(pdf.getPageCount()).toBe(1);
  const design = (await apiAs(page.request, store.url, await visitorToken(page))<{ box_design: { size: { length: number; width: number; height: number }; board_thickness_mm: number; dieline_style: 'fefco-0427'; bleed_mm: number; safe_area_mm: number } }>('get', `box_designs/${designPath.split('/').pop()}`)).box_design;
  const sheet = dieline({ style: design.dieline_style, size: design.size, boardThickness: design.board_thickness_mm, bleed: design.bleed_mm, safeArea: design.safe_area_mm });
  const pdfPage = pdf.getPage(0);
  const { width, height } = pdfPage.getSize();
  expect(width / PT_PER_MM).toBeCloseTo(sheet.sheet.width, 1);
  expect(height / PT_PER_MM).toBeCloseTo(sheet.sheet.height, 1);
  const trim = pdfPage.getTrimBox();
  expect(trim.width / PT_PER_MM).toBeCloseTo(sheet.blank.width, 1);
  expect(trim.x / PT_PER_MM).toBeCloseTo(design.bleed_mm, 1);

  await proof.getByRole('button', { name: 'Approve the proof' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve this proof?' });
  await expectNoSeriousA11yViolations(page, 'the approve-proof dialog', { include: '[role=dialog]' });
  await approve.getByRole('button', { name: 'Approve for print' }).click();
  await expect(approve).toBeHidden();
  await expect(proof.getByText('Approved')).toBeVisible();
  await expect(page.getByText('Every proof is approved: your order is going into production.')).toBeVisible();
  // The server says so too: the order can go into production.
  const order = await apiAs(page.request, store.url, await visitorToken(page))<{ order: { production_state: string } }>('get', `orders/${number}`);
  expect(order.order.production_state).toBe('ready_for_production');
  expect(pageErrors).toEqual([]);
});
