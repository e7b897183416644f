import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * Whether a part may render into a portal now: false on the server (there is no document) and while the
 * browser hydrates the server's markup, true after that (and at once in a root that does not hydrate).
 * A portal cannot be in the server's markup, so one the browser's first render adds is a hydration
 * mismatch, and React throws the server's markup of the whole root away (docs/architecture.md#server-rendering).
 * The portal comes in the render right after hydration instead. (@ph/remote-kit's `useHydrated` is this
 * hook for the remotes; @ph/ui cannot depend on the kit.)
 */
export function usePortalsReady(): boolean {
  return useSyncExternalStore(
    never,
    () => typeof document !== 'undefined',
    () => false,
  );
}
