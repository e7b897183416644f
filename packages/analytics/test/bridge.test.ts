import {
  captureFirstTouch,
  consentIds,
  createConsentManager,
  createTracker,
  loadAnalyticsSdk,
  readFirstTouch,
  readGtagClientId,
  setConsentModeDefault,
  updateConsentMode,
  type Clock,
  type GtagWindow,
  type SdkWindow,
} from '../src';

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});

const allDenied = { essential: false, functional: false, marketingAndAnalytics: false, advertising: false, marketing: false, analytics: false };

describe('Consent Mode v2', () => {
  it('sets the all-denied default before anything else, once, and updates on change', () => {
    const win = {} as GtagWindow;
    setConsentModeDefault(win);
    setConsentModeDefault(win);
    updateConsentMode(win, { ...allDenied, essential: true, analytics: true, marketing: true, marketingAndAnalytics: true });
    const calls = win.dataLayer!.map((a) => Array.from(a as ArrayLike<unknown>));
    expect(calls).toHaveLength(2);
    expect(calls[0]!.slice(0, 2)).toEqual(['consent', 'default']);
    expect(calls[0]![2]).toMatchObject({ ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
    expect(calls[1]!.slice(0, 2)).toEqual(['consent', 'update']);
    expect(calls[1]![2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
  });
});

describe('analytics SDK loader', () => {
  it('makes no request and warns when it is not configured', () => {
    const warn = jest.fn();
    const win = window as SdkWindow;
    expect(loadAnalyticsSdk(win, { writeKey: '', dataPlaneUrl: null }, allDenied, { warn })).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(win.rudderanalytics).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Missing analytics configuration: analytics skipped');
  });

  it('loads with pre-consent buffering and the custom consent manager, buffering calls until the script runs', () => {
    const win = window as SdkWindow;
    const sdk = loadAnalyticsSdk(win, { writeKey: 'wk', dataPlaneUrl: 'https://dp.example', sdkUrl: 'https://cdn.example/sdk.js' }, allDenied)!;
    expect(document.querySelector('script')!.getAttribute('src')).toBe('https://cdn.example/sdk.js');
    const [method, key, url, options] = win.rudderanalytics![0]!;
    expect([method, key, url]).toEqual(['load', 'wk', 'https://dp.example']);
    expect(options).toMatchObject({
      consentManagement: { enabled: true, provider: 'custom', allowedConsentIds: [], deniedConsentIds: expect.arrayContaining(['analytics', 'marketing']) },
      preConsent: { enabled: true, storage: { strategy: 'none' }, events: { delivery: 'buffer' } },
    });
    sdk.updateConsent({ ...allDenied, analytics: true });
    expect(win.rudderanalytics![1]).toEqual(['consent', { consentManagement: consentIds({ ...allDenied, analytics: true }) }]);
    expect(consentIds({ ...allDenied, analytics: true }).allowedConsentIds).toEqual(['analytics']);
    delete win.rudderanalytics;
  });
});

describe('gtag client id', () => {
  function fakeClock(): Clock & { slept: number[] } {
    let t = 0;
    const slept: number[] = [];
    return {
      slept,
      now: () => t,
      sleep: (ms) => {
        slept.push(ms);
        t += ms;
        return Promise.resolve();
      },
    };
  }

  it('reads the client id once gtag answers', async () => {
    let calls = 0;
    const win: GtagWindow = Object.assign({} as Window, {
      gtag: (...args: unknown[]) => {
        calls++;
        const cb = args[3] as (v: unknown) => void;
        cb(calls < 3 ? undefined : '123.456');
      },
    });
    await expect(readGtagClientId(win, 'G-X', { clock: fakeClock(), logger: { warn: jest.fn() } })).resolves.toBe('123.456');
  });

  it('retries 30 times with 20 ms growing 1.4x, then reports Failed to get gtag data and resolves null', async () => {
    const clock = fakeClock();
    const warn = jest.fn();
    const noGtag = {} as GtagWindow;
    await expect(readGtagClientId(noGtag, 'G-X', { clock, logger: { warn }, policy: { retries: 30, baseDelayMs: 20, factor: 1.4, overallMs: 1e12, perValueMs: 1000 } })).resolves.toBeNull();
    expect(clock.slept).toHaveLength(30);
    expect(clock.slept[0]).toBe(20);
    expect(clock.slept[1]).toBeCloseTo(28);
    expect(warn).toHaveBeenCalledWith('Failed to get gtag data', expect.objectContaining({ message: expect.stringContaining('Max retries reached') }));
  });

  it('gives up after 10 s overall', async () => {
    const clock = fakeClock();
    const warn = jest.fn();
    await expect(readGtagClientId({} as GtagWindow, 'G-X', { clock, logger: { warn } })).resolves.toBeNull();
    const waited = clock.slept.reduce((a, b) => a + b, 0);
    expect(waited).toBeGreaterThanOrEqual(10_000);
    expect(clock.slept.length).toBeLessThan(30);
    expect(warn.mock.calls[0]![0]).toBe('Failed to get gtag data');
  });
});

describe('first touch', () => {
  const env = (href: string, cookie = '') => {
    const doc = { cookie, referrer: '' };
    const jar: string[] = cookie ? [cookie] : [];
    const docProxy = {
      referrer: '',
      get cookie() {
        return jar.map((c) => c.split(';')[0]).join('; ');
      },
      set cookie(v: string) {
        jar.push(v);
      },
    };
    const replaced: string[] = [];
    const u = new URL(href);
    return {
      doc,
      jar,
      replaced,
      env: {
        location: { href, hostname: u.hostname },
        history: { state: null, replaceState: (_s: unknown, _t: string, url?: string | URL | null) => void replaced.push(String(url)) },
        document: docProxy,
        mainDomain: 'packhelp.pl',
        now: new Date('2026-01-01T00:00:00Z'),
      },
    };
  };

  it('writes each handed-over entry as a 365-day cookie on the main domain and removes the parameter', () => {
    const ft = encodeURIComponent('type=utm&source=google&medium=cpc&campaign=(none)');
    const e = env(`https://www.packhelp.pl/boxes?ph_ft=${ft}&x=1#top`);
    const touch = captureFirstTouch(e.env);
    expect(e.replaced).toEqual(['/boxes?x=1#top']);
    const sourceCookie = e.jar.find((c) => c.startsWith('ph_ft_source='))!;
    expect(sourceCookie).toContain('domain=.packhelp.pl');
    expect(sourceCookie).toContain('path=/');
    expect(sourceCookie).toContain(`max-age=${365 * 86400}`);
    expect(sourceCookie).toContain('expires=Fri, 01 Jan 2027');
    expect(touch).toMatchObject({ type: 'utm', source: 'google', medium: 'cpc', campaign: null });
  });

  it("counts '(none)' as absent and uses a host-only cookie off the main domain", () => {
    const e = env('http://localhost:3000/?utm_source=newsletter');
    const touch = captureFirstTouch(e.env);
    expect(touch).toMatchObject({ type: 'utm', source: 'newsletter', medium: null, term: null });
    expect(e.jar.every((c) => !c.includes('domain='))).toBe(true);
    expect(readFirstTouch('ph_ft_source=(none)', '(none)')).toMatchObject({ source: null, clientId: null });
  });

  it('never overwrites an existing first touch without a hand-over', () => {
    const e = env('https://packhelp.pl/?utm_source=later', 'ph_ft_type=typein');
    expect(captureFirstTouch(e.env).type).toBe('typein');
    expect(e.jar).toHaveLength(1);
  });
});

describe('consent-gated tracking', () => {
  it('sends nothing without analytics consent and delivers the buffered events once granted', async () => {
    const consent = createConsentManager();
    const sent: Array<Record<string, unknown>> = [];
    const tracker = createTracker({ consent, anonymousId: () => '42', send: async (path, body) => void sent.push({ path, ...body }) });
    tracker.track('Region Migration Modal Shown', { origin: 'cz', target: 'com' });
    consent.rejectAll();
    expect(sent).toHaveLength(0);
    expect(tracker.pending()).toHaveLength(1);
    consent.acceptAll();
    expect(sent).toEqual([expect.objectContaining({ path: 'v1/segment_proxies/track', event: 'Region Migration Modal Shown', anonymous_id: '42', properties: { origin: 'cz', target: 'com' } })]);
    tracker.track('Cart Viewed');
    expect(sent).toHaveLength(2);
    consent.destroy();
  });

  it('marks an anonymous visitor’s events origin: client, a signed-in one’s not, and identifies after consent', async () => {
    const consent = createConsentManager();
    const sent: Array<Record<string, unknown>> = [];
    let email: string | null = null;
    const tracker = createTracker({ consent, anonymousId: () => '7', userEmail: () => email, send: async (path, body) => void sent.push({ path, ...body }) });
    consent.acceptAll();
    tracker.track('Product Viewed', { source: 'product page' });
    email = 'ada@example.com';
    tracker.identify('7', { email });
    tracker.track('Product Added', { source: 'configurator' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([
      expect.objectContaining({ path: 'v1/segment_proxies/track', properties: { source: 'product page', origin: 'client' } }),
      expect.objectContaining({ path: 'v1/segment_proxies/identify', anonymous_id: '7', traits: { email: 'ada@example.com' } }),
      expect.objectContaining({ path: 'v1/segment_proxies/track', properties: { source: 'configurator' }, user_email: 'ada@example.com' }),
    ]);
    consent.destroy();
  });

  it('a visitor who never consents never sends the event', () => {
    const consent = createConsentManager();
    const send = jest.fn(async () => undefined);
    const tracker = createTracker({ consent, anonymousId: () => '1', send });
    consent.rejectAll();
    tracker.track('Product Added');
    consent.save({ functional: true, marketing: false, advertising: true });
    expect(send).not.toHaveBeenCalled();
    consent.destroy();
  });
});
