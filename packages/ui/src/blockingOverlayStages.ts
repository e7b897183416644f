/** The blocking overlay stages of docs/domain.md#regions-languages-and-routes, in the spec's order. */
export const BLOCKING_OVERLAY_STAGES = [
  'waitingForFiles',
  'convertingBoxDesign',
  'creatingBoxDesign',
  'fetchingBoxDesign',
  'addingItemToOrder',
  'savingBoxDesign',
  'preparingOrder',
  'preparingOffer',
  'updatingQuantityQuality',
  'submittingOrderDetails',
  'redirectingToPayment',
  'returningFromPayment',
  'loadingBoxData',
  'loadingBoxDataUnauthorizedError',
  'preparingSamplePackProduct',
] as const;

export type BlockingOverlayStage = (typeof BLOCKING_OVERLAY_STAGES)[number];

/** Stages that report a failure rather than work in progress: no spinner, and the page is not busy. */
export const ERROR_STAGES: ReadonlySet<BlockingOverlayStage> = new Set(['loadingBoxDataUnauthorizedError']);

/** Stages where leaving the page would lose the shopper's work or a payment in flight. */
export const DO_NOT_LEAVE_STAGES: ReadonlySet<BlockingOverlayStage> = new Set([
  'waitingForFiles',
  'savingBoxDesign',
  'submittingOrderDetails',
  'redirectingToPayment',
  'returningFromPayment',
]);
