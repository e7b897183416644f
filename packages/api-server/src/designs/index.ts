// The designs module's face: what an order needs of a line's design and proofs, and the proof e-mails.
export { designForLine } from './service';
export { designsOfLines, type LineDesigns } from './lines';
export { onOrderCompleted, proofsOfOrders, proofUrl, type DesignSnapshot } from './proofs';
export { proofReminderEmail } from './emails';
export { woffToSfnt } from './woff';
export { registerProofReminders } from './proof-reminders';
export { designRoutes } from './routes';
