import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchBundle, type PimBundle } from '@ph/api-client';
import { addBundleLines } from '@ph/api-client/packs';
import { addToCart } from '@ph/session';
import { useRegion } from '@ph/i18n';
import { RouteLink, useLoad } from '@ph/remote-kit';
import { BlockingOverlay, Button, Spinner } from '@ph/ui';
import { addedLines, lineIds, trackLinesAdded } from '../analytics/tracker';
import { useCatalogueApi } from '../api/catalogueApi';
import { BundleChooser } from '../bundles/BundleChooser';
import { FetchFailure, useFailureText } from '../common/failures';
import { bundleLines } from './bundleLines';

type AddState = { kind: 'idle' } | { kind: 'adding'; id: number } | { kind: 'added'; id: number } | { kind: 'failed'; id: number; error: unknown };

function AddBundle({ bundle, state, onAdd }: { bundle: PimBundle; state: AddState; onAdd: () => void }) {
  const lines = bundleLines(bundle);
  const failureText = useFailureText();
  const mine = 'id' in state && state.id === bundle.id;
  return (
    <>
      <Button type="button" disabled={lines.length === 0 || state.kind === 'adding'} onClick={onAdd}>
        <FormattedMessage
          id="catalogue.bundles.add"
          defaultMessage="Add the set to cart ({count, plural, one {# product} other {# products}})"
          values={{ count: lines.length }}
        />
      </Button>
      {mine && state.kind === 'added' ? (
        <p role="status">
          <FormattedMessage id="catalogue.added" defaultMessage="Added to your cart." />
        </p>
      ) : null}
      {mine && state.kind === 'failed' ? (
        <p role="alert" className="cat-error">
          <FormattedMessage id="catalogue.addFailed" defaultMessage="The item could not be added: {reason}" values={{ reason: failureText(state.error) }} />
        </p>
      ) : null}
    </>
  );
}

/** "Choose variants and quantity": opens the chooser (its prices load only then). */
function ChooseInBundle({ bundle }: { bundle: PimBundle }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button type="button" variant="secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <FormattedMessage id="catalogue.bundles.choose" defaultMessage="Choose variants and quantity" />
      </Button>
      <div id={id}>{open ? <BundleChooser bundle={bundle} /> : null}</div>
    </>
  );
}

/**
 * Bundles on offer. The PIM has no bundle listing (docs/domain.md#the-apis-calls reads bundles by id), so the
 * storefront names the bundles it features; an id the PIM does not publish is skipped.
 */
export const FEATURED_BUNDLE_IDS = [1, 2] as const;

export function Bundles() {
  const { client, ctx } = useCatalogueApi();
  const region = useRegion();
  const intl = useIntl();
  const [add, setAdd] = useState<AddState>({ kind: 'idle' });
  const addBundle = async (bundle: PimBundle) => {
    setAdd({ kind: 'adding', id: bundle.id });
    try {
      const lines = bundleLines(bundle).map((l) => ({ variant_id: l.variantId, quantity: l.quantity }));
      let before = new Set<number>();
      const cart = await addToCart(client, region.currency, (open) => {
        before = lineIds(open);
        return addBundleLines(client, open.id, { bundle_id: bundle.id, line_items_params: lines });
      });
      // The whole set from the bundles' list, a catalogue page (docs/domain.md#regions-languages-and-routes "Analytics page sources").
      trackLinesAdded(client, { source: 'catalogue', bundle_id: bundle.id, name: bundle.name }, cart, addedLines(before, cart));
      setAdd({ kind: 'added', id: bundle.id });
    } catch (err) {
      setAdd({ kind: 'failed', id: bundle.id, error: err });
    }
  };
  const state = useLoad(`${ctx.region}|${ctx.lang}|bundles`, async (signal) => {
    const settled = await Promise.allSettled(FEATURED_BUNDLE_IDS.map((id) => fetchBundle(client, ctx, id, { signal })));
    const found = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (found.length === 0 && failure) throw failure.reason instanceof Error ? failure.reason : new Error(String(failure.reason));
    return found;
  });
  return (
    <section aria-labelledby="cat-title" className="cat-page">
      <h1 id="cat-title">
        <FormattedMessage id="catalogue.bundles.title" defaultMessage="Bundles" />
      </h1>
      {state.status === 'error' ? (
        <FetchFailure
          title={intl.formatMessage({ id: 'catalogue.bundles.error', defaultMessage: 'Bundles could not be loaded' })}
          error={state.error}
          onRetry={state.retry}
        />
      ) : state.status === 'success' ? (
        <ul className="cat-grid">
          {state.data.map((b) => (
            <li key={b.id}>
              <article className="cat-card" aria-labelledby={`cat-bundle-${b.id}`}>
                <div className="cat-card-body">
                  <h2 id={`cat-bundle-${b.id}`} style={{ margin: 0 }}>
                    {b.name}
                  </h2>
                  <p style={{ margin: 0 }}>{b.title}</p>
                  <p style={{ margin: 0 }}>{b.description}</p>
                  <ul>
                    {b.products.map(({ product, primary }) => (
                      <li key={product.sku}>
                        <RouteLink to="productPage" params={{ productType: product.sku }}>
                          {product.name}
                        </RouteLink>{' '}
                        {primary ? (
                          <FormattedMessage id="catalogue.bundles.primary" defaultMessage="(main product)" />
                        ) : (
                          <FormattedMessage id="catalogue.bundles.optional" defaultMessage="(optional)" />
                        )}
                      </li>
                    ))}
                  </ul>
                  <AddBundle bundle={b} state={add} onAdd={() => void addBundle(b)} />
                  <ChooseInBundle bundle={b} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <Spinner label={intl.formatMessage({ id: 'catalogue.bundles.loading', defaultMessage: 'Loading bundles' })} />
      )}
      <RouteLink to="productSelect">
        <FormattedMessage id="catalogue.backToProducts" defaultMessage="Back to all products" />
      </RouteLink>
      <BlockingOverlay stage={add.kind === 'adding' ? 'addingItemToOrder' : null} />
    </section>
  );
}
