import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@ph/ui';
import { Modal, ModalBody, ModalFooter, ModalHeader } from '@ph/ui/dialogs';

function InfoDialog({ title, children, onClose }: { title: ReactNode; children: ReactNode; onClose(): void }) {
  return (
    <Modal onClose={onClose} size="md">
      <ModalHeader>{title}</ModalHeader>
      <ModalBody>{children}</ModalBody>
      <ModalFooter>
        <Button type="button" onClick={onClose} data-autofocus>
          <FormattedMessage id="editor.dialog.understood" defaultMessage="Understood" />
        </Button>
      </ModalFooter>
    </Modal>
  );
}

/** "Guidelines": the print rules behind the editor's warnings. */
export function GuidelinesDialog({ onClose }: { onClose(): void }) {
  return (
    <InfoDialog title={<FormattedMessage id="editor.guidelines.title" defaultMessage="Artwork guidelines" />} onClose={onClose}>
      <ul>
        <li>
          <FormattedMessage
            id="editor.guidelines.dpi"
            defaultMessage="Print needs 300 pixels per inch (dpi) at the size an image is placed. Below 300 dpi the editor warns; below 150 dpi the print will look blurred. You can still order: the choice is yours."
          />
        </li>
        <li>
          <FormattedMessage
            id="editor.guidelines.limit"
            defaultMessage="Images may be at most 7000 pixels wide and high: that is enough for 59 cm at 300 dpi, larger than any side of our boxes, and keeps uploads fast."
          />
        </li>
        <li>
          <FormattedMessage
            id="editor.guidelines.bleed"
            defaultMessage="Background colours and images that should reach the edge must cover the bleed, the zone beyond the edge that is trimmed off. Otherwise a thin unprinted line may show."
          />
        </li>
        <li>
          <FormattedMessage
            id="editor.guidelines.safe"
            defaultMessage="Keep text and logos inside the safe area (dashed line): cutting and folding can shift by a millimetre or two."
          />
        </li>
        <li>
          <FormattedMessage id="editor.guidelines.types" defaultMessage="Accepted files: PDF, PNG, JPG and SVG. Vector files (PDF, SVG) print sharp at any size." />
        </li>
      </ul>
    </InfoDialog>
  );
}

/** "Best practices": how to get a good-looking box. */
export function BestPracticesDialog({ onClose }: { onClose(): void }) {
  return (
    <InfoDialog title={<FormattedMessage id="editor.best.title" defaultMessage="Best practices" />} onClose={onClose}>
      <ul>
        <li>
          <FormattedMessage id="editor.best.vector" defaultMessage="Use your logo as a vector file (SVG or PDF) when you have one." />
        </li>
        <li>
          <FormattedMessage id="editor.best.contrast" defaultMessage="Choose strong contrast between text and background; thin light lines on kraft board fade." />
        </li>
        <li>
          <FormattedMessage id="editor.best.colours" defaultMessage="Colours on board look slightly darker than on screen. Few colours (at most 32) keep the print clean." />
        </li>
        <li>
          <FormattedMessage id="editor.best.3d" defaultMessage="Check every side in the 3D view: the top is seen with the back of the box above it." />
        </li>
      </ul>
    </InfoDialog>
  );
}
