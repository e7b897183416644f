import { useEffect, type ReactNode } from 'react';
import { finishHydration } from '@ph/contracts/early-clicks';

/**
 * Renders its children as they are. Around the tree of a root that hydrates the server's markup, its
 * effect runs when that hydration has committed: the mount point is live, and a click kept while it was
 * not is made again (`@ph/contracts/early-clicks`). The shell's header and every remote's hydrated screen
 * are wrapped in one. A wrapper, not a sibling: a sibling would change the ids `useId` derives from the
 * tree's shape, and the browser's ids would then differ from those in the server's markup.
 */
export function FinishHydration({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => finishHydration(container), [container]);
  return children;
}
