/**
 * docs/domain.md#consent-and-analytics design events. One list for every remote that sends them (the editor, the
 * account's saved designs), so a report never sees two spellings of one event.
 */
export const DESIGN_EVENTS = {
  saved: 'Design Saved',
  deleted: 'Design Deleted',
  duplicated: 'Design Duplicated',
  shared: 'Design Shared',
  methodSelected: 'Design Method Selected',
  materialAdded: 'Design Material Added',
} as const;
