// Typed cross-remote messages. Remotes never poke each other's DOM or import each other's files:
// they talk through these window CustomEvents (and the shared atoms in ./state).
import { isRegionCode, LANGUAGE_TAGS, type RegionCode } from '@ph/region-config';
import type { LocaleTag } from '@ph/i18n';

export const EVENTS = {
  /** Reopens the cookie consent preferences (footer "Cookie settings"); docs/domain.md#regions-languages-and-routes. */
  cookieConsentOpen: 'ph-cookie-consent-open',
  /** The cart (current order) changed: items added, removed, order created or completed. */
  cartChanged: 'ph-cart-changed',
  /** Sign in, sign out, or the anonymous session was (re)created. */
  sessionChanged: 'ph-session-changed',
  /** The visitor switched region or language. */
  regionLocaleChanged: 'ph-region-locale-changed',
  /** A remote asks the shell to navigate (the shell owns the router). */
  navigate: 'ph-navigate',
} as const;

export interface CartSummary {
  orderNumber: string | null;
  /**
   * The products in the cart (product and sample-pack lines), what the header's badge shows; not
   * pieces and not services. `@ph/session`'s `publishCart(order)` derives it from an API order.
   */
  itemCount: number;
}

export interface SessionChange {
  signedIn: boolean;
  userId: string | null;
  email: string | null;
}

export interface EventPayloads {
  'ph-cookie-consent-open': undefined | { source: string };
  'ph-cart-changed': CartSummary;
  'ph-session-changed': SessionChange;
  'ph-region-locale-changed': { region: RegionCode; locale: LocaleTag };
  'ph-navigate': { to: string };
}

export type EventName = keyof EventPayloads;

type Guard<T> = (detail: unknown) => detail is T;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

// @ph/i18n's LocaleTag is region-config's LANGUAGE_TAGS; checking against the list here keeps
// contracts free of i18n's runtime (react-intl).
function isLocaleTag(value: unknown): value is LocaleTag {
  return typeof value === 'string' && (LANGUAGE_TAGS as readonly string[]).includes(value);
}

/**
 * Runtime shape checks: any script on the page (an old remote, a tag manager, an extension) can
 * dispatch an event with our name, so a listener only ever sees a detail that matches its type.
 */
export const payloadGuards: { [K in EventName]: Guard<EventPayloads[K]> } = {
  'ph-cookie-consent-open': (d): d is EventPayloads['ph-cookie-consent-open'] =>
    d === undefined || (isRecord(d) && typeof d.source === 'string'),
  'ph-cart-changed': (d): d is CartSummary =>
    isRecord(d) &&
    isNullableString(d.orderNumber) &&
    typeof d.itemCount === 'number' &&
    Number.isInteger(d.itemCount) &&
    d.itemCount >= 0,
  'ph-session-changed': (d): d is SessionChange =>
    isRecord(d) && typeof d.signedIn === 'boolean' && isNullableString(d.userId) && isNullableString(d.email),
  'ph-region-locale-changed': (d): d is EventPayloads['ph-region-locale-changed'] =>
    isRecord(d) &&
    isRegionCode(d.region) &&
    isLocaleTag(d.locale),
  'ph-navigate': (d): d is { to: string } => isRecord(d) && typeof d.to === 'string' && d.to.startsWith('/'),
};

/** Whether `detail` has the shape the contract promises for `name`. */
export function isValidPayload<K extends EventName>(name: K, detail: unknown): detail is EventPayloads[K] {
  return payloadGuards[name](detail);
}

function defaultTarget(): EventTarget {
  if (typeof window === 'undefined') {
    throw new Error('@ph/contracts: no window; pass an EventTarget explicitly outside the browser');
  }
  return window;
}

/**
 * A request to open the consent UI made before the consent UI listens (a click on "Cookie settings"
 * while the consent remote is still loading) would be lost. Dispatching it first raises this flag on
 * the target; the consent UI lowers it when it handles the event and, on mount, opens if it is up.
 */
export const CONSENT_OPEN_PENDING = '__phConsentOpenPending';

/** Dispatches a typed CustomEvent (on `window` unless a target is given). */
export function dispatch<K extends EventName>(name: K, detail: EventPayloads[K], target?: EventTarget): void {
  const to = target ?? defaultTarget();
  if (name === EVENTS.cookieConsentOpen) (to as unknown as Record<string, unknown>)[CONSENT_OPEN_PENDING] = true;
  to.dispatchEvent(new CustomEvent(name, { detail }));
}

/**
 * Listens for a typed event; returns the unsubscribe function. Events whose detail fails the
 * runtime shape check are ignored, so the handler can trust its argument.
 */
export function listen<K extends EventName>(
  name: K,
  handler: (detail: EventPayloads[K]) => void,
  target?: EventTarget,
): () => void {
  const eventTarget = target ?? defaultTarget();
  const listener = (event: Event): void => {
    // A plain Event has no detail and `new CustomEvent(name)` has `null`: both mean "no payload".
    // (No `instanceof CustomEvent`: an event built in another realm, e.g. an iframe, would fail it.)
    const raw: unknown = 'detail' in event ? (event as CustomEvent<unknown>).detail : undefined;
    const detail = raw === null ? undefined : raw;
    if (!isValidPayload(name, detail)) return;
    handler(detail);
  };
  eventTarget.addEventListener(name, listener);
  return () => eventTarget.removeEventListener(name, listener);
}
