import { FormattedMessage } from 'react-intl';
import { Button } from '@ph/ui';
import { Modal, ModalBody, ModalFooter, ModalHeader } from '@ph/ui/dialogs';

/** "Convert old project": a design from the old editor must be converted before it can be changed. */
export function ConvertOldProjectDialog({ busy, error, onConvert, onClose }: { busy: boolean; error: string | null; onConvert(): void; onClose(): void }) {
  return (
    <Modal onClose={onClose} size="sm">
      <ModalHeader>
        <FormattedMessage id="editor.convert.title" defaultMessage="Convert your old project" />
      </ModalHeader>
      <ModalBody>
        <p>
          <FormattedMessage
            id="editor.convert.body"
            defaultMessage="This design was made in our previous editor. To change it, we convert it to the new editor: your artwork stays where it was, measured in millimetres. The old version stays available."
          />
        </p>
        {error ? (
          <p className="ed-error" role="alert">
            {error}
          </p>
        ) : null}
      </ModalBody>
      <ModalFooter>
        <Button type="button" variant="secondary" onClick={onClose}>
          <FormattedMessage id="editor.convert.later" defaultMessage="Only look at it" />
        </Button>
        <Button type="button" busy={busy} onClick={onConvert} data-autofocus>
          <FormattedMessage id="editor.convert.submit" defaultMessage="Convert and edit" />
        </Button>
      </ModalFooter>
    </Modal>
  );
}
