import { resolveRegion, type RegionCode } from '@ph/region-config';
import { resolveLocale, UnknownLanguageError, type LocaleTag, type PseudoLocaleOption } from '@ph/i18n';
import { REGION_COOKIE, readCookie } from '@ph/remote-kit';

export interface ShellContext {
  region: RegionCode;
  /** '/nl-nl' for path-based regions, '' otherwise. */
  pathPrefix: string;
  locale: LocaleTag;
  /** `?locale=` named a language the store does not have: the page is in the region's language. */
  rejectedLocale?: { requested: string; error: UnknownLanguageError };
}

/**
 * Region from path, domain or cookie; locale from `?locale=` or the region's language (design §3).
 * `pseudoLocale`: the page's host allows en-XA in this production build (@ph/i18n pseudoLocaleAllowedBy).
 */
export function resolveShellContext(
  loc: Pick<Location, 'hostname' | 'pathname' | 'search'>,
  options: PseudoLocaleOption = {},
  // The server render passes the request's cookie; the page reads its own.
  regionCookie: string | null = readCookie(REGION_COOKIE),
): ShellContext {
  const { region, pathPrefix } = resolveRegion({
    hostname: loc.hostname,
    pathname: loc.pathname,
    regionCookie,
  });
  try {
    return { region, pathPrefix, locale: resolveLocale({ search: loc.search, region, ...options }) };
  } catch (error) {
    if (!(error instanceof UnknownLanguageError)) throw error;
    // Rejected (docs/domain.md#constants-and-limits), not a blank page: the store's own language, and a notice saying so.
    const requested = new URLSearchParams(loc.search).get('locale') ?? '';
    return { region, pathPrefix, locale: resolveLocale({ search: '', region }), rejectedLocale: { requested, error } };
  }
}
