import { PATH_REGIONS, regionForHostname, regionPathPrefix } from './domains';
import { FALLBACK_REGION, isRegionCode, type RegionCode } from './regionCodes';

/** Cookie values that name a country differently from the store code (docs/domain.md#regions-languages-and-routes). */
const COOKIE_ALIASES: Readonly<Record<string, string>> = { UK: 'GB', EN: 'GB', CS: 'CZ', EL: 'GR' };

/**
 * Normalises a region cookie value: trimmed, upper-cased and mapped (UK→GB, EN→GB, CS→CZ, EL→GR).
 * Empty values give null. The result may still name a country without a store (GR).
 */
export function mapRegionCookie(value: string | null | undefined): string | null {
  const upper = value?.trim().toUpperCase() ?? '';
  if (upper === '') return null;
  return COOKIE_ALIASES[upper] ?? upper;
}

/** The store a region cookie points at, or undefined when it names none. */
export function regionFromCookie(value: string | null | undefined): RegionCode | undefined {
  const mapped = mapRegionCookie(value)?.toLowerCase();
  return isRegionCode(mapped) ? mapped : undefined;
}

/** The path-based store whose prefix starts this path (`/nl-nl` or `/nl-nl/...`, any case). */
export function regionFromPath(pathname: string): RegionCode | undefined {
  const first = pathname.split('/')[1]?.toLowerCase();
  return first === undefined ? undefined : PATH_REGIONS.get(first);
}

export interface ResolvedRegion {
  region: RegionCode;
  /** `/nl-nl` for path-based stores, '' for the others. */
  pathPrefix: string;
}

/**
 * Which store a request is for (design §3): the path prefix of a path-based store, else the store that
 * owns the host, else the region cookie, else eu. A cookie naming no store is ignored. On the real
 * domains the cookie is never consulted; locally (localhost) the region switcher works through it.
 */
export function resolveRegion(input: { hostname: string; pathname: string; regionCookie?: string | null }): ResolvedRegion {
  const region =
    regionFromPath(input.pathname) ??
    regionForHostname(input.hostname) ??
    regionFromCookie(input.regionCookie) ??
    FALLBACK_REGION;
  // A path-based store found by cookie still gets its prefix: links built from it carry the store.
  return { region, pathPrefix: regionPathPrefix(region) };
}
