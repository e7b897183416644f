/**
 * `consent.js`: the consent UI for pages without the shell (landing pages). Including the script
 * defines `<ph-cookie-consent>` and, when the page has none, adds one to <body>. The element renders
 * into a shadow root so the host page's CSS cannot break it. The views are plain DOM (`dom.ts`) over
 * the same state rules and bridge as the store's consent remote; the region-migration notice, shown
 * only on packhelp.com after a move from the Czech store, is a chunk of its own.
 *
 * Attributes (all optional): `locale` (else <html lang>, else en-US), `region` (else from the host name, else eu).
 */
import { consentManagerFor } from '@ph/analytics';
import { createStyleElement, cspNonce } from '@ph/ui/csp-nonce';
import { liteSheet } from '@ph/ui/lite';
import { startConsentBridge } from '../bridge';
import { consentCss } from '../ui/consentCss';
import { shouldShowRegionMigration } from '../ui/regionMigration';
import { mountDomConsent } from './dom';
import { loadCatalogue, resolveLang, tagFor } from './locale';
import { regionFor } from './region';

export const ELEMENT_NAME = 'ph-cookie-consent';
const RUNNING = Symbol.for('@ph/consent/standalone-instance');
/**
 * The nonce of the <script> that loaded this file, for a page of someone else's whose policy allows
 * scripts and styles by one nonce and has no `<meta property="csp-nonce">` (read while the script runs:
 * `currentScript` is null afterwards).
 */
const SCRIPT_NONCE = (typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null))?.nonce || undefined;
type Guarded = typeof globalThis & { [RUNNING]?: HTMLElement };

class PhCookieConsent extends HTMLElement {
  private mountPoint: HTMLDivElement | null = null;
  private stop: (() => void) | null = null;

  connectedCallback(): void {
    const g = globalThis as Guarded;
    // One consent UI per page: a second element (or a second copy of the script) stays inert.
    if (g[RUNNING] && g[RUNNING] !== this && g[RUNNING].isConnected) return;
    g[RUNNING] = this;
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    shadow.innerHTML = '';
    // A constructed sheet where the browser has them: no policy governs those, so the banner is styled on
    // any page (and tools that copy a shadow root's <style> elements elsewhere, as axe does, copy none).
    // Else a <style> with the page's nonce (docs/architecture.md#content-security-policy).
    const css = liteSheet(consentCss);
    if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      shadow.adoptedStyleSheets = [sheet];
    } else shadow.appendChild(createStyleElement(document, css, cspNonce() ?? SCRIPT_NONCE));
    const mountPoint = document.createElement('div');
    shadow.appendChild(mountPoint);
    this.mountPoint = mountPoint;
    const lang = resolveLang(this.getAttribute('locale') ?? document.documentElement.lang);
    const locale = tagFor(lang);
    const { region, mainDomain } = regionFor(this.getAttribute('region'), location.hostname);
    void loadCatalogue(lang).then((messages) => {
      if (this.mountPoint !== mountPoint) return;
      const manager = consentManagerFor(window);
      const text = (id: string) => messages[id] ?? id;
      const bridge = startConsentBridge({
        win: window,
        manager,
        region,
        locale,
        mainDomain,
        api: null,
        texts: () => ({
          functional: text('consent.category.functional.purpose'),
          marketingAndAnalytics: text('consent.category.marketing.purpose'),
          advertising: text('consent.category.advertising.purpose'),
        }),
      });
      const unmount = mountDomConsent({ manager, container: mountPoint, messages, onDecision: (pref, method) => bridge.record(pref, method) });
      let closeMigration: (() => void) | null = null;
      if (shouldShowRegionMigration(location.search, location.hostname)) {
        void import(/* webpackChunkName: "consent-region-migration" */ './migration').then(({ showRegionMigration }) => {
          if (this.mountPoint !== mountPoint) return;
          closeMigration = showRegionMigration(mountPoint, { locale, messages, onShown: () => bridge.track('Region Migration Modal Shown', { origin: 'cz', target: 'com' }) });
        });
      }
      this.stop = () => {
        closeMigration?.();
        unmount();
        bridge.stop();
      };
    });
  }

  disconnectedCallback(): void {
    const g = globalThis as Guarded;
    this.stop?.();
    this.stop = null;
    this.mountPoint = null;
    if (g[RUNNING] === this) delete g[RUNNING];
  }
}

if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, PhCookieConsent);

function ensureElement(): void {
  if (!document.querySelector(ELEMENT_NAME)) document.body.appendChild(document.createElement(ELEMENT_NAME));
}
if (document.body) ensureElement();
else document.addEventListener('DOMContentLoaded', ensureElement, { once: true });
