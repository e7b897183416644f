import { defineMessages } from 'react-intl';

export const stateLabels = defineMessages({
  complete: { id: 'account.order.state.complete', defaultMessage: 'Complete' },
  canceled: { id: 'account.order.state.canceled', defaultMessage: 'Canceled' },
  inProgress: { id: 'account.order.state.inProgress', defaultMessage: 'In progress' },
});

export const paymentLabels = defineMessages({
  balance_due: { id: 'account.order.payment.balanceDue', defaultMessage: 'Awaiting payment' },
  paid: { id: 'account.order.payment.paid', defaultMessage: 'Paid' },
  failed: { id: 'account.order.payment.failed', defaultMessage: 'Payment failed' },
  void: { id: 'account.order.payment.void', defaultMessage: 'Payment voided' },
  partially_refunded: { id: 'account.order.payment.partiallyRefunded', defaultMessage: 'Partially refunded' },
  refunded: { id: 'account.order.payment.refunded', defaultMessage: 'Refunded' },
  pending: { id: 'account.order.payment.pending', defaultMessage: 'Payment pending' },
});

/** The order's states as its history names them (the API's `state_changes`). */
export const historyStateLabels = defineMessages({
  cart: { id: 'account.order.history.state.cart', defaultMessage: 'Cart' },
  address: { id: 'account.order.history.state.address', defaultMessage: 'Addresses' },
  delivery: { id: 'account.order.history.state.delivery', defaultMessage: 'Delivery' },
  payment: { id: 'account.order.history.state.payment', defaultMessage: 'Payment method' },
  confirm: { id: 'account.order.history.state.confirm', defaultMessage: 'Review' },
  complete: { id: 'account.order.history.state.complete', defaultMessage: 'Placed' },
  canceled: { id: 'account.order.history.state.canceled', defaultMessage: 'Canceled' },
});

/** The payment's states as the history names them ("Payment: Due → Received"). */
export const historyPaymentLabels = defineMessages({
  balance_due: { id: 'account.order.history.paymentState.balanceDue', defaultMessage: 'Due' },
  paid: { id: 'account.order.history.paymentState.paid', defaultMessage: 'Received' },
  failed: { id: 'account.order.history.paymentState.failed', defaultMessage: 'Failed' },
  void: { id: 'account.order.history.paymentState.void', defaultMessage: 'Voided' },
  pending: { id: 'account.order.history.paymentState.pending', defaultMessage: 'Pending' },
  partially_refunded: { id: 'account.order.history.paymentState.partiallyRefunded', defaultMessage: 'Partly refunded' },
  refunded: { id: 'account.order.history.paymentState.refunded', defaultMessage: 'Refunded' },
});

export const historyLabels = defineMessages({
  title: { id: 'account.order.history.title', defaultMessage: 'Order history' },
  order: { id: 'account.order.history.order', defaultMessage: 'Order' },
  payment: { id: 'account.order.history.payment', defaultMessage: 'Payment' },
  production: { id: 'account.order.history.production', defaultMessage: 'Production' },
  reason: { id: 'account.order.history.reason', defaultMessage: 'Reason: {reason}' },
  change: { id: 'account.order.history.change', defaultMessage: '{subject}: {from} → {to}' },
  first: { id: 'account.order.history.first', defaultMessage: '{subject}: {to}' },
});

/** Where a placed order is in the works, as the history names it ("Production: Artwork check → Ready for production"). */
export const historyFulfillmentLabels = defineMessages({
  artwork_check: { id: 'account.order.history.fulfillment.artworkCheck', defaultMessage: 'Artwork check' },
  ready_for_production: { id: 'account.order.history.fulfillment.readyForProduction', defaultMessage: 'Ready for production' },
  in_production: { id: 'account.order.history.fulfillment.inProduction', defaultMessage: 'In production' },
});

/** Who made the change. */
export const historyActorLabels = defineMessages({
  customer: { id: 'account.order.history.actor.customer', defaultMessage: 'by you' },
  manager: { id: 'account.order.history.actor.manager', defaultMessage: 'by our team' },
  operator: { id: 'account.order.history.actor.operator', defaultMessage: 'by our production team' },
  gateway: { id: 'account.order.history.actor.gateway', defaultMessage: 'by the payment provider' },
  system: { id: 'account.order.history.actor.system', defaultMessage: 'automatically' },
});

/** A design proof's review state (the API's client approval fileset status). */
export const proofStatusLabels = defineMessages({
  pending: { id: 'account.proof.status.pending', defaultMessage: 'Waiting for your approval' },
  approved: { id: 'account.proof.status.approved', defaultMessage: 'Approved' },
  changes_requested: { id: 'account.proof.status.changesRequested', defaultMessage: 'Changes requested' },
});

/** Where a placed order's production stands (the API's `production_state`). */
export const productionLabels = defineMessages({
  awaiting_payment: { id: 'account.order.production.awaitingPayment', defaultMessage: 'Production starts once the order is paid.' },
  awaiting_proof_approval: { id: 'account.order.production.awaitingProof', defaultMessage: 'Production starts once you have approved every design proof.' },
  ready_for_production: { id: 'account.order.production.ready', defaultMessage: 'Every proof is approved: your order is going into production.' },
});
