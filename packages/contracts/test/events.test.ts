import { dispatch, EVENTS, listen, type EventPayloads } from '../src/events';

describe('dispatch/listen', () => {
  it('delivers a typed payload from dispatch to listen on window', () => {
    const received: EventPayloads['ph-cart-changed'][] = [];
    const off = listen(EVENTS.cartChanged, (detail) => received.push(detail));
    dispatch(EVENTS.cartChanged, { orderNumber: 'R123', itemCount: 3 });
    off();
    expect(received).toEqual([{ orderNumber: 'R123', itemCount: 3 }]);
  });

  it('uses a given EventTarget instead of window', () => {
    const target = new EventTarget();
    const onWindow: unknown[] = [];
    const onTarget: unknown[] = [];
    const offWindow = listen(EVENTS.navigate, (d) => onWindow.push(d));
    const offTarget = listen(EVENTS.navigate, (d) => onTarget.push(d), target);
    dispatch(EVENTS.navigate, { to: '/cart/' }, target);
    offWindow();
    offTarget();
    expect(onTarget).toEqual([{ to: '/cart/' }]);
    expect(onWindow).toEqual([]);
  });

  it('stops delivering after unsubscribe', () => {
    const seen: boolean[] = [];
    const off = listen(EVENTS.sessionChanged, (d) => seen.push(d.signedIn));
    dispatch(EVENTS.sessionChanged, { signedIn: true, userId: '1', email: 'a@b.c' });
    off();
    dispatch(EVENTS.sessionChanged, { signedIn: false, userId: null, email: null });
    expect(seen).toEqual([true]);
  });

  it('delivers cookie-consent-open with no detail, with a source, and from a plain Event', () => {
    const seen: unknown[] = [];
    const off = listen(EVENTS.cookieConsentOpen, (d) => seen.push(d));
    dispatch(EVENTS.cookieConsentOpen, undefined);
    dispatch(EVENTS.cookieConsentOpen, { source: 'footer' });
    window.dispatchEvent(new CustomEvent('ph-cookie-consent-open'));
    window.dispatchEvent(new Event('ph-cookie-consent-open'));
    off();
    expect(seen).toEqual([undefined, { source: 'footer' }, undefined, undefined]);
  });

  it.each([
    ['ph-cart-changed', { orderNumber: 'R1', itemCount: '3' }],
    ['ph-cart-changed', { orderNumber: 'R1', itemCount: -1 }],
    ['ph-cart-changed', { orderNumber: 5, itemCount: 1 }],
    ['ph-cart-changed', null],
    ['ph-session-changed', { signedIn: 'yes', userId: null, email: null }],
    ['ph-session-changed', { signedIn: true, userId: 1, email: null }],
    ['ph-region-locale-changed', { region: 'Poland', locale: 'pl-PL' }],
    ['ph-region-locale-changed', { region: 'pl' }],
    ['ph-region-locale-changed', { region: 'xx', locale: 'en-US' }],
    ['ph-region-locale-changed', { region: 'pl', locale: 'pl-XX' }],
    ['ph-navigate', { to: 'https://evil.example/' }],
    ['ph-navigate', 'cart'],
    ['ph-cookie-consent-open', { source: 42 }],
  ])('ignores %s with a malformed detail %p', (name, detail) => {
    const seen: unknown[] = [];
    const off = listen(name as keyof EventPayloads, (d) => seen.push(d));
    window.dispatchEvent(new CustomEvent(name, { detail }));
    off();
    expect(seen).toEqual([]);
  });

  it('delivers a well-formed region/locale change from a foreign script', () => {
    const seen: unknown[] = [];
    const off = listen(EVENTS.regionLocaleChanged, (d) => seen.push(d));
    window.dispatchEvent(new CustomEvent('ph-region-locale-changed', { detail: { region: 'pl', locale: 'pl-PL' } }));
    off();
    expect(seen).toEqual([{ region: 'pl', locale: 'pl-PL' }]);
  });
});
