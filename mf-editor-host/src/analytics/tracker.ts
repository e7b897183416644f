// The editor's tracker is the page tracker every remote uses (@ph/remote-kit/page-tracker): consent-gated,
// @ph/analytics loaded with the first event.
export { pageTracker as editorTracker, type PageTracker as EditorTracker } from '@ph/remote-kit/page-tracker';

/**
 * docs/domain.md#consent-and-analytics design events (one list in @ph/analytics), with the editor as their page source; from
 * the subpath, so naming an event does not put the analytics code into the editor's first load.
 */
export { STORE_EVENTS } from '@ph/analytics/events';
