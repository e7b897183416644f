import { useLayoutEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx, useUiStyles } from '@ph/ui';
import { modalText } from './messages';
import { useModalContext } from './Modal';

export const MODAL_HEADER_DEFAULT_PADDING_BOTTOM = 24;

export interface ModalHeaderProps {
  /** The title; it names the dialog (aria-labelledby). */
  children: ReactNode;
  /** Bottom border under the header; shown by default. */
  showBorder?: boolean;
  /** Space between title and border, px; 24 by default. */
  paddingBottom?: number;
  /** The × button that closes the dialog; shown by default. */
  showCloseButton?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

export function ModalHeader({
  children,
  showBorder = true,
  paddingBottom = MODAL_HEADER_DEFAULT_PADDING_BOTTOM,
  showCloseButton = true,
  headingLevel = 2,
  className,
}: ModalHeaderProps) {
  useUiStyles();
  const intl = useIntl();
  const { titleId, onClose, registerHeader } = useModalContext('ModalHeader');
  useLayoutEffect(registerHeader, [registerHeader]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cx('ph-ui-modal-header', showBorder && 'ph-ui-modal-header--border', className)} style={{ paddingBottom }}>
      <Heading id={titleId} className="ph-ui-modal-header__title">
        {children}
      </Heading>
      {showCloseButton && (
        <button
          type="button"
          className="ph-ui-modal-close"
          aria-label={intl.formatMessage(modalText.close)}
          data-modal-close=""
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

export function ModalBody({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={cx('ph-ui-modal-body', className)}>{children}</div>;
}

/** Action row at the bottom of a dialog (buttons right-aligned, wrapping on small screens). */
export function ModalFooter({ children, className }: { children?: ReactNode; className?: string }) {
  useUiStyles();
  return <div className={cx('ph-ui-modal-footer', className)}>{children}</div>;
}
