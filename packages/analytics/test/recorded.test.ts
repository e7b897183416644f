// Trackers of other remotes wait until the consent remote has recorded the visitor's answer on the
// server (which checks it before taking an event), in order, and never for ever.
import {
  announceConsentRecorded,
  CONSENT_STORAGE_KEY,
  consentManagerFor,
  createTracker,
  RECORDED_MARKER_KEY,
  whenConsentRecorded,
} from '../src';

const answer = (consentId: string) =>
  JSON.stringify({ essential: true, functional: true, marketingAndAnalytics: true, advertising: false, policyVersion: 2, consentId, acceptanceMethod: 'by-cta-click' });

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('whenConsentRecorded', () => {
  it('resolves at once when the server already holds the answer in force, or there is no answer to wait for', async () => {
    const manager = consentManagerFor(window);
    await expect(whenConsentRecorded(window, manager, 60_000)).resolves.toBeUndefined();
    localStorage.setItem(CONSENT_STORAGE_KEY, answer('c-1'));
    localStorage.setItem(RECORDED_MARKER_KEY, '42:c-1');
    await expect(whenConsentRecorded(window, manager, 60_000)).resolves.toBeUndefined();
  });

  it('waits for the record of this answer (not of an older one), and gives up after the timeout', async () => {
    jest.useFakeTimers();
    const manager = consentManagerFor(window);
    localStorage.setItem(CONSENT_STORAGE_KEY, answer('c-2'));
    let done = false;
    void whenConsentRecorded(window, manager, 10_000).then(() => (done = true));
    announceConsentRecorded(window, 42, 'c-1');
    await Promise.resolve();
    expect(done).toBe(false);
    announceConsentRecorded(window, 42, 'c-2');
    await Promise.resolve();
    expect(done).toBe(true);
    expect(localStorage.getItem(RECORDED_MARKER_KEY)).toBe('42:c-2');

    localStorage.setItem(CONSENT_STORAGE_KEY, answer('c-3'));
    let gaveUp = false;
    void whenConsentRecorded(window, manager, 10_000).then(() => (gaveUp = true));
    jest.advanceTimersByTime(9_999);
    await Promise.resolve();
    expect(gaveUp).toBe(false);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(gaveUp).toBe(true);
  });
});

describe('a tracker with ready', () => {
  it('holds its events until the answer is recorded, then sends them in order', async () => {
    const manager = consentManagerFor(window);
    manager.acceptAll();
    const sent: string[] = [];
    const tracker = createTracker({
      consent: manager,
      anonymousId: () => '42',
      ready: () => whenConsentRecorded(window, manager, 60_000),
      send: async (_path, body) => void sent.push(String(body.event)),
    });
    tracker.track('Cart Viewed');
    tracker.track('Checkout Started');
    await new Promise((r) => setTimeout(r, 10));
    expect(sent).toEqual([]);
    announceConsentRecorded(window, 42, manager.snapshot().stored.consentId ?? '');
    await new Promise((r) => setTimeout(r, 10));
    expect(sent).toEqual(['Cart Viewed', 'Checkout Started']);
    tracker.track('Checkout Step Viewed');
    await new Promise((r) => setTimeout(r, 10));
    expect(sent).toEqual(['Cart Viewed', 'Checkout Started', 'Checkout Step Viewed']);
  });
});
