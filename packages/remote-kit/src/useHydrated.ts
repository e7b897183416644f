import { useContext, useSyncExternalStore } from 'react';
import { SsrLoadsContext } from './ssrData';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's markup, true after (and at once in a
 * root that renders without hydrating). A part that shows what only the browser knows (the visitor's
 * cart count, signed in or not) shows the server's version until then, so hydration finds the same
 * markup; React renders it again with the browser's state right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * True while this root renders for the server or hydrates the server's markup (its first render), so a
 * screen whose browser state may differ from what the server assumed can start from the server's view.
 */
export function useHydratingRoot(): boolean {
  return useContext(SsrLoadsContext) !== null;
}
