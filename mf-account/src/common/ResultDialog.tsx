import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ConfirmDialog } from '@ph/ui/dialogs';

/** The "success" and "delete success" dialogs of docs/domain.md#regions-languages-and-routes. */
type ResultKind = 'success' | 'deleteSuccess';

const text = defineMessages({
  success: { id: 'account.result.success', defaultMessage: 'Saved' },
  deleteSuccess: { id: 'account.result.deleteSuccess', defaultMessage: 'Deleted' },
  ok: { id: 'account.result.ok', defaultMessage: 'OK' },
});

/**
 * Where an action ends, what it did, acknowledged with OK (or Escape): a notice, not a question, so
 * it has no Cancel. Being a dialog it is announced and keeps focus until the shopper has read it.
 */
export function ResultDialog({ kind, children, onClose }: { kind: ResultKind; children: ReactNode; onClose(): void }) {
  const intl = useIntl();
  return (
    <ConfirmDialog title={intl.formatMessage(text[kind])} confirmLabel={intl.formatMessage(text.ok)} cancelLabel={false} onConfirm={onClose} onClose={onClose}>
      <p>{children}</p>
    </ConfirmDialog>
  );
}
