import { createContext, useContext, useInsertionEffect } from 'react';
import { createStyleElement } from './cspNonce';

// ONE CSS approach for the whole store (README "Styles"): tokens as CSS custom properties plus one
// stylesheet per package. This package's sheet (tokens, a small base, every component: src/sheet.ts)
// is a CSS file each app's build emits (`ph-ui.<hash>.css`), which the shell's index.html links in its
// head, so the browser fetches it beside the scripts, caches it for good and paints nothing unstyled;
// the JavaScript only names the file. Remotes add layout rules only, as <style> elements
// (`useStyleSheet`, each with the page's nonce: cspNonce.ts), written with `var(--ph-…)` (a test rejects colours, pixel lengths and font sizes).

/**
 * The sheet of this copy of the package, as the app's build defined it (@ph/build-config ui-sheet.cjs):
 * `file` in the app's own folder, or `css` itself where no build emits a file (jest's setup).
 */
type UiSheet = { id: string; file: string } | { id: string; css: string };
declare const __PH_UI_SHEET__: UiSheet | undefined;
declare const __webpack_public_path__: string | undefined;

/** A short, stable hash of a sheet: copies of one version share an element, other versions add theirs. */
function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h << 5) + h + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

/**
 * Adds `css` to the document once, as `<style id="<id>-<hash>">`. The one way a remote adds its layout
 * rules (and how this package adds its own): two copies of the same sheet (two remotes bundling the
 * same version) share one element; another version of it adds its own, later, element.
 */
export function injectStyleSheet(doc: Document, id: string, css: string): void {
  const elementId = styleSheetElementId(id, css);
  if (doc.getElementById(elementId)) return;
  const style = createStyleElement(doc, css);
  style.id = elementId;
  doc.head.appendChild(style);
}

/** The element id a sheet is added under (`<id>-<hash>`). */
function styleSheetElementId(id: string, css: string): string {
  return `${id}-${hash(css)}`;
}

/**
 * A server render's sheets, by element id: effects do not run on the server, so `useStyleSheet` records
 * its sheet here and the render writes them into the page's head under the ids `injectStyleSheet` looks
 * for — the markup paints laid out, and the browser adds no second copy (@ph/remote-kit server).
 */
export const ServerStyleSheetsContext = createContext<Map<string, string> | null>(null);

/** Hook form of `injectStyleSheet`, run before the first paint of the component that needs it. */
export function useStyleSheet(id: string, css: string): void {
  useContext(ServerStyleSheetsContext)?.set(styleSheetElementId(id, css), css);
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') injectStyleSheet(document, id, css);
  }, [id, css]);
}

const UI_SHEET: UiSheet | undefined = typeof __PH_UI_SHEET__ === 'undefined' ? undefined : __PH_UI_SHEET__;

/**
 * Makes sure the document has this copy's sheet. On the shell's page it is already there (its head
 * links the file under the same id) and nothing happens; a remote built from other @ph/ui sources
 * (its own copy, see README) links the file its own build emitted, from its own origin.
 */
export function linkUiSheet(doc: Document, sheet: UiSheet | undefined = UI_SHEET): void {
  if (!sheet || doc.getElementById(sheet.id)) return;
  if ('css' in sheet) {
    injectStyleSheet(doc, sheet.id, sheet.css);
    return;
  }
  const link = doc.createElement('link');
  link.id = sheet.id;
  link.rel = 'stylesheet';
  link.href = `${typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/'}${sheet.file}`;
  doc.head.appendChild(link);
}

/** Adds the package's stylesheet (tokens, base, components) to the document once (every component calls it). */
export function useUiStyles(): void {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') linkUiSheet(document);
  }, []);
}

export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
