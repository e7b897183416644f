// The users module's face: accounts, their repository reads and writes, hooks and order statistics.
export { findUserByEmail, findUserById, insertUser, lockUser, updateUser, type UserRow } from './repository';
export { UserHooks } from './hooks';
export { noOrdersYet, type CompletedOrderStats } from './order-stats';
export { presentUser } from './present';
export { promoteToManager } from './service';
export { type OrderStatsSource } from './order-stats';
export { userRoutes } from './routes';
