// Request/response schemas of the commerce API and their types, shared by the server (validation,
// OpenAPI) and the browser (`import type { User } from '@ph/api-contract'`). Files here import only
// zod and @ph/region-config, never server code.
export * from './catalogueVocabulary';
export * from './printQuality';
export * from './common';
export * from './users';
export * from './auth';
export * from './location';
export * from './addresses';
export * from './catalogue';
export * from './orders';
export * from './packs';
export * from './consent';
export * from './payments';
export * from './files';
export * from './designs';
export * from './quotes';
export * from './invoices';
export * from './dataRights';
export * from './audit';
export * from './referrals';
