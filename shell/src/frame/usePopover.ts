import { useEffect, useId, useRef, useState, type RefObject } from 'react';

export interface Popover {
  open: boolean;
  setOpen(open: boolean | ((was: boolean) => boolean)): void;
  /** Holds the button and its panel: a press outside it closes the panel. */
  root: RefObject<HTMLDivElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  panelId: string;
}

/**
 * A header disclosure (account menu, region and language): a press outside closes the panel, Escape
 * closes it and gives focus back to its button, so a keyboard user is never left inside a hidden panel.
 */
export function usePopover(): Popover {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return undefined;
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
  }, [open]);

  return { open, setOpen, root, button, panelId };
}
