// The location module's face: what other modules may use of it.
export { EU_COUNTRIES } from './countries';
export { locationRoutes } from './routes';
export { assertCountry, validPostalCode, validateVat } from './service';
export { countryHasStates, findState, stateRequired } from './states';
export { checkVatFormat } from './vat';
export { HttpViesClient, type ViesClient } from './vies';
