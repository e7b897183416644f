// "Product Added" from the sample pack builder and the bundle chooser, with their page source (the light
// configurator of docs/domain.md#regions-languages-and-routes "Analytics page sources"), the lines the add put into the cart and the order's
// fields; on API answers captured from the real, seeded API (fixtures/packs-exchanges.json). Its own
// file: the page's tracker keeps the visitor's consent for every test of a file.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceConsentRecorded, consentManagerFor } from '@ph/analytics';
import type { BundlePrices, PimBundle, SamplePacks } from '@ph/api-client';
import { renderRemote } from '@ph/remote-kit/testing';
import { publishCartChanged } from '@ph/contracts';
import { App } from '../src/App';
import { catalogues } from '../src/messages';
import { variantLabel } from '../src/screens/bundleLines';
import { installApiReplay, type Exchange, type Replay } from './apiReplay';
import packExchanges from './fixtures/packs-exchanges.json';

const PACKS = packExchanges as Exchange[];
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const answer = <T,>(match: (e: Exchange) => boolean): T => PACKS.find(match)!.answer as T;
const order = () => answer<{ order: { id: number; number: string } }>((e) => e.method === 'POST' && e.path === '/v2/orders').order;

let replay: Replay;
beforeEach(() => {
  replay = installApiReplay();
  replay.override((req) => {
    if (req.path.startsWith('/v1/segment_proxies/') || req.path.startsWith('/v2/segment_sessions/')) return { status: 200, answer: { success: true, session_id: 's1' } };
    return PACKS.find((e) => e.method === req.method && e.path === req.path && e.search === req.search && same(e.body, req.body));
  });
  publishCartChanged({ orderNumber: order().number, itemCount: 0 });
  announceConsentRecorded(window, 1, consentManagerFor(window).acceptAll().consentId);
});

type Tracked = { event: string; properties: Record<string, unknown> };
const productAdded = () => replay.requests.filter((r) => r.path === '/v1/segment_proxies/track').map((r) => r.body as Tracked).filter((e) => e.event === 'Product Added');

it('sends "Product Added" for a sample pack, from the light configurator, with the pack line and the order', async () => {
  const { packs, samples } = answer<{ data: SamplePacks }>((e) => e.path === '/v2/sample_packs' && e.search === '?region=eu&lang=en').data;
  await renderRemote(App, catalogues, { path: '/sample-packs' });
  await userEvent.click(screen.getByRole('button', { name: 'Create a sample pack' }));
  const group = await screen.findByRole('group', { name: `Choose up to ${packs[0]!.max_samples} samples` });
  for (const s of samples.slice(0, 2)) await userEvent.click(within(group).getByRole('checkbox', { name: `${s.product_name}: ${s.material_name}` }));
  await userEvent.click(screen.getByRole('button', { name: 'Add the sample pack to cart' }));
  expect(await screen.findByText('Your sample pack is in the cart.')).toBeInTheDocument();

  await waitFor(() => expect(productAdded()).toHaveLength(1));
  const after = answer<{ order: { number: string } }>((e) => e.path === '/custom_sample_pack').order;
  expect(productAdded()[0]!.properties).toMatchObject({
    source: 'light configurator',
    sku: packs[0]!.sku,
    samples: [samples[0]!.sku, samples[1]!.sku],
    line_items: [expect.objectContaining({ quantity: 1 })],
    order: expect.objectContaining({ number: after.number }),
  });
});

it('sends "Product Added" for a bundle chosen in the chooser, from the light configurator, with the set’s lines', async () => {
  const bundle = answer<{ data: PimBundle }>((e) => e.path === '/pim/bundles/2').data;
  const chosen = (PACKS.filter((e) => e.path === '/v2/bundles/prices')[2]!.answer as { data: BundlePrices }).data;
  await renderRemote(App, catalogues, { path: '/bundles' });
  const card = await screen.findByRole('article', { name: 'Wine gift set' });
  await userEvent.click(within(card).getByRole('button', { name: 'Choose variants and quantity' }));
  await within(card).findByRole('table', { name: /Price of your set/ });
  const w2 = bundle.products.flatMap((p) => p.product.variants ?? []).find((v) => v.sku === 'product-box-wine-box-w2-coated-hd')!;
  await userEvent.selectOptions(within(card).getByLabelText('Wine box (main product)'), variantLabel(w2));
  await userEvent.selectOptions(within(card).getByLabelText('Quantity of each product'), String(chosen.lines[0]!.quantity));
  await waitFor(() => expect(within(card).getByRole('button', { name: 'Add this set to cart' })).toBeEnabled());
  await userEvent.click(within(card).getByRole('button', { name: 'Add this set to cart' }));
  expect(await within(card).findByText('Added to your cart.')).toBeInTheDocument();

  await waitFor(() => expect(productAdded()).toHaveLength(1));
  const event = productAdded()[0]!.properties;
  expect(event).toMatchObject({ source: 'light configurator', bundle_id: bundle.id, name: bundle.name, quantity: chosen.lines[0]!.quantity });
  const skus = (event.line_items as Array<{ variant: { sku: string } }>).map((l) => l.variant.sku);
  expect(skus).toEqual(expect.arrayContaining(chosen.lines.map((l) => l.sku)));
});
