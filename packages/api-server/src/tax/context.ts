// What a catalogue or price read needs to know about the store it answers for: its currency and VAT.
import { getRegionConfig, type CurrencyCode, type RegionCode } from '@ph/region-config';
import { BadInput } from '../errors';
import { decideTax, TaxCountryError, taxRegionOf, type TaxCustomer, type TaxDecision, type TaxRegion } from './tax';

export interface PriceContext {
  region: RegionCode;
  currency: CurrencyCode;
  taxRegion: TaxRegion;
  tax: TaxDecision;
}

/** Currency and VAT decision of a store; an unsupported tax country is a 400 on `field`. */
export function priceContext(region: RegionCode, taxCountryIso?: string | null, customer?: TaxCustomer | null, field = 'tax_country_iso'): PriceContext {
  const taxRegion = taxRegionOf(region);
  try {
    return { region, currency: getRegionConfig(region).currency, taxRegion, tax: decideTax(taxRegion, taxCountryIso, customer) };
  } catch (err) {
    if (err instanceof TaxCountryError) throw new BadInput(field, err.message);
    throw err;
  }
}
