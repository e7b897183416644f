import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx, useUiStyles } from '../styles';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  selected: string;
  onSelect(id: string): void;
  /** Name of the tab list ("Product details"). */
  label: string;
  className?: string;
}

/**
 * WAI-ARIA tabs: one tab stop (the selected tab), ←/→ move and select, Home/End jump; the panel is
 * named by its tab and focusable so its content is reached next.
 */
export function Tabs({ tabs, selected, onSelect, label, className }: TabsProps) {
  useUiStyles();
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const index = Math.max(0, tabs.findIndex((t) => t.id === selected));
  const move = (to: number) => {
    const tab = tabs[(to + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(index + 1),
      ArrowLeft: () => move(index - 1),
      Home: () => move(0),
      End: () => move(tabs.length - 1),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };
  const current = tabs[index];
  return (
    <div className={cx('ph-ui-tabs', className)}>
      <div role="tablist" aria-label={label} className="ph-ui-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              if (el) refs.current.set(t.id, el);
              else refs.current.delete(t.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={t.id === current?.id}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={t.id === current?.id ? 0 : -1}
            className="ph-ui-tabs__tab"
            onClick={() => onSelect(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {current ? (
        <div role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`} tabIndex={0} className="ph-ui-tabs__panel">
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
