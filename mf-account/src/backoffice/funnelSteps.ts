import type { MessageDescriptor } from 'react-intl';
import type { FunnelStepKey } from '@ph/api-contract/funnel';
import { funnelText } from './funnelText';

/**
 * The funnel's steps in the order of api-contract's `FUNNEL_STEPS`, with their words. A type-only
 * import: the contract module carries zod, which the back office does not need to load.
 */
export const FUNNEL_STEP_TEXT: readonly { key: FunnelStepKey; label: MessageDescriptor }[] = [
  { key: 'product_viewed', label: funnelText.stepViewed },
  { key: 'product_added', label: funnelText.stepAdded },
  { key: 'checkout_started', label: funnelText.stepCheckout },
  { key: 'order_completed', label: funnelText.stepOrdered },
];
