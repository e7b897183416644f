import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { Icon, type IconName } from '../Icon';
import { uiText } from '../messages';
import { cx, useUiStyles } from '../styles';
import { pageSingleton } from '../pageSingleton';
import { useHydrated } from '../hydrated';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const ICONS: Record<AlertTone, IconName> = { info: 'info', success: 'success', warning: 'alert', danger: 'alert' };

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * `alert` interrupts (a failure the shopper must act on), `status` is announced politely, `note`
   * is read in place only. Default: `alert` for danger, `status` otherwise.
   */
  role?: 'alert' | 'status' | 'note';
  className?: string;
  'data-testid'?: string;
}

/** A message in the flow of the page: what happened and, where there is one, the way forward. */
export function Alert({ tone = 'info', title, children, role, className, 'data-testid': testId }: AlertProps) {
  useUiStyles();
  return (
    <div role={role ?? (tone === 'danger' ? 'alert' : 'status')} className={cx('ph-ui-alert', `ph-ui-alert--${tone}`, className)} data-testid={testId}>
      <Icon name={ICONS[tone]} />
      <div className="ph-ui-alert__body">
        {title ? <p className="ph-ui-alert__title">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}

export interface ToastProps {
  children: ReactNode;
  onDismiss(): void;
  /** Closes by itself after this long (ms); 0 keeps it until dismissed. Default 6000. */
  autoHideMs?: number;
}

function toastRegion(): HTMLElement {
  return pageSingleton('toast-region', () => {
    const el = document.createElement('div');
    el.className = 'ph-ui-toasts';
    document.body.appendChild(el);
    return el;
  });
}

/**
 * A short confirmation at the bottom of the screen ("Added to your cart"), announced politely,
 * with a dismiss button; it does not take focus. Hover or focus inside keeps it open.
 */
export function Toast({ children, onDismiss, autoHideMs = 6000 }: ToastProps) {
  useUiStyles();
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  // After hydration only: a portal cannot be in the server's markup.
  const ready = useHydrated();
  useEffect(() => {
    if (!autoHideMs) return;
    let timer = window.setTimeout(() => dismiss.current(), autoHideMs);
    const el = ref.current;
    const hold = () => window.clearTimeout(timer);
    const resume = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => dismiss.current(), autoHideMs);
    };
    el?.addEventListener('mouseenter', hold);
    el?.addEventListener('focusin', hold);
    el?.addEventListener('mouseleave', resume);
    el?.addEventListener('focusout', resume);
    return () => {
      window.clearTimeout(timer);
      el?.removeEventListener('mouseenter', hold);
      el?.removeEventListener('focusin', hold);
      el?.removeEventListener('mouseleave', resume);
      el?.removeEventListener('focusout', resume);
    };
  }, [autoHideMs]);
  if (!ready) return null;
  return createPortal(
    <div ref={ref} className="ph-ui-toast" role="status" aria-live="polite">
      <div className="ph-ui-toast__text">{children}</div>
      <button type="button" className="ph-ui-button ph-ui-button--icon" onClick={() => dismiss.current()} aria-label={intl.formatMessage(uiText.dismiss)}>
        <Icon name="close" />
      </button>
    </div>,
    toastRegion(),
  );
}
