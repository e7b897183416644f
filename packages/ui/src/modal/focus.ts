const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements inside `root` that Tab can reach, in DOM order. */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert]') && !el.hidden && el.getAttribute('aria-hidden') !== 'true',
  );
}

export function focusWithoutScroll(el: HTMLElement): void {
  el.focus({ preventScroll: true });
}

/** Keeps Tab and Shift+Tab inside a modal dialog: from its last tabbable element to its first, and back. */
export function keepTabIn(event: { key: string; shiftKey: boolean; preventDefault(): void }, root: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const tabbable = tabbableIn(root);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = root.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    focusWithoutScroll(last);
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    focusWithoutScroll(first);
  }
}
