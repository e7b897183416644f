// What other modules (orders, checkout) reuse from pricing.
export { priceLine, taxAmounts, tiersInCurrency, PricingError, type PriceLineInput, type PricedLine, type PricingErrorCode, type CurrencyPriceTier } from './priceLine';
export { decideTax, taxRegionOf, defaultTaxCountry, isEuCountry, TaxCountryError, type TaxCustomer, type TaxDecision, type TaxReason, type TaxRegion } from './tax';
export { applyBasisPoints, divideRoundHalfUp, majorToMinorHalfUp, BP_PER_WHOLE, MoneyError } from './money';
export { findTier, validateTiers, minimumQuantity, rangesFromStarts, type PriceTier } from './tiers';
