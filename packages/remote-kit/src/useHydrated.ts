import { useContext } from 'react';
import { SsrLoadsContext } from './ssrData';

// One mechanism for the remotes and the UI kit's portals: @ph/ui's.
export { useHydrated } from '@ph/ui';

/**
 * True while this root renders for the server or hydrates the server's markup (its first render), so a
 * screen whose browser state may differ from what the server assumed can start from the server's view.
 */
export function useHydratingRoot(): boolean {
  return useContext(SsrLoadsContext) !== null;
}
