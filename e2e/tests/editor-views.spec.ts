// The box editor's other views on the composed store, against the real API: a small PNG uploaded to
// the front is drawn on the flat blank (dieline view) and on the box in 3D (WebGL, SwiftShader in
// headless Chromium), and scaling it up on the face shows the DPI warning, then the strong warning.
import type { Locator } from '@playwright/test';
import { test, expect } from '../support/store';
import { fileChoosers } from '../support/file-chooser';
import { apiAs, visitorToken } from '../support/journeys';
import { solidPng } from '../support/png';

const ARTWORK_RGB = [200, 30, 40] as const;
/** 120 px: placed at its natural size at 300 dpi, 10.2 mm wide. */
const SMALL_PX = 120;

interface CanvasCount {
  /** Pixels that differ from the canvas's corner (its background). */
  drawn: number;
  /** Pixels whose red clearly dominates: the artwork, lit or flat. */
  artwork: number;
}

/**
 * Counts the pixels of a canvas, 2D or WebGL alike: it is copied onto a 2D canvas first (the 3D
 * scene keeps its drawing buffer, so the copy is what is on screen).
 */
function countPixels(canvas: Locator): Promise<CanvasCount> {
  return canvas.evaluate((el: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = el.width;
    copy.height = el.height;
    const ctx = copy.getContext('2d');
    if (!ctx || el.width === 0 || el.height === 0) return { drawn: 0, artwork: 0 };
    ctx.drawImage(el, 0, 0);
    const d = ctx.getImageData(0, 0, copy.width, copy.height).data;
    const [br, bg, bb] = [d[0]!, d[1]!, d[2]!];
    let drawn = 0;
    let artwork = 0;
    for (let i = 0; i < d.length; i += 4) {
      const [r, g, b] = [d[i]!, d[i + 1]!, d[i + 2]!];
      if (Math.abs(r - br) + Math.abs(g - bg) + Math.abs(b - bb) > 24) drawn += 1;
      if (r > 60 && r > g * 2.5 && r > b * 2.5) artwork += 1;
    }
    return { drawn, artwork };
  });
}

test('a small image on the front: seen on the dieline and in 3D, scaled up until the DPI warning shows', async ({ page, store, pageErrors }) => {
  test.setTimeout(90_000);
  const pickers = fileChoosers(page);
  await page.goto(`${store.url}/cart/`);
  const variants = await apiAs(page.request, store.url, await visitorToken(page))<{ data: { sku: string }[] }>('get', 'v2/variants?region=eu&external_pim_id[]=1001');
  await page.goto(`${store.url}/box/design?sku=${encodeURIComponent(variants.data[0]!.sku)}`);
  await expect(page).toHaveURL(/\/box\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByRole('group', { name: 'Front side, empty' })).toBeVisible({ timeout: 20_000 });

  const picker = pickers.next();
  await page.getByRole('button', { name: 'Upload artwork' }).click();
  await (await picker).setFiles({ name: 'small-logo.png', mimeType: 'image/png', buffer: solidPng(SMALL_PX, SMALL_PX, ARTWORK_RGB) });
  await expect(page.getByRole('group', { name: 'Front side, 1 object' })).toBeVisible({ timeout: 15_000 });
  const badge = page.getByRole('status').filter({ hasText: /^Print quality: / });
  await expect(badge).toHaveText(/^Print quality: 300 dpi, good$/);

  // Scaled up on the face: 15 mm wide is about 203 dpi (a warning), 30 mm about 102 dpi (a strong one).
  const width = page.getByLabel('Width (mm)');
  await width.fill('15');
  await expect(badge).toHaveText(/^Print quality: (1[5-9]\d|2\d\d) dpi, may look soft\. Use a larger image or place it smaller\.$/);
  await expect(badge).toHaveAttribute('data-tier', 'warn');
  await width.fill('30');
  await expect(badge).toHaveText(/^Print quality: \d{2,3} dpi, too low: it will print blurred\./);
  // The warning never blocks: the image stays placed.
  await expect(page.getByRole('group', { name: 'Front side, 1 object' })).toBeVisible();

  const views = page.getByRole('radiogroup', { name: 'View' });
  await views.getByRole('radio', { name: 'Flat blank (dieline)' }).check();
  const blank = page.getByRole('img', { name: /^Flat blank of the box, \d+ × \d+ mm, with your artwork on every side$/ });
  await expect(blank).toBeVisible();
  await expect.poll(async () => (await countPixels(blank)).artwork, { timeout: 15_000 }).toBeGreaterThan(100);

  await views.getByRole('radio', { name: '3D preview' }).check();
  const box = page.getByRole('img', { name: 'Your box in 3D. Drag, swipe or use the arrow keys to turn it.' });
  await expect(box).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Your browser cannot show the 3D preview.', { exact: false })).toHaveCount(0);
  // The box is drawn (not a blank canvas) and the artwork is on it.
  await expect.poll(async () => (await countPixels(box)).drawn, { timeout: 20_000 }).toBeGreaterThan(20_000);
  await expect.poll(async () => (await countPixels(box)).artwork, { timeout: 20_000 }).toBeGreaterThan(1_000);
  expect(pageErrors).toEqual([]);
});
