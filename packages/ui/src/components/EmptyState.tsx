import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx, useUiStyles } from '../styles';

export interface EmptyStateProps {
  icon?: IconName;
  title: ReactNode;
  /** Heading level of the title; 2 by default. */
  headingLevel?: 1 | 2 | 3;
  children?: ReactNode;
  /** The way forward: a button or link (or two). */
  actions?: ReactNode;
  className?: string;
}

/** Nothing here yet — said kindly, with a way forward (an empty cart, no orders, a page not found). */
export function EmptyState({ icon = 'box', title, headingLevel = 2, children, actions, className }: EmptyStateProps) {
  useUiStyles();
  const Heading = (`h${headingLevel}` as 'h1' | 'h2' | 'h3');
  return (
    <div className={cx('ph-ui-empty', className)}>
      <span className="ph-ui-empty__icon">
        <Icon name={icon} />
      </span>
      <Heading className="ph-ui-empty__title">{title}</Heading>
      {children ? <div className="ph-ui-empty__text">{children}</div> : null}
      {actions ? <div className="ph-ui-empty__actions">{actions}</div> : null}
    </div>
  );
}
