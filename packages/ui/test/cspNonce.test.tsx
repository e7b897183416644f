import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { InlineStyle, injectStyleSheet } from '../src';
import { cspNonce, createStyleElement } from '../src/cspNonce';
import { injectFontFaces } from '../src/fonts/faces';

// The page's policy allows no inline style but by the answer's nonce (or, for the server's own
// elements, by hash): scripts/lib/security-headers.mjs writes the nonce into the head.
const NONCE = 'r4nd0m+N0nce/==';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function givenPageNonce(nonce = NONCE): void {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  document.head.prepend(meta);
}

/** The nonce an element carries (the property in a browser, the attribute where jsdom has no property). */
const nonceOf = (el: Element | null | undefined) => (el as HTMLElement | null)?.nonce || el?.getAttribute('nonce');

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('cspNonce', () => {
  it('reads the page\'s nonce, and nothing on a page without one', () => {
    expect(cspNonce()).toBeUndefined();
    givenPageNonce();
    expect(cspNonce()).toBe(NONCE);
  });

  it('reads the property where the browser hides the attribute\'s value', () => {
    givenPageNonce('');
    const meta = document.querySelector('meta[property="csp-nonce"]') as HTMLMetaElement;
    Object.defineProperty(meta, 'nonce', { value: NONCE });
    expect(cspNonce()).toBe(NONCE);
  });
});

describe('style elements the UI kit writes', () => {
  it('carry the page\'s nonce: a layout sheet, the font faces, any other', () => {
    givenPageNonce();
    injectStyleSheet(document, 'cat-layout', '.cat-page{margin:0}');
    injectFontFaces(document, '@font-face{font-family:"Inter"}');
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.map((s) => s.id)).toEqual([expect.stringMatching(/^cat-layout-/), 'ph-ui-fonts']);
    for (const style of styles) expect(nonceOf(style)).toBe(NONCE);
    expect(nonceOf(createStyleElement(document, 'a{}'))).toBe(NONCE);
  });

  it('carry none on a page without one', () => {
    injectStyleSheet(document, 'cat-layout', '.cat-page{margin:0}');
    expect(document.head.querySelector('style')?.hasAttribute('nonce')).toBe(false);
  });
});

describe('InlineStyle', () => {
  it('renders the nonce in the browser', () => {
    givenPageNonce();
    const root = document.createElement('div');
    document.body.append(root);
    act(() => createRoot(root).render(<InlineStyle css=".f{display:flex}" />));
    const style = root.querySelector('style');
    expect(style?.textContent).toBe('.f{display:flex}');
    expect(nonceOf(style)).toBe(NONCE);
  });

  it('hydrates the server\'s element, which has no nonce (allowed by its hash), without a mismatch', () => {
    // On the server there is no document, hence no nonce: the markup is what the edge caches and hashes.
    const html = renderToString(<InlineStyle css=".f{display:flex}" />);
    expect(html).toBe('<style>.f{display:flex}</style>');
    givenPageNonce();
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    act(() => {
      hydrateRoot(root, <InlineStyle css=".f{display:flex}" />, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
    errors.mockRestore();
    // The server's element stays: React does not patch attributes on hydration.
    expect(root.innerHTML).toBe('<style>.f{display:flex}</style>');
  });
});
