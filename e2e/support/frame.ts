import type { Page } from '@playwright/test';

/** Opens the header's region and language panel (its button is named in the page's language). */
export async function openRegionLanguage(page: Page): Promise<void> {
  const button = page.getByTestId('region-language');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}
