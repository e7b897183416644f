import { expect, type Locator, type Page } from '@playwright/test';
import { isHydrated } from './server-render';

/** Opens the header's region and language panel (its button is named in the page's language). */
export async function openRegionLanguage(page: Page): Promise<void> {
  const button = page.getByTestId('region-language');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

/**
 * Clicks a header button that opens a dialog once the header has hydrated (Search, Cart). Before that it
 * is a plain form's button that goes to the products or the cart page (docs/architecture.md, "The header
 * works before its script"): a spec that wants the dialog waits for React to have the button.
 */
export async function clickForDialog(button: Locator): Promise<void> {
  // A page whole without script starts its code on the first sign of use: the pointer reaching the button
  // (docs/architecture.md "Starting on first use").
  await button.hover();
  await expect.poll(() => isHydrated(button)).toBe(true);
  await button.click();
}
