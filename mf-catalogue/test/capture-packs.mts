// Captures the API answers test/packs.test.tsx replays (sample pack builder, bundle chooser), like
// scripts/capture-fixtures.mts does for the configurator. Run against a freshly seeded API:
//   (cd packages/api-server && pnpm build && PORT=3277 DATA_DIR=memory:// pnpm start) &
//   pnpm --filter mf-catalogue exec tsx test/capture-packs.mts http://127.0.0.1:3277/api
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createApiClient, createMemoryTokenStore, fetchBundle, type CatalogueContext } from '@ph/api-client';
import { fetchBundlePrices, fetchSamplePacks } from '@ph/api-client/packs';
import { defaultQuantity, standardQuantities } from '@ph/catalogue-logic';
import { optionalChoices, primaryChoices } from '../src/screens/bundleLines';
import { createRecorder } from './recordingFetch';

const base = process.argv[2] ?? 'http://127.0.0.1:3277/api';
const { exchanges, fetch: recordingFetch } = createRecorder();

const catalogueToken = 'dev-public-catalogue-token';
const client = createApiClient({ baseUrl: base, region: 'eu', tokenStore: createMemoryTokenStore(), fetch: recordingFetch });
for (const [region, lang] of [['eu', 'en'], ['pl', 'pl'], ['eu', 'de']] as const) await fetchSamplePacks(client, { region, lang });
const offer = await fetchSamplePacks(client, { region: 'eu', lang: 'en' });

const anon = await client.get<{ token: string }>('users/anonymous', { auth: false });
client.tokens.set(anon!.token);
await client.get('users/me', { auth: true });
// A visitor without a cart: the catalogue looks for an open order before it creates one.
await client.get('orders/mine', { auth: true, query: { per_page: 100 } });
const created = await client.post<{ order: { id: number; number: string } }>('v2/orders', { currency: 'EUR' }, { auth: true });
await client.get(`orders/${created.order.number}`, { auth: true });
// The test picks the first two samples.
const samples = offer.samples.slice(0, 2).map((s) => s.sku);
await client.post('custom_sample_pack', { sku: offer.packs[0]!.sku, samples, version: '1', order_id: created.order.id }, { auth: true });

// The wine set: its default choice, then the second main variant (with the box paired with it), then a larger quantity.
const ctx: CatalogueContext = { region: 'eu', lang: 'en', catalogueToken };
const bundles = await Promise.all([1, 2].map((id) => fetchBundle(client, ctx, id)));
const wine = bundles[1]!;
const primaryProduct = wine.products.find((p) => p.primary)!.product;
const optionalSku = wine.products.find((p) => !p.primary)!.product.sku;
const [first] = primaryChoices(wine);
const second = primaryChoices(wine).find((v) => v.sku === 'product-box-wine-box-w2-coated-hd');
const choice = (primary: NonNullable<typeof first>, pick: (qs: number[]) => number | undefined) => {
  const partner = optionalChoices(wine, optionalSku, primary.id)[0]!;
  const qs = standardQuantities(primaryProduct.dynamicPricingConfig, Math.max(primary.minQuantity, partner.minQuantity ?? 0));
  const quantity = pick(qs)!;
  return [{ variantId: primary.id, quantity }, { variantId: partner.id!, quantity }];
};
const bigger = (qs: number[]) => qs[qs.indexOf(defaultQuantity(qs)!) + 2];
for (const lines of [choice(first!, defaultQuantity), choice(second!, defaultQuantity), choice(second!, bigger)]) {
  await fetchBundlePrices(client, 'eu', wine.id, lines);
}
const chosen = choice(second!, bigger);
await client.post(`v2/orders/${created.order.id}/line_items/bulk_create`, { bundle_id: wine.id, line_items_params: chosen.map((l) => ({ variant_id: l.variantId, quantity: l.quantity })) }, { auth: true });

const out = path.join(import.meta.dirname, 'fixtures', 'packs-exchanges.json');
writeFileSync(out, `${JSON.stringify(exchanges, null, 1)}\n`);
console.log(`wrote ${exchanges.length} exchanges to ${out}`);
