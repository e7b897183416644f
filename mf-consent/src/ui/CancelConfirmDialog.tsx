import { useIntl } from 'react-intl';
import { Button } from '@ph/ui';
import { Modal, ModalBody, ModalFooter, ModalHeader } from '@ph/ui/dialogs';
import { m } from './messages';

/** Opened over the preferences dialog; Escape means Back (nothing is lost by it). */
export function CancelConfirmDialog({ onBack, onConfirm, container }: { onBack(): void; onConfirm(): void; container?: Element }) {
  const intl = useIntl();
  return (
    <Modal onClose={onBack} size="sm" container={container} className="ph-consent-dialog">
      <ModalHeader showCloseButton={false}>{intl.formatMessage(m.confirmTitle)}</ModalHeader>
      <ModalBody>
        <p>{intl.formatMessage(m.confirmMessage)}</p>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onBack} data-autofocus="">
          {intl.formatMessage(m.confirmBack)}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {intl.formatMessage(m.confirmCancel)}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
