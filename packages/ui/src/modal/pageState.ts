import { pageSingleton } from '../pageSingleton';

/** Open modals, innermost last: only the topmost one reacts to Escape and keeps focus. */
const stack: string[] = pageSingleton('modalStack', () => []);

export function pushModal(id: string): void {
  stack.push(id);
}

export function removeModal(id: string): void {
  const index = stack.lastIndexOf(id);
  if (index >= 0) stack.splice(index, 1);
}

export function isTopModal(id: string): boolean {
  return stack[stack.length - 1] === id;
}

const scrollLock: { count: number; previous: string } = pageSingleton('scrollLock', () => ({ count: 0, previous: '' }));

/** Stops the page behind modals and overlays from scrolling; nested locks are counted. */
export function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  if (scrollLock.count === 0) {
    scrollLock.previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLock.count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLock.count -= 1;
    if (scrollLock.count === 0) document.body.style.overflow = scrollLock.previous;
  };
}
