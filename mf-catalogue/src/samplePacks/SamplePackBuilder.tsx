// The "create sample pack" stage (docs/domain.md#regions-languages-and-routes): the shopper picks the samples a pack holds
// (`GET v2/sample_packs` lists them with the pack's price and its limit), and the pack goes into the
// cart with `POST /custom_sample_pack` under the "preparing sample pack product" overlay.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SampleChoice, SamplePacks } from '@ph/api-client';
import { addSamplePack, fetchSamplePacks } from '@ph/api-client/packs';
import { addToCart } from '@ph/session';
import { useRegion } from '@ph/i18n';
import { RouteLink, useLoad } from '@ph/remote-kit';
import { BlockingOverlay, Button, Spinner } from '@ph/ui';
import { addedLines, lineIds, trackLinesAdded } from '../analytics/tracker';
import { useCatalogueApi } from '../api/catalogueApi';
import { messageForCode } from '@ph/api-errors';
import { apiErrorOf, FetchFailure, RetryAlert, useFailureText } from '../common/failures';
import { Money, TaxNote, useTaxDisplay } from '../common/money';

/** Version of this builder sent with each pack (docs/domain.md#what-the-store-keeps "Sample pack order: sku, samples, version"). */
export const SAMPLE_PACK_VERSION = '1';

type AddState = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'failed'; error: unknown };

function groupByProduct(samples: readonly SampleChoice[]): Array<{ productSku: string; productName: string; samples: SampleChoice[] }> {
  const groups = new Map<string, { productSku: string; productName: string; samples: SampleChoice[] }>();
  for (const s of samples) {
    const group = groups.get(s.product_sku) ?? { productSku: s.product_sku, productName: s.product_name, samples: [] };
    group.samples.push(s);
    groups.set(s.product_sku, group);
  }
  return [...groups.values()];
}

function Builder({ offer }: { offer: SamplePacks }) {
  const intl = useIntl();
  const region = useRegion();
  const { client } = useCatalogueApi();
  const display = useTaxDisplay();
  const failureText = useFailureText();
  const uid = useId();
  const pack = offer.packs[0];
  const [chosen, setChosen] = useState<string[]>([]);
  const [add, setAdd] = useState<AddState>({ kind: 'idle' });
  if (!pack) {
    return (
      <p>
        <FormattedMessage id="catalogue.samplePacks.none" defaultMessage="Sample packs are not available in this store." />
      </p>
    );
  }
  const full = chosen.length >= pack.max_samples;
  const toggle = (sku: string, on: boolean) => {
    setChosen((c) => (on ? (c.includes(sku) || c.length >= pack.max_samples ? c : [...c, sku]) : c.filter((s) => s !== sku)));
    setAdd({ kind: 'idle' });
  };
  const addPack = async () => {
    setAdd({ kind: 'adding' });
    try {
      let before = new Set<number>();
      const cart = await addToCart(client, region.currency, (open) => {
        before = lineIds(open);
        return addSamplePack(client, open.id, { sku: pack.sku, samples: chosen, version: SAMPLE_PACK_VERSION });
      });
      // Samples picked from a short list: the light configurator of docs/domain.md#regions-languages-and-routes.
      trackLinesAdded(client, { source: 'light configurator', sku: pack.sku, samples: chosen }, cart, addedLines(before, cart));
      setAdd({ kind: 'added' });
    } catch (error) {
      setAdd({ kind: 'failed', error });
    }
  };
  const addFailure = (error: unknown): string => {
    const code = apiErrorOf(error)?.code;
    if (code === 'too_many_samples') {
      return intl.formatMessage({ id: 'catalogue.samplePacks.tooMany', defaultMessage: 'A pack holds at most {max} samples.' }, { max: pack.max_samples });
    }
    return messageForCode(intl, code) ?? `${intl.formatMessage({ id: 'catalogue.samplePacks.addFailed', defaultMessage: 'The sample pack could not be added to your cart.' })} ${failureText(error)}`;
  };

  return (
    <div className="cat-sample-builder">
      <fieldset className="cat-fieldset" aria-describedby={`${uid}-count`}>
        <legend>
          <FormattedMessage id="catalogue.samplePacks.choose" defaultMessage="Choose up to {max} samples" values={{ max: pack.max_samples }} />
        </legend>
        {groupByProduct(offer.samples).map((group) => (
          <div key={group.productSku} role="group" aria-labelledby={`${uid}-${group.productSku}`}>
            <h3 id={`${uid}-${group.productSku}`} className="cat-sample-group-title">
              {group.productName}
            </h3>
            <ul className="cat-nav-list">
              {group.samples.map((s) => {
                const checked = chosen.includes(s.sku);
                return (
                  <li key={s.sku}>
                    <label>
                      <input type="checkbox" checked={checked} disabled={!checked && full} onChange={(e) => toggle(s.sku, e.target.checked)} />{' '}
                      {/* Decorative: the label names the sample, and an alt text would be read twice in the checkbox's name. */}
                      {s.image ? <img className="cat-sample-picture" src={s.image} alt="" width={48} height={36} decoding="async" loading="lazy" /> : null}{' '}
                      {s.material_name ? `${s.product_name}: ${s.material_name}` : s.product_name}
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </fieldset>
      <p id={`${uid}-count`} role="status">
        <FormattedMessage
          id="catalogue.samplePacks.count"
          defaultMessage="{count, plural, =0 {No samples chosen yet} one {# of {max} samples chosen} other {# of {max} samples chosen}}"
          values={{ count: chosen.length, max: pack.max_samples }}
        />
      </p>
      <p data-testid="sample-pack-price">
        <FormattedMessage
          id="catalogue.samplePacks.price"
          defaultMessage="Price of the pack: {price}"
          values={{ price: <Money key="price" minor={display === 'gross' ? pack.gross : pack.net} /> }}
        />{' '}
        <TaxNote display={display} />
      </p>
      <Button type="button" disabled={chosen.length < pack.min_samples || add.kind === 'adding'} onClick={() => void addPack()}>
        <FormattedMessage id="catalogue.samplePacks.add" defaultMessage="Add the sample pack to cart" />
      </Button>
      {add.kind === 'added' ? (
        <p role="status">
          <FormattedMessage id="catalogue.samplePacks.added" defaultMessage="Your sample pack is in the cart." />{' '}
          <RouteLink to="cart">
            <FormattedMessage id="catalogue.goToCart" defaultMessage="Go to your cart" />
          </RouteLink>
        </p>
      ) : null}
      {add.kind === 'failed' ? (
        <RetryAlert message={addFailure(add.error)} onRetry={() => void addPack()} />
      ) : null}
      <BlockingOverlay stage={add.kind === 'adding' ? 'preparingSamplePackProduct' : null} />
    </div>
  );
}

/** The builder's data: loads when the shopper opens it. */
export function SamplePackBuilder() {
  const intl = useIntl();
  const { client, ctx } = useCatalogueApi();
  const state = useLoad(`${ctx.region}|${ctx.lang ?? ''}|sample-packs`, (signal) => fetchSamplePacks(client, ctx, { signal }));
  if (state.status === 'error') {
    return (
      <FetchFailure
        headingLevel={3}
        title={intl.formatMessage({ id: 'catalogue.samplePacks.offerError', defaultMessage: 'The samples could not be loaded' })}
        error={state.error}
        onRetry={state.retry}
      />
    );
  }
  if (state.status === 'success') return <Builder offer={state.data} />;
  return <Spinner label={intl.formatMessage({ id: 'catalogue.samplePacks.loading', defaultMessage: 'Loading the samples' })} />;
}
