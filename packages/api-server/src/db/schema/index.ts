// Every table of the single PostgreSQL schema; drizzle-kit reads this file (drizzle.config.ts).
export * from './users';
export * from './addresses';
export * from './outbox';
export * from './catalogue';
export type * from './catalogue-json';
export * from './orders';
export * from './payments';
export * from './consent';
export * from './designs';
export * from './instances';
export * from './quotes';
export * from './invoices';
export * from './support';
export * from './shipments';
// The vocabularies stored in these tables, for the repositories that write them.
export * from '../vocabulary';
export * from './data-rights';
export * from './referrals';
