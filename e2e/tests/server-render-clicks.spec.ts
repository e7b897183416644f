// A shopper's click or choice on a server-rendered page is never lost, whenever it comes: the consent
// banner's and the early clicks before a root hydrates have specs of their own. Here: a click on a screen
// whose root has hydrated but whose own code (a lazy screen: sample packs) has not arrived yet, which
// React would drop; and a quantity chosen before the product page hydrated, which React would leave
// shown but not priced. The page keeps both and makes them again once React has the element
// (@ph/contracts/early-clicks).
import { test, expect } from '../support/store';
import { gotoServerRendered, holdRequests, serverRenderedHtml } from '../support/server-render';
import { openRegionLanguage } from '../support/frame';

test('a click on a lazy screen after its root hydrated, before the screen’s code arrived, is carried out', async ({ page, request, store, pageErrors }) => {
  const fromServer = (html: string) => /<div data-app="catalogue" data-ssr="">/.test(html);
  await serverRenderedHtml(request, `${store.url}/sample-packs`, fromServer);
  const release = await holdRequests(page, `${new URL(store.remotesJson.catalogue).origin}/sample-packs*.js`);
  // A page served client-rendered would never let the held screen's button show.
  await gotoServerRendered(page, `${store.url}/sample-packs`, fromServer);
  await page.getByRole('region', { name: 'We value your privacy' }).getByRole('button', { name: 'Reject all' }).click();
  // The catalogue's root has taken the page and committed; the screen is still the server's markup.
  const mount = page.locator('[data-app="catalogue"]');
  await expect(mount).not.toHaveAttribute('data-ssr', /.*/);
  await expect(mount).not.toHaveAttribute('data-hydrating', /.*/);
  await page.getByRole('button', { name: 'Create a sample pack' }).click();
  release();
  await expect(page.getByRole('group', { name: /^Choose up to \d+ samples$/ })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a quantity chosen on the product page before it hydrated is the one priced', async ({ page, request, store, pageErrors }) => {
  // The product itself in the server's page (a render under load may leave it to the browser: asked again).
  await serverRenderedHtml(request, `${store.url}/products/mailer-box`, (html) => /<div data-app="catalogue" data-ssr="">/.test(html) && /data-testid="configurator-total"/.test(html));
  // The catalogue's code is held back until the choice is made: it lands on the server's markup.
  const release = await holdRequests(page, `${new URL(store.remotesJson.catalogue).origin}/**`);
  await page.goto(`${store.url}/products/mailer-box`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Quantity', { exact: true }).selectOption('1000');
  release();
  await expect(page.getByTestId('configurator-total')).toHaveText(/^1,000 pcs: /);
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('1000');
  expect(pageErrors).toEqual([]);
});

test('a material picked on the product page before it hydrated is the one configured once it has', async ({ page, request, store, pageErrors }) => {
  await serverRenderedHtml(request, `${store.url}/products/mailer-box`, (html) => /<div data-app="catalogue" data-ssr="">/.test(html) && /data-testid="configurator-total"/.test(html));
  const release = await holdRequests(page, `${new URL(store.remotesJson.catalogue).origin}/**`);
  await page.goto(`${store.url}/products/mailer-box`, { waitUntil: 'domcontentloaded' });
  const material = page.getByRole('group', { name: /^Material/ });
  const other = material.locator('input[type="radio"]:not(:checked)').first();
  const wanted = await other.getAttribute('value');
  await other.check();
  release();
  // Hydrated (the mount is React's, the choices price themselves), and the pick stands.
  const mount = page.locator('[data-app="catalogue"]');
  await expect(mount).not.toHaveAttribute('data-ssr', /.*/);
  await expect(mount).not.toHaveAttribute('data-hydrating', /.*/);
  await expect(page.getByRole('button', { name: 'Update price' })).toHaveCount(0);
  await expect(material.locator(`input[value="${wanted}"]`)).toBeChecked();
  await expect(page.getByTestId('configurator-total')).toHaveText(/^30 pcs: /);
  expect(pageErrors).toEqual([]);
});

test('a store chosen in the header’s panel before it hydrated stays chosen once it has, with its own language', async ({ page, store, pageErrors }) => {
  // The shell's code is held back until the choice is made: it lands on the server's panel, opened by the browser.
  const release = await holdRequests(page, `${store.url}/main.*.js`);
  await page.goto(store.url, { waitUntil: 'domcontentloaded' });
  await openRegionLanguage(page);
  await page.getByRole('combobox', { name: 'Region' }).selectOption('pl');
  release();
  // Hydrated (the panel's choice of store offers that store's language), and the choice is still there.
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('pl-PL');
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('pl');
  expect(pageErrors).toEqual([]);
});

test('a filter ticked on a category before it hydrated is the one applied once it has, and the address keeps it', async ({ page, request, store, pageErrors }) => {
  const CATEGORY = '/packaging/luxury-packaging';
  // The filters themselves, not their placeholder while the products load.
  await serverRenderedHtml(request, `${store.url}${CATEGORY}`, (html) => /<div data-app="catalogue" data-ssr="">/.test(html) && /name="material"/.test(html));
  const release = await holdRequests(page, `${new URL(store.remotesJson.catalogue).origin}/**`);
  await page.goto(`${store.url}${CATEGORY}`, { waitUntil: 'domcontentloaded' });
  const material = page.getByRole('group', { name: 'Material' });
  const box = material.getByRole('checkbox').first();
  const value = await box.getAttribute('value');
  // The server's markup: the box ticks at once (the browser's own), and the form's button would send it.
  await box.check();
  await expect(page.getByRole('button', { name: 'Show products' })).toBeVisible();
  release();
  // Hydrated: the tick filters the page, the address says so, and the button has gone.
  await expect(page).toHaveURL(new RegExp(`\\?material=${encodeURIComponent(value!)}$`));
  await expect(box).toBeChecked();
  await expect(page.getByRole('button', { name: 'Show products' })).toHaveCount(0);
  await box.uncheck();
  await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
  expect(pageErrors).toEqual([]);
});
