import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Checkbox, propertyTypeMessages } from '@ph/ui';
import type { ProductCardData } from '../api/catalogueData';

/** The properties a box buyer narrows a category by; their values are the catalogue's, in the shopper's language. */
export const FILTER_TYPES = ['material', 'print_mode'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
export type FilterSelection = Record<FilterType, ReadonlySet<string>>;

export const NO_FILTERS: FilterSelection = { material: new Set(), print_mode: new Set() };

function valuesOf(card: ProductCardData, type: FilterType): string[] {
  return (card.product.configurableProperties ?? []).filter((p) => p.type === type).map((p) => p.key);
}

/** A card stays when, for every property with something ticked, it offers at least one ticked value. */
export function matchesFilters(card: ProductCardData, selection: FilterSelection): boolean {
  return FILTER_TYPES.every((type) => selection[type].size === 0 || valuesOf(card, type).some((key) => selection[type].has(key)));
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
  if (groups.length === 0) return null;
  const active = FILTER_TYPES.some((t) => selection[t].size > 0);
  const toggle = (type: FilterType, key: string, on: boolean) => {
    const next = new Set(selection[type]);
    if (on) next.add(key);
    else next.delete(key);
    onChange({ ...selection, [type]: next });
  };
  return (
    <section className="cat-filters" aria-label={intl.formatMessage({ id: 'catalogue.filters.title', defaultMessage: 'Filter products' })}>
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
