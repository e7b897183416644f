import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addLineItem, fetchLinePrices, type PimProduct, type PimVariant } from '@ph/api-client';
import { addToCart } from '@ph/session';
import {
  customSizeQuantities,
  defaultQuantity,
  isHighQuantity,
  priceRows,
  quotePrefillSearch,
  standardQuantities,
  toMillimetres,
  validateCustomSize,
  type CustomSize,
  type DimensionField,
  type LengthUnit,
} from '@ph/catalogue-logic';
import { useRegion } from '@ph/i18n';
import { DESIGNLESS_PRODUCT_TYPES, routePath } from '@ph/region-config';
import { Link, navigateTo, RouteLink, useHydrated, useLocation, useMountProps, useRoutePath, useLoad } from '@ph/remote-kit';
import { useSession } from '@ph/contracts';
import { CART_ADD_FAILED_PARAM, CART_ITEMS_PATH } from '@ph/contracts/http';
import { Alert, BlockingOverlay, Button, OptionTiles, propertyTypeMessages, SelectField } from '@ph/ui';
import { catalogueTracker, lineFields, orderFields, productProperties } from '../analytics/tracker';
import { useCatalogueApi } from '../api/catalogueApi';
import { useFailureText } from '../common/failures';
import { Money, TaxNote, useTaxDisplay } from '../common/money';
import { CustomSizeFields } from './CustomSizeFields';
import { PicturedField } from './OptionPicture';
import { Delivery, Emissions } from './DeliveryAndEmissions';
import { PriceTable } from './PriceTable';
import { CONFIG_PARAMS, CONFIGURATOR_FORM_ID, configFromQuery, configQueryOf, CUSTOM_SIZE, hasCustomSize, isConfigParam } from './configQuery';
import { forcedChanges, OPTION_TYPES, optionValues, pickVariant, selectionOf, sizeKey, sizesOf, type ForcedChange, type OptionType } from './variantChoice';

const CUSTOM = CUSTOM_SIZE;
/** The form "Add to cart" sends to the edge when the page's script has not run (docs/architecture.md#server-rendering). */
const ADD_FORM_ID = 'cat-add-form';

/** A variant without prices, or with stock control and nothing in stock, cannot be ordered (§8). */
function outOfStock(v: PimVariant): boolean {
  return v.minQuantity === null || (v.volumePricings?.length ?? 0) === 0 || (v.stockControlEnabled && (v.stock ?? 0) <= 0);
}

type AddStatus = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'failed'; message: string };

/**
 * Why the edge sent the shopper back from the cart (`add_failed`, the API's error code, or
 * `unavailable`), as the error its message is found by.
 */
function addFailureOf(code: string | null): unknown {
  if (code === null) return null;
  return code === 'unavailable' ? { name: 'ApiError', kind: 'network', status: null } : { name: 'ApiError', kind: 'http', status: 409, code };
}

/** A clicked button that works as a plain form's button without script, handled by the page's own once hydrated. */
const instead = (action: () => void) => (e: MouseEvent) => {
  e.preventDefault();
  action();
};

