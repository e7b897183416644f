import { lazy, Suspense, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { addLineItem, fetchLinePrices, fetchProductBySku, PUBLIC_CATALOGUE_TOKEN, type ApiClient, type BoxDesign, type LinePrice, type Order } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { addToCart, loadOpenOrder } from '@ph/session';
import { routePath } from '@ph/region-config';
import { dataOf, useDesignThumbnail, useLoad, useMountProps, RouteLink } from '@ph/remote-kit';
import { BlockingOverlay, Button, Price, SelectField, TextField } from '@ph/ui';
// The narrow entry point keeps the rest of catalogue-logic out of the editor's bundle.
import { DEFAULT_QUANTITY, EDITOR_QUANTITY_RANGES } from '@ph/catalogue-logic/quantity-ranges';
import { printQualityText } from '@ph/ui/print-quality';
import { PRINT_QUALITIES, variantsByQuality, type PrintQuality } from './quality';
import type { CartLine } from './QualityChoiceDialog';
import { editorTracker, lineFields, orderFields } from '../analytics/tracker';

// The dialog and its price reads load when it opens (the editor's route is at its JavaScript budget).
const QualityChoiceDialog = lazy(() => import(/* webpackChunkName: "quality-dialog" */ './QualityChoiceDialog').then((m) => ({ default: m.QualityChoiceDialog })));

const MAX_QUANTITY = 100_000;

/** `/box/{id}/quantity-and-quality`: quantity and print quality of the designed box, then into the cart. */
export function QuantityAndQualityPage({ client, design, initialQuantity }: { client: ApiClient; design: BoxDesign; initialQuantity: number | null }) {
  const intl = useIntl();
  const region = useRegion();
  const { navigate } = useMountProps();
  const [quality, setQuality] = useState<PrintQuality | null>(null);
  const [quantityText, setQuantityText] = useState(String(initialQuantity ?? DEFAULT_QUANTITY));
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const thumbnail = useDesignThumbnail(client, design.thumbnail_url, design.version);
  const [choosing, setChoosing] = useState(false);
  const [changedTo, setChangedTo] = useState<PrintQuality | null>(null);

  // The design may be in the cart already (back from the cart, or added before): then the quality
  // dialog changes that line. A first visit without a token has no cart to look for.
  const cart = useLoad(client.tokens.get() ? `${design.id}|${region.currency}` : null, (signal) => loadOpenOrder(client, region.currency, { signal }));
  const [cartOrder, setCartOrder] = useState<Order | null>(null);
  const openOrder = cartOrder ?? dataOf(cart) ?? null;
  const cartLine: CartLine | null = useMemo(() => {
    const line = openOrder?.line_items.find((l) => l.kind === 'product' && l.box_design_id === design.id && l.bundle_id === null);
    return openOrder && line ? { order: openOrder, line } : null;
  }, [openOrder, design.id]);

  const product = useLoad(`${design.variant_sku}|${region.apiRegion}|${intl.locale}`, (signal) =>
    fetchProductBySku(client, { region: region.apiRegion, lang: intl.locale.slice(0, 2), catalogueToken: PUBLIC_CATALOGUE_TOKEN }, design.variant_sku, { expand: ['variants'], signal }),
  );
  const loaded = product.status === 'success' ? product.data : null;

  const byQuality = useMemo(() => (loaded ? variantsByQuality(loaded.variants ?? [], design.variant_sku) : {}), [loaded, design.variant_sku]);
  // The page's choice, else the cart line's variant, else the design's own.
  const cartSku = cartLine?.line.sku ?? null;
  const chosenQuality = quality ?? (PRINT_QUALITIES.find((q) => byQuality[q]?.sku === (cartSku ?? design.variant_sku)) ?? PRINT_QUALITIES.find((q) => byQuality[q]?.sku === design.variant_sku) ?? null);
  const variant = chosenQuality ? byQuality[chosenQuality] : undefined;
  const quantity = Number(quantityText);
  const quantityValid = Number.isInteger(quantity) && quantity >= DEFAULT_QUANTITY && quantity <= MAX_QUANTITY;

  const pricedSku = variant && quantityValid ? variant.sku : null;
  const priced = useLoad(pricedSku === null ? null : `${pricedSku}|${quantity}|${region.apiRegion}`, async (signal) => {
    const body = { region: region.apiRegion, items: [{ sku: String(pricedSku), quantities: [quantity], ...(design.custom_size ? { custom_size: design.custom_size } : {}) }] };
    return (await fetchLinePrices(client, body, signal)).data[0] ?? null;
  });
  // The last price stays while the next one loads; one that cannot be read is not shown (the API
  // prices the line again when it is added).
  const price: LinePrice | null = priced.status === 'error' ? null : (dataOf(priced) ?? null);

  const add = async () => {
    if (!variant || variant.id === null || !quantityValid) return;
    setAdding(true);
    setError(null);
    try {
      const variantId = variant.id;
      const cart = await addToCart(client, region.currency, (open) =>
        addLineItem(client, open.id, {
          variant_id: variantId,
          quantity,
          box_design_id: design.id,
          ...(design.custom_size ? { custom_size: design.custom_size } : {}),
        }),
      );
      const line = cart.line_items.find((li) => li.box_design_id === design.id && li.parent_id === null);
      editorTracker(client).track('Product Added', { source: 'editor', design_id: design.id, sku: variant.sku, quantity, ...(line ? { line_item: lineFields(line, cart.line_items) } : {}), order: orderFields(cart) });
      if (line) editorTracker(client).productAddedConversion(line.id, { sku: line.sku, quantity: line.quantity, currency: cart.currency, value: line.net / 100 });
      navigate(routePath('cart', region.code));
    } catch (err) {
      setError(intl.formatMessage({ id: 'editor.order.addFailed', defaultMessage: 'The box could not be added to your cart: {reason}' }, { reason: describeApiError(intl, err).message }));
      setAdding(false);
    }
  };

  return (
    <section className="ed-order" aria-labelledby="ed-order-title">
      <h1 id="ed-order-title">
        <FormattedMessage id="editor.order.title" defaultMessage="Quantity and print quality" />
      </h1>
      <p>
        <FormattedMessage id="editor.order.design" defaultMessage="Design: {name}" values={{ name: design.name }} />{' '}
        <RouteLink to="boxById" params={{ boxId: design.id }}>
          <FormattedMessage id="editor.order.back" defaultMessage="Back to the editor" />
        </RouteLink>
      </p>
      {thumbnail ? <img src={thumbnail} alt="" className="ed-thumb" /> : null}
      {product.status === 'error' ? (
        <p role="alert" className="ed-error">
          {describeApiError(intl, product.error).message}
        </p>
      ) : null}
      <div className="ed-qualities">
        <p>
          <FormattedMessage
            id="editor.order.qualityChosen"
            defaultMessage="Print quality: {quality}"
            values={{ quality: chosenQuality ? intl.formatMessage(printQualityText[chosenQuality]) : '–' }}
          />
        </p>
        <Button type="button" variant="secondary" onClick={() => setChoosing(true)} disabled={!loaded || !chosenQuality || !quantityValid}>
          <FormattedMessage id="editor.order.changeQuality" defaultMessage="Change print quality" />
        </Button>
        {cartLine ? (
          <p>
            <FormattedMessage
              id="editor.order.inCart"
              defaultMessage="This design is in your cart ({quantity, plural, one {# piece} other {# pieces}}): a change of print quality changes it there too."
              values={{ quantity: cartLine.line.quantity }}
            />
          </p>
        ) : null}
        {changedTo ? (
          <p role="status">
            <FormattedMessage
              id="editor.order.qualityChanged"
              defaultMessage="Done: the design in your cart will now be printed in {quality}."
              values={{ quality: intl.formatMessage(printQualityText[changedTo]) }}
            />
          </p>
        ) : null}
      </div>
      {choosing && chosenQuality ? (
        <Suspense fallback={null}>
          <QualityChoiceDialog
            client={client}
            design={design}
            byQuality={byQuality}
            current={chosenQuality}
            quantity={quantity}
            cartLine={cartLine}
            onChosen={(q) => {
              setQuality(q);
              setChangedTo(null);
            }}
            onCartChanged={(order, q) => {
              setCartOrder(order);
              setQuality(q);
              setChangedTo(q);
            }}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      ) : null}
      <SelectField
        label={intl.formatMessage({ id: 'editor.order.quantityChoice', defaultMessage: 'Quantity' })}
        value={(EDITOR_QUANTITY_RANGES as readonly number[]).includes(quantity) ? String(quantity) : ''}
        placeholder={intl.formatMessage({ id: 'editor.order.quantityOther', defaultMessage: 'Another quantity' })}
        onChange={(e) => e.currentTarget.value && setQuantityText(e.currentTarget.value)}
        options={EDITOR_QUANTITY_RANGES.map((q) => ({ value: String(q), label: intl.formatNumber(q) }))}
      />
      <TextField
        label={intl.formatMessage({ id: 'editor.order.quantityExact', defaultMessage: 'Exact quantity (pieces)' })}
        type="number"
        inputMode="numeric"
        min={DEFAULT_QUANTITY}
        max={MAX_QUANTITY}
        value={quantityText}
        onChange={(e) => setQuantityText(e.currentTarget.value)}
        error={
          quantityValid
            ? undefined
            : intl.formatMessage({ id: 'editor.order.quantityInvalid', defaultMessage: 'Enter a whole number from {min} to {max}.' }, { min: DEFAULT_QUANTITY, max: intl.formatNumber(MAX_QUANTITY) })
        }
      />
      <p aria-live="polite" data-testid="order-price">
        {price ? (
          <FormattedMessage
            id="editor.order.price"
            defaultMessage="{quantity, plural, one {# piece} other {# pieces}}: {total}"
            values={{ quantity: price.quantity, total: <Price key="t" amountMinor={region.alwaysShowAddedTax ? price.gross : price.net} /> }}
          />
        ) : null}
      </p>
      {error ? (
        <p role="alert" className="ed-error">
          {error}
        </p>
      ) : null}
      <Button type="button" onClick={() => void add()} disabled={!variant || !quantityValid}>
        <FormattedMessage id="editor.order.add" defaultMessage="Add to cart" />
      </Button>
      <BlockingOverlay stage={adding ? 'addingItemToOrder' : null} />
    </section>
  );
}
