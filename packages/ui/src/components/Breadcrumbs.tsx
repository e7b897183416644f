import { Children, type ReactNode } from 'react';
import { cx, useUiStyles } from '../styles';

/**
 * Where the page sits: links to the levels above, then the page itself (`aria-current="page"`).
 * Children are the crumbs in order (the caller's own route links), the last one the current page.
 */
export function Breadcrumbs({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  useUiStyles();
  const crumbs = Children.toArray(children);
  return (
    <nav aria-label={label} className={cx('ph-ui-breadcrumbs', className)}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={i}>{i === crumbs.length - 1 ? <span aria-current="page">{crumb}</span> : crumb}</li>
        ))}
      </ol>
    </nav>
  );
}
