import { REGION_CODES, type RegionCode } from './regionCodes';
import type { ExternalLinks, RegionDomain } from './types';

const BRAND = 'packhelp';

function own(tld: string): RegionDomain {
  return Object.freeze({ basename: BRAND, tld, pathBased: false, pathRegion: null });
}
/** nl, ro, se and us live under a language-region path of the main .com domain (docs/domain.md#regions-languages-and-routes). */
function underCom(pathRegion: string): RegionDomain {
  return Object.freeze({ basename: BRAND, tld: 'com', pathBased: true, pathRegion });
}

export const DOMAINS: Readonly<Record<RegionCode, RegionDomain>> = Object.freeze({
  eu: own('com'),
  gb: own('co.uk'),
  pl: own('pl'),
  de: own('de'),
  at: own('at'),
  ch: own('ch'),
  no: own('no'),
  cz: own('cz'),
  fr: own('fr'),
  it: own('it'),
  es: own('es'),
  nl: underCom('nl-nl'),
  ro: underCom('ro-ro'),
  se: underCom('sv-se'),
  us: underCom('en-us'),
});

/** `/nl-nl` for a path-based store, '' otherwise. */
export function regionPathPrefix(region: RegionCode): string {
  const { pathRegion } = DOMAINS[region];
  return pathRegion === null ? '' : `/${pathRegion}`;
}

export function regionHost(region: RegionCode): string {
  const { basename, tld } = DOMAINS[region];
  return `${basename}.${tld}`;
}

/** The public base URL of a store, without a trailing slash: `https://packhelp.pl`, `https://packhelp.com/nl-nl`. */
export function regionBaseUrl(region: RegionCode): string {
  return `https://${regionHost(region)}${regionPathPrefix(region)}`;
}

/**
 * The origin a store's e-mail links point at: on a production domain (STOREFRONT_URL is one of the
 * stores' domains) the store's own domain — a Polish order's link is https://packhelp.pl/konto/…, never
 * https://packhelp.com/konto/…, which the eu store does not serve — elsewhere (localhost, a preview)
 * the configured origin itself, where the visitor's region cookie picks the store. No trailing slash.
 */
export function storeOrigin(storefrontUrl: string, region: RegionCode): string {
  const configured = storefrontUrl.replace(/\/+$/, '');
  let hostname: string;
  try {
    hostname = new URL(configured).hostname;
  } catch {
    return configured;
  }
  return regionForHostname(hostname) === undefined ? configured : `https://${regionHost(region)}`;
}

/** Path-based stores, keyed by their path segment. */
export const PATH_REGIONS: ReadonlyMap<string, RegionCode> = new Map(
  REGION_CODES.flatMap((code): [string, RegionCode][] => {
    const { pathRegion } = DOMAINS[code];
    return pathRegion === null ? [] : [[pathRegion, code]];
  }),
);

/** Hosts owned by one store. The .com host belongs to eu: its path-based guests are told apart by path. */
export const HOST_REGIONS: ReadonlyMap<string, RegionCode> = new Map(
  REGION_CODES.filter((code) => !DOMAINS[code].pathBased).map((code): [string, RegionCode] => [regionHost(code), code]),
);

/**
 * The store a host name belongs to: the domain itself or any subdomain of it (www., app., the landing
 * host). Case, a port and a trailing dot are ignored. Unknown hosts (localhost, previews) give undefined.
 */
export function regionForHostname(hostname: string): RegionCode | undefined {
  const host = hostname.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  for (const [domain, code] of HOST_REGIONS) {
    if (host === domain || host.endsWith(`.${domain}`)) return code;
  }
  return undefined;
}

/**
 * Slugs of the landing site's pages (help centre, company and legal pages; landing/) in the English
 * stores; Polish and German-speaking stores use their own words.
 */
const LANDING_SLUGS = {
  help: 'help',
  contact: 'contact',
  about: 'about-us',
  careers: 'careers',
  blog: 'blog',
  press: 'press',
  leadership: 'leadership',
  fsc: 'fsc',
  sustainability: 'sustainability',
  ecoBadge: 'eco-badge',
  termsOfService: 'terms-of-service',
  privacyPolicy: 'privacy-policy',
};
export type LandingPage = keyof typeof LANDING_SLUGS;
/** The landing pages, in the order a site map lists them. */
export const LANDING_PAGES = Object.keys(LANDING_SLUGS) as LandingPage[];

/** The Pro pages are app routes (catalogue remote); these slugs equal their paths in the route table (a test holds this). */
const PRO_SLUGS = { proFeatures: 'pro/features', proForSuppliers: 'pro/for-suppliers', proTermsConditions: 'pro/terms-conditions' };
type LinkSlugs = Record<LandingPage | keyof typeof PRO_SLUGS, string>;
const ENGLISH_SLUGS: LinkSlugs = { ...LANDING_SLUGS, ...PRO_SLUGS };

/**
 * Per-store overrides (docs/domain.md#regions-languages-and-routes: terms of service and privacy policy may be overridden per region).
 * German law names these pages AGB and Datenschutz; the Polish store has every page in Polish.
 */
const SLUG_OVERRIDES: Partial<Record<RegionCode, Partial<LinkSlugs>>> = {
  pl: {
    termsOfService: 'regulamin',
    privacyPolicy: 'polityka-prywatnosci',
    help: 'pomoc',
    contact: 'kontakt',
    about: 'o-nas',
    careers: 'kariera',
    press: 'dla-prasy',
    leadership: 'zarzad',
    sustainability: 'zrownowazony-rozwoj',
    ecoBadge: 'eko-odznaka',
    proFeatures: 'pro/funkcje',
    proForSuppliers: 'pro/dla-dostawcow',
    proTermsConditions: 'pro/regulamin',
  },
  de: { termsOfService: 'agb', privacyPolicy: 'datenschutz' },
  at: { termsOfService: 'agb', privacyPolicy: 'datenschutz' },
  ch: { termsOfService: 'agb', privacyPolicy: 'datenschutz' },
};

/**
 * A landing page's path on the store's own origin (`/pomoc/`, `/nl-nl/help/`): the landing site is
 * served under the store's paths, so the same path works on a production domain and on localhost.
 */
export function landingPath(region: RegionCode, page: LandingPage): string {
  return `${regionPathPrefix(region)}/${{ ...ENGLISH_SLUGS, ...SLUG_OVERRIDES[region] }[page]}/`;
}

export function externalLinksFor(region: RegionCode): ExternalLinks {
  const s: LinkSlugs = { ...ENGLISH_SLUGS, ...SLUG_OVERRIDES[region] };
  return Object.freeze(
    Object.fromEntries(
      (Object.keys(s) as (keyof LinkSlugs)[]).map((k) => [k, k in PRO_SLUGS ? `${regionBaseUrl(region)}/${s[k]}/` : `https://${regionHost(region)}${landingPath(region, k as LandingPage)}`]),
    ) as unknown as ExternalLinks,
  );
}
