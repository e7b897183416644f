// Captures the API answers the component tests replay: run against a freshly seeded API
//   (cd packages/api-server && pnpm build && PORT=3277 DATA_DIR=memory:// pnpm start) &
//   pnpm --filter mf-catalogue exec tsx scripts/capture-fixtures.mts http://127.0.0.1:3277/api
// Each fixture records the request (method, path, query, body) and the answer, so the tests'
// fake fetch can only answer what the real API was asked.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createApiClient, createMemoryTokenStore, fetchBundle, fetchMinimalPrices, fetchProductBySku, PRODUCT_CARD_EXPANSIONS, PRODUCT_PAGE_EXPANSIONS } from '@ph/api-client';
import { customSizeQuantities, defaultQuantity, standardQuantities } from '@ph/catalogue-logic';
import { bundleLines } from '../src/screens/bundleLines';
import { createRecorder } from '../test/recordingFetch';

const base = process.argv[2] ?? 'http://127.0.0.1:3277/api';
const { exchanges, fetch: recordingFetch } = createRecorder();

const catalogueToken = 'dev-public-catalogue-token';
const SKU = 'mailer-box';

for (const region of ['eu', 'pl', 'gb'] as const) {
  const lang = region === 'pl' ? 'pl' : 'en';
  const client = createApiClient({ baseUrl: base, region, tokenStore: createMemoryTokenStore(), fetch: recordingFetch });
  const ctx = { region, lang, catalogueToken };
  const all = await fetchMinimalPrices(client, { region });
  for (const m of all.data) await fetchProductBySku(client, ctx, m.variant_sku, { expand: PRODUCT_CARD_EXPANSIONS });
  const samples = await fetchMinimalPrices(client, { region, product: 'samples' });
  const samplesProduct = await fetchProductBySku(client, ctx, samples.data[0]!.variant_sku, { expand: PRODUCT_PAGE_EXPANSIONS });
  const minimal = await fetchMinimalPrices(client, { region, product: SKU });
  const product = await fetchProductBySku(client, ctx, minimal.data[0]!.variant_sku, { expand: PRODUCT_PAGE_EXPANSIONS });
  const variant = product.variants![0]!;
  const quantities = standardQuantities(product.dynamicPricingConfig, variant.minQuantity).slice(0, 30);
  const anon = await client.get<{ token: string }>('users/anonymous', { auth: false });
  client.tokens.set(anon!.token);
  await client.get('users/me', { auth: true });
  await client.post('v3/line_prices', { region, items: [{ sku: variant.sku, quantities }] }, { auth: true });
  // The second size with the first option: the test changes the size and expects new prices.
  const other = product.variants!.find((v) => v.size?.id !== variant.size?.id && v.properties.every((p, i) => p.key === variant.properties[i]?.key))!;
  await client.post('v3/line_prices', { region, items: [{ sku: other.sku, quantities }] }, { auth: true });
  // A custom size the component test types (25 × 20 × 8 cm) in the custom-size quantities.
  const customQuantities = customSizeQuantities(product.customSizeConfig!.minQuantity, product.qrConfig);
  const customSize = { length: 250, width: 200, height: 80 };
  await client.post('v3/line_prices', { region, items: [{ sku: variant.sku, quantities: customQuantities, custom_size: customSize }] }, { auth: true });
  if (region === 'eu') {
    // The sample pack page and adding to the cart: a new order, then one line each.
    const sample = samplesProduct.variants![0]!;
    const sampleQuantities = (sample.volumePricings ?? []).map((t) => t.rangeStart);
    // The inch test's size (12 × 8 × 3 in).
    const inches = { length: 304.8, width: 203.2, height: 76.2 };
    await client.post('v3/line_prices', { region, items: [{ sku: variant.sku, quantities: customQuantities, custom_size: inches }] }, { auth: true });
    await client.post('v3/line_prices', { region, items: [{ sku: sample.sku, quantities: sampleQuantities }] }, { auth: true });
    await client.get('v1/delivery_estimates', { auth: false, query: { region, variant_skus: [sample.sku] } });
    await client.get('prices/express_delivery', { auth: false, query: { sku: sample.sku, country: 'DE' } });
    await client.get(`v2/products/${sample.sku}/emissions`, { auth: true, query: { quantity: defaultQuantity(sampleQuantities) } });
    // A visitor without a cart: the catalogue looks for an open order before it creates one.
    await client.get('orders/mine', { auth: true, query: { per_page: 100 } });
    const created = await client.post<{ order: { id: number; number: string } }>('v2/orders', { currency: 'EUR' }, { auth: true });
    const line = { variant_id: variant.id, quantity: defaultQuantity(quantities), express_delivery_option_id: null };
    await client.post(`v2/orders/${created.order.id}/line_item`, line, { auth: true });
    await client.get(`orders/${created.order.number}`, { auth: true });
    const sampleLine = { variant_id: sample.id, quantity: defaultQuantity(sampleQuantities), express_delivery_option_id: null };
    await client.post(`v2/orders/${created.order.id}/line_item`, sampleLine, { auth: true });
    const customLine = { variant_id: variant.id, quantity: customQuantities[0], express_delivery_option_id: null, custom_size: customSize };
    await client.post(`v2/orders/${created.order.id}/line_item`, customLine, { auth: true });
    const bundles = await Promise.all([1, 2].map((id) => fetchBundle(client, ctx, id)));
    const lines = bundleLines(bundles[0]!).map((l) => ({ variant_id: l.variantId, quantity: l.quantity }));
    await client.post(`v2/orders/${created.order.id}/line_items/bulk_create`, { bundle_id: bundles[0]!.id, line_items_params: lines }, { auth: true });
  }
  for (const v of [variant, other]) {
    await client.get('v1/delivery_estimates', { auth: false, query: { region, variant_skus: [v.sku] } });
    await client.get('prices/express_delivery', { auth: false, query: { sku: v.sku, country: region === 'eu' ? 'DE' : region.toUpperCase() } });
    for (const quantity of [defaultQuantity(quantities), 500, 1000, 1500]) await client.get(`v2/products/${v.sku}/emissions`, { auth: true, query: { quantity } });
  }
}

const out = path.join(import.meta.dirname, '../test/fixtures/api-exchanges.json');
writeFileSync(out, `[\n${exchanges.map((e) => JSON.stringify(e)).join(',\n')}\n]\n`);
console.log(`wrote ${exchanges.length} exchanges to ${out}`);
