import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's markup, true after (and at once in a
 * root that renders without hydrating). A part that shows what only the browser knows (the visitor's
 * cart count, signed in or not) shows the server's version until then, so hydration finds the same
 * markup; React renders it again with the browser's state right after. A portal (dialogs, the blocking
 * overlay, toasts) cannot be in the server's markup either: one the browser's first render added made
 * React throw the server's markup of the whole root away, so they open in the render right after
 * (docs/architecture.md#server-rendering). The remotes take it from @ph/remote-kit.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
