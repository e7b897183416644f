// The wallet module's face: store credit (balances and their history), its routes, and what the
// payments module needs to spend it on an order or give it back.
export { moveCredit, walletOf, type Wallet } from './service';
export { payerOf } from './repository';
export { presentWallet } from './present';
export { walletRoutes } from './routes';
export { devManagerRoutes } from './dev-routes';
