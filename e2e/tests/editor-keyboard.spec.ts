// The box editor without a mouse, on the composed store against the real API: an image is uploaded
// through the file picker opened with Enter, a text is added, and both are placed with the arrow keys
// (1 mm a press, 10 mm with Shift), undone with Ctrl+Z; the design is saved and reopens as placed.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/store';
import { fileChoosers } from '../support/file-chooser';
import { apiAs, visitorToken } from '../support/journeys';
import { tabTo } from '../support/keyboard';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { solidPng } from '../support/png';

const mm = async (field: Locator) => Number(await field.inputValue());

/** Tabs to the object's button in "Objects on this side" and selects it with Enter (unless it is already). */
async function selectObject(page: Page, button: Locator): Promise<void> {
  await tabTo(page, button, { max: 120 });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test('(b) places an image and a text on the front with the keyboard only', async ({ page, store, pageErrors }) => {
  test.setTimeout(90_000);
  const pickers = fileChoosers(page);
  await page.goto(`${store.url}/cart/`);
  const variants = await apiAs(page.request, store.url, await visitorToken(page))<{ data: { sku: string }[] }>('get', 'v2/variants?region=eu&external_pim_id[]=1001');
  await page.goto(`${store.url}/box/design?sku=${encodeURIComponent(variants.data[0]!.sku)}`);
  await expect(page).toHaveURL(/\/box\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByRole('group', { name: 'Front side, empty' })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, 'the editor');

  // The file picker opens from the keyboard.
  await tabTo(page, page.getByRole('button', { name: 'Upload artwork' }), { max: 120 });
  const picker = pickers.next();
  await page.keyboard.press('Enter');
  await (await picker).setFiles({ name: 'badge.png', mimeType: 'image/png', buffer: solidPng(400, 400, [120, 120, 120]) });
  await expect(page.getByRole('group', { name: 'Front side, 1 object' })).toBeVisible({ timeout: 15_000 });

  const image = page.getByRole('button', { name: 'Image', exact: true });
  await selectObject(page, image);
  const left = page.getByLabel('From left (mm)');
  const top = page.getByLabel('From top (mm)');
  const [x0, y0] = [await mm(left), await mm(top)];
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(() => mm(left)).toBeCloseTo(x0 + 3, 1);
  await expect.poll(() => mm(top)).toBeCloseTo(y0 + 10, 1);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => mm(left)).toBeCloseTo(x0 + 2, 1);
  // The run of nudges is one step of the history: one undo takes the image back where it was put.
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => mm(left)).toBeCloseTo(x0, 1);
  await expect.poll(() => mm(top)).toBeCloseTo(y0, 1);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect.poll(() => mm(left)).toBeCloseTo(x0 + 2, 1);
  const imageAt = { x: await mm(left), y: await mm(top) };

  // A text, typed and added from the keyboard, then moved.
  const textField = page.getByLabel('Text to add');
  await tabTo(page, textField, { max: 150 });
  await page.keyboard.type('Keys only');
  await expect(textField).toHaveValue('Keys only');
  await tabTo(page, page.getByRole('button', { name: 'Add text' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Front side, 2 objects' })).toBeVisible();
  const text = page.getByRole('button', { name: 'Text “Keys only”' });
  await selectObject(page, text);
  const [tx0, ty0] = [await mm(left), await mm(top)];
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('ArrowUp');
  // Both presses have moved it before its place is taken down (read at once, the top was once the one
  // before ArrowUp, and the reopened design, saved after it, was 1 mm off that).
  await expect.poll(() => mm(left)).toBeCloseTo(tx0 - 10, 1);
  await expect.poll(() => mm(top)).toBeCloseTo(ty0 - 1, 1);
  const textAt = { x: await mm(left), y: await mm(top) };

  // Saved from the keyboard; reopened, both sit where the keys put them.
  await tabTo(page, page.getByRole('toolbar', { name: 'Design actions' }).getByRole('button', { name: 'Save' }), { max: 120, backwards: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Save your design' });
  await expect(dialog.getByLabel(/Design name/)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Keyboard mailer');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Keyboard mailer' })).toBeVisible({ timeout: 20_000 });
  await selectObject(page, page.getByRole('button', { name: 'Image', exact: true }));
  await expect.poll(() => mm(left)).toBeCloseTo(imageAt.x, 1);
  await expect.poll(() => mm(top)).toBeCloseTo(imageAt.y, 1);
  await selectObject(page, page.getByRole('button', { name: 'Text “Keys only”' }));
  await expect.poll(() => mm(left)).toBeCloseTo(textAt.x, 1);
  await expect.poll(() => mm(top)).toBeCloseTo(textAt.y, 1);
  expect(pageErrors).toEqual([]);
});
