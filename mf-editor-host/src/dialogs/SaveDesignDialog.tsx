import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, TextField } from '@ph/ui';

/** "Save design": names the design and saves it (status saved). */
export function SaveDesignDialog({ name, busy, error, onSave, onClose }: { name: string; busy: boolean; error: string | null; onSave(name: string): void; onClose(): void }) {
  const intl = useIntl();
  const [value, setValue] = useState(name);
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = value.trim();
    if (trimmed === '' || trimmed.length > 120) {
      setInvalid(intl.formatMessage({ id: 'editor.save.nameInvalid', defaultMessage: 'Give the design a name of 1 to 120 characters.' }));
      return;
    }
    setInvalid(null);
    onSave(trimmed);
  };
  return (
    <Modal onClose={onClose} size="sm">
      <form onSubmit={submit} noValidate>
        <ModalHeader>
          <FormattedMessage id="editor.save.title" defaultMessage="Save your design" />
        </ModalHeader>
        <ModalBody>
          <TextField
            label={intl.formatMessage({ id: 'editor.save.name', defaultMessage: 'Design name' })}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={invalid ?? error ?? undefined}
            required
            data-autofocus
          />
        </ModalBody>
        <ModalFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            <FormattedMessage id="editor.dialog.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" busy={busy}>
            <FormattedMessage id="editor.save.submit" defaultMessage="Save" />
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
