import { resolveRegion, type RegionCode } from '@ph/region-config';
import { resolveLocale, type LocaleTag } from '@ph/i18n';
import { REGION_COOKIE, readCookie } from '@ph/remote-kit';

export interface ShellContext {
  region: RegionCode;
  /** '/nl-nl' for path-based regions, '' otherwise. */
  pathPrefix: string;
  locale: LocaleTag;
}

/** Region from path, domain or cookie; locale from `?locale=` or the region's language (design §3). */
export function resolveShellContext(loc: Pick<Location, 'hostname' | 'pathname' | 'search'>): ShellContext {
  const { region, pathPrefix } = resolveRegion({
    hostname: loc.hostname,
    pathname: loc.pathname,
    regionCookie: readCookie(REGION_COOKIE),
  });
  const locale = resolveLocale({ search: loc.search, region });
  return { region, pathPrefix, locale };
}
