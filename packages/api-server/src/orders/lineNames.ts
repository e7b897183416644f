// The name a shopper reads for an order line, written when the order is read, in the reader's language
// (issue #13): a product line by its catalogue name (with its custom size), a service line by its kind.
// The `name` column keeps the English name of the day the line was added, for people reading the
// database; it is never presented.
import type { LanguageCode } from '@ph/region-config';
import { localize } from '../catalogue';
import type { LocalizedText } from '../catalogue';
import type { LineItemKind } from '../db/schema';
import type { CustomSizeMm } from '../pricing';
import { customSizeOfLine } from '../pricing';

type ServiceKind = Exclude<LineItemKind, 'product' | 'sample_pack'>;

const SERVICE_NAMES: Record<ServiceKind, Record<LanguageCode, string>> = {
  warranty: {
    en: 'Warranty', de: 'Garantie', pl: 'Gwarancja', cs: 'Záruka', fr: 'Garantie', it: 'Garanzia',
    es: 'Garantía', pt: 'Garantia', sv: 'Garanti', ro: 'Garanție', nl: 'Garantie',
  },
  expert_check: {
    en: 'Expert design check', de: 'Designprüfung durch Experten', pl: 'Weryfikacja projektu przez eksperta',
    cs: 'Odborná kontrola návrhu', fr: 'Vérification du design par un expert', it: 'Verifica del design da parte di un esperto',
    es: 'Revisión del diseño por un experto', pt: 'Verificação do design por um especialista', sv: 'Designgranskning av expert',
    ro: 'Verificarea designului de către un expert', nl: 'Ontwerpcontrole door een expert',
  },
  tree: {
    en: 'Tree planting', de: 'Baumpflanzung', pl: 'Sadzenie drzew', cs: 'Výsadba stromů', fr: 'Plantation d’arbres',
    it: 'Piantumazione di alberi', es: 'Plantación de árboles', pt: 'Plantação de árvores', sv: 'Trädplantering',
    ro: 'Plantare de copaci', nl: 'Bomen planten',
  },
};

/** "(custom size 300 × 200 × 100 mm)" in each language; the numbers stay as the shopper typed them. */
const CUSTOM_SIZE: Record<LanguageCode, (dims: string) => string> = {
  en: (d) => `custom size ${d}`,
  de: (d) => `Sondergröße ${d}`,
  pl: (d) => `wymiar niestandardowy ${d}`,
  cs: (d) => `vlastní rozměr ${d}`,
  fr: (d) => `format sur mesure ${d}`,
  it: (d) => `formato personalizzato ${d}`,
  es: (d) => `medida personalizada ${d}`,
  pt: (d) => `medida personalizada ${d}`,
  sv: (d) => `eget mått ${d}`,
  ro: (d) => `dimensiune personalizată ${d}`,
  nl: (d) => `afwijkend formaat ${d}`,
};

export function customSizeLabel(size: CustomSizeMm, lang: LanguageCode): string {
  return CUSTOM_SIZE[lang](`${size.length} × ${size.width} × ${size.height} mm`);
}

export interface NamedLine {
  kind: LineItemKind;
  /** The English name stored with the line: the last resort when the catalogue product is gone. */
  name: string;
  options: Record<string, unknown> | null;
}

/** A line's name in `lang`: by its kind for a service, else by its product's catalogue name. */
export function lineName(line: NamedLine, product: { name: LocalizedText } | null, lang: LanguageCode): string {
  if (line.kind !== 'product' && line.kind !== 'sample_pack') return SERVICE_NAMES[line.kind][lang];
  if (!product) return line.name;
  const name = localize(product.name, lang);
  const size = customSizeOfLine(line.options);
  return size ? `${name} (${customSizeLabel(size, lang)})` : name;
}
