// The audit module's face: an append-only record of what managers and operators do (who, when, what,
// to which order or customer), written in the transaction of the action, read by operators.
export { recordAudit } from './repository';
export { auditRoutes } from './routes';
export { registerManagerAudit } from './manager-actions';
