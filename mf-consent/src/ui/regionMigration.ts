// The region-migration notice's rule and event name, without the view (the standalone bundle loads the view only when the rule says so).
export const REGION_MIGRATION_EVENT = 'Region Migration Modal Shown';

/** Storefront-config §2: only for `?fromRegion=CZ` on a host ending with `.com`. */
export function shouldShowRegionMigration(search: string, hostname: string): boolean {
  return new URLSearchParams(search).get('fromRegion') === 'CZ' && hostname.toLowerCase().endsWith('.com');
}