/** `onVariant`: told each time the shopper's choices land on another variant (the page's gallery shows its pictures). */
export function Configurator({ product, onVariant }: { product: PimProduct; onVariant?: (variant: PimVariant) => void }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const region = useRegion();
  const { navigate } = useMountProps();
  const { client, ctx } = useCatalogueApi();
  const display = useTaxDisplay();
  const variants = useMemo(() => product.variants ?? [], [product.variants]);
  const sizes = useMemo(() => sizesOf(variants), [variants]);

  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // The page's address configures it (configQuery.ts): the server rendered these choices. Read once; then
  // the choices are the configurator's.
  const [initial] = useState(() => configFromQuery(variants, new URLSearchParams(search), hasCustomSize(product)));
  const [variant, setVariant] = useState<PimVariant | undefined>(initial.variant);
  const [custom, setCustom] = useState(initial.custom);
  const [unit, setUnit] = useState<LengthUnit>(initial.unit);
  const [typed, setTyped] = useState<Partial<Record<DimensionField, string>>>(initial.typed);
  const [expressId, setExpressId] = useState<number | null>(initial.expressId);
  const [addStatus, setAddStatus] = useState<AddStatus>(() => {
    const failure = addFailureOf(new URLSearchParams(search).get(CART_ADD_FAILED_PARAM));
    return failure ? { kind: 'failed', message: failureText(failure) } : { kind: 'idle' };
  });
  const [designChoice, setDesignChoice] = useState(initial.add);
  // Options the configurator changed on its own with the last choice, told to the shopper (never silent).
  const [forced, setForced] = useState<{ choice: string; changes: ForcedChange[] } | null>(initial.forced);
  const designChoiceRef = useRef<HTMLDivElement>(null);
  // "Add to cart" gives way to the design choice: focus moves to it rather than falling to the page.
  useEffect(() => {
    if (designChoice) designChoiceRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [designChoice]);

  const customConfig = product.customSizeConfig;
  const sizeMm: CustomSize = useMemo(() => {
    const out: CustomSize = {};
    for (const [field, raw] of Object.entries(typed) as Array<[DimensionField, string | undefined]>) {
      const n = raw === undefined || raw.trim() === '' ? NaN : Number(raw.replace(',', '.'));
      if (Number.isFinite(n)) out[field] = toMillimetres(n, unit);
    }
    return out;
  }, [typed, unit]);
  const customResult = customConfig ? validateCustomSize(customConfig, sizeMm) : undefined;
  // An absent value passes the rules, but only a complete, valid size can be priced and ordered.
  const customSize =
    custom && customResult?.valid && sizeMm.length !== undefined && sizeMm.width !== undefined && sizeMm.height !== undefined
      ? { length: sizeMm.length, width: sizeMm.width, height: sizeMm.height }
      : undefined;

  // A size typed in full goes to the quote form as it is, even outside the limits the price model has.
  const quoteSize =
    sizeMm.length !== undefined && sizeMm.width !== undefined && sizeMm.height !== undefined
      ? { length: sizeMm.length, width: sizeMm.width, height: sizeMm.height }
      : undefined;

  const dynamic = product.dynamicPricingConfig?.enabled === true;
  const tiers = variant?.volumePricings;
  const quantities = useMemo(() => {
    if (custom && customConfig) return customSizeQuantities(customConfig.minQuantity, product.qrConfig);
    // Without dynamic pricing the shop offers the tier starts (the API prices them like any quantity).
    if (!dynamic) return (tiers ?? []).map((t) => t.rangeStart).sort((a, b) => a - b);
    return standardQuantities(product.dynamicPricingConfig, variant?.minQuantity).slice(0, 30); // v3/line_prices takes at most 30 quantities
  }, [custom, customConfig, product.qrConfig, product.dynamicPricingConfig, dynamic, tiers, variant?.minQuantity]);
  const [quantityChoice, setQuantity] = useState<number | undefined>(initial.quantity);
  const quantity = quantityChoice !== undefined && quantities.includes(quantityChoice) ? quantityChoice : (defaultQuantity(quantities) ?? 0);
  const pathOf = useRoutePath();
  const quoteLink = `${pathOf('quote')}${quotePrefillSearch({ sku: product.sku, ...(quoteSize ? { size: quoteSize } : {}), ...(quantity > 0 ? { quantity } : {}) })}`;

  // Every figure of the table is the API's line price (v3/line_prices), for standard and custom sizes.
  const priced = variant !== undefined && !outOfStock(variant) && (!custom || customSize !== undefined) && quantities.length > 0;
  const sizeKeyOfQuote = customSize ? `${customSize.length}x${customSize.width}x${customSize.height}` : 'standard';
  // Whose prices: the server renders an anonymous shopper's (the page is the same for every one), which the
  // page hydrates with; a signed-in shopper's own (customer type, Plus, Pro) are read right after.
  const session = useSession();
  const buyer = useHydrated() && session.status === 'signedIn' ? session.userId : 'anonymous';
  // What is priced, whoever asks: the answer carries it, so a table being read again for the same item
  // (a signed-in shopper's own prices, read right after the page hydrated) is known to still fit it.
  const item = priced ? `${ctx.region}|${variant.sku}|${sizeKeyOfQuote}|${quantities.join(',')}` : null;
  const prices = useLoad(item === null ? null : `${item}|${buyer}`, async (signal) => ({
    item,
    // The anonymous shopper's prices need no session (nor does the server's render ask for one).
    quote: await fetchLinePrices(
      client,
      { region: region.apiRegion, items: [{ sku: variant!.sku, quantities, ...(customSize ? { custom_size: customSize } : {}) }] },
      signal,
      { anonymous: buyer === 'anonymous' },
    ),
  }));
  // While a new quote loads the previous table stays in place (no layout shift), marked busy.
  const quoteData = prices.status === 'success' ? prices.data : prices.status === 'loading' ? prices.previous : undefined;
  const rows = useMemo(() => {
    if (!variant || !priced || !quoteData) return [];
    const quotes = quoteData.quote.data.map((p) => ({ quantity: p.quantity, unit: p.unit, net: p.net, tax: p.tax, gross: p.gross }));
    return priceRows(quotes, variant.quantityPerUnit, display);
  }, [quoteData, variant, priced, display]);
  const current = prices.status === 'success';
  // The chosen row can be added while the table is read again for the same item: the button does not
  // flicker off under a shopper's finger as their own prices arrive (the cart line is priced by the API
  // either way). A table of another item (size, option) is not addable until its own prices are in.
  const chosenRow = quoteData?.item === item ? rows.find((r) => r.quantity === quantity) : undefined;

  // Choices the shopper made on the server's markup before React took it: hydration leaves the fields as
  // the shopper left them, but the next render would set them back. So the form is read once, right
  // after the first commit (hydration's), the way the server reads it when it is sent.
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current || !form.current || !variant) return;
    taken.current = true;
    const fields = new URLSearchParams([...new FormData(form.current)].map(([k, v]) => [k, String(v)]));
    const asked = configFromQuery(variants, fields, hasCustomSize(product));
    if (asked.variant && asked.variant.sku !== variant.sku) {
      setVariant(asked.variant);
      setForced(asked.forced);
      onVariant?.(asked.variant);
    }
    if (asked.custom !== custom) setCustom(asked.custom);
    if (asked.unit !== unit) setUnit(asked.unit);
    if (JSON.stringify(asked.typed) !== JSON.stringify(typed)) setTyped(asked.typed);
    if (asked.quantity !== undefined && asked.quantity !== quantity) setQuantity(asked.quantity);
    if (asked.expressId !== expressId) setExpressId(asked.expressId);
  }, [variants, variant, product, custom, unit, typed, quantity, expressId, onVariant]);

  // The page's address follows the shopper's choices once hydrated (replaced, not pushed: Back leaves the
  // product), so a reload or a shared link shows what they chose; the address it was loaded at stays as it is.
  const otherParams = [...new URLSearchParams(search)].filter(([name]) => !isConfigParam(name) && name !== CART_ADD_FAILED_PARAM);
  const shownQuery = variant ? configQueryOf(otherParams, { variant, quantity, custom, unit, typed, expressId }) : '';
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (!hydrated || !variant) return;
    if (written.current === null) {
      written.current = shownQuery;
      return;
    }
    if (written.current === shownQuery) return;
    written.current = shownQuery;
    navigateTo(`${pathname}?${shownQuery}`, { replace: true });
  }, [hydrated, variant, shownQuery, pathname]);

  if (!variant) return null;
  const selection = selectionOf(variant);
  const printMode = selection.print_mode;
  // Plain products (docs/domain.md#what-the-store-keeps) and anything that is not a custom print (samples, pre-printed) need no design.
  const designless =
    product.type !== 'custom' ||
    (DESIGNLESS_PRODUCT_TYPES as readonly string[]).includes(product.sku) ||
    (DESIGNLESS_PRODUCT_TYPES as readonly string[]).includes(product.productTypeKey ?? '');
  const soldOut = outOfStock(variant);
  const canAdd = (!custom || customSize !== undefined) && !soldOut && variant.id !== null && chosenRow !== undefined && addStatus.kind !== 'adding';

  const tracker = catalogueTracker(client);
  const source = 'configurator';
  // The shopper's own choices of size and amount (not the defaults the configurator starts with).
  const onSize = (key: string) => {
    if (key === CUSTOM) {
      setCustom(true);
      tracker.track('Product Size Changed', { source, ...productProperties(product, variant), size: CUSTOM, custom_size: true });
      return;
    }
    setCustom(false);
    const next = pickVariant(variants, key, selection);
    if (!next) return;
    tracker.track('Product Size Changed', { source, ...productProperties(product, next), previous_size: custom ? CUSTOM : (variant.size?.label ?? null), custom_size: false });
    const changes = forcedChanges(variant, next);
    setForced(changes.length > 0 ? { choice: next.size?.label ?? next.sku, changes } : null);
    setVariant(next);
    onVariant?.(next);
  };
  const onOption = (type: OptionType, key: string) => {
    const next = pickVariant(variants, sizeKey(variant), selection, { type, key });
    if (!next) return;
    const changes = forcedChanges(variant, next, type);
    const choice = next.properties.find((p) => p.type === type)?.title ?? key;
    setForced(changes.length > 0 ? { choice, changes } : null);
    setVariant(next);
    onVariant?.(next);
  };

  const onQuantity = (n: number) => {
    setQuantity(n);
    if (n !== quantity) tracker.track('Product Amount Changed', { source, ...productProperties(product, variant), quantity: n, previous_quantity: quantity });
  };

  const add = async () => {
    const variantId = variant.id;
    if (variantId === null) return;
    setAddStatus({ kind: 'adding' });
    try {
      const before = new Set<number>();
      const cart = await addToCart(client, region.currency, (open) => {
        for (const li of open.line_items) before.add(li.id);
        return addLineItem(client, open.id, { variant_id: variantId, quantity, express_delivery_option_id: custom ? null : (expressId ?? null), ...(custom && customSize ? { custom_size: customSize } : {}) });
      });
      // The added line is the new one (a repeated product may also have been merged into its line).
      const line = cart.line_items.find((li) => !before.has(li.id) && li.parent_id === null) ?? cart.line_items.find((li) => li.variant_id === variantId);
      tracker.track('Product Added', { source, ...productProperties(product, variant), quantity, ...(line ? { line_item: lineFields(line, cart.line_items) } : {}), order: orderFields(cart) });
      if (line) tracker.productAddedConversion(line.id, { sku: line.sku, quantity: line.quantity, currency: cart.currency, value: line.net / 100 });
      setAddStatus({ kind: 'added' });
      setDesignChoice(false);
      if (designless) navigate(routePath('cart', region.code));
    } catch (err) {
      setAddStatus({ kind: 'failed', message: failureText(err) });
    }
  };

  const sizeLabel = intl.formatMessage({ id: 'catalogue.option.size', defaultMessage: 'Size' });
  const sizeOptions = [
    ...sizes.map((s) => ({ value: s.key, label: s.label })),
    ...(customConfig ? [{ value: CUSTOM, label: intl.formatMessage({ id: 'catalogue.size.custom', defaultMessage: 'Custom size' }) }] : []),
  ];

  // Where the edge sends the shopper back if the cart refused the line: this page, configured as shown.
  const backPath = `${pathname}?${shownQuery}`;

  return (
    <>
    <form ref={form} id={CONFIGURATOR_FORM_ID} aria-labelledby="cat-configure" method="get" action={pathname} onSubmit={(e) => e.preventDefault()}>
      {otherParams.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={CONFIG_PARAMS.from} value={variant.sku} />
      <h2 id="cat-configure">
        <FormattedMessage id="catalogue.configurator.title" defaultMessage="Configure your packaging" />
      </h2>
      <PicturedField label={sizeLabel} value={custom ? sizeOptions.find((o) => o.value === CUSTOM)?.label : variant.size?.label} src={custom ? customConfig?.image : variant.size?.image}>
        <SelectField label={sizeLabel} name={CONFIG_PARAMS.size} value={custom ? CUSTOM : sizeKey(variant)} onChange={(e) => onSize(e.target.value)} options={sizeOptions} />
      </PicturedField>
      {custom && customConfig && customResult ? (
        <CustomSizeFields unit={unit} onUnitChange={setUnit} values={typed} onChange={(f, v) => setTyped((t) => ({ ...t, [f]: v }))} result={customResult} />
      ) : null}
      {/* Every property as pictures to pick (a radio group each: one Tab stop, arrows choose); board
          colours as round swatches. */}
      {OPTION_TYPES.map((type) => {
        const values = optionValues(variants, sizeKey(variant), type);
        if (values.length === 0) return null;
        return (
          <OptionTiles
            key={type}
            name={type}
            label={intl.formatMessage(propertyTypeMessages[type])}
            variant={type === 'material_color' ? 'swatch' : 'tile'}
            value={selection[type]}
            onChange={(key) => onOption(type, key)}
            options={values.map((v) => ({ value: v.key, label: v.title, image: v.image }))}
          />
        );
      })}
      {/* Always present so the notice is announced when it appears; empty takes no room. */}
      <div aria-live="polite" data-testid="forced-changes">
        {forced ? (
          <Alert tone="info" role="note" title={<FormattedMessage id="catalogue.forced.title" defaultMessage="Other options changed to suit {choice}" values={{ choice: forced.choice }} />}>
            <ul className="cat-forced">
              {forced.changes.map((c) => (
                <li key={c.type}>
                  <FormattedMessage
                    id="catalogue.forced.item"
                    defaultMessage="{option}: {to} instead of {from}, which is not available with {choice}."
                    values={{ option: intl.formatMessage(propertyTypeMessages[c.type]), to: c.to, from: c.from, choice: forced.choice }}
                  />
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
      </div>
      <SelectField
        label={intl.formatMessage({ id: 'catalogue.option.quantity', defaultMessage: 'Quantity' })}
        name={CONFIG_PARAMS.quantity}
        value={String(quantity)}
        onChange={(e) => onQuantity(Number(e.target.value))}
        options={quantities.map((q) => ({ value: String(q), label: intl.formatNumber(q) }))}
      />
      {/* Without script the browser sends the choices and the server prices them. In <noscript>, not left out
          once hydrated: taking the button away then moved "Add to cart" up under the shopper's pointer, and a
          tap aimed at it landed on the page. Before the script has started, a choice is kept and made again
          (earlyClicks), so that page needs no button either. */}
      <noscript>
        <Button type="submit" variant="secondary" size="sm">
          <FormattedMessage id="catalogue.configurator.update" defaultMessage="Update price" />
        </Button>
      </noscript>

      {isHighQuantity(variant.sku, quantity, printMode) ? (
        <p className="cat-notice" role="note">
          <FormattedMessage
            id="catalogue.highQuantity"
            defaultMessage="Large orders like this one take longer to produce; we will confirm the production date after you order."
          />
        </p>
      ) : null}

      {custom && !customSize ? (
        <p className="cat-notice" role="note">
          <FormattedMessage id="catalogue.customSize.fixToPrice" defaultMessage="Enter a size within the limits to see its price." />
          {quoteSize ? (
            <>
              {' '}
              <FormattedMessage id="catalogue.customSize.outsideLimits" defaultMessage="For a size outside them, ask us for a quote." />{' '}
              <Link to={quoteLink}>
                <FormattedMessage id="catalogue.customSize.requestQuote" defaultMessage="Request a quote for this size" />
              </Link>
            </>
          ) : null}
        </p>
      ) : soldOut ? (
        <p className="cat-notice" role="note" data-testid="out-of-stock">
          <Money minor={0} /> — <FormattedMessage id="catalogue.outOfStock" defaultMessage="Out of stock" />
        </p>
      ) : prices.status === 'error' ? (
        <p role="alert" className="cat-error">
          {failureText(prices.error)}{' '}
          <Button variant="link" onClick={prices.retry}>
            <FormattedMessage id="catalogue.retry" defaultMessage="Try again" />
          </Button>
        </p>
      ) : (
        <>
          <PriceTable quantities={quantities} rows={rows} piecesPerUnit={variant.quantityPerUnit} selected={quantity} display={display} onSelect={onQuantity} busy={!current} />
          {/* Always there (one line high) so the text coming and going moves nothing. */}
          <p aria-live="polite" style={{ margin: 'var(--ph-space-1) 0 0', fontSize: 'var(--ph-font-size-sm)', minHeight: '1.5em' }}>
            {current ? null : <FormattedMessage id="catalogue.prices.loading" defaultMessage="Loading prices…" />}
          </p>
        </>
      )}
      {custom && customSize ? (
        <p className="cat-notice" role="note">
          <FormattedMessage id="catalogue.customSize.priced" defaultMessage="Custom sizes are priced from the standard size with enough board for them." />{' '}
          <Link to={quoteLink}>
            <FormattedMessage id="catalogue.customSize.requestQuote" defaultMessage="Request a quote for this size" />
          </Link>
        </p>
      ) : null}

      {!custom ? (
        <>
          <Delivery sku={variant.sku} expressId={expressId} onExpressChange={setExpressId} />
          <Emissions sku={variant.sku} quantity={quantity} />
        </>
      ) : null}

      <div className="cat-summary">
        <p className="cat-summary__total" data-testid="configurator-total" aria-live="polite">
          {chosenRow ? (
            <>
              <FormattedMessage
                id="catalogue.summary.total"
                defaultMessage="{quantity, number} pcs: {total}"
                values={{ quantity, total: <Money key="total" minor={chosenRow.total} /> }}
              />{' '}
              <small>
                <TaxNote display={display} />
              </small>
            </>
          ) : null}
        </p>
        {/* Without script "Add to cart" first sends the choices (`add`): the page comes back priced as
            sent, with the design choice, or for a product without design the button that sends it to
            the cart. What the cart gets is always what the page showed. */}
        {designless || designChoice ? null : (
          <Button type="submit" name={CONFIG_PARAMS.add} value="1" disabled={!canAdd} onClick={instead(() => setDesignChoice(true))}>
            <FormattedMessage id="catalogue.addToCart" defaultMessage="Add to cart" />
          </Button>
        )}
        {designless && designChoice ? (
          <p role="status">
            <FormattedMessage id="catalogue.addToCart.confirm" defaultMessage="Check the price of your choice, then add it to your cart." />
          </p>
        ) : null}
        {designless ? (
          <Button
            type="submit"
            {...(designChoice ? { form: ADD_FORM_ID } : { name: CONFIG_PARAMS.add, value: '1' })}
            disabled={!canAdd}
            onClick={instead(() => void add())}
          >
            <FormattedMessage id="catalogue.addToCart" defaultMessage="Add to cart" />
          </Button>
        ) : null}
        {designChoice && !designless ? (
          <div ref={designChoiceRef} role="group" aria-label={intl.formatMessage({ id: 'catalogue.design.choice', defaultMessage: 'When do you want to design?' })}>
            <RouteLink to="productEditor" params={{ sku: variant.sku }}>
              <FormattedMessage id="catalogue.design.now" defaultMessage="Design now" />
            </RouteLink>{' '}
            <Button type="submit" form={ADD_FORM_ID} variant="secondary" disabled={!canAdd} onClick={instead(() => void add())}>
              <FormattedMessage id="catalogue.design.later" defaultMessage="Design later and add to cart" />
            </Button>
          </div>
        ) : null}
      </div>
      {addStatus.kind === 'added' ? (
        <p role="status">
          <FormattedMessage id="catalogue.added" defaultMessage="Added to your cart." />{' '}
          <RouteLink to="cart">
            <FormattedMessage id="catalogue.goToCart" defaultMessage="Go to your cart" />
          </RouteLink>
        </p>
      ) : null}
      {addStatus.kind === 'failed' ? (
        <p role="alert" className="cat-error">
          <FormattedMessage id="catalogue.addFailed" defaultMessage="The item could not be added: {reason}" values={{ reason: addStatus.message }} />
        </p>
      ) : null}
      <BlockingOverlay stage={addStatus.kind === 'adding' ? 'addingItemToOrder' : null} />
      {/* What "Add to cart" sends without script: the line as the page shows it. */}
      {variant.id !== null ? <input type="hidden" form={ADD_FORM_ID} name="variant_id" value={variant.id} /> : null}
      <input type="hidden" form={ADD_FORM_ID} name="quantity" value={quantity} />
      {!custom && expressId !== null ? <input type="hidden" form={ADD_FORM_ID} name="express_delivery_option_id" value={expressId} /> : null}
      {custom && customSize
        ? (['length', 'width', 'height'] as const).map((side) => <input key={side} type="hidden" form={ADD_FORM_ID} name={`custom_${side}`} value={Math.round(customSize[side])} />)
        : null}
      <input type="hidden" form={ADD_FORM_ID} name="back" value={backPath} />
    </form>
    <form id={ADD_FORM_ID} method="post" action={CART_ITEMS_PATH} hidden />
    </>
  );
}
