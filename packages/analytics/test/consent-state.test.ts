import {
  acceptAll,
  CONSENT_DISABLED_KEY,
  CONSENT_STORAGE_KEY,
  createConsentManager,
  dialogChoicesFor,
  DIALOG_CATEGORIES,
  parseStoredPreference,
  type ConsentSnapshot,
} from '../src';

const POLICY = 2;
let ids = 0;
const manager = (policyVersion = POLICY) =>
  createConsentManager({ policyVersion, now: () => new Date('2026-01-02T03:04:05Z'), newId: () => `id-${++ids}` });
const store = (value: unknown) => localStorage.setItem(CONSENT_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
const full = { essential: true, functional: true, marketingAndAnalytics: false, advertising: false, policyVersion: POLICY };
const setGpc = (on: boolean) => Object.defineProperty(window.navigator, 'globalPrivacyControl', { value: on, configurable: true });

afterEach(() => {
  localStorage.clear();
  setGpc(false);
});

describe('consent state rules (docs/domain.md#consent-and-analytics)', () => {
  it('shows the banner while no stored preference covers every category', () => {
    expect(manager().snapshot().bannerNeeded).toBe(true);
    store({ essential: true, functional: true, advertising: false, policyVersion: POLICY }); // no marketingAndAnalytics
    expect(manager().snapshot().bannerNeeded).toBe(true);
    store(full);
    expect(manager().snapshot().bannerNeeded).toBe(false);
  });

  it('Accept all sets every category true and the banner is no longer needed', () => {
    const m = manager();
    const pref = m.acceptAll();
    expect(pref).toMatchObject({ essential: true, functional: true, marketingAndAnalytics: true, advertising: true, marketing: true, analytics: true });
    expect(m.snapshot().bannerNeeded).toBe(false);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ marketingAndAnalytics: true });
  });

  it('Reject all stores every optional category false and closes the banner', () => {
    const m = manager();
    m.rejectAll();
    const snap = m.snapshot();
    expect(snap.bannerNeeded).toBe(false);
    expect(snap.grants).toMatchObject({ functional: false, marketingAndAnalytics: false, advertising: false, analytics: false });
  });

  it('Save writes ph-pref and fires a storage event', () => {
    const m = manager();
    const events: StorageEvent[] = [];
    const onStorage = (e: StorageEvent) => events.push(e);
    window.addEventListener('storage', onStorage);
    m.save({ functional: true, marketing: false, advertising: true });
    window.removeEventListener('storage', onStorage);
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!);
    expect(stored).toMatchObject({ functional: true, marketingAndAnalytics: false, advertising: true });
    expect(events).toHaveLength(1);
    expect(events[0]!.key).toBe(CONSENT_STORAGE_KEY);
    expect(JSON.parse(events[0]!.newValue!)).toEqual(stored);
  });

  it('essential is on whenever another category is on, and the dialog has no switch for it', () => {
    const m = manager();
    m.save({ functional: false, marketing: false, advertising: true });
    expect(m.snapshot().grants.essential).toBe(true);
    expect(Object.keys(dialogChoicesFor({}))).not.toContain('essential');
    expect(DIALOG_CATEGORIES).toContain('essential');
  });

  it('consentDisabled accepts everything and needs no banner', () => {
    localStorage.setItem(CONSENT_DISABLED_KEY, 'true');
    const snap = manager().snapshot();
    expect(snap.bannerNeeded).toBe(false);
    expect(Object.values(snap.grants).every(Boolean)).toBe(true);
    localStorage.setItem(CONSENT_DISABLED_KEY, 'false');
    expect(manager().snapshot().bannerNeeded).toBe(true);
  });

  it('migrates a stored marketingAndAnalytics true to marketing and analytics true', () => {
    store({ ...full, marketingAndAnalytics: true });
    const { grants } = manager().snapshot();
    expect(grants.marketing).toBe(true);
    expect(grants.analytics).toBe(true);
  });

  it('legacy split flags grant the combined category only when both were granted', () => {
    store({ essential: true, functional: true, advertising: false, marketing: true, analytics: false, policyVersion: POLICY });
    expect(manager().snapshot()).toMatchObject({ bannerNeeded: false, grants: { marketingAndAnalytics: false, analytics: false } });
    store({ essential: true, functional: true, advertising: false, marketing: true, analytics: true, policyVersion: POLICY });
    expect(manager().snapshot().grants.marketingAndAnalytics).toBe(true);
  });

  it('the dialog lists marketing instead of marketingAndAnalytics', () => {
    expect(DIALOG_CATEGORIES).toEqual(['essential', 'functional', 'marketing', 'advertising']);
    expect(dialogChoicesFor({ ...full, marketingAndAnalytics: true })).toEqual({ functional: true, marketing: true, advertising: false });
  });

  it('a callback for a category runs once it is granted, then is dropped', () => {
    const m = manager();
    let runs = 0;
    m.onGranted('analytics', () => runs++);
    m.rejectAll();
    expect(runs).toBe(0);
    m.acceptAll();
    expect(runs).toBe(1);
    m.rejectAll();
    m.acceptAll();
    expect(runs).toBe(1);
  });

  it('a callback for an already granted category runs at once', () => {
    store({ ...full, functional: true });
    let runs = 0;
    manager().onGranted('functional', () => runs++);
    expect(runs).toBe(1);
  });

  it('subscribers learn of a change in this tab', () => {
    const m = manager();
    const seen: Array<[boolean, string]> = [];
    m.subscribe((s, source) => seen.push([s.grants.analytics, source]));
    m.acceptAll();
    expect(seen).toEqual([[true, 'this-tab']]);
  });

  it('a storage event from another tab updates the state and runs waiting callbacks', () => {
    const m = manager();
    const seen: ConsentSnapshot[] = [];
    let granted = 0;
    m.subscribe((s, source) => source === 'other-tab' && seen.push(s));
    m.onGranted('analytics', () => granted++);
    // The other tab wrote the value; this tab only receives the event.
    const newValue = JSON.stringify({ ...full, marketingAndAnalytics: true });
    localStorage.setItem(CONSENT_STORAGE_KEY, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue }));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.grants.analytics).toBe(true);
    expect(granted).toBe(1);
  });

  it('denies every category by default', () => {
    const { grants } = manager().snapshot();
    expect(Object.values(grants).some(Boolean)).toBe(false);
  });

  it('treats an unparsable stored value as empty', () => {
    store('{not json');
    expect(parseStoredPreference('{not json')).toEqual({});
    expect(parseStoredPreference('[true]')).toEqual({});
    expect(parseStoredPreference('{"functional":"yes"}')).toEqual({});
    const snap = manager().snapshot();
    expect(snap.bannerNeeded).toBe(true);
    expect(snap.grants.functional).toBe(false);
  });

  it('stores the policy version, a timestamp and a consent id with every answer', () => {
    const pref = manager().acceptAll();
    expect(pref.policyVersion).toBe(POLICY);
    expect(pref.updatedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(pref.consentId).toMatch(/^id-\d+$/);
    expect(manager().acceptAll().consentId).not.toBe(pref.consentId);
    expect(pref.acceptanceMethod).toBe('by-cta-click');
    expect(manager().save({ functional: true, marketing: false, advertising: false }).acceptanceMethod).toBe('manual');
    expect(parseStoredPreference(JSON.stringify(pref))).toMatchObject({ consentId: pref.consentId, acceptanceMethod: 'by-cta-click', policyVersion: POLICY });
  });

  it('asks again (and grants nothing) when the policy version is newer than the answer', () => {
    store({ ...full, marketingAndAnalytics: true, policyVersion: 1 });
    const snap = manager(2).snapshot();
    expect(snap.bannerNeeded).toBe(true);
    expect(snap.grants.analytics).toBe(false);
    expect(manager(1).snapshot().bannerNeeded).toBe(false);
  });

  it('Global Privacy Control keeps marketing and advertising off on Accept all until switched on', () => {
    setGpc(true);
    const m = manager();
    expect(m.acceptAll()).toMatchObject({ functional: true, marketingAndAnalytics: false, advertising: false });
    expect(m.save({ functional: true, marketing: true, advertising: true })).toMatchObject({ marketingAndAnalytics: true, advertising: true });
    expect(acceptAll({ policyVersion: 2, globalPrivacyControl: false, now: new Date(), newId: () => 'x' }).advertising).toBe(true);
  });
});
