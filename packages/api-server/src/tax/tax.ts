// Which VAT rate applies to a sale. Each store charges its own VAT (region-config's `vatAmount`) on
// deliveries inside its shipping area, with two exceptions: deliveries leaving the EU to a country
// other than the store's own are exports (0 %), and an EU business with a validated VAT ID in another
// member state than the seller's pays by reverse charge (0 %, the buyer self-assesses).
import { EU_COUNTRY_CODES, getRegionConfig, type RegionCode } from '@ph/region-config';
import { applyBasisPoints, percentToBasisPoints } from './money';

export interface TaxRegion {
  code: RegionCode;
  /** Upper-case ISO country of the store; `EU` for the European store. */
  countryCode: string;
  hasVat: boolean;
  vatRateBp: number;
  allowedShippingCountries: readonly string[];
}

export type CustomerType = 'b2b' | 'b2c';

export interface TaxCustomer {
  type: CustomerType;
  /** A VAT ID that passed validation (VIES or the format check), with its country. */
  validatedVatCountryIso?: string | null;
}

export type TaxReason = 'standard' | 'no_vat_region' | 'export' | 'reverse_charge';

export interface TaxDecision {
  rateBp: number;
  reason: TaxReason;
  /** The country the rate was decided for. */
  countryIso: string;
}

export class TaxCountryError extends Error {
  constructor(
    readonly countryIso: string,
    readonly region: RegionCode,
  ) {
    super(`${countryIso} is not a shipping country of region ${region}`);
    this.name = 'TaxCountryError';
  }
}

const EU = new Set<string>(EU_COUNTRY_CODES);
export const isEuCountry = (iso: string): boolean => EU.has(iso);

/**
 * The European store invoices from the company's home country, Poland (its 23 % is the Polish rate);
 * national EU stores are registered in their own country.
 */
const HOME_COUNTRY = 'PL';

export function sellerCountryOf(region: TaxRegion): string {
  return isEuCountry(region.countryCode) ? region.countryCode : HOME_COUNTRY;
}

const taxRegionCache = new Map<RegionCode, TaxRegion>();

export function taxRegionOf(code: RegionCode): TaxRegion {
  let region = taxRegionCache.get(code);
  if (!region) {
    const config = getRegionConfig(code);
    region = {
      code,
      countryCode: config.countryCode,
      hasVat: config.hasVat,
      vatRateBp: percentToBasisPoints(config.vatAmount),
      allowedShippingCountries: config.allowedShippingCountries,
    };
    taxRegionCache.set(code, region);
  }
  return region;
}

/** The country a price is taxed for when the caller names none: the store's default shipping country. */
export function defaultTaxCountry(code: RegionCode): string {
  return getRegionConfig(code).defaultShippingCountryCode;
}

/**
 * Decides the VAT rate of a sale by `region` delivered to `taxCountryIso` (default: the store's default
 * shipping country). A country the store does not ship to is an error, not a guess.
 */
export function decideTax(region: TaxRegion, taxCountryIso?: string | null, customer?: TaxCustomer | null): TaxDecision {
  const countryIso = (taxCountryIso ?? defaultTaxCountry(region.code)).toUpperCase();
  if (!region.allowedShippingCountries.includes(countryIso)) throw new TaxCountryError(countryIso, region.code);
  if (!region.hasVat) return { rateBp: 0, reason: 'no_vat_region', countryIso };
  if (!isEuCountry(countryIso) && countryIso !== region.countryCode) return { rateBp: 0, reason: 'export', countryIso };
  const vatCountry = customer?.type === 'b2b' ? customer.validatedVatCountryIso?.toUpperCase() : undefined;
  const seller = sellerCountryOf(region);
  if (vatCountry && isEuCountry(vatCountry) && isEuCountry(seller) && vatCountry !== seller && isEuCountry(countryIso)) {
    return { rateBp: 0, reason: 'reverse_charge', countryIso };
  }
  return { rateBp: region.vatRateBp, reason: 'standard', countryIso };
}

/** Net + tax + gross of an amount at a rate: tax is rounded half-up, gross is their exact sum. */
export function taxAmounts(net: number, rateBp: number): { net: number; tax: number; gross: number } {
  const tax = applyBasisPoints(net, rateBp);
  return { net, tax, gross: net + tax };
}
