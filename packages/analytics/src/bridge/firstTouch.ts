/**
 * First-touch attribution (docs/domain.md#what-the-store-keeps "First-touch record", §7 "First-touch attribution").
 *
 * A landing page on another host hands its stored traffic-source data over in one query parameter,
 * `ph_ft`, holding a URL-encoded query string (`type=utm&source=google&medium=cpc&…`). Each entry is
 * written as a `ph_ft_<field>` cookie for 365 days on the region's main domain, then the parameter is
 * removed from the address. Without it, the first visit itself is classified (utm parameters,
 * referrer, or typed in), but never over an existing first touch.
 */

export const FIRST_TOUCH_PARAM = 'ph_ft';
export const FIRST_TOUCH_COOKIE_PREFIX = 'ph_ft_';
export const FIRST_TOUCH_MAX_AGE_DAYS = 365;
export const FIRST_TOUCH_FIELDS = ['type', 'source', 'medium', 'campaign', 'content', 'term'] as const;
export type FirstTouchField = (typeof FIRST_TOUCH_FIELDS)[number];
export type FirstTouch = Record<FirstTouchField, string | null> & { clientId: string | null };

/** '(none)' means absent (docs/domain.md#what-the-store-keeps). */
export function presentValue(v: string | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  const t = v.trim();
  return t === '' || t === '(none)' ? null : t;
}

export function readCookies(cookieString: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of cookieString.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    try {
      out.set(name, decodeURIComponent(part.slice(i + 1).trim()));
    } catch {
      out.set(name, part.slice(i + 1).trim());
    }
  }
  return out;
}

export function firstTouchCookie(field: FirstTouchField, value: string, domain: string | null, now: Date): string {
  const expires = new Date(now.getTime() + FIRST_TOUCH_MAX_AGE_DAYS * 86_400_000);
  const parts = [`${FIRST_TOUCH_COOKIE_PREFIX}${field}=${encodeURIComponent(value)}`, 'path=/', `expires=${expires.toUTCString()}`, `max-age=${FIRST_TOUCH_MAX_AGE_DAYS * 86_400}`, 'samesite=lax'];
  if (domain) parts.push(`domain=${domain}`);
  return parts.join('; ');
}

/**
 * The cookie domain of a region's main domain (`.packhelp.pl`) when the page is on it; null
 * (a host-only cookie) elsewhere, e.g. on localhost or a preview host, where a foreign domain
 * attribute would make the browser drop the cookie.
 */
export function mainDomainCookieScope(hostname: string, mainDomain: string): string | null {
  const host = hostname.toLowerCase();
  return host === mainDomain || host.endsWith(`.${mainDomain}`) ? `.${mainDomain}` : null;
}

function classify(url: URL, referrer: string): Partial<Record<FirstTouchField, string>> {
  const q = url.searchParams;
  const utm = presentValue(q.get('utm_source'));
  if (utm) {
    return {
      type: 'utm',
      source: utm,
      medium: q.get('utm_medium') ?? '(none)',
      campaign: q.get('utm_campaign') ?? '(none)',
      content: q.get('utm_content') ?? '(none)',
      term: q.get('utm_term') ?? '(none)',
    };
  }
  if (referrer) {
    try {
      const ref = new URL(referrer);
      if (ref.hostname !== url.hostname) return { type: 'referral', source: ref.hostname, medium: 'referral' };
    } catch {
      // An unparsable referrer is no referrer.
    }
  }
  return { type: 'typein', source: '(direct)', medium: '(none)' };
}

export interface FirstTouchEnv {
  location: Pick<Location, 'href' | 'hostname'>;
  history: Pick<History, 'replaceState' | 'state'>;
  document: Pick<Document, 'cookie' | 'referrer'>;
  /** The region's main domain, e.g. `packhelp.pl`. */
  mainDomain: string;
  now?: Date;
}

/** Handles the hand-over parameter or classifies the first visit; returns the first touch in force. */
export function captureFirstTouch(env: FirstTouchEnv): FirstTouch {
  const url = new URL(env.location.href);
  const now = env.now ?? new Date();
  const domain = mainDomainCookieScope(env.location.hostname, env.mainDomain);
  const existing = readFirstTouch(env.document.cookie);
  const raw = url.searchParams.get(FIRST_TOUCH_PARAM);
  let entries: Partial<Record<FirstTouchField, string>> | null = null;
  if (raw !== null) {
    const handed = new URLSearchParams(raw);
    entries = {};
    for (const f of FIRST_TOUCH_FIELDS) {
      const v = handed.get(f);
      if (v !== null) entries[f] = v;
    }
    url.searchParams.delete(FIRST_TOUCH_PARAM);
    env.history.replaceState(env.history.state, '', url.pathname + url.search + url.hash);
  } else if (!existing.type) {
    entries = classify(url, env.document.referrer);
  }
  if (entries) {
    for (const f of FIRST_TOUCH_FIELDS) {
      const v = entries[f];
      if (v !== undefined) env.document.cookie = firstTouchCookie(f, v, domain, now);
    }
  }
  return readFirstTouch(env.document.cookie);
}

export function readFirstTouch(cookieString: string, clientId: string | null = null): FirstTouch {
  const jar = readCookies(cookieString);
  const out = { clientId: presentValue(clientId) } as FirstTouch;
  for (const f of FIRST_TOUCH_FIELDS) out[f] = presentValue(jar.get(`${FIRST_TOUCH_COOKIE_PREFIX}${f}`));
  return out;
}
