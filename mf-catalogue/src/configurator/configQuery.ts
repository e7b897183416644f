// The configurator's choices as the product page's address query. The configurator is a GET form to the
// page itself (docs/architecture.md#server-rendering): until the page's script has run, or without
// script, the browser sends its fields and the server renders the page configured by them. The same
// reading takes over fields a shopper changed on the server's markup before hydration.
import { DIMENSION_FIELDS, type DimensionField, type LengthUnit } from '@ph/catalogue-logic';
import type { PimProduct, PimVariant } from '@ph/api-client';
import { forcedChanges, OPTION_TYPES, pickVariant, selectionOf, sizeKey, type ForcedChange, type OptionType } from './variantChoice';

/** The configurator's form: the gallery's thumbnails send it too (with the picture they show). */
export const CONFIGURATOR_FORM_ID = 'cat-configure-form';

/** The size field's value for a size the shopper types (the product's custom size). */
export const CUSTOM_SIZE = 'custom';

/**
 * The form's field names, which are the address's parameters. `from` is the variant the page was
 * rendered with: the fields sent are read as changes to it, in the order the configurator asks them,
 * as if picked one by one. `add` asks for the step before the cart (the design choice, or the
 * confirmation a page without script needs, see Configurator); `picture` is the gallery's picture.
 */
export const CONFIG_PARAMS = {
  size: 'size',
  quantity: 'quantity',
  express: 'express',
  unit: 'unit',
  from: 'from',
  add: 'add',
  picture: 'picture',
} as const;

const OTHER_PARAMS: readonly string[] = [...Object.values(CONFIG_PARAMS), ...OPTION_TYPES, ...DIMENSION_FIELDS];

/** Whether a query parameter is one of the configurator's (the form sends the others on as hidden fields). */
export const isConfigParam = (name: string): boolean => OTHER_PARAMS.includes(name);

/** Whether the shopper may type a size of their own for the product. */
export const hasCustomSize = (product: Pick<PimProduct, 'customSizeConfig'>): boolean => product.customSizeConfig !== undefined && product.customSizeConfig !== null;

export interface QueryConfig {
  variant: PimVariant | undefined;
  custom: boolean;
  unit: LengthUnit;
  typed: Partial<Record<DimensionField, string>>;
  /** The asked quantity, when the address names one (the configurator checks it is offered). */
  quantity: number | undefined;
  expressId: number | null;
  /** What the configurator changed on its own to suit the shopper's last pick, told to them. */
  forced: { choice: string; changes: ForcedChange[] } | null;
  add: boolean;
  picture: number;
}

const wholeNumber = (text: string | null): number | undefined => (text !== null && /^\d{1,9}$/.test(text) ? Number(text) : undefined);

/**
 * The configuration an address (or a form's fields) asks for. Values the product does not offer are
 * passed over: the page shows the nearest thing it can sell, never an error for an old or edited link.
 */
export function configFromQuery(variants: readonly PimVariant[], params: URLSearchParams, hasCustomSize: boolean): QueryConfig {
  const base = variants.find((v) => v.sku === params.get(CONFIG_PARAMS.from)) ?? variants[0];
  const sizeParam = params.get(CONFIG_PARAMS.size);
  const custom = hasCustomSize && sizeParam === CUSTOM_SIZE;
  let variant = base;
  let choice: string | undefined;
  const picked = new Set<OptionType>();
  if (base && !custom && sizeParam !== null && sizeParam !== sizeKey(base)) {
    const next = pickVariant(variants, sizeParam, selectionOf(base));
    if (next) {
      variant = next;
      choice = next.size?.label ?? next.sku;
    }
  }
  for (const type of OPTION_TYPES) {
    const key = params.get(type);
    // The form sends every field: only one that differs from what the page showed is a choice.
    if (!base || !variant || key === null || selectionOf(base)[type] === key || selectionOf(variant)[type] === key) continue;
    const next = pickVariant(variants, sizeKey(variant), selectionOf(variant), { type, key });
    if (!next) continue;
    variant = next;
    picked.add(type);
    choice = next.properties.find((p) => p.type === type)?.title ?? key;
  }
  const changes = base && variant ? forcedChanges(base, variant).filter((c) => !picked.has(c.type)) : [];
  const typed: Partial<Record<DimensionField, string>> = {};
  for (const field of DIMENSION_FIELDS) {
    const value = params.get(field);
    if (value !== null) typed[field] = value.slice(0, 12);
  }
  return {
    variant,
    custom,
    unit: params.get(CONFIG_PARAMS.unit) === 'in' ? 'in' : 'cm',
    typed,
    quantity: wholeNumber(params.get(CONFIG_PARAMS.quantity)),
    expressId: wholeNumber(params.get(CONFIG_PARAMS.express)) ?? null,
    forced: choice !== undefined && changes.length > 0 ? { choice, changes } : null,
    add: params.get(CONFIG_PARAMS.add) === '1',
    picture: Math.max((wholeNumber(params.get(CONFIG_PARAMS.picture)) ?? 1) - 1, 0),
  };
}

/** The address's query of a configuration: the page's other parameters, then the configurator's (`configFromQuery` reads it back as the same configuration). */
export function configQueryOf(
  others: ReadonlyArray<[string, string]>,
  c: { variant: PimVariant; quantity: number; custom: boolean; unit: LengthUnit; typed: Partial<Record<DimensionField, string>>; expressId: number | null },
): string {
  const query = new URLSearchParams([...others]);
  query.set(CONFIG_PARAMS.from, c.variant.sku);
  query.set(CONFIG_PARAMS.quantity, String(c.quantity));
  if (c.custom) {
    query.set(CONFIG_PARAMS.size, CUSTOM_SIZE);
    query.set(CONFIG_PARAMS.unit, c.unit);
    for (const [side, value] of Object.entries(c.typed)) if (value !== undefined) query.set(side, value);
  }
  if (!c.custom && c.expressId !== null) query.set(CONFIG_PARAMS.express, String(c.expressId));
  return query.toString();
}
