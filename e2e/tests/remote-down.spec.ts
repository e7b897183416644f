import path from 'node:path';
import type { Server } from 'node:http';
import { collectPageErrors, expect, leaveAndClose, repo, serveSite, startStore, test, type RemoteKey } from '../support/store';
import { clickForDialog } from '../support/frame';

/**
 * The failed requests these specs cause on purpose: the stopped remote's origin refuses connections
 * (its manifest is asked for, and asked again on Retry). Any other failed request still fails the spec.
 */
const refusedBy = (store: { remotesJson: Record<RemoteKey, string> }, key: RemoteKey): RegExp =>
  new RegExp(`^${new URL(store.remotesJson[key]).origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`);

/** Where each page-body remote shows itself, and what it shows. */
const PAGES: Record<Exclude<RemoteKey, 'consent'>, { path: string; heading: string }> = {
  catalogue: { path: '/', heading: 'Custom printed packaging' },
  'cart-checkout': { path: '/cart/', heading: 'Your cart' },
  // An anonymous visitor of the account is sent to sign in.
  account: { path: '/account/orders', heading: 'Sign in' },
  'editor-host': { path: '/box/design', heading: 'Design your box' },
};

for (const down of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
  test(`with ${down} down its section is unavailable and every other remote works`, async ({ page }) => {
    const store = await startStore({ port: 3300, down: [down] });
    const errors = collectPageErrors(page, { allow: [refusedBy(store, down)] });
    try {
      await page.goto(`${store.url}${PAGES[down].path}`);
      await expect(page.getByTestId(`unavailable-${down}`)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      // The frame still works.
      await page.getByRole('button', { name: 'Cookie settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
      await page.keyboard.press('Escape');
      for (const [other, where] of Object.entries(PAGES)) {
        if (other === down) continue;
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
        }, where.path);
        await expect(page.getByRole('heading', { level: 1, name: where.heading })).toBeVisible();
      }
      expect(errors).toEqual([]);
    } finally {
      await leaveAndClose(page, store);
    }
  });
}

test('with the consent remote down the pages still work', async ({ page }) => {
  const store = await startStore({ port: 3300, down: ['consent'] });
  const errors = collectPageErrors(page, { allow: [refusedBy(store, 'consent')] });
  try {
    await page.goto(store.url);
    await expect(page.getByRole('heading', { level: 1, name: 'Custom printed packaging' })).toBeVisible();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await clickForDialog(page.getByRole('button', { name: /^Cart,/ }));
    await page.getByRole('dialog', { name: /^Your cart/ }).getByRole('link', { name: 'Browse products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Custom printed packaging' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to your cart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await leaveAndClose(page, store);
  }
});

test('retry loads a remote that came back', async ({ page }) => {
  const store = await startStore({ port: 3300, down: ['catalogue'] });
  const errors = collectPageErrors(page, { allow: [refusedBy(store, 'catalogue')] });
  let revived: Server | undefined;
  try {
    await page.goto(store.url);
    await expect(page.getByTestId('unavailable-catalogue')).toBeVisible();
    revived = await serveSite({ root: path.join(repo, 'mf-catalogue/dist'), port: 3301, cors: true });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Custom printed packaging' })).toBeVisible();
    await expect(page.getByTestId('unavailable-catalogue')).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    revived?.closeAllConnections();
    revived?.close();
    await leaveAndClose(page, store);
  }
});
