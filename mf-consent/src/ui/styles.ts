import { useInsertionEffect } from 'react';
import { createStyleElement } from '@ph/ui/csp-nonce';

export { consentCss } from './consentCss';
import { consentCss } from './consentCss';

/** The consent sheet's element id (the server entry writes the sheet under it, src/server.tsx). */
export const STYLE_ID = 'ph-consent-styles-v2';

/** Once per document or shadow root. */
export function injectConsentCss(root: Document | ShadowRoot, css = consentCss, id = STYLE_ID): void {
  if (root.querySelector(`#${id}`)) return;
  const style = createStyleElement(root instanceof Document ? root : root.ownerDocument, css);
  style.id = id;
  (root instanceof Document ? root.head : root).appendChild(style);
}

export function useConsentCss(): void {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') injectConsentCss(document);
  }, []);
}
