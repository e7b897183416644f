// The custom sample pack builder, the bundle chooser and the translated failure texts, on API
// answers captured from the real, seeded API (test/capture-packs.mts → fixtures/packs-exchanges.json).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { formatMoney } from '@ph/region-config';
import { CATALOGUE_ERRORS, CatalogueFetchError, type BundlePrices, type CatalogueFailureKind, type PimBundle, type SamplePacks } from '@ph/api-client';
import { renderRemote } from '@ph/remote-kit/testing';
import { cartSummaryAtom, phStore, publishCartChanged } from '@ph/contracts';
import { App } from '../src/App';
import { FetchFailure } from '../src/common/failures';
import { catalogues } from '../src/messages';
import { variantLabel } from '../src/screens/bundleLines';
import { installApiReplay, type Exchange, type Replay } from './apiReplay';
import packExchanges from './fixtures/packs-exchanges.json';

const PACKS = packExchanges as Exchange[];
const MY_PATHS = ['/v2/sample_packs', '/custom_sample_pack', '/v2/bundles/prices', '/bulk_create', '/pim/bundles'];
const mine = (path: string) => MY_PATHS.some((p) => path.includes(p));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function answer<T>(match: (e: Exchange) => boolean): T {
  const e = PACKS.find(match);
  if (!e) throw new Error('not captured');
  return e.answer as T;
}
type OrderAnswer = { order: { id: number; number: string; item_count: number } };
const order = () => answer<OrderAnswer>((e) => e.method === 'POST' && e.path === '/v2/orders').order;
const offer = (search = '?region=eu&lang=en') => answer<{ data: SamplePacks }>((e) => e.path === '/v2/sample_packs' && e.search === search).data;

let replay: Replay;
type Failure = (req: { method: string; path: string }) => { status: number; answer: unknown } | undefined;
let failures: Failure[] = [];
/** Requests held until released (to see the overlay while the API works). */
let hold: ((path: string) => Promise<void> | undefined) | undefined;
beforeEach(() => {
  replay = installApiReplay();
  failures = [];
  replay.override((req) => {
    for (const fail of failures) {
      const hit = fail(req);
      if (hit) return hit;
    }
    return PACKS.find((e) => e.method === req.method && e.path === req.path && e.search === req.search && same(e.body, req.body));
  });
  const replayFetch = globalThis.fetch;
  hold = undefined;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    await hold?.(new URL(String(input), 'http://localhost').pathname);
    return replayFetch(input, init);
  }) as typeof fetch;
  publishCartChanged({ orderNumber: order().number, itemCount: 0 });
});
afterEach(() => {
  expect(replay.unmatched.filter((u) => mine(u))).toEqual([]);
});

const failOnce = (method: string, path: string, status = 503) => {
  let failed = false;
  failures.push((req) => {
    if (failed || req.method !== method || !req.path.includes(path)) return undefined;
    failed = true;
    return { status, answer: { statusCode: status, error: 'Service Unavailable', message: 'down' } };
  });
};

async function openBuilder(locale: 'en-US' | 'de-DE' = 'en-US') {
  await renderRemote(App, catalogues, { path: '/sample-packs', locale });
  await userEvent.click(screen.getByRole('button', { name: locale === 'de-DE' ? 'Musterpaket zusammenstellen' : 'Create a sample pack' }));
}

