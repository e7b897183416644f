import { useInsertionEffect } from 'react';

/** The consent UI's own rules (the dialogs use @ph/ui's). Injected into the page or the shadow root. */
export const consentCss = `
.ph-consent-banner{position:fixed;z-index:900;right:16px;bottom:16px;box-sizing:border-box;width:min(440px,calc(100vw - 32px));max-height:calc(100vh - 32px);overflow:auto;padding:20px;background:#fff;color:#1f2328;border:1px solid #d0d7de;border-radius:8px;box-shadow:0 8px 24px rgba(31,35,40,.2);font:15px/1.45 system-ui,sans-serif}
.ph-consent-banner__title{margin:0 0 8px;font-size:18px}
.ph-consent-banner__text{margin:0 0 12px}
.ph-consent-banner__actions{display:flex;flex-wrap:wrap;gap:8px}
.ph-consent-banner__actions>*{flex:1 1 auto}
@media (max-width:767px){.ph-consent-banner{right:0;bottom:0;width:100vw;border-radius:0}}
.ph-consent-table{width:100%;border-collapse:collapse;margin-top:12px}
.ph-consent-table th,.ph-consent-table td{text-align:left;vertical-align:top;padding:8px;border-bottom:1px solid #d0d7de}
.ph-consent-table .ph-ui-field{margin:0}
.ph-consent-always{font-weight:600;white-space:nowrap}
.ph-consent-migration svg{display:block;max-width:100%;height:auto;margin:0 auto 16px}
`;

const STYLE_ID = 'ph-consent-styles-v1';

/** Once per document or shadow root. */
export function injectConsentCss(root: Document | ShadowRoot, css = consentCss, id = STYLE_ID): void {
  if (root.querySelector(`#${id}`)) return;
  const style = (root instanceof Document ? root : root.ownerDocument).createElement('style');
  style.id = id;
  style.textContent = css;
  (root instanceof Document ? root.head : root).appendChild(style);
}

export function useConsentCss(): void {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') injectConsentCss(document);
  }, []);
}
