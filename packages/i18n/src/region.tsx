import { formatMoney, getRegionConfig, routePath, type RegionCode, type RegionConfig, type RouteId } from '@ph/region-config';
import { createContext, useCallback, useContext, useMemo, type JSX, type ReactNode } from 'react';

// The package is a Module Federation singleton, so the shell's provider is the one every remote reads.
const RegionContext = createContext<RegionConfig | null>(null);
RegionContext.displayName = 'RegionContext';

export interface RegionProviderProps {
  region: RegionCode | RegionConfig;
  children: ReactNode;
}

/** Makes the store's configuration available to `useRegion`; an unknown region code throws. */
export function RegionProvider({ region, children }: RegionProviderProps): JSX.Element {
  const config = useMemo(() => (typeof region === 'string' ? getRegionConfig(region) : region), [region]);
  return <RegionContext.Provider value={config}>{children}</RegionContext.Provider>;
}

export function useRegion(): RegionConfig {
  const config = useContext(RegionContext);
  if (config === null) throw new Error('useRegion must be used inside a RegionProvider');
  return config;
}

/** Formats integer minor units in the current store's currency format. */
export function useFormatMoney(): (amountMinor: number | bigint) => string {
  const region = useRegion();
  return useCallback((amountMinor: number | bigint) => formatMoney(amountMinor, region), [region]);
}

/** Builds paths of the route table for the current store (Polish paths in pl, prefixes in nl/ro/se/us). */
export function useRoutePath(): (id: RouteId, params?: Record<string, string>) => string {
  const region = useRegion();
  return useCallback((id: RouteId, params?: Record<string, string>) => routePath(id, region.code, params), [region]);
}
