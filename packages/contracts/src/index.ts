export {
  EVENTS,
  CONSENT_OPEN_PENDING,
  dispatch,
  listen,
  isValidPayload,
  payloadGuards,
  type EventName,
  type EventPayloads,
  type SessionChange,
} from './events';
export type { RemoteMountProps } from './lifecycle';
export {
  phStore,
  sessionAtom,
  cartSummaryAtom,
  bindCartEvents,
  bindSessionEvents,
  sessionFromChange,
  publishCartChanged,
  publishSessionChanged,
  useSession,
  useCartSummary,
  type BindOptions,
  type CartSummary,
  type PhStore,
  type SessionState,
  type SessionStatus,
} from './state';
export { API_BASE_PATH, API_TIMEOUT_MS, HEADERS } from './http';
export { pageSingleton } from './singleton';
export { requestCheckoutStart, takeCheckoutStartRequest } from './checkout';
export {
  SERVER_RENDER_CONTRACT,
  enterServerEnvironment,
  serverEnvironment,
  ssrDataId,
  type ServerEntry,
  type ServerRenderInput,
  type ServerRenderOutput,
} from './ssr';
