import { useInsertionEffect } from 'react';

export { consentCss } from './consentCss';
import { consentCss } from './consentCss';

/** The consent sheet's element id (the server entry writes the sheet under it, src/server.tsx). */
export const STYLE_ID = 'ph-consent-styles-v2';

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
