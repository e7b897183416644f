import { useEffect, useId, useRef, useState, type MouseEvent, type RefObject, type ToggleEvent } from 'react';
import { useHydrated } from '@ph/remote-kit';

/**
 * Whether the browser shows and hides `popover` elements itself (Baseline since 2024). Without it (an
 * older browser, jsdom) the panel is shown and hidden by React's state after hydration instead.
 */
const nativePopover = (): boolean => typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.togglePopover === 'function';

export interface Popover {
  open: boolean;
  setOpen(open: boolean | ((was: boolean) => boolean)): void;
  /** Holds the button and its panel: a press outside it closes the panel. */
  root: RefObject<HTMLDivElement | null>;
  /** Spread on the button that opens the panel. */
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    popoverTarget: string;
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick(e: MouseEvent<HTMLButtonElement>): void;
  };
  /** Spread on the panel. */
  panelProps: {
    id: string;
    popover: 'auto';
    hidden: boolean | undefined;
    onToggle(e: ToggleEvent<HTMLElement>): void;
  };
}

/**
 * A header disclosure (main menu, account menu, region and language). The panel is a `popover` its
 * button names (`popovertarget`): the browser opens it on a tap before any script has run (the
 * server's markup works as it arrives, docs/architecture.md#server-rendering), closes it on Escape
 * (focus back on the button) and on a press outside. React follows the browser through the `toggle`
 * event, and closes the panel itself when a link in it is followed. Where the browser has no popovers
 * the same behaviour is React's alone once the page has hydrated.
 */
export function usePopover(): Popover {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Decided after hydration: the server cannot know, and both renders of the markup must agree.
  const byReact = useHydrated() && !nativePopover();

  // The browser may have opened the panel before React took the markup (a tap on the server's page): React
  // starts from what is on screen. After that, a panel React closes (a link followed) is closed for the browser too.
  const shownBefore = useRef<boolean | null>(null);
  useEffect(() => {
    if (!nativePopover()) return;
    const panel = document.getElementById(panelId);
    if (!panel) return;
    const shown = panel.matches(':popover-open');
    if (shownBefore.current === null) {
      shownBefore.current = open;
      if (shown && !open) setOpen(true);
      return;
    }
    shownBefore.current = open;
    if (open && !shown) panel.showPopover();
    if (!open && shown) panel.hidePopover();
  }, [open, panelId]);

  useEffect(() => {
    if (!open || !byReact) return undefined;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, byReact]);

  return {
    open,
    setOpen,
    root,
    buttonProps: {
      ref: button,
      popoverTarget: panelId,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => {
        // The browser toggles a popover itself (and says so through `toggle`).
        if (!nativePopover()) setOpen((o) => !o);
      },
    },
    panelProps: {
      id: panelId,
      popover: 'auto',
      hidden: byReact ? !open : undefined,
      onToggle: (e) => setOpen(e.newState === 'open'),
    },
  };
}
