// The tax module's face: the VAT decision of a sale (store, delivery country, customer), tax amounts,
// the store's price context, and the minor-unit arithmetic that prices and taxes share. Pricing and the
// catalogue's price displays both build on it (Medusa v2 keeps tax a module of its own, too).
export { decideTax, defaultTaxCountry, isEuCountry, taxAmounts, TaxCountryError, taxRegionOf, type TaxCustomer, type TaxDecision, type TaxReason, type TaxRegion } from './tax';
export { applyBasisPoints, assertMinorUnits, BP_PER_WHOLE, divideRoundHalfUp, majorToMinorHalfUp, MoneyError, toSafeNumber } from './money';
export { priceContext, type PriceContext } from './context';
