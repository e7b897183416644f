import { createSegmentSessions, SEGMENT_SESSION_KEY, trackTrafficSource, decodeTrafficSource, TRAFFIC_COOKIES, type TrackedEvent } from '../src';

const event = (name: string): TrackedEvent => ({ kind: 'track', event: name, properties: {}, timestamp: '2026-03-01T10:00:00.000Z' });

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

describe('browsing sessions (v2/segment_sessions)', () => {
  it('creates one session for a tab, appends each event to it, and starts a new one after 30 minutes without an event', async () => {
    let t = Date.parse('2026-03-01T10:00:00Z');
    let created = 0;
    const appended: Array<[string, string]> = [];
    const sessions = createSegmentSessions({
      storage: memoryStorage(),
      now: () => new Date(t),
      create: async () => `s-${++created}`,
      append: async (body) => void appended.push([body.session_id, body.events[0]!.event]),
    });
    await Promise.all([sessions.append(event('Product Viewed')), sessions.append(event('Product Added'))]);
    t += 29 * 60_000;
    await sessions.append(event('Cart Viewed'));
    t += 31 * 60_000;
    await sessions.append(event('Checkout Started'));
    expect(appended).toEqual([['s-1', 'Product Viewed'], ['s-1', 'Product Added'], ['s-1', 'Cart Viewed'], ['s-2', 'Checkout Started']]);
  });

  it('forgets a session the server refuses, so the next event starts another', async () => {
    const storage = memoryStorage();
    let created = 0;
    let refuse = true;
    const sessions = createSegmentSessions({
      storage,
      create: async () => `s-${++created}`,
      append: async () => {
        if (refuse) throw new Error('404');
      },
    });
    await expect(sessions.append(event('Cart Viewed'))).rejects.toThrow('404');
    expect(storage.getItem(SEGMENT_SESSION_KEY)).toBeNull();
    refuse = false;
    await sessions.append(event('Cart Viewed'));
    expect(created).toBe(2);
  });
});

describe('the traffic-source tracker', () => {
  const doc = (cookie = '', referrer = '') => {
    const jar = new Map<string, string>();
    for (const p of cookie.split('; ').filter(Boolean)) jar.set(p.slice(0, p.indexOf('=')), p);
    const written: string[] = [];
    return {
      written,
      document: {
        referrer,
        get cookie() {
          return [...jar.values()].map((c) => c.split(';')[0]).join('; ');
        },
        set cookie(v: string) {
          written.push(v);
          jar.set(v.slice(0, v.indexOf('=')), v);
        },
      },
    };
  };

  it('keeps the first source for 24 months and the visit for 30 minutes; a campaign link starts a new current source', () => {
    const d = doc('', 'https://www.google.com/');
    const first = trackTrafficSource({ location: { href: 'https://packhelp.pl/' }, document: d.document, domain: '.packhelp.pl' });
    expect(first.first).toMatchObject({ type: 'organic', source: 'google.com' });
    expect(d.written.find((c) => c.startsWith(`${TRAFFIC_COOKIES.first}=`))).toContain(`max-age=${24 * 30 * 86_400}`);
    expect(d.written.find((c) => c.startsWith(`${TRAFFIC_COOKIES.session}=`))).toContain('max-age=1800');
    expect(d.written.every((c) => c.includes('domain=.packhelp.pl'))).toBe(true);

    const next = trackTrafficSource({ location: { href: 'https://packhelp.pl/boxes?utm_source=news&utm_medium=email' }, document: d.document, domain: null });
    expect(next.current).toMatchObject({ type: 'utm', source: 'news', medium: 'email' });
    expect(next.first).toMatchObject({ type: 'organic', source: 'google.com' });
    expect(decodeTrafficSource('typ=typein|||src=(direct)')).toMatchObject({ type: 'typein', source: '(direct)', medium: '(none)' });
  });
});
