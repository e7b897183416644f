/**
 * The @ph/ui components the consent views use, for the standalone bundle only (aliased in
 * webpack.standalone.cjs). Same props and class names as @ph/ui, but shadow-DOM aware: focus and
 * key handling are bound to the dialog's root node (the shadow root), where `document.activeElement`
 * is only the host element — @ph/ui's document-level focus trap would pull focus back on every move.
 * Their rules are @ph/ui's own, brought by `@ph/ui/lite` (standalone/index.ts). Only the region-migration chunk (migration.tsx) uses them now.
 */
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { m } from '../ui/messages';

// @ph/ui's breakpoints, for the consent's own rules.
export { maxWidth, minWidth } from '@ph/ui/lite';

const cx = (...n: Array<string | false | null | undefined>) => n.filter(Boolean).join(' ');

const TABBABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';
const tabbableIn = (el: Element) => Array.from(el.querySelectorAll<HTMLElement>(TABBABLE));
const activeIn = (root: Node): Element | null => (root as Document | ShadowRoot).activeElement ?? null;

// The open dialogs of this bundle, innermost last: only the topmost reacts to keys and focus.
const stack: string[] = [];

interface ModalCtx {
  titleId: string;
  onClose(): void;
}
const Ctx = createContext<ModalCtx | null>(null);

export interface ModalProps {
  onClose(): void;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'unset';
  container?: Element;
  className?: string;
  'aria-label'?: string;
  dismissible?: boolean;
  children?: ReactNode;
}

export function Modal({ onClose, size = 'unset', container, className, children, 'aria-label': ariaLabel, dismissible = true }: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const [hasTitle, setHasTitle] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    setHasTitle(dialog.querySelector(`[id="${titleId}"]`) !== null);
    const root = dialog.getRootNode() as Document | ShadowRoot;
    // The element focused before the dialog opened, inside this root or (for the host page's button) outside it.
    const opener = (activeIn(root) ?? document.activeElement) as HTMLElement | null;
    stack.push(id);
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? tabbableIn(dialog).find((el) => !el.hasAttribute('data-modal-close')) ?? dialog;
    first.focus({ preventScroll: true });
    const onKey = (e: Event) => {
      if (stack[stack.length - 1] !== id || (e as globalThis.KeyboardEvent).key !== 'Escape' || !dismissible) return;
      e.stopPropagation();
      onCloseRef.current();
    };
    const onFocusIn = (e: Event) => {
      if (stack[stack.length - 1] !== id || (e.target instanceof Node && dialog.contains(e.target))) return;
      (tabbableIn(dialog)[0] ?? dialog).focus({ preventScroll: true });
    };
    root.addEventListener('keydown', onKey);
    root.addEventListener('focusin', onFocusIn);
    return () => {
      root.removeEventListener('keydown', onKey);
      root.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(id), 1);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [id, titleId, dismissible]);

  const trapTab = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !ref.current) return;
    const items = tabbableIn(ref.current);
    const active = activeIn(ref.current.getRootNode());
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return e.preventDefault();
    if (e.shiftKey && (active === first || active === ref.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const node = (
    <div
      className="ph-ui-modal-backdrop ph-ui-modal-backdrop--plain"
      onClick={(e) => {
        if (e.target === e.currentTarget && dismissible) onCloseRef.current();
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-label={hasTitle ? undefined : ariaLabel}
        tabIndex={-1}
        className={cx('ph-ui-modal', 'ph-ui-modal--plain', size !== 'unset' && `ph-ui-modal--${size}`, className)}
        onKeyDown={trapTab}
      >
        <Ctx.Provider value={{ titleId, onClose: () => onCloseRef.current() }}>{children}</Ctx.Provider>
      </div>
    </div>
  );
  return container ? createPortal(node, container) : node;
}

export function ModalHeader({ children, showCloseButton = true }: { children?: ReactNode; showCloseButton?: boolean }) {
  const ctx = useContext(Ctx);
  const intl = useIntl();
  if (!ctx) throw new Error('ModalHeader must be inside a Modal');
  return (
    <div className="ph-ui-modal-header ph-ui-modal-header--border" style={{ paddingBottom: 'var(--ph-space-5)' }}>
      <h2 id={ctx.titleId} className="ph-ui-modal-header__title">
        {children}
      </h2>
      {showCloseButton && (
        <button type="button" className="ph-ui-modal-close" aria-label={intl.formatMessage(m.close)} data-modal-close="" onClick={ctx.onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

export function ModalBody({ children }: { children?: ReactNode }) {
  return <div className="ph-ui-modal-body">{children}</div>;
}

export function ModalFooter({ children }: { children?: ReactNode }) {
  return <div className="ph-ui-modal-footer">{children}</div>;
}

export function Button({ variant = 'primary', busy = false, className, onClick, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' | 'link'; busy?: boolean }) {
  return (
    <button
      type="button"
      {...rest}
      className={cx('ph-ui-button', `ph-ui-button--${variant}`, className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(e) => {
        if (!busy) onClick?.(e);
      }}
    />
  );
}

export function Switch({ label, onCheckedChange, className, id, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; onCheckedChange?(on: boolean): void }) {
  const auto = useId();
  const controlId = id ?? auto;
  return (
    <div className={cx('ph-ui-field', className)}>
      <div className="ph-ui-check ph-ui-switch">
        <input {...input} id={controlId} type="checkbox" role="switch" onChange={(e) => onCheckedChange?.(e.currentTarget.checked)} />
        <label htmlFor={controlId}>{label}</label>
      </div>
    </div>
  );
}
