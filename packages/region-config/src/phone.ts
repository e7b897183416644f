// International calling codes of the countries the stores deliver to (ITU-T E.164). The checkout
// hints the code of the delivery country the shopper chose, not one of the store: the European store
// has no home country, so assuming Germany's +49 there is wrong for most of its shoppers.
import { EU_COUNTRY_CODES, NON_EU_COUNTRY_CODES } from './shipping';

type DeliveryCountry = (typeof EU_COUNTRY_CODES)[number] | (typeof NON_EU_COUNTRY_CODES)[number];

const CALLING_CODES: Readonly<Record<DeliveryCountry, string>> = Object.freeze({
  AT: '+43', BE: '+32', BG: '+359', HR: '+385', CY: '+357', CZ: '+420', DK: '+45', EE: '+372', FI: '+358',
  FR: '+33', DE: '+49', GR: '+30', HU: '+36', IE: '+353', IT: '+39', LV: '+371', LT: '+370', LU: '+352',
  MT: '+356', NL: '+31', PL: '+48', PT: '+351', RO: '+40', SK: '+421', SI: '+386', ES: '+34', SE: '+46',
  CH: '+41', NO: '+47', GB: '+44', US: '+1',
});

/** "+33" for FR; undefined for no country or one no store delivers to. */
export function callingCodeOf(countryIso: string | null | undefined): string | undefined {
  return countryIso ? (CALLING_CODES as Readonly<Record<string, string>>)[countryIso.toUpperCase()] : undefined;
}
