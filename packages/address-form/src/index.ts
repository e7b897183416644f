export { AddressFields } from './AddressFields';
export { SavedAddressPicker, NEW_ADDRESS } from './SavedAddressPicker';
export { useAddressForm, type AddressForm, type AddressFormOptions, type AddressError, type AddressErrors, type StatesLoad } from './useAddressForm';
export { validateAddress, STATE_REQUIRED_COUNTRIES, type AddressProblem, type ValidationOptions } from './validation';
export { checkVatId, type VatVerdict } from './vat';
export {
  ADDRESS_FIELD_ORDER,
  EMPTY_ADDRESS,
  addressFieldOfApi,
  addressSummary,
  countryName,
  normaliseVatId,
  toAddressInput,
  valuesFromAddress,
  type AddressField,
  type AddressFormValues,
} from './values';
export { addressFormCatalogues } from './messages';
