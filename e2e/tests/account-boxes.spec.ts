// Saved designs on the composed store, against the real API: a design an anonymous visitor makes is
// theirs after they register, listed in /account/boxes with its thumbnail; duplicated, shared and
// deleted there through the spec's dialogs; the share link opens the design read-only for someone
// else, who copies it into their own designs.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/store';
import { apiAs, register, visitorToken } from '../support/journeys';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expectFocusTrapped } from '../support/keyboard';

async function mailerSku(page: Page, base: string): Promise<string> {
  const call = apiAs(page.request, base, await visitorToken(page));
  const variants = await call<{ data: { sku: string }[] }>('get', 'v2/variants?region=eu&external_pim_id[]=1001');
  return variants.data[0]!.sku;
}

/** A new design with one text on the front, saved under `name`; answers its path. */
async function designAndSave(page: Page, base: string, name: string): Promise<string> {
  await page.goto(`${base}/box/design?sku=${encodeURIComponent(await mailerSku(page, base))}`);
  await expect(page).toHaveURL(/\/box\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByRole('toolbar', { name: 'Design actions' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Text to add').fill('Made before signing up');
  await page.getByRole('button', { name: 'Add text' }).click();
  await expect(page.getByRole('button', { name: 'Text “Made before signing up”' })).toBeVisible();
  await page.getByRole('toolbar', { name: 'Design actions' }).getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save your design' });
  await dialog.getByLabel(/Design name/).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  return new URL(page.url()).pathname;
}

test('(a) an anonymous visitor’s design is in /account/boxes after registering; duplicate, share, delete', async ({ page, store, browser, pageErrors }) => {
  test.setTimeout(120_000);
  await page.goto(`${store.url}/cart/`);
  const designPath = await designAndSave(page, store.url, 'Visitor mailer');
  const designId = designPath.split('/').pop()!;

  await register(page, store.url, { email: `boxes-${Date.now()}@example.com`, returnTo: '/account/boxes' });
  const card = page.getByRole('article', { name: 'Visitor mailer', exact: true });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('link', { name: 'Open in the editor' })).toHaveAttribute('href', designPath);
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Designs' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page, 'the saved designs');

  // Duplicate: the dialog keeps the focus inside, Escape closes it, then a named copy is made.
  await card.getByRole('button', { name: 'Duplicate' }).click();
  let dialog = page.getByRole('dialog', { name: 'Duplicate the design' });
  await expect(dialog.getByRole('textbox', { name: 'Name of the copy' })).toHaveValue('Copy of Visitor mailer');
  await expectNoSeriousA11yViolations(page, 'the duplicate-design dialog', { include: '[role=dialog]' });
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Duplicate' })).toBeFocused();
  await card.getByRole('button', { name: 'Duplicate' }).click();
  dialog = page.getByRole('dialog', { name: 'Duplicate the design' });
  await dialog.getByRole('textbox', { name: 'Name of the copy' }).fill('Visitor mailer, blue');
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('article', { name: 'Visitor mailer, blue' })).toBeVisible();
  await expect(page.getByText('“Visitor mailer, blue” is added to your designs.')).toBeVisible();

  // Share: a read-only link to the design in the editor.
  await card.getByRole('button', { name: 'Share' }).click();
  dialog = page.getByRole('dialog', { name: 'Share the design' });
  const link = dialog.getByRole('textbox', { name: 'Link to the design' });
  await expect(link).toHaveValue(new RegExp(`/box/${designId}\\?share=`));
  await expectNoSeriousA11yViolations(page, 'the share-design dialog', { include: '[role=dialog]' });
  const shareUrl = await link.inputValue();
  await page.keyboard.press('Escape');
  await expect(card.getByText('Shared', { exact: true })).toBeVisible();

  // Someone else opens the link: read-only, and copies it into their own designs.
  const other = await browser.newContext();
  const friend = await other.newPage();
  await friend.goto(shareUrl.replace(new URL(shareUrl).origin, store.url));
  await expect(friend.getByText('You are looking at a design someone shared with you. Copy it to your designs to change it.')).toBeVisible({ timeout: 20_000 });
  await expect(friend.getByRole('heading', { level: 1, name: 'Visitor mailer' })).toBeVisible();
  await expectNoSeriousA11yViolations(friend, 'a shared design, read-only');
  await friend.getByRole('button', { name: 'Copy to my designs' }).click();
  const copyDialog = friend.getByRole('dialog', { name: 'Copy to your designs' });
  await copyDialog.getByRole('textbox', { name: 'Design name' }).fill('From a friend');
  await copyDialog.getByRole('button', { name: 'Copy' }).click();
  await expect(friend.getByRole('heading', { level: 1, name: 'From a friend' })).toBeVisible({ timeout: 20_000 });
  await expect(friend).not.toHaveURL(new RegExp(designId));
  await expect(friend.getByText(/someone shared with you/)).toHaveCount(0);
  await expect(friend.getByRole('button', { name: 'Text “Made before signing up”' })).toBeVisible();
  await other.close();

  // Delete the copy: Cancel has the focus, the confirmation deletes it.
  const copy = page.getByRole('article', { name: 'Visitor mailer, blue' });
  await copy.getByRole('button', { name: 'Delete' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete this design?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the delete-design dialog', { include: '[role=dialog]' });
  await dialog.getByRole('button', { name: 'Delete the design' }).click();
  await expect(copy).toHaveCount(0);
  await expect(page.getByText('“Visitor mailer, blue” is deleted.')).toBeVisible();

  // Open: the editor shows the design the visitor made before registering.
  await card.getByRole('link', { name: 'Open in the editor' }).click();
  await expect(page).toHaveURL(new RegExp(`${designPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Visitor mailer' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Text “Made before signing up”' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
