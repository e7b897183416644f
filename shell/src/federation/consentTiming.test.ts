import { dispatch, EVENTS } from '@ph/contracts';
import { keepEarlyBannerClicks, takeEarlyBannerAction } from '@ph/contracts/consent-banner';
import { consentAfterFirstRender, CONSENT_LATEST_MS } from './applications';

// When mf-consent's single-spa application becomes active: after the page's first render, not with it.
describe('consent mounts after the first render', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is not due while the page renders, and is due on the idle moment after the first mount', () => {
    const due = consentAfterFirstRender();
    expect(due()).toBe(false);
    window.dispatchEvent(new CustomEvent('single-spa:first-mount'));
    // jsdom has no requestIdleCallback: the next macrotask stands in for it.
    expect(due()).toBe(false);
    jest.advanceTimersByTime(0);
    expect(due()).toBe(true);
  });

  it('is due at once when "Cookie settings" is clicked before that', () => {
    const due = consentAfterFirstRender();
    dispatch(EVENTS.cookieConsentOpen, { source: 'footer' });
    expect(due()).toBe(true);
  });

  it('is due after the latest wait even when no application ever mounts (a hanging remote)', () => {
    const due = consentAfterFirstRender();
    jest.advanceTimersByTime(CONSENT_LATEST_MS - 1);
    expect(due()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(due()).toBe(true);
  });

  describe('a click on the banner the server rendered', () => {
    let stop: () => void;
    beforeEach(() => {
      document.body.innerHTML = '<div id="ph-consent-ui"><div data-app="consent"><button data-consent-action="accept-all">Accept all</button></div></div>';
      stop = keepEarlyBannerClicks(document, 'ph-consent-ui');
    });
    afterEach(() => {
      stop();
      takeEarlyBannerAction(window);
    });
    const click = () => document.querySelector('button')!.click();

    it('makes the consent remote due at once', () => {
      const due = consentAfterFirstRender();
      click();
      expect(due()).toBe(true);
    });

    it('made before single-spa started: due from the start', () => {
      click();
      expect(consentAfterFirstRender()()).toBe(true);
    });
  });
});
