// Request/response schemas and their types, importable without server code:
// `import type { User } from '@ph/api-server/contract'`. Files here import only zod.
export * from './common';
export * from './users';
export * from './auth';
export * from './location';
export * from './addresses';
export * from './catalogue';
export * from './orders';
export * from './consent';
export * from './payments';
