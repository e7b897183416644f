// The region-migration notice's rule, without the view (the standalone bundle loads the view only when the rule says so).
/** Storefront-config §2: only for `?fromRegion=CZ` on a host ending with `.com`. */
export function shouldShowRegionMigration(search: string, hostname: string): boolean {
  return new URLSearchParams(search).get('fromRegion') === 'CZ' && hostname.toLowerCase().endsWith('.com');
}
