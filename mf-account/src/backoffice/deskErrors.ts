import { defineMessages, type IntlShape } from 'react-intl';
import { apiErrorOf, describeApiError } from '@ph/api-errors';
import { ordersText } from './ordersText';

/**
 * The refusals of the operators' actions, by the API's code: what the operator can do about each.
 * The API's English message is never shown (@ph/api-errors); codes not listed here get the screen's
 * fallback through describeApiError.
 */
const byCode = defineMessages({
  proofs_not_approved: { id: 'account.backOffice.error.proofsNotApproved', defaultMessage: 'Some proofs are not approved yet: the order cannot go into production.' },
  payment_outstanding: { id: 'account.backOffice.error.paymentOutstanding', defaultMessage: 'The order is not paid yet: it cannot go into production.' },
  transition_not_allowed: { id: 'account.backOffice.error.transitionNotAllowed', defaultMessage: 'The order has moved on meanwhile: this step no longer applies. The page shows where it is now.' },
  invalid_tracking_number: { id: 'account.backOffice.error.invalidTrackingNumber', defaultMessage: 'This is not a tracking number of the chosen carrier.' },
  tracking_number_taken: { id: 'account.backOffice.error.trackingNumberTaken', defaultMessage: 'A shipment with this tracking number already exists.' },
  nothing_to_ship: { id: 'account.backOffice.error.nothingToShip', defaultMessage: 'Everything of this order has been shipped.' },
  refund_exceeds_remainder: { id: 'account.backOffice.error.refundExceedsRemainder', defaultMessage: 'That is more than is left to refund on this order.' },
  quantity_exceeds_remainder: { id: 'account.backOffice.error.quantityExceedsRemainder', defaultMessage: 'More units than are left to refund of a line: the page shows what is left now.' },
  unknown_line: { id: 'account.backOffice.error.unknownLine', defaultMessage: 'A chosen line is not part of this order any more: reload the order.' },
});

export function deskErrorMessage(intl: IntlShape, error: unknown): string {
  const code = apiErrorOf(error)?.code;
  if (code && code in byCode) return intl.formatMessage(byCode[code as keyof typeof byCode]);
  return describeApiError(intl, error, { fallback: ordersText.actionFailed }).message;
}
