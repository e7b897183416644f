/** The 15 storefront regions, in the order the specification lists them. */
export const REGION_CODES = ['eu', 'gb', 'pl', 'de', 'at', 'ch', 'no', 'cz', 'fr', 'it', 'es', 'nl', 'ro', 'se', 'us'] as const;
export type RegionCode = (typeof REGION_CODES)[number];

/**
 * The region codes the commerce API and the product catalogue know. Austria has no API region of its
 * own: it is served by the German catalogue (see `productRegion`).
 */
export const API_REGION_CODES = ['ch', 'cz', 'de', 'es', 'eu', 'fr', 'gb', 'it', 'nl', 'no', 'pl', 'ro', 'se', 'us'] as const;
export type ApiRegionCode = (typeof API_REGION_CODES)[number];

/** The region used when nothing else identifies one (docs/domain.md#regions-languages-and-routes). */
export const FALLBACK_REGION: RegionCode = 'eu';

const regionCodeSet: ReadonlySet<string> = new Set(REGION_CODES);

export function isRegionCode(value: unknown): value is RegionCode {
  return typeof value === 'string' && regionCodeSet.has(value);
}
