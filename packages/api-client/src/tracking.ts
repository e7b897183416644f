import type {
  FirstTouchBody,
  IdentifyBody,
  ProductAddedConversionBody,
  SegmentDataBody,
  SessionAppendBody,
  SessionCreatedResponse,
  TrackBody,
  TrackingAcceptedResponse,
  TrackedEventsResponse,
} from '@ph/api-contract';
import type { ApiClient } from './client';
import type { Input, Output } from './contract';

// A subpath of its own (`@ph/api-client/tracking`): only the page tracker (loaded with the first event)
// and the consent remote call these. Every call needs the visitor's recorded analytics consent
// (docs/domain.md#consent-and-analytics); the server answers 403 `consent_required` without it.

export type TrackInput = Input<typeof TrackBody>;
export type IdentifyInput = Input<typeof IdentifyBody>;
export type ProductAddedConversionInput = Input<typeof ProductAddedConversionBody>;
export type SegmentDataInput = Input<typeof SegmentDataBody>;
export type SessionAppendInput = Input<typeof SessionAppendBody>;
export type FirstTouchInput = Input<typeof FirstTouchBody>;
export type TrackingAccepted = Output<typeof TrackingAcceptedResponse>;
export type RecordedEvents = Output<typeof TrackedEventsResponse>;

export const TRACKING_PATHS = {
  track: 'v1/segment_proxies/track',
  identify: 'v1/segment_proxies/identify',
  productAddedConversion: 'v1/segment_proxies/track_product_added_ua_conversion',
  segmentData: 'add_segment_data_v2',
  firstTouch: 'users/register_first_touch',
  sessionCreate: 'v2/segment_sessions/create',
  sessionAppend: 'v2/segment_sessions/append',
  events: 'v1/segment_proxies/events',
} as const;

/** `POST v1/segment_proxies/track`: one event. */
export function trackEvent(client: ApiClient, body: TrackInput): Promise<TrackingAccepted> {
  return client.post<TrackingAccepted>(TRACKING_PATHS.track, body, { auth: true });
}

/** `POST v1/segment_proxies/identify`: who the visitor is (on sign-in and registration). */
export function identifyVisitor(client: ApiClient, body: IdentifyInput): Promise<TrackingAccepted> {
  return client.post<TrackingAccepted>(TRACKING_PATHS.identify, body, { auth: true });
}

/** `POST v1/segment_proxies/track_product_added_ua_conversion`: the ads conversion of an added line (advertising consent). */
export function trackProductAddedConversion(client: ApiClient, body: ProductAddedConversionInput): Promise<TrackingAccepted> {
  return client.post<TrackingAccepted>(TRACKING_PATHS.productAddedConversion, body, { auth: true });
}

/** `POST add_segment_data_v2`: the visitor's traffic-source data. */
export function addSegmentData(client: ApiClient, body: SegmentDataInput): Promise<TrackingAccepted> {
  return client.post<TrackingAccepted>(TRACKING_PATHS.segmentData, body, { auth: true });
}

/** `POST users/register_first_touch`. */
export function registerFirstTouch(client: ApiClient, body: FirstTouchInput): Promise<TrackingAccepted> {
  return client.post<TrackingAccepted>(TRACKING_PATHS.firstTouch, body, { auth: true });
}

/** `POST v2/segment_sessions/create`: a new browsing session; answers its id. */
export async function createSegmentSession(client: ApiClient): Promise<string> {
  return (await client.post<Output<typeof SessionCreatedResponse>>(TRACKING_PATHS.sessionCreate, {}, { auth: true })).session_id;
}

/** `POST v2/segment_sessions/append`: events of one of the visitor's own sessions (404 for another's). */
export function appendToSegmentSession(client: ApiClient, body: SessionAppendInput): Promise<{ appended: number }> {
  return client.post<{ appended: number }>(TRACKING_PATHS.sessionAppend, body, { auth: true });
}

/** `GET v1/segment_proxies/events`: what the server recorded for the visitor, newest first. */
export function fetchRecordedEvents(client: ApiClient, kind?: string): Promise<RecordedEvents> {
  return client.get<RecordedEvents>(TRACKING_PATHS.events, { auth: true, ...(kind ? { query: { kind } } : {}) });
}
