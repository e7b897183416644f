import type { HTMLAttributes, ReactNode } from 'react';
import { cx, useUiStyles } from '../styles';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` when it has a title (it is then a landmark named by it), else `div`. */
  as?: 'div' | 'section' | 'article' | 'aside';
  tone?: 'default' | 'muted';
  /** No inner padding (a picture to the edges). */
  flush?: boolean;
  children?: ReactNode;
}

/** A surface that groups one thing: a product, the order summary, an address. */
export function Card({ as: Tag = 'div', tone = 'default', flush = false, className, children, ...rest }: CardProps) {
  useUiStyles();
  return (
    <Tag {...rest} className={cx('ph-ui-card', tone === 'muted' && 'ph-ui-card--muted', flush && 'ph-ui-card--flush', className)}>
      {children}
    </Tag>
  );
}

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A short status word: "Paid", "Express", "−10 %". Colour never carries the meaning alone: the word does. */
export function Badge({ tone = 'neutral', className, children, ...rest }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  useUiStyles();
  return (
    <span {...rest} className={cx('ph-ui-badge', tone !== 'neutral' && `ph-ui-badge--${tone}`, className)}>
      {children}
    </span>
  );
}
