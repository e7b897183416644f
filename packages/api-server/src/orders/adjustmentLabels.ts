// What a shopper reads for an order's adjustments and applied promotions, written when the order is
// read, in the reader's language (issue #13). The `label` column keeps the English text of the day the
// adjustment was made, for people reading the database; it is presented only for a shipping method
// this vocabulary does not know.
import type { LanguageCode, ShipmentMethod } from '@ph/region-config';

type Texts = Record<LanguageCode, string>;

const COURIER: Texts = {
  en: 'Courier', de: 'Kurier', pl: 'Kurier', cs: 'Kurýr', fr: 'Transporteur', it: 'Corriere', es: 'Mensajería',
  pt: 'Transportadora', sv: 'Bud', ro: 'Curier', nl: 'Koerier',
};
const SAMPLE_PACKS: Texts = {
  en: 'Sample pack delivery', de: 'Versand der Musterpakete', pl: 'Wysyłka próbek', cs: 'Doručení balíčku vzorků',
  fr: 'Livraison du kit d’échantillons', it: 'Spedizione del kit di campioni', es: 'Envío del kit de muestras',
  pt: 'Envio do kit de amostras', sv: 'Leverans av provpaket', ro: 'Livrarea pachetului de mostre',
  nl: 'Verzending van monsterpakketten',
};

// The storefront's own words for the methods (mf-cart-checkout `shipping.*`), so the cart and the API agree.
const SHIPPING: Record<ShipmentMethod, Texts> = {
  'shipping-method-courier': COURIER,
  'shipping-method-courier-free': {
    en: 'Free courier', de: 'Kostenloser Kurier', pl: 'Darmowy kurier', cs: 'Kurýr zdarma',
    fr: 'Livraison gratuite par transporteur', it: 'Corriere gratuito', es: 'Mensajería gratuita',
    pt: 'Envio gratuito por transportadora', sv: 'Fri budleverans', ro: 'Curier gratuit', nl: 'Gratis koerier',
  },
  'shipping-method-sample-packs': SAMPLE_PACKS,
  'shipping-method-sample-packs-eu4': SAMPLE_PACKS,
  'shipping-method-sample-packs-free': {
    en: 'Free sample pack delivery', de: 'Kostenloser Versand der Musterpakete', pl: 'Darmowa wysyłka próbek',
    cs: 'Doručení balíčku vzorků zdarma', fr: 'Livraison gratuite du kit d’échantillons',
    it: 'Spedizione gratuita del kit di campioni', es: 'Envío gratuito del kit de muestras',
    pt: 'Envio gratuito do kit de amostras', sv: 'Fri leverans av provpaket', ro: 'Livrare gratuită a pachetului de mostre',
    nl: 'Gratis verzending van monsterpakketten',
  },
  'shipping-method-pick-up': {
    en: 'Pick-up', de: 'Abholung', pl: 'Odbiór osobisty', cs: 'Osobní odběr', fr: 'Retrait sur place',
    it: 'Ritiro di persona', es: 'Recogida en persona', pt: 'Levantamento no local', sv: 'Hämta själv',
    ro: 'Ridicare personală', nl: 'Afhalen',
  },
  'shipping-method-polish-post': {
    en: 'Polish Post', de: 'Polnische Post', pl: 'Poczta Polska', cs: 'Polská pošta', fr: 'Poste polonaise',
    it: 'Poste polacche', es: 'Correos de Polonia', pt: 'Correios da Polónia', sv: 'Polska posten',
    ro: 'Poșta Poloniei', nl: 'Poolse post',
  },
};

const CUSTOMS: Texts = {
  en: 'Additional customs duties', de: 'Zusätzliche Zollgebühren', pl: 'Dodatkowe opłaty celne',
  cs: 'Dodatečné celní poplatky', fr: 'Frais de douane supplémentaires', it: 'Dazi doganali aggiuntivi',
  es: 'Aranceles aduaneros adicionales', pt: 'Direitos aduaneiros adicionais', sv: 'Ytterligare tullavgifter',
  ro: 'Taxe vamale suplimentare', nl: 'Extra douanekosten',
};

export interface NamedPromotion {
  code: string;
  /** English. */
  name: string;
  nameTranslations: Partial<Record<LanguageCode, string>>;
}

/**
 * A promotion's name in `lang`, else its English name: an operator may not have translated it, or left
 * the language's field blank (which would otherwise show a discount with no name).
 */
export function promotionName(promotion: NamedPromotion, lang: LanguageCode): string {
  const own = promotion.nameTranslations[lang]?.trim();
  return own ? own : promotion.name;
}

export interface LabelledAdjustment {
  source: 'promotion' | 'shipping' | 'customs';
  /** The English label stored with the adjustment. */
  label: string;
}

/** An adjustment's label in `lang`: the promotion's name and code, the shipping method's name, or customs. */
export function adjustmentLabel(adjustment: LabelledAdjustment, promotion: NamedPromotion | undefined, lang: LanguageCode): string {
  switch (adjustment.source) {
    case 'promotion':
      return promotion ? `${promotionName(promotion, lang)} (${promotion.code})` : adjustment.label;
    case 'shipping':
      return (SHIPPING as Partial<Record<string, Texts>>)[adjustment.label]?.[lang] ?? adjustment.label;
    case 'customs':
      return CUSTOMS[lang];
  }
}
