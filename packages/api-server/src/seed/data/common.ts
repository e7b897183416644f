// Building blocks shared by the product definitions.
import { EDITOR_QUANTITY_TIERS } from '../../catalogue/constants';
import type {
  CustomSizeConfig,
  CustomSizeRule,
  DimensionField,
  DimensionLimits,
  DynamicPricingConfig,
  EditorFlags,
  EditorStyles,
  QrConfig,
} from '../../catalogue/types';
import type { SeedOption } from './types';
import { t } from './text';

export const STANDARD_TIERS = EDITOR_QUANTITY_TIERS;

export const FULL_EDITOR: EditorFlags = {
  fsc: true,
  mask: true,
  textEffects: true,
  logo: true,
  patterns: true,
  shapes: true,
  images: true,
  text: true,
  zoom: { enabled: true, activeByDefault: false },
  replicablePatterns: true,
  templates: true,
  backgroundColour: true,
  customSizes: true,
};

/** One-colour and white-ink prints cannot carry photos or colour backgrounds. */
export const MONOCHROME_EDITOR: EditorFlags = {
  ...FULL_EDITOR,
  images: false,
  backgroundColour: false,
  textEffects: false,
};

export const LIGHT_STYLE: EditorStyles = { theme: 'light', accentColour: '#1d63ed' };
export const DARK_STYLE: EditorStyles = { theme: 'dark', accentColour: '#f5c400' };

export function dynamicPricing(minQuantity: number, maxQuantity: number): DynamicPricingConfig {
  return {
    enabled: true,
    minQuantity,
    maxQuantity,
    defaultQuantities: STANDARD_TIERS.filter((q) => q > minQuantity && q < maxQuantity),
  };
}

/** Quote-request quantities above the shop's own tiers. */
export function quoteRequestQuantities(min: number, max: number, step: number): QrConfig {
  return { enabled: true, min, max, step };
}

const FIELD_NAMES: Record<DimensionField, ReturnType<typeof t>> = {
  length: t('Length', { pl: 'Długość', de: 'Länge', fr: 'Longueur', es: 'Largo', it: 'Lunghezza', nl: 'Lengte', cs: 'Délka', sv: 'Längd', ro: 'Lungime', pt: 'Comprimento' }),
  width: t('Width', { pl: 'Szerokość', de: 'Breite', fr: 'Largeur', es: 'Ancho', it: 'Larghezza', nl: 'Breedte', cs: 'Šířka', sv: 'Bredd', ro: 'Lățime', pt: 'Largura' }),
  height: t('Height', { pl: 'Wysokość', de: 'Höhe', fr: 'Hauteur', es: 'Alto', it: 'Altezza', nl: 'Hoogte', cs: 'Výška', sv: 'Höjd', ro: 'Înălțime', pt: 'Altura' }),
};

/** A field-to-field rule with its message in English, Polish and German. */
export function fieldRule(left: DimensionField, condition: '>=' | '<=', right: DimensionField): CustomSizeRule {
  const l = FIELD_NAMES[left];
  const r = FIELD_NAMES[right];
  const en = condition === '>=' ? `${l.en} must be greater than or equal to ${r.en.toLowerCase()}` : `${l.en} must be less than or equal to ${r.en.toLowerCase()}`;
  const pl = condition === '>=' ? `${l.pl} musi być większa lub równa niż ${r.pl?.toLowerCase()}` : `${l.pl} musi być mniejsza lub równa niż ${r.pl?.toLowerCase()}`;
  const de = condition === '>=' ? `${l.de} muss größer oder gleich ${r.de} sein` : `${l.de} muss kleiner oder gleich ${r.de} sein`;
  return { left: { type: 'field', value: left }, condition, right: { type: 'field', value: right }, message: t(en, { pl, de }) };
}

/** A rule against a constant number of millimetres. */
export function valueRule(left: DimensionField, condition: '>=' | '<=', mm: number): CustomSizeRule {
  const l = FIELD_NAMES[left];
  const word = condition === '>=' ? 'at least' : 'at most';
  return {
    left: { type: 'field', value: left },
    condition,
    right: { type: 'value', value: mm },
    message: t(`${l.en} must be ${word} ${mm} mm`, {
      pl: `${l.pl} musi wynosić ${condition === '>=' ? 'co najmniej' : 'najwyżej'} ${mm} mm`,
      de: `${l.de} muss ${condition === '>=' ? 'mindestens' : 'höchstens'} ${mm} mm betragen`,
    }),
  };
}

export function customSize(
  dimensions: Record<DimensionField, DimensionLimits>,
  rules: CustomSizeRule[],
  minQuantity: number,
  image: string,
): CustomSizeConfig {
  return { dimensions, rules, minQuantity, image };
}

export function option(code: string, o: Omit<SeedOption, 'code'>): SeedOption {
  return { code, ...o };
}
