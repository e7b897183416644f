import { test, expect } from '../support/store';
import { openRegionLanguage } from '../support/frame';

test('switching the region to Poland changes language, paths and cookie', async ({ page, store, pageErrors }) => {
  await page.goto(store.url);
  await openRegionLanguage(page);
  await page.getByRole('combobox', { name: 'Region' }).selectOption('pl');
  // Choosing a store offers its own language; nothing moves until Save.
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('pl-PL');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opakowania z własnym nadrukiem' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Region i język: PLN/ })).toBeVisible();
  await openRegionLanguage(page);
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('pl');
  await expect(page.getByRole('combobox', { name: 'Język' })).toHaveValue('pl-PL');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'ph_region')?.value).toBe('PL');

  // Polish paths come from the shared route table.
  // The account needs sign-in, so the Polish sign-in page answers, returning to /konto/zamowienia.
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Twoje konto' }).click();
  await expect(page).toHaveURL(/\/logowanie\/\?return_to=%2Fkonto%2Fzamowienia$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('switching the language keeps the region and translates every remote', async ({ page, store, pageErrors }) => {
  await page.goto(store.url);
  await openRegionLanguage(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de-DE');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/locale=de-DE/);
  await expect(page.getByRole('heading', { level: 1, name: 'Individuell bedruckte Verpackungen' })).toBeVisible();
  await openRegionLanguage(page);
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('eu');
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a path-based region is resolved from its prefix', async ({ page, store, pageErrors }) => {
  await page.goto(`${store.url}/nl-nl/cart/`);
  await openRegionLanguage(page);
  await expect(page.getByRole('combobox', { name: 'Regio' })).toHaveValue('nl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await expect(page.getByRole('heading', { level: 1, name: 'Uw winkelwagen' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
