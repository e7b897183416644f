// @font-face rules, kept apart from the file imports so they can be tested without a bundler.
import { createStyleElement } from '../cspNonce';

export const FONT_WEIGHTS = [400, 600] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];
export type FontSubset = 'latin' | 'latin-ext';
export type FontFiles = Record<FontSubset, Record<FontWeight, string>>;

// Unicode ranges of @fontsource/inter 5 (its 400.css/600.css), so a page downloads latin-ext only
// when it shows a letter from it.
const UNICODE_RANGES: Record<FontSubset, string> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

// While Inter loads (font-display: swap) text is set in a local sans-serif scaled to Inter's
// metrics, so the swap moves nothing (the override figures are Inter's against Arial / Liberation Sans).
const FALLBACK =
  '@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");' +
  'size-adjust:107.4%;ascent-override:90.2%;descent-override:22.48%;line-gap-override:0%}';

export function fontFaceCss(files: FontFiles): string {
  const faces = (Object.keys(files) as FontSubset[]).flatMap((subset) =>
    FONT_WEIGHTS.map(
      (weight) =>
        `@font-face{font-family:"Inter";font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(${JSON.stringify(files[subset][weight])}) format("woff2");unicode-range:${UNICODE_RANGES[subset]}}`,
    ),
  );
  return faces.join('') + FALLBACK;
}

/** The id of the page's `<style>` with these rules (index.html has it from the build; see injectFontFaces). */
export const FONT_STYLE_ID = 'ph-ui-fonts';

/**
 * Adds the @font-face rules to the document once (the shell calls it before its first render). The
 * shell's index.html already has them from its build (@ph/build-config FontFacesPlugin), so a page the
 * edge rendered paints in Inter from its first frame; this covers a page without them.
 */
export function injectFontFaces(doc: Document, css: string): void {
  if (doc.getElementById(FONT_STYLE_ID)) return;
  const style = createStyleElement(doc, css);
  style.id = FONT_STYLE_ID;
  doc.head.appendChild(style);
}
