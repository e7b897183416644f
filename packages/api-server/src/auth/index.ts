// The auth module's face: what other modules may use of it.
export { hashPassword, verifyPassword } from './passwords';
export { authRoutes } from './routes';
export { type UserRow, findSession } from './sessions-repo';
