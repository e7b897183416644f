// Building blocks shared by the product definitions.
import { EDITOR_QUANTITY_TIERS } from '../../catalogue';
import type {
  CustomSizeConfig,
  CustomSizeRule,
  DimensionField,
  DimensionLimits,
  DynamicPricingConfig,
  EditorFlags,
  EditorStyles,
  LocalizedText,
  QrConfig,
} from '../../catalogue';
import type { SeedOption } from './types';

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

/** A dimension as the subject of a sentence and as its object, per language (articles, cases, contractions). */
interface FieldWords {
  subject: string;
  object: string;
}
type RuleLanguage = Exclude<keyof LocalizedText, 'en'>;

const FIELD_WORDS: Record<RuleLanguage, Record<DimensionField, FieldWords>> = {
  pl: { length: { subject: 'Długość', object: 'długość' }, width: { subject: 'Szerokość', object: 'szerokość' }, height: { subject: 'Wysokość', object: 'wysokość' } },
  de: { length: { subject: 'Länge', object: 'Länge' }, width: { subject: 'Breite', object: 'Breite' }, height: { subject: 'Höhe', object: 'Höhe' } },
  fr: { length: { subject: 'La longueur', object: 'la longueur' }, width: { subject: 'La largeur', object: 'la largeur' }, height: { subject: 'La hauteur', object: 'la hauteur' } },
  es: { length: { subject: 'El largo', object: 'el largo' }, width: { subject: 'El ancho', object: 'el ancho' }, height: { subject: 'El alto', object: 'el alto' } },
  // Italian and Portuguese objects carry the contracted preposition ("alla larghezza", "à largura").
  it: { length: { subject: 'La lunghezza', object: 'alla lunghezza' }, width: { subject: 'La larghezza', object: 'alla larghezza' }, height: { subject: 'L’altezza', object: 'all’altezza' } },
  nl: { length: { subject: 'De lengte', object: 'de lengte' }, width: { subject: 'De breedte', object: 'de breedte' }, height: { subject: 'De hoogte', object: 'de hoogte' } },
  cs: { length: { subject: 'Délka', object: 'délka' }, width: { subject: 'Šířka', object: 'šířka' }, height: { subject: 'Výška', object: 'výška' } },
  sv: { length: { subject: 'Längden', object: 'längden' }, width: { subject: 'Bredden', object: 'bredden' }, height: { subject: 'Höjden', object: 'höjden' } },
  ro: { length: { subject: 'Lungimea', object: 'lungimea' }, width: { subject: 'Lățimea', object: 'lățimea' }, height: { subject: 'Înălțimea', object: 'înălțimea' } },
  pt: { length: { subject: 'O comprimento', object: 'ao comprimento' }, width: { subject: 'A largura', object: 'à largura' }, height: { subject: 'A altura', object: 'à altura' } },
};

type Bound = '>=' | '<=';

/** "left ≥ right" / "left ≤ right" in each language; Czech, Dutch and Swedish say it as "not less/more than". */
const FIELD_RULE: Record<RuleLanguage, (l: string, r: string, c: Bound) => string> = {
  pl: (l, r, c) => `${l} musi być ${c === '>=' ? 'większa' : 'mniejsza'} lub równa niż ${r}`,
  de: (l, r, c) => `${l} muss ${c === '>=' ? 'größer' : 'kleiner'} oder gleich ${r} sein`,
  fr: (l, r, c) => `${l} doit être ${c === '>=' ? 'supérieure' : 'inférieure'} ou égale à ${r}`,
  es: (l, r, c) => `${l} debe ser ${c === '>=' ? 'mayor' : 'menor'} o igual que ${r}`,
  it: (l, r, c) => `${l} deve essere ${c === '>=' ? 'maggiore' : 'minore'} o uguale ${r}`,
  nl: (l, r, c) => `${l} mag niet ${c === '>=' ? 'kleiner' : 'groter'} zijn dan ${r}`,
  cs: (l, r, c) => `${l} nesmí být ${c === '>=' ? 'menší' : 'větší'} než ${r}`,
  sv: (l, r, c) => `${l} får inte vara ${c === '>=' ? 'mindre' : 'större'} än ${r}`,
  ro: (l, r, c) => `${l} trebuie să fie ${c === '>=' ? 'mai mare' : 'mai mică'} sau egală cu ${r}`,
  pt: (l, r, c) => `${l} deve ser ${c === '>=' ? 'maior' : 'menor'} ou igual ${r}`,
};

/** "left is at least / at most mm" in each language. */
const VALUE_RULE: Record<RuleLanguage, (l: string, mm: number, c: Bound) => string> = {
  pl: (l, mm, c) => `${l} musi wynosić ${c === '>=' ? 'co najmniej' : 'najwyżej'} ${mm} mm`,
  de: (l, mm, c) => `${l} muss ${c === '>=' ? 'mindestens' : 'höchstens'} ${mm} mm betragen`,
  fr: (l, mm, c) => (c === '>=' ? `${l} doit être d’au moins ${mm} mm` : `${l} ne doit pas dépasser ${mm} mm`),
  es: (l, mm, c) => `${l} debe ser ${c === '>=' ? 'de al menos' : 'como máximo de'} ${mm} mm`,
  it: (l, mm, c) => `${l} deve essere ${c === '>=' ? 'di almeno' : 'al massimo di'} ${mm} mm`,
  nl: (l, mm, c) => (c === '>=' ? `${l} moet minstens ${mm} mm zijn` : `${l} mag hoogstens ${mm} mm zijn`),
  cs: (l, mm, c) => (c === '>=' ? `${l} musí být alespoň ${mm} mm` : `${l} může být nejvýše ${mm} mm`),
  sv: (l, mm, c) => (c === '>=' ? `${l} måste vara minst ${mm} mm` : `${l} får vara högst ${mm} mm`),
  ro: (l, mm, c) => `${l} trebuie să fie de ${c === '>=' ? 'cel puțin' : 'cel mult'} ${mm} mm`,
  pt: (l, mm, c) => `${l} deve ter ${c === '>=' ? 'pelo menos' : 'no máximo'} ${mm} mm`,
};

function inEveryLanguage(en: string, write: (lang: RuleLanguage) => string): LocalizedText {
  const others = Object.fromEntries((Object.keys(FIELD_WORDS) as RuleLanguage[]).map((lang) => [lang, write(lang)]));
  return { en, ...others };
}

/** A field-to-field rule with its message in the eleven languages. */
export function fieldRule(left: DimensionField, condition: Bound, right: DimensionField): CustomSizeRule {
  const en = `${left[0]!.toUpperCase()}${left.slice(1)} must be ${condition === '>=' ? 'greater' : 'less'} than or equal to ${right}`;
  const message = inEveryLanguage(en, (lang) => FIELD_RULE[lang](FIELD_WORDS[lang][left].subject, FIELD_WORDS[lang][right].object, condition));
  return { left: { type: 'field', value: left }, condition, right: { type: 'field', value: right }, message };
}

/** A rule against a constant number of millimetres. */
export function valueRule(left: DimensionField, condition: Bound, mm: number): CustomSizeRule {
  const en = `${left[0]!.toUpperCase()}${left.slice(1)} must be ${condition === '>=' ? 'at least' : 'at most'} ${mm} mm`;
  return {
    left: { type: 'field', value: left },
    condition,
    right: { type: 'value', value: mm },
    message: inEveryLanguage(en, (lang) => VALUE_RULE[lang](FIELD_WORDS[lang][left].subject, mm, condition)),
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
