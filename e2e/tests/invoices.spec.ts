import { test, expect } from '../support/store';
import { addSavedAddress, apiAs, cartWithMailerBox, checkoutToPayment, register, registerAndConfirm, visitorToken } from '../support/journeys';
import { pdfText } from '../support/pdfText';
import { expectNoSeriousA11yViolations } from '../support/a11y';

// Invoices from the shopper's side (issue 29): a bank-transfer order's proforma is on the payment page,
// the transfer is booked by the seeded order manager (`POST v1/bank_transfers`, as the back office books
// a payment that reached the account), and the VAT invoice is then on the order's page. Each PDF is read
// back as text (pdf.js) and must carry its number and the amounts the store showed.

interface InvoiceView {
  kind: string;
  number: string;
  vat: { tax_rate: number; vat_exempt: boolean }[];
}

test('bank transfer: the proforma from the payment page, then the VAT invoice on the order page once the transfer is booked', async ({ page, store }) => {
  const email = `e2e-invoices-${Date.now()}@example.com`;
  await register(page, store.url, { email });
  await cartWithMailerBox(page, store.url);
  await checkoutToPayment(page, 'Bank transfer', { email });
  const number = /\/order\/([^/]+)\/payment/.exec(page.url())![1]!;

  await page.getByRole('button', { name: 'Place the order and pay by bank transfer' }).click();
  await expect(page.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible();
  const amount = (await page.locator('dt:text-is("Amount") + dd').textContent())!.trim();
  expect(amount).toMatch(/^€[\d,]+\.\d{2}$/);

  // The proforma: a plain download link on the payment page.
  const proformaLink = page.getByRole('link', { name: /^Download the proforma invoice PF\/EU\/\d{4}\/\d+ \(PDF\)$/ });
  await expect(proformaLink).toBeVisible();
  const proformaNumber = /PF\/EU\/\d{4}\/\d+/.exec((await proformaLink.textContent())!)![0];
  await expectNoSeriousA11yViolations(page, 'the bank-transfer details with the proforma link');
  const [proformaFile] = await Promise.all([page.waitForEvent('download'), proformaLink.click()]);
  expect(proformaFile.suggestedFilename()).toBe(`${proformaNumber.replace(/\//g, '-')}.pdf`);
  const proforma = await pdfText(await proformaFile.path());
  expect(proforma).toContain('Proforma invoice');
  expect(proforma).toContain(proformaNumber);
  expect(proforma).toContain(number);
  expect(proforma).toContain(amount);

  // The money arrives: the order manager books the transfer of the whole amount due.
  const shopper = apiAs(page.request, store.url, await visitorToken(page));
  const { order } = await shopper<{ order: { amount_due: number } }>('get', `orders/${number}`);
  const signIn = await page.request.post(`${store.url}/api/users/sign_in`, { data: { email: 'manager@packhelp.test', password: 'manager-demo-password' } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const manager = apiAs(page.request, store.url, ((await signIn.json()) as { token: string }).token);
  await manager('post', 'v1/bank_transfers', { order_number: number, amount: order.amount_due });

  // The order's page lists both documents; the VAT invoice totals what the store shows for the order.
  await page.goto(`${store.url}/account/orders/${number}`);
  await expect(page.getByRole('heading', { level: 2, name: `Order ${number}` })).toBeVisible();
  const documents = page.getByRole('table', { name: `Invoices of order ${number}` });
  await expect(documents.getByRole('rowheader', { name: proformaNumber })).toBeVisible();
  const invoiceRow = documents.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^FV\/EU\/\d{4}\/\d+$/ }) });
  await expect(invoiceRow).toContainText('VAT invoice');
  const invoiceNumber = (await invoiceRow.getByRole('rowheader').textContent())!.trim();
  const storeTotal = (await page.locator('dt:text-is("Total") + dd').textContent())!.trim();
  const storeVat = (await page.locator('dt:text-is("VAT") + dd').textContent())!.trim();
  expect(storeTotal).toBe(amount);
  await expect(invoiceRow).toContainText(storeTotal);
  await expect(invoiceRow.getByRole('link', { name: `E-invoice (UBL XML) of ${invoiceNumber}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the order's page with its invoices");

  const [invoiceFile] = await Promise.all([page.waitForEvent('download'), invoiceRow.getByRole('link', { name: `PDF of ${invoiceNumber}` }).click()]);
  const invoice = await pdfText(await invoiceFile.path());
  expect(invoice).toContain('VAT invoice');
  expect(invoice).toContain(invoiceNumber);
  expect(invoice).toContain(number);
  // The VAT rows: each rate of the invoice, and the VAT and the total the store shows.
  const { invoices } = await shopper<{ invoices: InvoiceView[] }>('get', `orders/${number}/invoices`);
  const vatRows = invoices.find((d) => d.number === invoiceNumber)!.vat;
  expect(vatRows.length).toBeGreaterThan(0);
  expect(invoice).toContain('VAT summary');
  for (const row of vatRows.filter((r) => !r.vat_exempt)) expect(invoice).toContain(`${row.tax_rate / 100} %`);
  expect(invoice).toContain(storeVat);
  expect(invoice).toContain(storeTotal);
});

test('a custom offer: the customer downloads its proforma from the offer page, numbered in the proforma series, with the offer total', async ({ page, store }) => {
  test.setTimeout(120_000);
  const email = `e2e-offer-proforma-${Date.now()}@example.com`;
  await registerAndConfirm(page, store.url, { email, firstName: 'Ada' });
  // A proforma names its buyer: the customer's first saved address is the default one.
  await page.goto(`${store.url}/account/settings`);
  await addSavedAddress(page);

  // The seeded order manager sends an offer of two lines to the customer.
  const signIn = await page.request.post(`${store.url}/api/users/sign_in`, { data: { email: 'manager@packhelp.test', password: 'manager-demo-password' } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const manager = apiAs(page.request, store.url, ((await signIn.json()) as { token: string }).token);
  const variants = await manager<{ data: { id: number }[] }>('get', 'v2/variants?region=eu&external_pim_id[]=1001');
  const variantId = variants.data[0]!.id;
  const { offer } = await manager<{ offer: { url: string } }>('post', 'v2/offers', {
    customer_email: email,
    region: 'eu',
    lines: [
      { variant_id: variantId, quantity: 12_000, unit_net: 95 },
      { variant_id: variantId, quantity: 30_000, unit_net: 81 },
    ],
    shipping_net: 4_500,
    valid_until: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });

  await page.goto(`${store.url}${offer.url}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your custom offer' })).toBeVisible();
  const total = (await page.getByLabel('Offer totals').locator('dd').last().innerText()).trim();
  expect(total).toMatch(/^€[\d,]+\.\d{2}$/);
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download proforma' }).click()]);
  const link = page.getByRole('link', { name: /^Proforma invoice PF\/EU\/\d{4}\/\d+ \(PDF\)$/ });
  await expect(link).toBeVisible();
  const proformaNumber = /PF\/EU\/\d{4}\/\d+/.exec((await link.textContent())!)![0];
  expect(file.suggestedFilename()).toBe(`${proformaNumber.replace(/\//g, '-')}.pdf`);
  await expectNoSeriousA11yViolations(page, 'the offer page with its proforma link');
  const proforma = await pdfText(await file.path());
  expect(proforma).toContain('Proforma invoice');
  expect(proforma).toContain(proformaNumber);
  expect(proforma).toContain('Lovelace');
  expect(proforma).toContain(total);

  // Asked again (a reload, the button again): the same document, not a new number.
  await page.reload();
  const [again] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download proforma' }).click()]);
  expect(again.suggestedFilename()).toBe(file.suggestedFilename());
});
