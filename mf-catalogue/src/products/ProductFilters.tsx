import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { PimProduct } from '@ph/api-client';
import { Button, Checkbox, propertyTypeMessages } from '@ph/ui';
import type { ProductCardData } from '../api/catalogueData';

/** The properties a box buyer narrows a category by; their values are the catalogue's, in the shopper's language. */
export const FILTER_TYPES = ['material', 'print_mode'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
export type FilterSelection = Record<FilterType | 'size', ReadonlySet<string>>;

export const NO_FILTERS: FilterSelection = { material: new Set(), print_mode: new Set(), size: new Set() };

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
 * in this category is left out: it would not narrow anything.
 */
export function ProductFilters({ cards, shown, selection, onChange }: { cards: readonly ProductCardData[]; shown: number; selection: FilterSelection; onChange(next: FilterSelection): void }) {
  const intl = useIntl();
  const groups = FILTER_TYPES.map((type) => ({ type, options: optionsOf(cards, type) })).filter((g) => g.options.length > 1);
  const offered = new Set(cards.flatMap((c) => [...sizeRangesOf(c)]));
  const sizes = SIZE_RANGES.filter((r) => offered.has(r.key));
  if (groups.length === 0 && sizes.length < 2) return null;
  const active = [...FILTER_TYPES, 'size' as const].some((t) => selection[t].size > 0);
  const toggle = (type: FilterType | 'size', key: string, on: boolean) => {
    const next = new Set(selection[type]);
    if (on) next.add(key);
    else next.delete(key);
    onChange({ ...selection, [type]: next });
  };
  return (
    <section className="cat-filters" aria-label={intl.formatMessage({ id: 'catalogue.filters.title', defaultMessage: 'Filter products' })}>
      {sizes.length > 1 && (
        <fieldset className="cat-filters__group">
          <legend>{intl.formatMessage(sizeMessages.legend)}</legend>
          {sizes.map((r) => (
            <Checkbox key={r.key} label={sizeRangeLabel(intl, r)} checked={selection.size.has(r.key)} onCheckedChange={(on) => toggle('size', r.key, on)} />
          ))}
        </fieldset>
      )}
      {groups.map(({ type, options }) => (
        <fieldset key={type} className="cat-filters__group">
          <legend>
            <FormattedMessage {...propertyTypeMessages[type]} />
          </legend>
          {options.map((o) => (
            <Checkbox key={o.key} label={o.name} checked={selection[type].has(o.key)} onCheckedChange={(on) => toggle(type, o.key, on)} />
          ))}
        </fieldset>
      ))}
      <div className="cat-filters__footer">
        <p className="cat-filters__count" role="status">
          <FormattedMessage id="catalogue.filters.count" defaultMessage="{count, plural, one {# product} other {# products}}" values={{ count: shown }} />
        </p>
        {active && (
          <Button type="button" variant="link" onClick={() => onChange(NO_FILTERS)}>
            <FormattedMessage id="catalogue.filters.clear" defaultMessage="Clear filters" />
          </Button>
        )}
      </div>
    </section>
  );
}
