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
  pending: { id: 'account.order.payment.pending', defaultMessage: 'Payment pending' },
});
