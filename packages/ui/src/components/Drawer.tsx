import type { ReactNode, RefObject } from 'react';
import { Modal, type ModalSize } from '../modal/Modal';
import { ModalBody, ModalHeader } from '../modal/ModalHeader';

export interface DrawerProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children?: ReactNode;
  /** Pinned under the content: totals and the checkout button of a mini-cart. */
  footer?: ReactNode;
  size?: ModalSize;
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A panel from the side of the screen (mini-cart, mobile menu, filters): the Modal's side variant,
 * so it traps focus, closes on Escape and a click beside it, and gives focus back to its opener.
 */
export function Drawer({ open, onClose, title, children, footer, size = 'sm', initialFocus }: DrawerProps) {
  return (
    <Modal open={open} onClose={onClose} variant="side" size={size} initialFocus={initialFocus} className="ph-ui-drawer">
      <ModalHeader>{title}</ModalHeader>
      <ModalBody>{children}</ModalBody>
      {footer ? <div className="ph-ui-drawer__footer">{footer}</div> : null}
    </Modal>
  );
}
