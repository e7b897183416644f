/**
 * The @ph/ui components the consent views use, for the standalone bundle only (aliased in
 * webpack.standalone.cjs). Same props and class names as @ph/ui, but shadow-DOM aware: focus and
 * key handling are bound to the dialog's root node (the shadow root), where `document.activeElement`
 * is only the host element — @ph/ui's document-level focus trap would pull focus back on every move.
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

const cx = (...n: Array<string | false | null | undefined>) => n.filter(Boolean).join(' ');

// Same colours as @ph/ui (WCAG AA); only the rules these components need.
export const liteCss = `
:host{all:initial;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328}
*{box-sizing:border-box}
.ph-ui-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.ph-ui-button:focus-visible,.ph-ui-switch input:focus-visible,.ph-ui-modal-close:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
.ph-ui-modal:focus-visible{outline:none}
.ph-ui-button{font:inherit;font-weight:600;display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 20px;border-radius:6px;border:2px solid transparent;cursor:pointer}
.ph-ui-button--primary{background:#0a58ca;color:#fff}.ph-ui-button--primary:hover{background:#084298}
.ph-ui-button--secondary{background:#fff;color:#0a58ca;border-color:#0a58ca}
.ph-ui-button[aria-busy="true"]{cursor:progress;opacity:.8}
.ph-ui-field{display:flex;flex-direction:column;gap:4px}
.ph-ui-check{display:flex;align-items:center;gap:8px}
.ph-ui-switch input{appearance:none;-webkit-appearance:none;position:relative;flex:none;width:44px;height:24px;margin:0;border-radius:12px;background:#6e7781;cursor:pointer}
.ph-ui-switch input::before{content:"";position:absolute;top:2px;left:2px;width:20px;height:20px;border-radius:50%;background:#fff;transition:transform .15s}
.ph-ui-switch input:checked{background:#0a58ca}.ph-ui-switch input:checked::before{transform:translateX(20px)}
@media (forced-colors:active){.ph-ui-switch input{border:1px solid CanvasText}.ph-ui-switch input::before{background:CanvasText}}
.ph-ui-modal-backdrop{position:fixed;inset:0;z-index:2147483000;display:flex;overflow-y:auto;background:rgba(0,0,0,.5);align-items:flex-start;justify-content:center;padding:16px}
.ph-ui-modal{position:relative;background:#fff;color:#1f2328;box-shadow:0 8px 32px rgba(0,0,0,.24);margin:auto;border-radius:8px;padding:24px;width:100%;max-width:calc(100vw - 32px)}
.ph-ui-modal--sm{max-width:480px}.ph-ui-modal--md{max-width:640px}
.ph-ui-modal-header{display:flex;align-items:flex-start;justify-content:space-between;gap:16px;margin-bottom:24px;padding-bottom:24px;border-bottom:1px solid #d0d7de}
.ph-ui-modal-header__title{margin:0;font-size:1.25rem;line-height:1.4}
.ph-ui-modal-close{flex:none;min-width:44px;min-height:44px;margin:-10px -10px 0 0;border:0;background:none;color:#1f2328;font-size:1.5rem;cursor:pointer;border-radius:6px}
.ph-ui-modal-footer{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:12px;margin-top:24px}
`;

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
      className="ph-ui-modal-backdrop"
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
    <div className="ph-ui-modal-header">
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
