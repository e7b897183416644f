import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { addLineItem, cartLineCount, PUBLIC_CATALOGUE_TOKEN, type CatalogueContext, type Order } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { RouteLink, useNavigate, useRoutePath } from '@ph/remote-kit';
import { Button, Price, Skeleton } from '@ph/ui';
import { requestCheckoutStart } from '@ph/contracts';
import { LineServices } from '../cart/LineServices';
import { TreeSection } from '../cart/TreeSection';
import { useOpenOrder } from '../cart/useOpenOrder';
import { cartPageState } from '../cart/CartPageStates';
import { useServicePrices } from '../cart/useServicePrices';
import { useShopperClient } from '../session/useShopperClient';
import { crossSellsUnavailable, loadCrossSells, type CrossSellState, type Recommendation } from './loadCrossSells';
import { orderProperties } from '../analytics/checkoutEvents';
import { checkoutTracker } from '../analytics/tracker';


/** `/cart/recommended-products-and-services/s`: products and services recommended for the cart, each addable in place. */
export function CrossSellPage() {
  const intl = useIntl();
  const region = useRegion();
  const { client, session, retry } = useShopperClient();
  const { load, setOrder, reload } = useOpenOrder(client);
  const navigate = useNavigate();
  const pathOf = useRoutePath();
  const order = load.status === 'ready' && load.order && load.order.line_items.length > 0 ? load.order : null;
  const prices = useServicePrices(client, order);
  const ctx = useMemo<CatalogueContext>(() => ({ region: region.apiRegion, lang: intl.locale.slice(0, 2), catalogueToken: PUBLIC_CATALOGUE_TOKEN }), [region.apiRegion, intl.locale]);
  const [crossSells, setCrossSells] = useState<CrossSellState>({ status: 'initial' });
  const [adding, setAdding] = useState<string | null>(null);
  const [added, setAdded] = useState<string[]>([]);
  const [addError, setAddError] = useState<{ sku: string; message: string } | null>(null);

  // Recommendations are read once for the cart the page opened with: adding one keeps the list (and
  // its "added" notes) in place instead of reloading it under the shopper's pointer.
  const orderId = order?.id ?? null;
  const orderRef = useRef(order);
  orderRef.current = order;
  useEffect(() => {
    const current = orderRef.current;
    if (!current) return;
    const ctl = new AbortController();
    // Each cart starts from initial and goes to loading once (docs/domain.md#catalogue).
    setCrossSells({ status: 'loading' });
    loadCrossSells(client, ctx, current, ctl.signal).then(
      (items) => !ctl.signal.aborted && setCrossSells({ status: 'success', items }),
      (err: unknown) => {
        if (ctl.signal.aborted) return;
        // Reported, status error, no list (docs/domain.md#errors).
        console.error('Cross-sell fetch failed', err);
        setCrossSells({ status: 'error' });
      },
    );
    return () => {
      ctl.abort();
      setCrossSells({ status: 'initial' });
    };
  }, [client, ctx, orderId]);

  const heading = (
    <h1 id="cc-title"><FormattedMessage id="cart.crossSell.title" defaultMessage="Recommended products and services" /></h1>
  );
  const state = cartPageState({ heading, session, load, retry, reload });
  // `order` is set whenever there is no state to show; the check narrows its type.
  if (state !== null || !order) return state;

  const add = async (r: Recommendation) => {
    if (adding) return;
    setAdding(r.sku);
    setAddError(null);
    try {
      const next: Order = await addLineItem(client, order.id, { variant_id: r.variantId, quantity: r.quantity });
      setOrder(next);
      setAdded((list) => [...list, r.sku]);
      checkoutTracker(client).track('Upsell', { source: 'cart', sku: r.sku, variant_id: r.variantId, quantity: r.quantity, ...orderProperties(next) });
    } catch (err) {
      setAddError({ sku: r.sku, message: describeApiError(intl, err, { fallback: intl.formatMessage({ id: 'crossSell.addFailed', defaultMessage: '{title} could not be added. Try again.' }, { title: r.title }) }).message });
    } finally {
      setAdding(null);
    }
  };

  const productLines = order.line_items.filter((l) => l.kind === 'product');
  const recommending = crossSells.status === 'loading' || crossSells.status === 'initial';
  return (
    <section aria-labelledby="cc-title">
      {heading}
      <p>
        <FormattedMessage id="crossSell.cartCount" defaultMessage="{count, plural, one {# item} other {# items}} in your cart." values={{ count: cartLineCount(order) }} />
      </p>
      <section aria-labelledby="cc-xs-products" aria-busy={recommending || undefined}>
        <h2 id="cc-xs-products"><FormattedMessage id="crossSell.products" defaultMessage="Recommended products" /></h2>
        {recommending && (
          <>
            <p role="status" className="ph-ui-visually-hidden">
              {intl.formatMessage({ id: 'crossSell.loading', defaultMessage: 'Loading recommendations…' })}
            </p>
            {/* Recommendations' shapes (name, offer, button) where they will be, so the services below do not jump. */}
            <ul className="cc-xs-list" aria-hidden="true">
              {[0, 1].map((i) => (
                <li key={i}>
                  <Skeleton width="40%" height="var(--ph-font-size-lg)" />
                  <Skeleton lines={1} width="60%" />
                  <Skeleton width="8rem" height="var(--ph-control-height)" />
                </li>
              ))}
            </ul>
          </>
        )}
        {crossSellsUnavailable(crossSells) && (
          <p>
            {crossSells.status === 'error' ? (
              <FormattedMessage id="crossSell.failed" defaultMessage="Recommendations could not be loaded." />
            ) : (
              <FormattedMessage id="crossSell.none" defaultMessage="We have no recommendations for your cart right now." />
            )}
          </p>
        )}
        {crossSells.status === 'success' && crossSells.items.length > 0 && (
          <ul className="cc-xs-list" aria-label={intl.formatMessage({ id: 'crossSell.list', defaultMessage: 'Recommended for your order' })}>
            {crossSells.items.map((r) => (
              <li key={r.sku} aria-label={r.title}>
                {/* The store's own product page: the catalogue's page url is the marketing site's address, which this store does not route. */}
                <h3>
                  <RouteLink to="productPage" params={{ productType: r.sku }}>
                    {r.title}
                  </RouteLink>
                </h3>
                <p>
                  <FormattedMessage
                    id="crossSell.offer"
                    defaultMessage="{quantity, plural, one {# piece} other {# pieces}}, {price} each"
                    values={{ quantity: r.quantity, price: <Price key="price" amountMinor={r.unitNet} /> }}
                  />
                </p>
                {added.includes(r.sku) ? (
                  <p role="status"><FormattedMessage id="crossSell.added" defaultMessage="Added to your cart." /></p>
                ) : (
                  <Button
                    variant="secondary"
                    busy={adding === r.sku}
                    onClick={() => void add(r)}
                    aria-label={intl.formatMessage({ id: 'crossSell.addLabel', defaultMessage: 'Add {title} to your cart' }, { title: r.title })}
                  >
                    <FormattedMessage id="crossSell.add" defaultMessage="Add to cart" />
                  </Button>
                )}
                {addError?.sku === r.sku && <p role="alert">{addError.message}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="cc-xs-services">
        <h2 id="cc-xs-services"><FormattedMessage id="crossSell.services" defaultMessage="Services for your order" /></h2>
        {productLines.map((item) => (
          <div key={item.id} className="cc-xs-line">
            <h3>{item.name}</h3>
            <LineServices client={client} order={order} item={item} prices={prices} onOrder={setOrder} />
          </div>
        ))}
        <TreeSection key={order.id} client={client} order={order} prices={prices} onOrder={setOrder} />
      </section>
      <Button
        onClick={() => {
          requestCheckoutStart();
          void navigate(`${pathOf('cart')}?step=delivery`);
        }}
      >
        <FormattedMessage id="crossSell.checkout" defaultMessage="Continue to checkout" />
      </Button>{' '}
      <RouteLink to="cart"><FormattedMessage id="cart.backToCart" defaultMessage="Back to your cart" /></RouteLink>
    </section>
  );
}
