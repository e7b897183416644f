import { defineMessages } from 'react-intl';

// The dialogs' own words, beside them in `@ph/ui/dialogs` rather than in the shared entry's uiText
// (src/messages.ts); the catalogues (src/messages/*.json) hold them like every other `ui.` id.
export const modalText = defineMessages({
  close: { id: 'ui.modal.close', defaultMessage: 'Close' },
  cancel: { id: 'ui.confirm.cancel', defaultMessage: 'Cancel' },
});
