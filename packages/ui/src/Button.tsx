import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { Spinner } from './Spinner';
import { cx, useUiStyles } from './styles';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * Work triggered by the button is running: `aria-busy`, a spinner, and clicks are ignored. The
   * button stays focusable (unlike `disabled`), so keyboard users do not lose their place.
   */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', busy = false, type = 'button', className, onClick, children, ref, ...rest }: ButtonProps) {
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
      className={cx('ph-ui-button', `ph-ui-button--${variant}`, className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {busy && <Spinner decorative />}
      {children}
    </button>
  );
}
