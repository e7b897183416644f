// The page's style nonce (docs/architecture.md#content-security-policy): the host that serves an HTML
// page makes a fresh random nonce for that answer, allows it in the policy's style-src and writes it
// into the page's head as `<meta property="csp-nonce" nonce="…">`. Every <style> element the UI kit
// and the apps create carries it; the policy has no 'unsafe-inline' for styles.

const SELECTOR = 'meta[property="csp-nonce"]';

/**
 * The nonce of this page, or undefined where there is none (the server, a page served without a
 * policy, a test). Browsers hide the nonce attribute's value from getAttribute once the page has a
 * policy, so it is read from the `nonce` property (the attribute only where the property is not
 * implemented, as in jsdom).
 */
export function cspNonce(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>(SELECTOR);
  if (!meta) return undefined;
  return meta.nonce || meta.getAttribute('nonce') || undefined;
}

/** A `<style>` element of `doc` with `css` in it, carrying the page's nonce (not yet in the document). */
export function createStyleElement(doc: Document, css: string, nonce: string | undefined = cspNonce(doc)): HTMLStyleElement {
  const style = doc.createElement('style');
  // Set before the element is connected: the browser checks the nonce when the sheet is created.
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  return style;
}
