// Choosing inside a bundle: the primary product's variant, each optional product (in or out, and
// which variant goes with the primary), and the quantity of the set. Prices are the API's answer for
// exactly that choice (`POST v2/bundles/prices`, which applies bulk_create's rules).
import { useId, useMemo, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import type { PimBundle } from '@ph/api-client';
import { addBundleLines, fetchBundlePrices } from '@ph/api-client/packs';
import { defaultQuantity, standardQuantities } from '@ph/catalogue-logic';
import { useRegion } from '@ph/i18n';
import { addToCart, ensureSession } from '@ph/session';
import { BlockingOverlay, Button, Spinner } from '@ph/ui';
import { addedLines, lineIds, trackLinesAdded } from '../analytics/tracker';
import { useCatalogueApi } from '../api/catalogueApi';
import { describeApiError } from '@ph/api-errors';
import { apiErrorOf, FetchFailure, RetryAlert, useFailureText } from '../common/failures';
import { Money, TaxNote, useTaxDisplay } from '../common/money';
import { isPaired, optionalChoices, primaryChoices, variantLabel } from '../screens/bundleLines';
import { useLoad } from '@ph/remote-kit';

type OptionalState = Record<string, { included: boolean; variantId: number | null }>;

/** A refused choice whose code the shared messages do not word for a set. */
const choiceRefused = defineMessage({ id: 'catalogue.bundles.choiceRefused', defaultMessage: 'This set cannot be ordered like this. Change the variants or the quantity.' });

function optionalDefaults(bundle: PimBundle, primaryId: number): OptionalState {
  return Object.fromEntries(
    bundle.products
      .filter((p) => !p.primary)
      .map((p) => [p.product.sku, { included: isPaired(bundle, p.product.sku, primaryId), variantId: optionalChoices(bundle, p.product.sku, primaryId)[0]?.id ?? null }]),
  );
}

type AddState = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'failed'; error: unknown };

