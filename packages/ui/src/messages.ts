import { defineMessages } from 'react-intl';
import type { BlockingOverlayStage } from './blockingOverlayStages';

// The English `defaultMessage`s are the source; src/messages/*.json are the catalogues apps merge
// into their IntlProvider (a test keeps all three in step with these ids).
export const uiText = defineMessages({
  loading: { id: 'ui.spinner.loading', defaultMessage: 'Loading…' },
  requiredMarker: { id: 'ui.field.required', defaultMessage: 'required' },
  errorPanelTitle: { id: 'ui.errorPanel.title', defaultMessage: 'This section is unavailable' },
  errorPanelMessage: {
    id: 'ui.errorPanel.message',
    defaultMessage: 'We could not load this part of the page. Check your connection and try again.',
  },
  retry: { id: 'ui.errorPanel.retry', defaultMessage: 'Retry' },
  doNotLeave: { id: 'ui.blockingOverlay.doNotLeave', defaultMessage: 'Please do not close or reload this page.' },
  decrease: { id: 'ui.stepper.decrease', defaultMessage: 'Decrease {label}' },
  increase: { id: 'ui.stepper.increase', defaultMessage: 'Increase {label}' },
  stepDone: { id: 'ui.steps.done', defaultMessage: 'completed' },
  taxIncluded: { id: 'ui.tax.included', defaultMessage: 'incl. VAT' },
  taxExcluded: { id: 'ui.tax.excluded', defaultMessage: 'excl. VAT' },
  vat: { id: 'ui.tax.vat', defaultMessage: 'VAT' },
  tax: { id: 'ui.tax.tax', defaultMessage: 'Tax' },
  dismiss: { id: 'ui.toast.dismiss', defaultMessage: 'Dismiss' },
  notAvailableTitle: { id: 'ui.notAvailable.title', defaultMessage: 'This page is not available yet' },
  notAvailableText: { id: 'ui.notAvailable.text', defaultMessage: 'We are still building this part of the store.' },
  notAvailableHome: { id: 'ui.notAvailable.home', defaultMessage: 'Go to the home page' },
});

export const stageText = defineMessages({
  waitingForFiles: { id: 'ui.blockingOverlay.waitingForFiles', defaultMessage: 'Waiting for your files to finish uploading…' },
  convertingBoxDesign: { id: 'ui.blockingOverlay.convertingBoxDesign', defaultMessage: 'Converting your box design…' },
  creatingBoxDesign: { id: 'ui.blockingOverlay.creatingBoxDesign', defaultMessage: 'Creating your box design…' },
  fetchingBoxDesign: { id: 'ui.blockingOverlay.fetchingBoxDesign', defaultMessage: 'Loading your box design…' },
  addingItemToOrder: { id: 'ui.blockingOverlay.addingItemToOrder', defaultMessage: 'Adding the item to your order…' },
  savingBoxDesign: { id: 'ui.blockingOverlay.savingBoxDesign', defaultMessage: 'Saving your box design…' },
  preparingOrder: { id: 'ui.blockingOverlay.preparingOrder', defaultMessage: 'Preparing your order…' },
  preparingOffer: { id: 'ui.blockingOverlay.preparingOffer', defaultMessage: 'Preparing your offer…' },
  updatingQuantityQuality: {
    id: 'ui.blockingOverlay.updatingQuantityQuality',
    defaultMessage: 'Updating the quantity and print quality…',
  },
  submittingOrderDetails: { id: 'ui.blockingOverlay.submittingOrderDetails', defaultMessage: 'Submitting your order details…' },
  redirectingToPayment: { id: 'ui.blockingOverlay.redirectingToPayment', defaultMessage: 'Taking you to the payment page…' },
  returningFromPayment: { id: 'ui.blockingOverlay.returningFromPayment', defaultMessage: 'Checking your payment…' },
  loadingBoxData: { id: 'ui.blockingOverlay.loadingBoxData', defaultMessage: 'Loading box data…' },
  loadingBoxDataUnauthorizedError: {
    id: 'ui.blockingOverlay.loadingBoxDataUnauthorizedError',
    defaultMessage: 'You do not have access to this box design. Sign in with the account that created it.',
  },
  preparingSamplePackProduct: {
    id: 'ui.blockingOverlay.preparingSamplePackProduct',
    defaultMessage: 'Preparing your sample pack…',
  },
} satisfies Record<BlockingOverlayStage, { id: string; defaultMessage: string }>);
