/**
 * `consent.js`: the consent UI for pages without the shell (landing pages). Including the script
 * defines `<ph-cookie-consent>` and, when the page has none, adds one to <body>. The element renders
 * into a shadow root so the host page's CSS cannot break it.
 *
 * Attributes (all optional): `locale` (else <html lang>, else en-US), `region` (else from the host name, else eu).
 */
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { consentManagerFor } from '@ph/analytics';
import { ConsentRemote } from '../ConsentRemote';
import { consentCss } from '../ui/styles';
import { liteSheet } from '@ph/ui/lite';
import { loadCatalogue, resolveLang, tagFor } from './locale';
import { regionFor } from './region';

export const ELEMENT_NAME = 'ph-cookie-consent';
const RUNNING = Symbol.for('@ph/consent/standalone-instance');
type Guarded = typeof globalThis & { [RUNNING]?: HTMLElement };

class PhCookieConsent extends HTMLElement {
  private mountPoint: HTMLDivElement | null = null;
  private root: Root | null = null;

  connectedCallback(): void {
    const g = globalThis as Guarded;
    // One consent UI per page: a second element (or a second copy of the script) stays inert.
    if (g[RUNNING] && g[RUNNING] !== this && g[RUNNING].isConnected) return;
    g[RUNNING] = this;
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    shadow.innerHTML = '';
    const style = document.createElement('style');
    style.textContent = liteSheet(consentCss);
    shadow.appendChild(style);
    const mountPoint = document.createElement('div');
    shadow.appendChild(mountPoint);
    this.mountPoint = mountPoint;
    const lang = resolveLang(this.getAttribute('locale') ?? document.documentElement.lang);
    const { region, mainDomain } = regionFor(this.getAttribute('region'), location.hostname);
    void loadCatalogue(lang).then((messages) => {
      if (this.mountPoint !== mountPoint) return;
      this.root = createRoot(mountPoint);
      this.root.render(
        <IntlProvider locale={tagFor(lang)} messages={messages}>
          <ConsentRemote region={region} locale={tagFor(lang)} mainDomain={mainDomain} api={null} manager={consentManagerFor(window)} container={mountPoint} />
        </IntlProvider>,
      );
    });
  }

  disconnectedCallback(): void {
    const g = globalThis as Guarded;
    this.root?.unmount();
    this.root = null;
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
