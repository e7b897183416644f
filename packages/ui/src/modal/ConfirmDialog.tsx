import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@ph/ui';
import { modalText } from './messages';
import { Modal, type ModalTopSpacing } from './Modal';
import { ModalBody, ModalFooter, ModalHeader } from './ModalHeader';

export interface ConfirmDialogProps {
  /** The question ("Delete this design?") or the notice; it names the dialog. */
  title: ReactNode;
  /** What confirming does; with `form`, also the labelled fields to fill in first. */
  children?: ReactNode;
  /** The confirm button's text, saying what it does ("Delete the design"). */
  confirmLabel: ReactNode;
  /** The confirm button was pressed, or (with `form`) the form was submitted; the handler validates. */
  onConfirm(): void;
  /** Not confirmed: Cancel, Escape, the × or a click outside. */
  onClose(): void;
  /** The cancel button's text, "Cancel" by default; `false` for a notice that is only acknowledged. */
  cancelLabel?: ReactNode | false;
  /** The confirmed action is running: the confirm button shows it and cannot be pressed twice. */
  busy?: boolean;
  /** Why the last attempt failed; announced at once (role=alert). */
  error?: string | null;
  /**
   * The body holds a form: the confirm button submits it, so Enter in a field confirms too, and
   * focus starts in its first field (or the element marked `data-autofocus`).
   */
  form?: boolean;
  size?: 'xs' | 'sm' | 'md';
  topSpacing?: ModalTopSpacing;
}

/**
 * A question that is answered before the page goes on: title, what confirming does, and Cancel beside
 * the confirm button. It is a @ph/ui Modal, so focus stays inside, Escape closes it and focus returns
 * to the opener. Without a form, focus starts on Cancel: Enter on a dialog that deletes something
 * must not delete it.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  cancelLabel,
  busy = false,
  error = null,
  form = false,
  size = 'sm',
  topSpacing = 64,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onConfirm();
  };
  const body = (
    <ModalBody>
      {children}
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </ModalBody>
  );
  const footer = (
    <ModalFooter>
      {cancelLabel !== false && (
        <Button type="button" variant="secondary" onClick={onClose} data-autofocus={form ? undefined : true}>
          {cancelLabel ?? intl.formatMessage(modalText.cancel)}
        </Button>
      )}
      {form ? (
        <Button type="submit" busy={busy}>
          {confirmLabel}
        </Button>
      ) : (
        <Button type="button" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      )}
    </ModalFooter>
  );
  return (
    <Modal onClose={onClose} size={size} topSpacing={topSpacing}>
      <ModalHeader>{title}</ModalHeader>
      {form ? (
        <form noValidate onSubmit={submit}>
          {body}
          {footer}
        </form>
      ) : (
        <>
          {body}
          {footer}
        </>
      )}
    </Modal>
  );
}
