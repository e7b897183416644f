import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, TextField } from '@ph/ui';

/** "Copy design": a shared design becomes the visitor's own copy (under a name they may change), to edit and order. */
export function CopyDesignDialog({ name, busy, error, onCopy, onClose }: { name: string; busy: boolean; error: string | null; onCopy(name: string): void; onClose(): void }) {
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
    onCopy(trimmed);
  };
  return (
    <Modal onClose={onClose} size="sm">
      <form onSubmit={submit} noValidate>
        <ModalHeader>
          <FormattedMessage id="editor.copy.title" defaultMessage="Copy to your designs" />
        </ModalHeader>
        <ModalBody>
          <p>
            <FormattedMessage
              id="editor.copy.body"
              defaultMessage="Your copy is yours to change and order. The design you were sent stays as it is."
            />
          </p>
          <TextField
            label={intl.formatMessage({ id: 'editor.save.name', defaultMessage: 'Design name' })}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={invalid ?? error ?? undefined}
            maxLength={120}
            required
            data-autofocus
          />
        </ModalBody>
        <ModalFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            <FormattedMessage id="editor.dialog.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" busy={busy}>
            <FormattedMessage id="editor.copy.submit" defaultMessage="Copy" />
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
