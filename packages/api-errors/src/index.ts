export { describeApiError, messageForCode, apiErrorOf, type DescribedApiError, type DescribeOptions, type MessageFormatter } from './describe';
export { apiErrorMessages, MESSAGE_BY_CODE, type ApiErrorMessageKey } from './messages';
export { apiErrorCatalogues } from './catalogues';
