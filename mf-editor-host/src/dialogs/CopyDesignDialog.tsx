import { FormattedMessage } from 'react-intl';
import { DesignNameDialog } from './DesignNameDialog';

/** "Copy design": a shared design becomes the visitor's own copy (under a name they may change), to edit and order. */
export function CopyDesignDialog({ name, busy, error, onCopy, onClose }: { name: string; busy: boolean; error: string | null; onCopy(name: string): void; onClose(): void }) {
  return (
    <DesignNameDialog
      title={<FormattedMessage id="editor.copy.title" defaultMessage="Copy to your designs" />}
      intro={<FormattedMessage id="editor.copy.body" defaultMessage="Your copy is yours to change and order. The design you were sent stays as it is." />}
      submitLabel={<FormattedMessage id="editor.copy.submit" defaultMessage="Copy" />}
      name={name}
      busy={busy}
      error={error}
      limitInput
      onSubmit={onCopy}
      onClose={onClose}
    />
  );
}
