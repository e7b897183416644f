// Closed vocabularies the schema stores and the domain code reads (the db module's face exports them):
// plain lists, so a module can name them without importing a table (only repositories use tables).
/** Stripe's PaymentIntent statuses that this store uses (capture is automatic, so no requires_capture). */
export const INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];
/**
 * Methods paid through a PaymentIntent: cards and the redirect methods (bank pages, PayPal, and
 * Hokodo's B2B pay-later checkout, which the sandbox models the same way). Plain text column: adding
 * a method needs no migration.
 */
export const INTENT_METHODS = ['card', 'p24', 'ideal', 'bancontact', 'eps', 'paypal', 'giropay', 'hokodo'] as const;
export type IntentMethod = (typeof INTENT_METHODS)[number];

/** The machines of orders/stateMachine.ts whose changes the log holds. */
export const STATE_LOG_MACHINES = ['order', 'payment', 'fulfillment', 'order_payment', 'installment', 'payment_intent'] as const;
export type StateLogMachine = (typeof STATE_LOG_MACHINES)[number];
