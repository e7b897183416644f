import { useMemo, useState } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { addLineItem, fetchLinePrices, fetchProductBySku, PUBLIC_CATALOGUE_TOKEN, type ApiClient, type BoxDesign, type LinePrice } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { addToCart } from '@ph/session';
import { routePath } from '@ph/region-config';
import { dataOf, useDesignThumbnail, useLoad, useMountProps, RouteLink } from '@ph/remote-kit';
import { BlockingOverlay, Button, Price, SelectField, TextField } from '@ph/ui';
// The narrow entry point keeps the rest of catalogue-logic out of the editor's bundle.
import { DEFAULT_QUANTITY, EDITOR_QUANTITY_RANGES } from '@ph/catalogue-logic/quantity-ranges';
import { PRINT_QUALITIES, variantsByQuality, type PrintQuality } from './quality';
import { editorTracker, lineFields, orderFields } from '../analytics/tracker';

const QUALITY_LABELS = defineMessages<PrintQuality>({
  standard: { id: 'editor.order.quality.standard', defaultMessage: 'Standard' },
  hd: { id: 'editor.order.quality.hd', defaultMessage: 'HD+' },
  hdGlossy: { id: 'editor.order.quality.hdGlossy', defaultMessage: 'HD+ glossy' },
});

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

  const product = useLoad(`${design.variant_sku}|${region.apiRegion}|${intl.locale}`, (signal) =>
    fetchProductBySku(client, { region: region.apiRegion, lang: intl.locale.slice(0, 2), catalogueToken: PUBLIC_CATALOGUE_TOKEN }, design.variant_sku, { expand: ['variants'], signal }),
  );
  const loaded = product.status === 'success' ? product.data : null;

  const byQuality = useMemo(() => (loaded ? variantsByQuality(loaded.variants ?? [], design.variant_sku) : {}), [loaded, design.variant_sku]);
  const chosenQuality = quality ?? (PRINT_QUALITIES.find((q) => byQuality[q]?.sku === design.variant_sku) ?? null);
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
      <fieldset className="ed-qualities">
        <legend>
          <FormattedMessage id="editor.order.quality" defaultMessage="Print quality" />
        </legend>
        {PRINT_QUALITIES.map((q) => (
          <label key={q} className="ed-view">
            <input type="radio" name="ed-quality" value={q} checked={chosenQuality === q} disabled={!byQuality[q]} onChange={() => setQuality(q)} />
            <span>{intl.formatMessage(QUALITY_LABELS[q])}</span>
            {byQuality[q] ? null : (
              <small>
                <FormattedMessage id="editor.order.quality.unavailable" defaultMessage="not offered for this box" />
              </small>
            )}
          </label>
        ))}
      </fieldset>
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
