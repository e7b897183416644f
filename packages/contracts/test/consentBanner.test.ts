import {
  CONSENT_EARLY_ACTION_EVENT,
  earlyBannerActionWaiting,
  keepEarlyBannerClicks,
  setConsentUiReady,
  takeEarlyBannerAction,
} from '../src/consentBanner';

// The server's banner is on screen before the consent remote has hydrated it: a click on it is kept
// until the consent UI can carry it out, and only until then.
describe('keepEarlyBannerClicks', () => {
  let stop: () => void;
  let reached: string[];
  let asked: string[];
  const onAsked = (e: Event) => asked.push((e as CustomEvent<{ action: string }>).detail.action);

  beforeEach(() => {
    document.body.innerHTML = `
      <div id="ph-consent-ui"><div data-app="consent" data-ssr="">
        <section><button data-consent-action="accept-all">Accept all</button><button data-consent-action="reject-all"><span>Reject all</span></button>
        <button data-consent-action="something-else">Other</button></section>
      </div></div>
      <button id="elsewhere" data-consent-action="accept-all">Not the banner</button>`;
    reached = [];
    asked = [];
    // Where React's root listens: inside the mount point.
    document.querySelector('[data-app="consent"]')!.addEventListener('click', () => reached.push('root'), true);
    window.addEventListener(CONSENT_EARLY_ACTION_EVENT, onAsked);
    stop = keepEarlyBannerClicks(document, 'ph-consent-ui');
  });
  afterEach(() => {
    stop();
    window.removeEventListener(CONSENT_EARLY_ACTION_EVENT, onAsked);
    setConsentUiReady(window, false);
    takeEarlyBannerAction(window);
  });

  const click = (selector: string) => (document.querySelector(selector) as HTMLElement).click();

  it('keeps a click on a banner button, stops it there and asks for the consent UI', () => {
    click('[data-consent-action="reject-all"] span');
    expect(reached).toEqual([]);
    expect(asked).toEqual(['reject-all']);
    expect(earlyBannerActionWaiting(window)).toBe(true);
    expect(takeEarlyBannerAction(window)).toBe('reject-all');
    // Taken once.
    expect(takeEarlyBannerAction(window)).toBeNull();
    expect(earlyBannerActionWaiting(window)).toBe(false);
  });

  it('keeps the last of several clicks', () => {
    click('[data-consent-action="reject-all"]');
    click('[data-consent-action="accept-all"]');
    expect(takeEarlyBannerAction(window)).toBe('accept-all');
  });

  it('leaves the clicks to the consent UI once it is ready, and other buttons alone', () => {
    click('#elsewhere');
    click('[data-consent-action="something-else"]');
    expect(asked).toEqual([]);
    expect(reached).toEqual(['root']);
    setConsentUiReady(window, true);
    click('[data-consent-action="accept-all"]');
    expect(reached).toEqual(['root', 'root']);
    expect(takeEarlyBannerAction(window)).toBeNull();
  });
});
