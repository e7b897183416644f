// The editor's tracker is the page tracker every remote uses (@ph/remote-kit/page-tracker): consent-gated,
// @ph/analytics loaded with the first event. Event names and page sources from its registry (constants
// only, so naming an event does not put the analytics code into the editor's first load).
export { pageTracker as editorTracker, type PageTracker as EditorTracker, orderFields, lineFields } from '@ph/remote-kit/page-tracker';
