// The orders module's face: what other modules may use of it. Orders, their lines and the state
// machine of an order and its payment records; the payments module places and pays orders through
// completion.ts.
export type { Actor } from './actor';
export { changeOrder, lockOwnOrder } from './change';
export { applyCouponToOrder } from './coupons';
export { completeOrder, loadOrderForPayment, markOrderPaid, markPaymentFailed, type OrderForPayment } from './completion';
export { createOrderFromOffer, type FixedPriceLine } from './create';
export { loadOrderDocument } from './document';
export { recalculateOrder } from './recalculate';
export {
  adjustmentsOf,
  findOrder,
  findOrderByNumber,
  linesOf,
  lockOrder,
  lockOrderByNumber,
  nextLinePosition,
  promotionsOf,
  walletAppliedTo,
  type AdjustmentRow,
  type LineWithCatalogue,
  type OrderRow,
} from './repository';
export { adjustmentLabel } from './adjustmentLabels';
export { lineName } from './lineNames';
export { onOrderEvent, type OrderEvent } from './events';
export { orderWithHistory } from './read';
export { queueLifecycleEmail, type LifecycleMail } from './emails';
export { pendingPaymentsOf } from './state-repo';
export { actorOf, orderRoutes } from './routes';
export { packRoutes } from './packRoutes';
export { orderMailDelivery } from './mail-delivery';
export { dropExpressNotOffered, TREE_SKU, type ExpressRemoval } from './serviceItems';
export {
  assertAllowed,
  assertOrderConsentGiven,
  discardIntent,
  FIELDS_BY_STEP,
  GATEWAY,
  recordAllows,
  stateChangesOf,
  SYSTEM,
  transition,
  transitionRecord,
  type CheckoutStep,
  type FulfillmentState,
  type StateActor,
} from './stateMachine';
