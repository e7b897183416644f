// The payments module's face: paying for orders (cards, redirects, bank transfers, instalments, store
// credit) and its routes.
export { paymentRoutes } from './routes';
export { ledgerOf, type LedgerRow } from './intents-repo';
export { ibanIsValid } from './bank-details';
