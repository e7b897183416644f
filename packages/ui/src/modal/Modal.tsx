import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cx, useUiStyles } from '@ph/ui';
import { useHydrated } from '../hydrated';
import { focusWithoutScroll, keepTabIn, tabbableIn } from './focus';
import { isTopModal, lockScroll, pushModal, removeModal } from './pageState';

export type ModalVariant = 'side' | 'plain';
export type ModalSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'unset';
export const MODAL_TOP_SPACINGS = [24, 48, 64] as const;
export type ModalTopSpacing = (typeof MODAL_TOP_SPACINGS)[number];
/** Key codes named by the spec (docs/domain.md#constants-and-limits); `KeyboardEvent.key` is checked first. */
export const ESCAPE_KEY_CODE = 27;
export const ENTER_KEY_CODE = 13;

export interface ModalProps {
  /** Rendered only while true; closing returns focus to the element that opened it. Default true. */
  open?: boolean;
  /** Asked to close: Escape, a click on the backdrop, or the header's close button. */
  onClose: () => void;
  variant?: ModalVariant;
  size?: ModalSize;
  /** Space above the dialog (plain) or above its content (side), in px. */
  topSpacing?: ModalTopSpacing;
  /** Name for a dialog without a <ModalHeader>; with one, the header's title labels the dialog. */
  'aria-label'?: string;
  /** What gets focus on open; else the first element marked `data-autofocus`, else the first tabbable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** For dialogs that must be answered (e.g. an order consent): no close by Escape / outside click. */
  dismissible?: boolean;
  /** Where the dialog is portalled; `document.body` by default. */
  container?: Element;
  className?: string;
  children?: ReactNode;
}

interface ModalContextValue {
  titleId: string;
  onClose: () => void;
  registerHeader: () => () => void;
}

const ModalContext = createContext<ModalContextValue | null>(null);

export function useModalContext(component: string): ModalContextValue {
  const value = useContext(ModalContext);
  if (!value) throw new Error(`<${component}> must be rendered inside <Modal>`);
  return value;
}

function isEscape(event: { key: string; keyCode: number }): boolean {
  return event.key === 'Escape' || event.key === 'Esc' || event.keyCode === ESCAPE_KEY_CODE;
}

export function Modal({ open = true, ...props }: ModalProps) {
  // On a page rendered on the server, an open dialog comes right after hydration: a portal cannot be in
  // the server's markup.
  const ready = useHydrated();
  if (!open || !ready) return null;
  return <OpenModal {...props} />;
}

function OpenModal({
  onClose,
  variant = 'plain',
  size = 'unset',
  topSpacing,
  'aria-label': ariaLabel,
  initialFocus,
  dismissible = true,
  container,
  className,
  children,
}: Omit<ModalProps, 'open'>) {
  useUiStyles();
  const modalId = useId();
  const titleId = `${modalId}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const [headerCount, setHeaderCount] = useState(0);

  // The latest callbacks without re-running the open/close effect (which would lose the opener).
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  const initialFocusRef = useRef(initialFocus);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
    initialFocusRef.current = initialFocus;
  });
  const requestClose = useCallback(() => onCloseRef.current(), []);

  const registerHeader = useCallback(() => {
    setHeaderCount((n) => n + 1);
    return () => setHeaderCount((n) => n - 1);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(modalId);
    const unlockScroll = lockScroll();

    const target =
      initialFocusRef.current?.current ??
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      tabbableIn(dialog).find((el) => !el.hasAttribute('data-modal-close')) ??
      dialog;
    focusWithoutScroll(target);

    const onDocumentKeyDown = (event: globalThis.KeyboardEvent): void => {
      if (!isTopModal(modalId) || !isEscape(event) || !dismissibleRef.current) return;
      event.stopPropagation();
      requestClose();
    };
    // Focus that lands outside the topmost dialog (a script, a click on a scrollbar) is pulled back in.
    const onFocusIn = (event: FocusEvent): void => {
      if (!isTopModal(modalId) || !(event.target instanceof Node) || dialog.contains(event.target)) return;
      focusWithoutScroll(tabbableIn(dialog)[0] ?? dialog);
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      removeModal(modalId);
      unlockScroll();
      if (opener?.isConnected) focusWithoutScroll(opener);
    };
  }, [modalId, requestClose]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (dialogRef.current) keepTabIn(event, dialogRef.current);
  };

  // Close only when both press and release happen on the backdrop: a text selection dragged out
  // of the dialog must not close it.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>): void => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>): void => {
    const outside = pressStartedOnBackdrop.current && event.target === event.currentTarget;
    pressStartedOnBackdrop.current = false;
    if (outside && dismissibleRef.current) requestClose();
  };

  const style = topSpacing === undefined ? undefined : ({ '--ph-ui-modal-top': `${topSpacing}px` } as CSSProperties);

  return createPortal(
    <div
      className={cx('ph-ui-modal-backdrop', `ph-ui-modal-backdrop--${variant}`)}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headerCount > 0 ? titleId : undefined}
        aria-label={headerCount > 0 ? undefined : ariaLabel}
        tabIndex={-1}
        className={cx(
          'ph-ui-modal',
          `ph-ui-modal--${variant}`,
          size !== 'unset' && `ph-ui-modal--${size}`,
          topSpacing !== undefined && 'ph-ui-modal--spaced',
          className,
        )}
        data-variant={variant}
        data-size={size}
        style={style}
        onKeyDown={trapTab}
      >
        <ModalContext.Provider value={{ titleId, onClose: requestClose, registerHeader }}>{children}</ModalContext.Provider>
      </div>
    </div>,
    container ?? document.body,
  );
}
