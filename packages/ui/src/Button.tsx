import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { Spinner } from './Spinner';
import { cx, useUiStyles } from './styles';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'icon';
export type ButtonSize = 'md' | 'sm';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * Work triggered by the button is running: `aria-busy`, a spinner, and clicks are ignored. The
   * button stays focusable (unlike `disabled`), so keyboard users do not lose their place.
   */
  busy?: boolean;
  size?: ButtonSize;
  /** Full width of its container (mobile add-to-cart, the summary's checkout button). */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * `icon` is a round button holding only an <Icon>: give it an `aria-label`. `ghost` is a quiet
 * action on a surface (header tools, "Back to your cart").
 */
export function Button({ variant = 'primary', size = 'md', block = false, busy = false, type = 'button', className, onClick, children, ref, ...rest }: ButtonProps) {
  useUiStyles();
  const handleClick = (event: MouseEvent<HTMLButtonElement>): void => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={cx('ph-ui-button', `ph-ui-button--${variant}`, size === 'sm' && 'ph-ui-button--sm', block && 'ph-ui-button--block', className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {busy && <Spinner decorative />}
      {children}
    </button>
  );
}

/**
 * The classes of a button for an element that must stay a link (a route link that looks like a
 * button: "Design now", "Continue shopping"); remember to call `useUiStyles` through any component.
 */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean } = {}): string {
  return cx('ph-ui-button', `ph-ui-button--${variant}`, size === 'sm' && 'ph-ui-button--sm', block && 'ph-ui-button--block');
}
