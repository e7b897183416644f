import { FormattedMessage } from 'react-intl';
import { DesignNameDialog } from './DesignNameDialog';

/** "Save design": names the design and saves it (status saved). */
export function SaveDesignDialog({ name, busy, error, onSave, onClose }: { name: string; busy: boolean; error: string | null; onSave(name: string): void; onClose(): void }) {
  return (
    <DesignNameDialog
      title={<FormattedMessage id="editor.save.title" defaultMessage="Save your design" />}
      submitLabel={<FormattedMessage id="editor.save.submit" defaultMessage="Save" />}
      name={name}
      busy={busy}
      error={error}
      onSubmit={onSave}
      onClose={onClose}
    />
  );
}
