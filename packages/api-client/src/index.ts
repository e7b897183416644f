export {
  createApiClient,
  createIdempotencyKey,
  AuthTokenMissingError,
  type ApiClient,
  type ApiClientOptions,
  type HttpMethod,
  type RequestOptions,
  type RequestOptionsWithoutBody,
} from './client';
export {
  ApiError,
  isApiError,
  isApiErrorBody,
  AUTH_TOKEN_MISSING_MESSAGE,
  type ApiErrorBody,
  type ApiErrorKind,
} from './errors';
export { encodeQuery, type ArrayFormat, type QueryScalar, type QueryValue } from './query';
export {
  createMemoryTokenStore,
  createWebTokenStore,
  TOKEN_STORAGE_KEY,
  REMEMBER_USER_STORAGE_KEY,
  type TokenStore,
  type WebTokenStoreOptions,
} from './tokenStore';
export { mapWithConcurrency, chunk } from './concurrency';
export {
  loadVariants,
  VARIANTS_PAGE_SIZE,
  VARIANTS_CONCURRENCY,
  type Variant,
  type VariantQuery,
  type VolumePrice,
  type LoadVariantsOptions,
} from './variants';
export {
  signIn,
  signUp,
  signOut,
  recoverPassword,
  resetPassword,
  confirmEmail,
  resendConfirmationEmail,
  currentUser,
  updateContact,
  listAddresses,
  createAddress,
  updateAddress,
  deleteAddress,
  setDefaultAddress,
  listStates,
  validateVat,
  type CountryState,
} from './account';
