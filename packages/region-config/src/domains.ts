import { REGION_CODES, type RegionCode } from './regionCodes';
import type { ExternalLinks, RegionDomain } from './types';

const BRAND = 'packhelp';

function own(tld: string): RegionDomain {
  return Object.freeze({ basename: BRAND, tld, pathBased: false, pathRegion: null });
}
/** nl, ro, se and us live under a language-region path of the main .com domain (spec §2). */
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

/** Page slugs on the landing host; Polish and German-speaking stores use their own words. */
interface LinkSlugs {
  termsOfService: string;
  privacyPolicy: string;
  help: string;
  contact: string;
  about: string;
  careers: string;
  press: string;
  leadership: string;
  sustainability: string;
  ecoBadge: string;
  /** The Pro pages are app routes (catalogue remote); these slugs equal their paths in the route table (a test holds this). */
  proFeatures: string;
  proForSuppliers: string;
  proTermsConditions: string;
}

const ENGLISH_SLUGS: LinkSlugs = {
  termsOfService: 'terms-of-service',
  privacyPolicy: 'privacy-policy',
  help: 'help',
  contact: 'contact',
  about: 'about-us',
  careers: 'careers',
  press: 'press',
  leadership: 'leadership',
  sustainability: 'sustainability',
  ecoBadge: 'eco-badge',
  proFeatures: 'pro/features',
  proForSuppliers: 'pro/for-suppliers',
  proTermsConditions: 'pro/terms-conditions',
};

/**
 * Per-store overrides (spec §2: terms of service and privacy policy may be overridden per region).
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

/** The landing site's pages (help centre, company and legal pages), in the order a site map lists them. */
export const LANDING_PAGES = [
  'help',
  'contact',
  'about',
  'careers',
  'blog',
  'press',
  'leadership',
  'fsc',
  'sustainability',
  'ecoBadge',
  'termsOfService',
  'privacyPolicy',
] as const;
export type LandingPage = (typeof LANDING_PAGES)[number];

function slugsFor(region: RegionCode): LinkSlugs {
  return { ...ENGLISH_SLUGS, ...SLUG_OVERRIDES[region] };
}

/** A landing page's slug in a store (`pomoc` for the Polish help centre, `agb` for German terms). */
export function landingSlug(region: RegionCode, page: LandingPage): string {
  if (page === 'blog' || page === 'fsc') return page;
  return slugsFor(region)[page];
}

/**
 * A landing page's path on the store's own origin (`/pomoc/`, `/nl-nl/help/`): the landing site is
 * served under the store's paths, so the same path works on a production domain and on localhost.
 */
export function landingPath(region: RegionCode, page: LandingPage): string {
  return `${regionPathPrefix(region)}/${landingSlug(region, page)}/`;
}

export function externalLinksFor(region: RegionCode): ExternalLinks {
  const host = `https://${regionHost(region)}`;
  const s = slugsFor(region);
  const landing = (page: LandingPage): string => host + landingPath(region, page);
  const pro = (slug: string): string => `${regionBaseUrl(region)}/${slug}/`;
  return Object.freeze({
    termsOfService: landing('termsOfService'),
    privacyPolicy: landing('privacyPolicy'),
    help: landing('help'),
    contact: landing('contact'),
    about: landing('about'),
    blog: landing('blog'),
    careers: landing('careers'),
    press: landing('press'),
    leadership: landing('leadership'),
    fsc: landing('fsc'),
    sustainability: landing('sustainability'),
    ecoBadge: landing('ecoBadge'),
    proFeatures: pro(s.proFeatures),
    proForSuppliers: pro(s.proForSuppliers),
    proTermsConditions: pro(s.proTermsConditions),
  });
}
