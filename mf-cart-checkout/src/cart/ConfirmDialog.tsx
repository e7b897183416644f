import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@ph/ui';
import { Modal, ModalBody, ModalFooter, ModalHeader } from '@ph/ui/dialogs';

interface Props {
  title: ReactNode;
  body: ReactNode;
  busy: boolean;
  onKeep(): void;
  onConfirm(): void;
}

/** "Remove this?" like a line removal: keeping is the focused default, Escape keeps. */
export function ConfirmDialog({ title, body, busy, onKeep, onConfirm }: Props) {
  return (
    <Modal onClose={onKeep} size="sm">
      <ModalHeader>{title}</ModalHeader>
      <ModalBody><p>{body}</p></ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onKeep} data-autofocus>
          <FormattedMessage id="line.keep" defaultMessage="Keep it" />
        </Button>
        <Button busy={busy} onClick={onConfirm}>
          <FormattedMessage id="line.confirmRemove" defaultMessage="Yes, remove" />
        </Button>
      </ModalFooter>
    </Modal>
  );
}
