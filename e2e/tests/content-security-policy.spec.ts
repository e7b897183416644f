import type { Page } from '@playwright/test';
import { test, expect, leaveAndClose, startStore } from '../support/store';
import { cartWithMailerBox, register } from '../support/journeys';
import { collectCspViolations } from '../support/csp';

// The page policy (scripts/lib/security-headers.mjs, docs/architecture.md#content-security-policy): no
// 'unsafe-inline' for scripts or styles. Styles the browser writes carry the answer's nonce, the
// server's <style> blocks and style="…" attributes are allowed by hash. Each page below loads with
// nothing blocked and styled, server-rendered pages hydrate without a mismatch (pageErrors).

/** The page policy's directives, by name. */
function directives(header: string | undefined): Record<string, string[]> {
  expect(header, 'the page has a Content-Security-Policy').toBeTruthy();
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

/**
 * Every <style> of the document and of open shadow roots, with whether the policy allows it: by the
 * page's nonce (read from the property: browsers hide the attribute's value) or by its hash.
 */
async function stylesAllowed(page: Page, styleSrc: string[]): Promise<{ text: string; allowed: boolean }[]> {
  return page.evaluate(async (sources) => {
    const roots: (Document | ShadowRoot)[] = [document, ...[...document.querySelectorAll('*')].flatMap((e) => (e.shadowRoot ? [e.shadowRoot] : []))];
    const styles = roots.flatMap((r) => [...r.querySelectorAll('style')]);
    return Promise.all(
      styles.map(async (s) => {
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s.textContent ?? ''));
        const hash = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
        return { text: (s.textContent ?? '').slice(0, 60), allowed: (s.nonce !== '' && sources.includes(`'nonce-${s.nonce}'`)) || sources.includes(hash) };
      }),
    );
  }, styleSrc);
}

/** Asserts the answer's style policy and that every style element on the page is one it allows. */
async function expectStylePolicy(page: Page, header: string | undefined): Promise<void> {
  const policy = directives(header);
  const styleSrc = policy['style-src'] ?? [];
  expect(styleSrc).not.toContain("'unsafe-inline'");
  expect(policy['style-src-attr'] ?? []).not.toContain("'unsafe-inline'");
  expect(policy['script-src'] ?? []).not.toContain("'unsafe-inline'");
  const nonce = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '');
  expect(nonce, 'the page carries its nonce for its code').not.toBe('');
  expect(styleSrc).toContain(`'nonce-${nonce}'`);
  const styles = await stylesAllowed(page, styleSrc);
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.filter((s) => !s.allowed)).toEqual([]);
}

test('the store\'s pages load under a policy without \'unsafe-inline\', styled, nothing blocked', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  // Server-rendered for sure: a budget a loaded test machine keeps (the default store may serve the page
  // client-rendered, which this spec would then not check).
  const store = await startStore({ serverRenderBudgetMs: 3_000 });
  try {
    await storePages(page, store.url);
  } finally {
    await leaveAndClose(page, store);
  }
  expect(pageErrors, 'no hydration mismatch, no error').toEqual([]);
});

async function storePages(page: Page, base: string): Promise<void> {
  const violations = await collectCspViolations(page);

  // The product page, server-rendered (its body with style="…" attributes, the frame's <style>) and hydrated.
  const served = await page.request.get(`${base}/products/mailer-box`);
  const html = await served.text();
  expect(html, 'the product page is server-rendered').toContain('data-ssr');
  expect(html).toMatch(/<style>[^<]+<\/style>/);
  expect(html).toMatch(/ style="[^"]+"/);
  expect(directives(served.headers()['content-security-policy'])['style-src-attr']?.[0]).toBe("'unsafe-hashes'");
  const product = await page.goto(`${base}/products/mailer-box`);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom printed mailer boxes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await expectStylePolicy(page, product?.headers()['content-security-policy']);
  // Styled: the catalogue's layout sheet (a <style> written in the browser), the server's style
  // attributes, the font faces.
  await expect(page.locator('article.cat-page')).toHaveCSS('box-sizing', 'border-box');
  expect(await page.locator('article.cat-page').evaluate((e) => parseFloat(getComputedStyle(e).minHeight))).toBeGreaterThan(100);
  expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Inter'))).toBe(true);
  expect(violations, 'the product page').toEqual([]);

  // Another answer, another nonce.
  const again = await page.request.get(`${base}/products/mailer-box`);
  const nonces = [served, again].map((r) => directives(r.headers()['content-security-policy'])['style-src']?.find((s) => s.startsWith("'nonce-")));
  expect(nonces[0]).toBeTruthy();
  expect(nonces[1]).not.toBe(nonces[0]);

  // The cart, with a box in it.
  await cartWithMailerBox(page, base);
  const cart = await page.reload();
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first()).toBeVisible();
  await expectStylePolicy(page, cart?.headers()['content-security-policy']);
  expect(violations, 'the cart').toEqual([]);

  // The account (client-rendered after sign-up) and the editor, whose styles are all written in the browser.
  await register(page, base, { email: `csp-${Date.now()}@example.com` });
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  expect(violations, 'the account').toEqual([]);
  const editorPage = await page.goto(`${base}/products/mailer-box`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Design now' }).click();
  await expect(page).toHaveURL(/\/box\/[0-9a-f-]{36}(\?.*)?$/, { timeout: 20_000 });
  await expect(page.getByRole('toolbar', { name: 'Design actions' })).toBeVisible({ timeout: 20_000 });
  await expectStylePolicy(page, editorPage?.headers()['content-security-policy']);
  expect(violations, 'the editor').toEqual([]);
}

test('a landing page with consent.js: its own blocks by hash, the banner styled, nothing blocked', async ({ page, store, pageErrors }) => {
  const violations = await collectCspViolations(page);
  const article = await page.goto(`${store.url}/help/dpi-and-resolution/`);
  const banner = page.getByRole('region', { name: 'We value your privacy' });
  await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
  await expectStylePolicy(page, article?.headers()['content-security-policy']);
  // Styled: the banner's main button has the UI kit's look (white on the primary colour), not the browser's.
  await expect(banner.getByRole('button', { name: 'Accept all' })).toHaveCSS('color', 'rgb(255, 255, 255)');
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toHaveCount(0);
  expect(violations).toEqual([]);
  expect(pageErrors).toEqual([]);
});
