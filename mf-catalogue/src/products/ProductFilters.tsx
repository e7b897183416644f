import { useEffect, useRef } from 'react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { PimProduct } from '@ph/api-client';
import { Link, useHydrated, useLocation } from '@ph/remote-kit';
import { Button, buttonClassName, Checkbox, propertyTypeMessages } from '@ph/ui';
import type { ProductCardData } from '../api/catalogueData';

/** The properties a box buyer narrows a category by; their values are the catalogue's, in the shopper's language. */
export const FILTER_TYPES = ['material', 'print_mode'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
export type FilterSelection = Record<FilterType | 'size', ReadonlySet<string>>;

const NO_FILTERS: FilterSelection = { material: new Set(), print_mode: new Set(), size: new Set() };

/** The query parameters of the filters (`?size=upTo200&material=cardboard-natural`, each repeatable): a filtered page has an address. */
const FILTER_PARAMS = ['size', ...FILTER_TYPES] as const;

/** What the address's query ticks. */
export function selectionFromQuery(params: URLSearchParams): FilterSelection {
  return {
    size: new Set(params.getAll('size')),
    material: new Set(params.getAll('material')),
    print_mode: new Set(params.getAll('print_mode')),
  };
}

/** The query with `selection` in place of the filters it held; its other parameters (`?locale=`) stay. */
export function queryWithSelection(params: URLSearchParams, selection: FilterSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  for (const name of FILTER_PARAMS) for (const value of selection[name]) next.append(name, value);
  return next;
}

/**
 * Box size by the longest inside side, in mm (see README → "Size filter"): a buyer knows how long the
 * thing to pack is, and that side decides the box. Upper bounds are inclusive.
 */
export const SIZE_RANGES = [
  { key: 'upTo200', max: 200 },
  { key: '200to350', min: 200, max: 350 },
  { key: '350to500', min: 350, max: 500 },
  { key: 'over500', min: 500 },
] as const satisfies readonly { key: string; min?: number; max?: number }[];
type SizeRangeKey = (typeof SIZE_RANGES)[number]['key'];

type PimSize = NonNullable<PimProduct['sizes']>[number];

const MM_PER: Record<string, number> = { mm: 1, cm: 10, m: 1000, in: 25.4 };

/** The longest inside side of a size in mm, from the PIM's inner dimensions (null when it gives none). */
function longestInsideMm(size: PimSize): number | null {
  const sides = [size.innerLength, size.innerWidth, size.innerHeight, size.innerDiameter].filter((v): v is number => v !== null);
  const factor = MM_PER[size.units.length];
  return sides.length === 0 || factor === undefined ? null : Math.max(...sides) * factor;
}

const rangeOf = (mm: number): SizeRangeKey | undefined =>
  SIZE_RANGES.find((r) => ('min' in r ? mm > r.min : true) && ('max' in r ? mm <= r.max : true))?.key;

/** The size ranges a card's standard sizes fall in (the API's `sizes` of the product). */
function sizeRangesOf(card: ProductCardData): Set<string> {
  const out = new Set<string>();
  for (const size of card.product.sizes ?? []) {
    const mm = longestInsideMm(size);
    const key = mm === null ? undefined : rangeOf(mm);
    if (key) out.add(key);
  }
  return out;
}

function valuesOf(card: ProductCardData, type: FilterType): string[] {
  return (card.product.configurableProperties ?? []).filter((p) => p.type === type).map((p) => p.key);
}

/**
 * A card stays when, for every property with something ticked, it offers at least one ticked value,
 * and, with a size range ticked, one of its sizes falls in a ticked range.
 */
export function matchesFilters(card: ProductCardData, selection: FilterSelection): boolean {
  if (selection.size.size > 0 && ![...sizeRangesOf(card)].some((key) => selection.size.has(key))) return false;
  return FILTER_TYPES.every((type) => selection[type].size === 0 || valuesOf(card, type).some((key) => selection[type].has(key)));
}

const sizeMessages = defineMessages({
  legend: { id: 'catalogue.filters.size', defaultMessage: 'Box size (longest inside side)' },
  upTo: { id: 'catalogue.filters.sizeUpTo', defaultMessage: 'Up to {max}' },
  between: { id: 'catalogue.filters.sizeBetween', defaultMessage: '{min} to {max}' },
  over: { id: 'catalogue.filters.sizeOver', defaultMessage: 'Over {min}' },
});

function sizeRangeLabel(intl: IntlShape, range: (typeof SIZE_RANGES)[number]): string {
  const cm = (mm: number) => intl.formatNumber(mm / 10, { style: 'unit', unit: 'centimeter', unitDisplay: 'short' });
  if (!('min' in range)) return intl.formatMessage(sizeMessages.upTo, { max: cm(range.max) });
  if (!('max' in range)) return intl.formatMessage(sizeMessages.over, { min: cm(range.min) });
  return intl.formatMessage(sizeMessages.between, { min: cm(range.min), max: cm(range.max) });
}

/** The values the cards offer, by type, named as the catalogue names them and in its order. */
function optionsOf(cards: readonly ProductCardData[], type: FilterType): { key: string; name: string }[] {
  const seen = new Map<string, { key: string; name: string; position: number }>();
  for (const card of cards) {
    for (const p of card.product.configurableProperties ?? []) {
      if (p.type === type && !seen.has(p.key)) seen.set(p.key, { key: p.key, name: p.name, position: p.position });
    }
  }
  return [...seen.values()].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
}

/**
 * Check boxes per property (native, so Tab, Space and screen readers work as everywhere), the
 * number of products they leave and a way back to all of them. A property with one value or none
 * in this category is left out: it would not narrow anything. The boxes are a GET form to the page
 * itself: until the page's script has run (or without script) a tick is the browser's and "Show
 * products" sends it, and the server renders the page filtered by its address; once hydrated a tick
 * filters at once (the address follows) and the button goes. A tick made before hydration is taken
 * over then, not undone.
 */
export function ProductFilters({ cards, shown, selection, onChange }: { cards: readonly ProductCardData[]; shown: number; selection: FilterSelection; onChange(next: FilterSelection): void }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const groups = FILTER_TYPES.map((type) => ({ type, options: optionsOf(cards, type) })).filter((g) => g.options.length > 1);
  const offered = new Set(cards.flatMap((c) => [...sizeRangesOf(c)]));
  const sizes = SIZE_RANGES.filter((r) => offered.has(r.key));
  const hasFilters = groups.length > 0 || sizes.length >= 2;
  // Ticks the visitor made on the server's markup before React took it: hydration leaves the boxes as
  // the visitor left them, but the next render would set them back to the address's. So the boxes are
  // read once, right after the first commit (hydration's), and the page is filtered by them.
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current || !form.current) return;
    taken.current = true;
    const ticked = selectionFromQuery(new URLSearchParams([...new FormData(form.current)].map(([k, v]) => [k, String(v)])));
    const same = FILTER_PARAMS.every((name) => ticked[name].size === selection[name].size && [...ticked[name]].every((v) => selection[name].has(v)));
    if (!same) onChange(ticked);
  }, [onChange, selection]);
  if (!hasFilters) return null;
  const active = FILTER_PARAMS.some((t) => selection[t].size > 0);
  const toggle = (type: FilterType | 'size', key: string, on: boolean) => {
    const next = new Set(selection[type]);
    if (on) next.add(key);
    else next.delete(key);
    onChange({ ...selection, [type]: next });
  };
  const params = new URLSearchParams(search);
  const others = [...params].filter(([name]) => !(FILTER_PARAMS as readonly string[]).includes(name));
  const unfiltered = queryWithSelection(params, NO_FILTERS).toString();
  return (
    <section className="cat-filters" aria-label={intl.formatMessage({ id: 'catalogue.filters.title', defaultMessage: 'Filter products' })}>
      <form ref={form} className="cat-filters__form" method="get" action={pathname}>
        {others.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        {sizes.length > 1 && (
          <fieldset className="cat-filters__group">
            <legend>{intl.formatMessage(sizeMessages.legend)}</legend>
            {sizes.map((r) => (
              <Checkbox key={r.key} name="size" value={r.key} label={sizeRangeLabel(intl, r)} checked={selection.size.has(r.key)} onCheckedChange={(on) => toggle('size', r.key, on)} />
            ))}
          </fieldset>
        )}
        {groups.map(({ type, options }) => (
          <fieldset key={type} className="cat-filters__group">
            <legend>
              <FormattedMessage {...propertyTypeMessages[type]} />
            </legend>
            {options.map((o) => (
              <Checkbox key={o.key} name={type} value={o.key} label={o.name} checked={selection[type].has(o.key)} onCheckedChange={(on) => toggle(type, o.key, on)} />
            ))}
          </fieldset>
        ))}
        <div className="cat-filters__footer">
          <p className="cat-filters__count" role="status">
            <FormattedMessage id="catalogue.filters.count" defaultMessage="{count, plural, one {# product} other {# products}}" values={{ count: shown }} />
          </p>
          {!hydrated && (
            <Button type="submit" variant="secondary" size="sm">
              <FormattedMessage id="catalogue.filters.apply" defaultMessage="Show products" />
            </Button>
          )}
          {active && (
            <Link to={`${pathname}${unfiltered ? `?${unfiltered}` : ''}`} replace className={buttonClassName({ variant: 'link' })}>
              <FormattedMessage id="catalogue.filters.clear" defaultMessage="Clear filters" />
            </Link>
          )}
        </div>
      </form>
    </section>
  );
}
