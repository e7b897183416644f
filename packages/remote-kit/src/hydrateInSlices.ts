import { startTransition } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

/**
 * `hydrateRoot` whose first hydration React may interrupt. Called plainly, React hydrates a root at its
 * default priority, which it renders in one piece: the shell's header or a remote's whole screen was one
 * task of 100-300 ms on a slow phone, counted in full by Lighthouse's Total Blocking Time
 * (docs/performance.md). Started inside a transition, the same hydration is rendered in slices of a few
 * milliseconds that give the browser its turn between them. A tap on the part meanwhile is not lost: React
 * hydrates the part it reaches at once and replays the event (and FinishHydration replays a click kept
 * before React was there at all).
 */
export function hydrateInSlices(container: Element, node: React.ReactNode, options?: HydrationOptions): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, node, options);
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return root;
}
