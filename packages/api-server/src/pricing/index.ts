// The pricing module's face: every price the store computes lives behind it — line prices (volume
// tiers, custom sizes), tax, order totals, shipping and customs, service lines, offers' agreed prices.
export { priceLine, tiersInCurrency, PricingError, type PriceLineInput, type PricedLine, type PricingErrorCode, type CurrencyPriceTier } from './priceLine';
export { decideTax, taxRegionOf, defaultTaxCountry, isEuCountry, TaxCountryError, type TaxCustomer, type TaxDecision, type TaxReason, type TaxRegion } from '../tax';
export { applyBasisPoints, divideRoundHalfUp, majorToMinorHalfUp, BP_PER_WHOLE, MoneyError } from '../tax';
export { findTier, validateTiers, minimumQuantity, rangesFromStarts, type PriceTier } from './tiers';
export { computeOrderAmounts, percentageDiscount, type DiscountInput, type LineInput, type OrderAmounts } from './totals';
export { checkCustomSize, customSizeOfLine, customSizeTiers, normaliseCustomSize, type CustomSizeMm } from './customSizeService';
export { customsFor, orderRegion, orderTax, priceOrderLines, shippingPrice } from './orderPricing';
export { servicePrices } from './serviceItemPrices';
export { modelUnitNet, offerAmounts, offerTax, OFFER_ORDER_TAX_FIELDS } from './offerPricing';
export { pricingRoutes } from './routes';
