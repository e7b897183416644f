import { collectPageErrors, test, expect } from '../support/store';
import { PASSWORD, register } from '../support/journeys';

// A shopper asks for their data (the link arrives by e-mail and opens the ZIP), then deletes the
// account from the settings: they are signed out, cannot sign in again, and the old link is dead.
test('a customer downloads their data, deletes the account and can no longer sign in', async ({ page, store }) => {
  // The revoked session's sign-out (401) and the refused sign-in (401) are meant to fail; the client
  // logs those refusals, anything else in the console is a bug.
  const pageErrors = collectPageErrors(page);
  const expectedRefusal = /\[api-client\] (DELETE users\/sign_out|POST users\/sign_in): Request failed with status code 401/;
  const email = `e2e-data-rights-${Date.now()}@example.com`;
  await register(page, store.url, { email, returnTo: '/account/settings' });

  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your request is queued.' })).toContainText(email);

  // The export job e-mails the link (dev outbox); the ZIP opens with it, without a session.
  let link = '';
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get(`${store.url}/api/dev/outbox`)).text();
        const rows = html.split('<tr').filter((row) => row.includes(email));
        const href = rows.map((row) => /href="([^"]*\/api\/data_exports\/[^"]+)"/.exec(row)?.[1]).find(Boolean);
        link = href ? href.replace(/&amp;/g, '&') : '';
        return link;
      },
      { timeout: 30_000, message: 'the e-mail with the download link' },
    )
    .not.toBe('');
  const url = new URL(link);
  const zip = await page.request.get(`${store.url}${url.pathname}${url.search}`);
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  expect((await zip.body()).subarray(0, 2).toString('latin1')).toBe('PK');
  expect((await page.request.get(`${store.url}${url.pathname}?token=not-the-token`)).status()).toBe(404);

  await page.goto(`${store.url}/account/settings`);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(confirm.getByLabel(/Password/)).toBeFocused();
  await confirm.getByLabel(/Password/).fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
  const deleted = page.getByRole('dialog', { name: 'Your account has been deleted' });
  await expect(deleted).toBeVisible();
  await deleted.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();

  await page.goto(`${store.url}/sign_in/`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The e-mail address or password is incorrect.')).toBeVisible();
  // The export went with the account.
  expect((await page.request.get(`${store.url}${url.pathname}${url.search}`)).status()).toBe(404);
  expect(pageErrors.filter((e) => !expectedRefusal.test(e))).toEqual([]);
});
