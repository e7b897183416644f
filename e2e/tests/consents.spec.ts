import { test, expect } from '../support/store';
import { addMailerBoxToCart, apiAs, cartWithMailerBox, checkoutByApi, fillDetails, visitorToken } from '../support/journeys';
import { expectNoSeriousA11yViolations } from '../support/a11y';

// The consents a shopper gives while buying: the marketing question asked once per e-mail address
// (global_consents_needed → dialog → save_with_consents) and the order's acceptance of the terms,
// without which the API does not place the order.

const MARKETING = 'I agree to receive news, offers and packaging tips from Packhelp by e-mail. I can withdraw this consent at any time.';

test('a new e-mail address at checkout is asked about marketing once, and the answer is recorded with the words shown', async ({ page, store, pageErrors }) => {
  const email = `e2e-consent-${Date.now()}@example.com`;
  await cartWithMailerBox(page, store.url);
  const call = apiAs(page.request, store.url, await visitorToken(page));
  expect((await call<{ consents_needed: string[] }>('get', `v1/emails/global_consents_needed?email=${encodeURIComponent(email)}`)).consents_needed).toContain('marketing');

  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await fillDetails(page, { email });

  // Asked before the next step, with the box unticked and focus in the dialog.
  const dialog = page.getByRole('dialog', { name: 'Would you like to hear from us?' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('checkbox', { name: MARKETING });
  await expect(box).not.toBeChecked();
  await expect(box).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', /\/privacy-policy\/$/);
  await expectNoSeriousA11yViolations(page, 'the marketing-consent dialog');
  await box.check();
  await dialog.getByRole('button', { name: 'Save my choice' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery and payment method' })).toBeVisible();

  // Recorded for this visitor with the exact words, the store, the language and the page.
  const { consents } = await call<{ consents: Array<Record<string, unknown>> }>('get', 'v1/emails/consents?name=marketing');
  expect(consents).toHaveLength(1);
  expect(consents[0]).toMatchObject({ name: 'marketing', value: 'granted', displayed_text: MARKETING, email, region: 'eu', locale: 'en-US', acceptance_method: 'by-cta-click' });
  expect(String(consents[0]!.location)).toContain('/cart/');
  expect((await call<{ consents_needed: string[] }>('get', `v1/emails/global_consents_needed?email=${encodeURIComponent(email)}`)).consents_needed).not.toContain('marketing');

  // Back to the details and on again with the same address: not asked again.
  await page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('button', { name: /^Delivery \(/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  const checked = page.waitForResponse((r) => r.url().includes('/api/v1/emails/global_consents_needed'));
  await page.getByRole('button', { name: 'Continue' }).click();
  expect((await checked).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery and payment method' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect((await call<{ consents: unknown[] }>('get', 'v1/emails/consents?name=marketing')).consents).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

test('an order whose terms were not accepted is refused by the API; accepted in the summary, it is placed', async ({ page, store, pageErrors }) => {
  await page.goto(`${store.url}/cart/`);
  const token = await visitorToken(page);
  const call = apiAs(page.request, store.url, token);
  const { id, number } = await addMailerBoxToCart(call);
  await checkoutByApi(call, id, 'check', { terms: false });

  const refused = await page.request.post(`${store.url}/api/check_payments`, { headers: { 'X-Api-Token': token, 'X-Region': 'eu' }, data: { order_number: number } });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({ code: 'consent_required', message: expect.stringMatching(/terms and conditions/) });
  expect((await call<{ order: { state: string } }>('get', `orders/${number}`)).order.state).toBe('confirm');

  // The summary asks for the agreement before anything is sent, then records it with the words shown.
  await page.goto(`${store.url}/cart/?step=summary`);
  await expect(page.getByRole('heading', { level: 2, name: 'Order summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please accept the terms and conditions and the privacy policy to place the order.' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions and the privacy policy.' }).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Place the order and pay by bank transfer' }).click();
  await expect(page.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible();
  expect((await call<{ order: { state: string } }>('get', `orders/${number}`)).order.state).toBe('complete');
  expect(pageErrors).toEqual([]);
});