export function BundleChooser({ bundle }: { bundle: PimBundle }) {
  const intl = useIntl();
  const region = useRegion();
  const { client, ctx } = useCatalogueApi();
  const display = useTaxDisplay();
  const failureText = useFailureText();
  const uid = useId();
  const primaries = primaryChoices(bundle);
  const primaryProduct = bundle.products.find((p) => p.primary)?.product;
  const [primaryId, setPrimaryId] = useState<number | null>(primaries[0]?.id ?? null);
  const [optional, setOptional] = useState<OptionalState>(() => (primaries[0] ? optionalDefaults(bundle, primaries[0].id) : {}));
  const [chosenQuantity, setQuantity] = useState<number | null>(null);
  const [add, setAdd] = useState<AddState>({ kind: 'idle' });

  const chosen = useMemo(() => {
    const all = bundle.products.flatMap((p) => p.product.variants ?? []);
    const ids = [primaryId, ...Object.values(optional).flatMap((o) => (o.included ? [o.variantId] : []))];
    return ids.flatMap((id) => all.filter((v) => v.id !== null && v.id === id));
  }, [bundle, primaryId, optional]);
  const smallest = Math.max(0, ...chosen.map((v) => v.minQuantity ?? 0));
  const quantities = standardQuantities(primaryProduct?.dynamicPricingConfig, smallest);
  const quantity = chosenQuantity !== null && quantities.includes(chosenQuantity) ? chosenQuantity : defaultQuantity(quantities) ?? null;
  const lines = quantity === null ? [] : chosen.flatMap((v) => (v.id === null ? [] : [{ variantId: v.id, quantity }]));

  const prices = useLoad(lines.length ? `${ctx.region}|${bundle.id}|${JSON.stringify(lines)}` : null, async (signal) => {
    await ensureSession(client);
    return fetchBundlePrices(client, ctx.region, bundle.id, lines, { signal });
  });

  const choosePrimary = (id: number) => {
    setPrimaryId(id);
    setOptional(optionalDefaults(bundle, id));
    setAdd({ kind: 'idle' });
  };
  const addBundle = async () => {
    setAdd({ kind: 'adding' });
    try {
      let before = new Set<number>();
      const cart = await addToCart(client, region.currency, (open) => {
        before = lineIds(open);
        return addBundleLines(client, open.id, { bundle_id: bundle.id, line_items_params: lines.map((l) => ({ variant_id: l.variantId, quantity: l.quantity })) });
      });
      // Variants and quantity chosen inside the set: the light configurator of docs/domain.md#regions-languages-and-routes.
      trackLinesAdded(client, { source: 'light configurator', bundle_id: bundle.id, name: bundle.name, quantity }, cart, addedLines(before, cart));
      setAdd({ kind: 'added' });
    } catch (error) {
      setAdd({ kind: 'failed', error });
    }
  };
  const nameOf = (sku: string) => chosen.find((v) => v.sku === sku);
  const productOf = (variantSku: string) => bundle.products.find((p) => (p.product.variants ?? []).some((v) => v.sku === variantSku))?.product.name ?? variantSku;
  const amount = (a: { net: number; gross: number }) => (display === 'gross' ? a.gross : a.net);
  const addFailure = (error: unknown) =>
    apiErrorOf(error)?.status === 422
      ? describeApiError(intl, error, { fallback: choiceRefused }).message
      : failureText(error);

  if (!primaryProduct || primaryId === null) {
    return (
      <p>
        <FormattedMessage id="catalogue.bundles.unavailable" defaultMessage="This set is not available in this store." />
      </p>
    );
  }
  return (
    <div className="cat-bundle-chooser">
      <label htmlFor={`${uid}-primary`}>
        <FormattedMessage id="catalogue.bundles.primaryVariant" defaultMessage="{product} (main product)" values={{ product: primaryProduct.name }} />
      </label>
      <select id={`${uid}-primary`} value={primaryId} onChange={(e) => choosePrimary(Number(e.target.value))}>
        {primaries.map((v) => (
          <option key={v.id} value={v.id}>
            {variantLabel(v)}
          </option>
        ))}
      </select>
      {bundle.products
        .filter((p) => !p.primary)
        .map(({ product }) => {
          const state = optional[product.sku];
          const choices = optionalChoices(bundle, product.sku, primaryId);
          if (!state || choices.length === 0) return null;
          return (
            <fieldset key={product.sku} className="cat-fieldset">
              <legend>{product.name}</legend>
              <label>
                <input
                  type="checkbox"
                  checked={state.included}
                  onChange={(e) => setOptional((o) => ({ ...o, [product.sku]: { ...state, included: e.target.checked } }))}
                />{' '}
                <FormattedMessage id="catalogue.bundles.include" defaultMessage="Include {product}" values={{ product: product.name }} />
              </label>
              {state.included ? (
                <>
                  <label htmlFor={`${uid}-${product.sku}`}>
                    <FormattedMessage id="catalogue.bundles.variant" defaultMessage="Variant of {product}" values={{ product: product.name }} />
                  </label>
                  <select
                    id={`${uid}-${product.sku}`}
                    value={state.variantId ?? ''}
                    onChange={(e) => setOptional((o) => ({ ...o, [product.sku]: { included: true, variantId: Number(e.target.value) } }))}
                  >
                    {choices.map((v) => (
                      <option key={v.id} value={v.id}>
                        {variantLabel(v)}
                      </option>
                    ))}
                  </select>
                </>
              ) : null}
            </fieldset>
          );
        })}
      <label htmlFor={`${uid}-quantity`}>
        <FormattedMessage id="catalogue.bundles.quantity" defaultMessage="Quantity of each product" />
      </label>
      <select id={`${uid}-quantity`} value={quantity ?? ''} onChange={(e) => setQuantity(Number(e.target.value))}>
        {quantities.map((q) => (
          <option key={q} value={q}>
            {intl.formatNumber(q)}
          </option>
        ))}
      </select>

      <div aria-live="polite" aria-busy={prices.status === 'loading'}>
        {prices.status === 'error' ? (
          apiErrorOf(prices.error)?.status === 422 ? (
            <p role="alert" className="cat-error">
              {addFailure(prices.error)}
            </p>
          ) : (
            <FetchFailure
              headingLevel={3}
              title={intl.formatMessage({ id: 'catalogue.bundles.priceError', defaultMessage: 'The price of this set could not be loaded' })}
              error={prices.error}
              onRetry={prices.retry}
            />
          )
        ) : prices.status === 'success' ? (
          <div className="cat-table-wrap">
            <table className="cat-table" data-testid={`bundle-prices-${bundle.id}`}>
              <caption>
                <FormattedMessage id="catalogue.bundles.priceCaption" defaultMessage="Price of your set" /> <TaxNote display={display} />
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="catalogue.bundles.product" defaultMessage="Product" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="catalogue.bundles.pieces" defaultMessage="Pieces" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="catalogue.bundles.linePrice" defaultMessage="Price" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {prices.data.lines.map((l) => {
                  const v = nameOf(l.sku);
                  return (
                    <tr key={l.variant_id}>
                      <td>
                        {productOf(l.sku)} {v ? `(${variantLabel(v)})` : null}
                      </td>
                      <td>{intl.formatNumber(l.quantity)}</td>
                      <td>
                        <Money minor={amount(l)} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    <FormattedMessage id="catalogue.bundles.total" defaultMessage="Total" />
                  </th>
                  <td>
                    <Money minor={amount(prices.data.total)} />
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        ) : prices.status === 'loading' ? (
          <Spinner label={intl.formatMessage({ id: 'catalogue.bundles.pricing', defaultMessage: 'Loading the price of this set' })} />
        ) : null}
      </div>

      <Button type="button" disabled={prices.status !== 'success' || add.kind === 'adding'} onClick={() => void addBundle()}>
        <FormattedMessage id="catalogue.bundles.addChosen" defaultMessage="Add this set to cart" />
      </Button>
      {add.kind === 'added' ? (
        <p role="status">
          <FormattedMessage id="catalogue.added" defaultMessage="Added to your cart." />
        </p>
      ) : null}
      {add.kind === 'failed' ? (
        <RetryAlert message={addFailure(add.error)} onRetry={() => void addBundle()} />
      ) : null}
      <BlockingOverlay stage={add.kind === 'adding' ? 'addingItemToOrder' : null} />
    </div>
  );
}
