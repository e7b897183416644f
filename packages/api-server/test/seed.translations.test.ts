// The seed's catalogue texts (names, titles, descriptions, property and option labels, custom-size
// rule messages, bundles, patterns) exist in all eleven interface languages: a shopper on any
// ?locale= reads the product page in that language (issue 13, docs/domain.md#regions-languages-and-routes).
import { LANGUAGES } from '../src/catalogue/constants';
import { SEED_BUNDLES } from '../src/seed/data/bundles';
import { fieldRule, valueRule } from '../src/seed/data/common';
import { SEED_PATTERNS } from '../src/seed/data/patterns';
import { SEED_PRODUCTS } from '../src/seed/data/products';
import { SEED_PROPERTIES } from '../src/seed/data/properties';
import { SEED_TRANSLATIONS } from '../src/seed/data/translations';

/** Every `{ en: … }` text in a seed structure, with where it stands. */
function texts(value: unknown, at = ''): { at: string; text: Record<string, string> }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const o = value as Record<string, unknown>;
  if (typeof o.en === 'string') return [{ at, text: o as Record<string, string> }];
  return Object.entries(o).flatMap(([k, v]) => texts(v, `${at}.${k}`));
}

const seedTexts = texts({ products: SEED_PRODUCTS, properties: SEED_PROPERTIES, bundles: SEED_BUNDLES, patterns: SEED_PATTERNS });

describe('seed catalogue texts', () => {
  it('cover products, properties, bundles and patterns', () => {
    expect(seedTexts.length).toBeGreaterThan(100);
  });

  it('are written in every interface language, none empty and none left in English', () => {
    const gaps = seedTexts.flatMap(({ at, text }) =>
      LANGUAGES.filter((lang) => typeof text[lang] !== 'string' || text[lang]!.trim() === '').map((lang) => `${at} ${lang}: "${text.en}"`),
    );
    expect(gaps).toEqual([]);
    // A copy of the English in another language is a translation still to do, except for the words
    // the trade writes alike (Kraft, Terrazzo) and French "Centre".
    const sameAsEnglish = seedTexts.flatMap(({ at, text }) =>
      LANGUAGES.filter((lang) => lang !== 'en' && text[lang] === text.en && !['Kraft', 'Terrazzo', 'Centre'].includes(text.en ?? '')).map((lang) => `${at} ${lang}: "${text.en}"`),
    );
    expect(sameAsEnglish).toEqual([]);
  });

  it('has no translation for a text the seed no longer writes', () => {
    const written = new Set(seedTexts.map(({ text }) => text.en));
    expect(Object.keys(SEED_TRANSLATIONS).filter((en) => !written.has(en))).toEqual([]);
  });
});

describe('custom-size rule messages', () => {
  it('compare two dimensions in each language with its own grammar', () => {
    const rule = fieldRule('length', '>=', 'width').message;
    expect(rule).toEqual({
      en: 'Length must be greater than or equal to width',
      pl: 'Długość musi być większa lub równa niż szerokość',
      de: 'Länge muss größer oder gleich Breite sein',
      fr: 'La longueur doit être supérieure ou égale à la largeur',
      es: 'El largo debe ser mayor o igual que el ancho',
      it: 'La lunghezza deve essere maggiore o uguale alla larghezza',
      nl: 'De lengte mag niet kleiner zijn dan de breedte',
      cs: 'Délka nesmí být menší než šířka',
      sv: 'Längden får inte vara mindre än bredden',
      ro: 'Lungimea trebuie să fie mai mare sau egală cu lățimea',
      pt: 'O comprimento deve ser maior ou igual à largura',
    });
    expect(fieldRule('height', '<=', 'width').message).toMatchObject({ en: 'Height must be less than or equal to width', it: 'L’altezza deve essere minore o uguale alla larghezza', cs: 'Výška nesmí být větší než šířka' });
  });

  it('bound a dimension in millimetres in each language', () => {
    expect(valueRule('height', '<=', 700).message).toEqual({
      en: 'Height must be at most 700 mm',
      pl: 'Wysokość musi wynosić najwyżej 700 mm',
      de: 'Höhe muss höchstens 700 mm betragen',
      fr: 'La hauteur ne doit pas dépasser 700 mm',
      es: 'El alto debe ser como máximo de 700 mm',
      it: 'L’altezza deve essere al massimo di 700 mm',
      nl: 'De hoogte mag hoogstens 700 mm zijn',
      cs: 'Výška může být nejvýše 700 mm',
      sv: 'Höjden får vara högst 700 mm',
      ro: 'Înălțimea trebuie să fie de cel mult 700 mm',
      pt: 'A altura deve ter no máximo 700 mm',
    });
  });
});