describe('custom sample pack', () => {
  it('limits the choice to the pack’s size, shows the API’s price and adds the pack to the cart under the overlay', async () => {
    const { packs, samples } = offer();
    const pack = packs[0]!;
    await openBuilder();
    const group = await screen.findByRole('group', { name: `Choose up to ${pack.max_samples} samples` });
    expect(screen.getByTestId('sample-pack-price')).toHaveTextContent(`Price of the pack: ${formatMoney(pack.net, 'eu')} excl. VAT`.replace(/ /g, ' '));
    const add = screen.getByRole('button', { name: 'Add the sample pack to cart' });
    expect(add).toBeDisabled();

    const label = (i: number) => `${samples[i]!.product_name}: ${samples[i]!.material_name}`;
    for (let i = 0; i < pack.max_samples; i += 1) await userEvent.click(within(group).getByRole('checkbox', { name: label(i) }));
    expect(screen.getByText(`${pack.max_samples} of ${pack.max_samples} samples chosen`)).toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: label(pack.max_samples) })).toBeDisabled();
    for (let i = 2; i < pack.max_samples; i += 1) await userEvent.click(within(group).getByRole('checkbox', { name: label(i) }));
    expect(screen.getByText(`2 of ${pack.max_samples} samples chosen`)).toBeInTheDocument();

    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    hold = (path) => (path.endsWith('/custom_sample_pack') ? gate : undefined);
    await userEvent.click(add);
    expect(await screen.findByText('Preparing your sample pack…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Your sample pack is in the cart.')).toBeInTheDocument();
    expect(screen.queryByText('Preparing your sample pack…')).not.toBeInTheDocument();

    const sent = replay.requests.find((r) => r.path === '/custom_sample_pack');
    expect(sent?.body).toEqual({ sku: pack.sku, samples: [samples[0]!.sku, samples[1]!.sku], version: '1', order_id: order().id });
    const after = answer<OrderAnswer>((e) => e.path === '/custom_sample_pack').order;
    // One product in the cart: the sample pack.
    expect(phStore.get(cartSummaryAtom)).toEqual({ orderNumber: after.number, itemCount: 1 });
    expect(after.item_count).toBeGreaterThan(0);
  });

  it('shows each sample’s picture, decorative inside its labelled checkbox', async () => {
    const { samples } = offer();
    await openBuilder();
    const box = await screen.findByRole('checkbox', { name: `${samples[0]!.product_name}: ${samples[0]!.material_name}` });
    const picture = box.closest('label')!.querySelector('img');
    expect(picture).toHaveAttribute('src', samples[0]!.image);
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('width', '48');
    expect(picture).toHaveAttribute('height', '36');
    const pictured = samples.filter((s) => s.image !== null).length;
    expect(pictured).toBeGreaterThan(0);
    expect(document.querySelectorAll('.cat-sample-picture')).toHaveLength(pictured);
  });

  it('keeps the chosen samples when adding fails and sends the same pack again on "Try again"', async () => {
    const { samples } = offer();
    failOnce('POST', '/custom_sample_pack');
    await openBuilder();
    await userEvent.click(await screen.findByRole('checkbox', { name: `${samples[0]!.product_name}: ${samples[0]!.material_name}` }));
    await userEvent.click(screen.getByRole('checkbox', { name: `${samples[1]!.product_name}: ${samples[1]!.material_name}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Add the sample pack to cart' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sample pack could not be added to your cart. Something went wrong on our side. Please try again.');
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your sample pack is in the cart.')).toBeInTheDocument();
    const sends = replay.requests.filter((r) => r.path === '/custom_sample_pack');
    expect(sends).toHaveLength(2);
    expect(sends[1]!.body).toEqual(sends[0]!.body);
  });

  it('shows a failed list of samples in German with "Erneut versuchen", and loads it on retry', async () => {
    failOnce('GET', '/v2/sample_packs', 500);
    await openBuilder('de-DE');
    const failure = await screen.findByRole('alert', { name: 'Die Muster konnten nicht geladen werden' });
    expect(failure).toHaveTextContent('Das Produkt konnte nicht abgerufen werden');
    await userEvent.click(within(failure).getByRole('button', { name: 'Erneut versuchen' }));
    const de = offer('?region=eu&lang=de');
    expect(await screen.findByRole('group', { name: `Wählen Sie bis zu ${de.packs[0]!.max_samples} Muster` })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `${de.samples[0]!.product_name}: ${de.samples[0]!.material_name}` })).toBeInTheDocument();
  });
});

describe('choosing inside a bundle', () => {
  const wine = () => answer<{ data: PimBundle }>((e) => e.path === '/pim/bundles/2').data;
  const priced = (i: number) => PACKS.filter((e) => e.path === '/v2/bundles/prices')[i]!.answer as { data: BundlePrices };
  const rowsOf = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .map((r) => within(r).queryAllByRole('cell').map((c) => c.textContent?.replace(/ /g, ' ')));

  async function openChooser() {
    await renderRemote(App, catalogues, { path: '/bundles' });
    const card = await screen.findByRole('article', { name: 'Wine gift set' });
    await userEvent.click(within(card).getByRole('button', { name: 'Choose variants and quantity' }));
    return card;
  }

  it('prices the chosen variants and quantity with the API and adds exactly that choice in one call', async () => {
    const card = await openChooser();
    const first = priced(0).data;
    const table = await within(card).findByRole('table', { name: /Price of your set/ });
    await waitFor(() => expect(rowsOf(table)[1]?.[2]).toBe(formatMoney(first.lines[0]!.net, 'eu').replace(/ /g, ' ')));

    const bundle = wine();
    const variants = bundle.products.flatMap((p) => p.product.variants ?? []);
    const w2 = variants.find((v) => v.sku === 'product-box-wine-box-w2-coated-hd')!;
    const t20 = variants.find((v) => v.sku === 'product-box-two-pieces-t20-coated-indigo')!;
    await userEvent.selectOptions(within(card).getByLabelText('Wine box (main product)'), variantLabel(w2));
    // The box the set pairs with W2 replaces the one paired with W1.
    expect(within(card).getByLabelText('Variant of Two-piece box')).toHaveDisplayValue(variantLabel(t20));
    const chosen = priced(2).data;
    await userEvent.selectOptions(within(card).getByLabelText('Quantity of each product'), String(chosen.lines[0]!.quantity));

    await waitFor(() => {
      const rows = rowsOf(within(card).getByRole('table', { name: /Price of your set/ }));
      expect(rows.slice(1, 3).map((r) => r[2])).toEqual(chosen.lines.map((l) => formatMoney(l.net, 'eu').replace(/ /g, ' ')));
      expect(rows.slice(1, 3).map((r) => r[1])).toEqual(chosen.lines.map((l) => String(l.quantity)));
    });
    expect(within(card).getByRole('row', { name: /Total/ })).toHaveTextContent(formatMoney(chosen.total.net, 'eu').replace(/ /g, ' '));

    await userEvent.click(within(card).getByRole('button', { name: 'Add this set to cart' }));
    expect(await within(card).findByText('Added to your cart.')).toBeInTheDocument();
    const bulk = replay.requests.filter((r) => r.path.endsWith('/bulk_create'));
    expect(bulk).toHaveLength(1);
    expect(bulk[0]!.body).toEqual({ bundle_id: bundle.id, line_items_params: chosen.lines.map((l) => ({ variant_id: l.variant_id, quantity: l.quantity })) });
    const after = answer<OrderAnswer>((e) => e.path.endsWith('/bulk_create')).order;
    // The sample pack captured before plus the chosen set's two lines.
    expect(phStore.get(cartSummaryAtom)).toEqual({ orderNumber: after.number, itemCount: 3 });
  });

  it('shows a failed price with the spec’s text and "Try again", then the price', async () => {
    failOnce('POST', '/v2/bundles/prices');
    const card = await openChooser();
    const failure = await within(card).findByRole('alert', { name: 'The price of this set could not be loaded' });
    expect(failure).toHaveTextContent(CATALOGUE_ERRORS.pricingByVariant);
    expect(within(card).getByRole('button', { name: 'Add this set to cart' })).toBeDisabled();
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('table', { name: /Price of your set/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add this set to cart' })).toBeEnabled();
  });
});

describe('a choice the API refuses', () => {
  it('says so in the shopper’s words and cannot be added', async () => {
    failures.push((req) =>
      req.path === '/v2/bundles/prices'
        ? { status: 422, answer: { statusCode: 422, error: 'Unprocessable Entity', code: 'incompatible_bundle_variant', message: 'x does not go with y' } }
        : undefined,
    );
    await renderRemote(App, catalogues, { path: '/bundles' });
    const card = await screen.findByRole('article', { name: 'Wine gift set' });
    await userEvent.click(within(card).getByRole('button', { name: 'Choose variants and quantity' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This combination is not available in the set. Please choose again.');
    expect(within(card).getByRole('button', { name: 'Add this set to cart' })).toBeDisabled();
    expect(replay.requests.filter((r) => r.path.endsWith('/bulk_create'))).toEqual([]);
  });
});

describe('failure texts', () => {
  const kinds = Object.keys(CATALOGUE_ERRORS) as Array<keyof typeof CATALOGUE_ERRORS>;

  it.each(['en', 'pl', 'de'] as const)('shows each "Unable to fetch …" failure in %s with a Try again button', async (lang) => {
    // The remote's loaders resolve to the catalogue itself (src/messages/index.ts).
    const messages = (await catalogues[lang]!()) as Record<string, string>;
    for (const kind of kinds) {
      const onRetry = jest.fn();
      const { unmount } = render(
        <IntlProvider locale={lang} messages={messages}>
          <FetchFailure title="T" error={new CatalogueFetchError(kind)} onRetry={onRetry} />
        </IntlProvider>,
      );
      const text = messages[`catalogue.failure.${kind satisfies CatalogueFailureKind}`];
      expect(screen.getByRole('alert')).toHaveTextContent(String(text));
      if (lang === 'en') expect(text).toBe(CATALOGUE_ERRORS[kind]);
      else expect(text).not.toBe(CATALOGUE_ERRORS[kind]);
      await userEvent.click(screen.getByRole('button', { name: messages['catalogue.retry'] }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      unmount();
    }
  });
});
