import { presentValue, readCookies } from './firstTouch';

/**
 * The traffic-source tracker started after first-touch capture (docs/domain.md#consent-and-analytics,
 * docs/domain.md#constants-and-limits): it keeps where the visitor came from in sourcebuster-style
 * cookies — `sbjs_first` (the first source), `sbjs_current` (the source of the current visit) and
 * `sbjs_session` (the visit itself) — with a session length of 30 minutes and a lifetime of 24 months
 * (the units of the traffic-source tracker). A new visit is a visit after 30 minutes without a page,
 * or one arriving with utm parameters; the first source is never overwritten. Started only with
 * marketing-and-analytics consent (the cookies are analytics cookies).
 */
export const TRAFFIC_SESSION_LENGTH_MINUTES = 30;
export const TRAFFIC_LIFETIME_MONTHS = 24;
export const TRAFFIC_COOKIES = { first: 'sbjs_first', current: 'sbjs_current', session: 'sbjs_session' } as const;

export interface TrafficSource {
  type: string;
  source: string;
  medium: string;
  campaign: string;
  content: string;
  term: string;
}

const KEYS: Record<keyof TrafficSource, string> = { type: 'typ', source: 'src', medium: 'mdm', campaign: 'cmp', content: 'cnt', term: 'trm' };
const SEPARATOR = '|||';

export function encodeTrafficSource(t: TrafficSource): string {
  return (Object.keys(KEYS) as Array<keyof TrafficSource>).map((k) => `${KEYS[k]}=${t[k]}`).join(SEPARATOR);
}

export function decodeTrafficSource(raw: string | undefined): TrafficSource | null {
  if (!raw) return null;
  const parts = new Map(raw.split(SEPARATOR).map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)] as const));
  const type = parts.get('typ');
  if (!type) return null;
  const get = (k: keyof TrafficSource) => parts.get(KEYS[k]) ?? '(none)';
  return { type, source: get('source'), medium: get('medium'), campaign: get('campaign'), content: get('content'), term: get('term') };
}

/** utm parameters, else another host's referrer (organic for a search engine), else typed in. */
export function classifyVisit(url: URL, referrer: string): TrafficSource {
  const q = url.searchParams;
  const none = '(none)';
  const utm = presentValue(q.get('utm_source'));
  if (utm) {
    return { type: 'utm', source: utm, medium: q.get('utm_medium') ?? none, campaign: q.get('utm_campaign') ?? none, content: q.get('utm_content') ?? none, term: q.get('utm_term') ?? none };
  }
  try {
    const ref = referrer ? new URL(referrer) : null;
    if (ref && ref.hostname !== url.hostname) {
      const organic = /(^|\.)(google|bing|yahoo|duckduckgo|yandex|baidu|ecosia|seznam)\./.test(ref.hostname);
      return { type: organic ? 'organic' : 'referral', source: ref.hostname.replace(/^www\./, ''), medium: organic ? 'organic' : 'referral', campaign: none, content: ref.pathname, term: none };
    }
  } catch {
    // An unparsable referrer is no referrer.
  }
  return { type: 'typein', source: '(direct)', medium: none, campaign: none, content: none, term: none };
}

function cookie(name: string, value: string, maxAgeS: number, domain: string | null): string {
  return [`${name}=${encodeURIComponent(value)}`, 'path=/', `max-age=${maxAgeS}`, 'samesite=lax', ...(domain ? [`domain=${domain}`] : [])].join('; ');
}

export interface TrafficSourceEnv {
  location: Pick<Location, 'href'>;
  document: Pick<Document, 'cookie' | 'referrer'>;
  /** The cookie domain (`mainDomainCookieScope`), null for host-only cookies. */
  domain: string | null;
}

/** Runs the tracker for this page view; answers the first and current sources in force. */
export function trackTrafficSource(env: TrafficSourceEnv): { first: TrafficSource; current: TrafficSource } {
  const url = new URL(env.location.href);
  const jar = readCookies(env.document.cookie);
  const lifetimeS = TRAFFIC_LIFETIME_MONTHS * 30 * 86_400;
  const visit = classifyVisit(url, env.document.referrer);
  const inSession = jar.has(TRAFFIC_COOKIES.session);
  const known = decodeTrafficSource(jar.get(TRAFFIC_COOKIES.current));
  // Within a visit the source holds, unless the page was reached by a new campaign link.
  const current = known && inSession && visit.type !== 'utm' ? known : visit;
  const first = decodeTrafficSource(jar.get(TRAFFIC_COOKIES.first)) ?? current;
  env.document.cookie = cookie(TRAFFIC_COOKIES.current, encodeTrafficSource(current), lifetimeS, env.domain);
  env.document.cookie = cookie(TRAFFIC_COOKIES.first, encodeTrafficSource(first), lifetimeS, env.domain);
  const pages = Number(jar.get(TRAFFIC_COOKIES.session)?.replace(/^pgs=/, '') ?? '0');
  env.document.cookie = cookie(TRAFFIC_COOKIES.session, `pgs=${(Number.isFinite(pages) ? pages : 0) + 1}`, TRAFFIC_SESSION_LENGTH_MINUTES * 60, env.domain);
  return { first, current };
}
