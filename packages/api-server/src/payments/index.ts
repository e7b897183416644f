// The payments module's face: paying for orders (cards, redirects, bank transfers, instalments, store
// credit) and its routes.
export { paymentRoutes } from './routes';
