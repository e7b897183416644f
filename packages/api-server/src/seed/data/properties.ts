// Property values of docs/domain.md#what-the-store-keeps with display names. Keys are the spec's values verbatim.
import type { PropertyType } from '../../catalogue';
import type { LocalizedText } from '../../catalogue';
import { imageUrl } from '../../catalogue';
import { t } from './text';

export interface SeedProperty {
  type: PropertyType;
  key: string;
  name: LocalizedText;
  title: LocalizedText;
  description?: LocalizedText;
  image?: string;
  descriptionImage?: string;
  position: number;
}


function group(type: PropertyType, entries: Array<[string, LocalizedText, LocalizedText?]>): SeedProperty[] {
  return entries.map(([key, name, description], position) => ({
    type,
    key,
    name,
    title: name,
    ...(description ? { description } : {}),
    image: imageUrl.property(type, key, 'swatch'),
    descriptionImage: imageUrl.property(type, key, 'description'),
    position,
  }));
}

export const SEED_PROPERTIES: SeedProperty[] = [
  ...group('material', [
    ['cardboard-white-one-side', t('White cardboard (one side)', { pl: 'Tektura biała (jedna strona)', de: 'Weißer Karton (einseitig)' }), t('E-flute corrugated board, white outside and kraft inside.')],
    ['cardboard-white-two-sides', t('White cardboard (both sides)', { pl: 'Tektura biała (dwie strony)', de: 'Weißer Karton (beidseitig)' }), t('E-flute corrugated board, white on both sides.')],
    ['cardboard-white', t('White cardboard', { pl: 'Tektura biała', de: 'Weißer Karton' }), t('Solid bleached board for crisp colours.')],
    ['cardboard-coated', t('Coated cardboard', { pl: 'Tektura powlekana', de: 'Gestrichener Karton' }), t('Clay-coated board with a smooth, premium finish.')],
    ['cardboard-coated-white-inside', t('Coated cardboard, white inside', { pl: 'Tektura powlekana, biała w środku', de: 'Gestrichener Karton, innen weiß' })],
    ['cardboard-natural-white-inside', t('Kraft cardboard, white inside', { pl: 'Tektura szara, biała w środku', de: 'Kraftkarton, innen weiß' })],
    ['cardboard-natural', t('Kraft cardboard', { pl: 'Tektura szara', de: 'Kraftkarton' }), t('Recycled brown corrugated board.')],
    ['cardboard-cardstock', t('Cardstock', { pl: 'Karton', de: 'Kartonpapier' }), t('Single-ply board for retail product boxes.')],
  ]),
  ...group('material_color', [
    ['white', t('White', { pl: 'Biały', de: 'Weiß' })],
    ['kraft', t('Kraft', { pl: 'Szary', de: 'Kraft' })],
    ['black', t('Black', { pl: 'Czarny', de: 'Schwarz' })],
  ]),
  ...group('print_mode', [
    ['print-color-budget', t('Standard colour print', { pl: 'Druk kolorowy standard', de: 'Standard-Farbdruck' })],
    ['print-color-hd', t('HD+ colour print', { pl: 'Druk kolorowy HD+', de: 'HD+ Farbdruck' })],
    ['print-eco-color', t('Eco colour print', { pl: 'Druk eko kolor', de: 'Öko-Farbdruck' })],
    ['print-eco-color-with-print-inside', t('Eco colour print, inside too', { pl: 'Druk eko kolor, także w środku', de: 'Öko-Farbdruck, auch innen' })],
    ['print-monochrome', t('One-colour print', { pl: 'Druk jednokolorowy', de: 'Einfarbiger Druck' })],
    ['print-monochrome-with-print-inside', t('One-colour print, inside too', { pl: 'Druk jednokolorowy, także w środku', de: 'Einfarbiger Druck, auch innen' })],
    ['print-monochrome-white', t('White ink print', { pl: 'Druk białą farbą', de: 'Druck mit weißer Farbe' })],
    ['print-monochrome-white-with-print-inside', t('White ink print, inside too', { pl: 'Druk białą farbą, także w środku', de: 'Druck mit weißer Farbe, auch innen' })],
    ['no-print', t('No print', { pl: 'Bez nadruku', de: 'Ohne Druck' })],
    ['print-indigo-color', t('Digital premium print', { pl: 'Druk cyfrowy premium', de: 'Digitaler Premiumdruck' })],
    ['print-indigo-color-with-inside', t('Digital premium print, inside too', { pl: 'Druk cyfrowy premium, także w środku', de: 'Digitaler Premiumdruck, auch innen' })],
  ]),
  ...group('print_coverage', [
    ['Outside', t('Outside', { pl: 'Na zewnątrz', de: 'Außen' })],
    ['Outside + Inside', t('Outside + Inside', { pl: 'Na zewnątrz i w środku', de: 'Außen + Innen' })],
    ['Inside', t('Inside', { pl: 'W środku', de: 'Innen' })],
    ['Front', t('Front', { pl: 'Przód', de: 'Vorderseite' })],
    ['Front + Back', t('Front + Back', { pl: 'Przód i tył', de: 'Vorder- und Rückseite' })],
    ['Back', t('Back', { pl: 'Tył', de: 'Rückseite' })],
  ]),
  ...group('embellishment', [
    ['UV Varnish Gloss', t('Gloss UV varnish', { pl: 'Lakier UV błyszczący', de: 'Glänzender UV-Lack' })],
    ['Hot Stamping Gold', t('Gold hot stamping', { pl: 'Złocenie na gorąco', de: 'Heißfolienprägung Gold' })],
    ['Hot Stamping Silver', t('Silver hot stamping', { pl: 'Srebrzenie na gorąco', de: 'Heißfolienprägung Silber' })],
    ['None', t('None', { pl: 'Brak', de: 'Keine' })],
  ]),
  ...group('finish', [
    ['foil-none', t('No lamination', { pl: 'Bez foliowania', de: 'Ohne Kaschierung' })],
    ['foil-glossy', t('Gloss lamination', { pl: 'Folia błyszcząca', de: 'Glanzkaschierung' })],
    ['foil-matte', t('Matte lamination', { pl: 'Folia matowa', de: 'Mattkaschierung' })],
    ['sleeve-white', t('White sleeve', { pl: 'Biała obwoluta', de: 'Weiße Banderole' })],
    ['sleeve-kraft', t('Kraft sleeve', { pl: 'Szara obwoluta', de: 'Kraft-Banderole' })],
    ['single-strip', t('Single adhesive strip', { pl: 'Pojedyncza taśma klejąca', de: 'Einfacher Klebestreifen' })],
    ['double-strip', t('Double adhesive strip (returns)', { pl: 'Podwójna taśma klejąca (zwroty)', de: 'Doppelter Klebestreifen (Retouren)' })],
  ]),
];
