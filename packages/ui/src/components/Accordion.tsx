import type { ReactNode } from 'react';
import { cx, useUiStyles } from '../styles';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  defaultOpen?: boolean;
}

/**
 * Sections that open and close: native <details>/<summary>, so the keyboard (Enter/Space), screen
 * readers ("collapsed/expanded") and find-in-page work without script.
 */
export function Accordion({ items, className }: { items: readonly AccordionItem[]; className?: string }) {
  useUiStyles();
  return (
    <div className={cx('ph-ui-accordion', className)}>
      {items.map((item) => (
        <details key={item.id} open={item.defaultOpen}>
          <summary>{item.title}</summary>
          <div className="ph-ui-accordion__panel">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
