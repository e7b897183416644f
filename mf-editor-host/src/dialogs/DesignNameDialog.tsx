import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '@ph/ui';
import { ConfirmDialog } from '@ph/ui/dialogs';

/** The form behind "Save design" and "Copy design": one name of 1 to 120 characters, checked the same way. */
export function DesignNameDialog({
  title,
  intro,
  submitLabel,
  name,
  busy,
  error,
  limitInput = false,
  onSubmit,
  onClose,
}: {
  title: ReactNode;
  intro?: ReactNode;
  submitLabel: ReactNode;
  name: string;
  busy: boolean;
  error: string | null;
  /** Stops typing at 120 characters instead of explaining the limit after submit. */
  limitInput?: boolean;
  onSubmit(name: string): void;
  onClose(): void;
}) {
  const intl = useIntl();
  const [value, setValue] = useState(name);
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = () => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed.length > 120) {
      setInvalid(intl.formatMessage({ id: 'editor.save.nameInvalid', defaultMessage: 'Give the design a name of 1 to 120 characters.' }));
      return;
    }
    setInvalid(null);
    onSubmit(trimmed);
  };
  return (
    <ConfirmDialog
      form
      title={title}
      confirmLabel={submitLabel}
      cancelLabel={<FormattedMessage id="editor.dialog.cancel" defaultMessage="Cancel" />}
      onConfirm={submit}
      onClose={onClose}
      busy={busy}
    >
      {intro ? <p>{intro}</p> : null}
      {/* The API's answer goes under the field it is about, not in a separate alert. */}
      <TextField
        label={intl.formatMessage({ id: 'editor.save.name', defaultMessage: 'Design name' })}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        error={invalid ?? error ?? undefined}
        {...(limitInput ? { maxLength: 120 } : {})}
        required
        data-autofocus
      />
    </ConfirmDialog>
  );
}
