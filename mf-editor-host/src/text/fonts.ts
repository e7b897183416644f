// The design fonts: self-hosted from @fontsource packages (no third-party request), registered with
// the FontFace API only when the editor runs, so the route's first paint does not wait for them.
// latin-ext (ą, ř, ș, …) downloads only when a text uses such a letter (unicode-range).
import { DESIGN_FONTS, type DesignFont } from '@ph/api-client';

/** The CSS font stack a design font is drawn with (a generic family while the file loads). */
export function fontStack(family: string): string {
  const generic = family === 'Playfair Display' ? 'serif' : family === 'Pacifico' ? 'cursive' : 'sans-serif';
  return `"${family}", ${generic}`;
}

export const FONT_CHOICES: readonly DesignFont[] = DESIGN_FONTS;

let loading: Promise<void> | null = null;

/**
 * Registers the four design fonts and waits until the latin files are ready (a canvas draws with
 * whatever font is loaded at that moment, so it redraws when this settles). Browsers without the
 * FontFace API (jsdom) draw with the fallback stack.
 */
export function loadDesignFonts(): Promise<void> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  loading ??= import('./fontFiles').then(async ({ FONT_FILES }) => {
    const faces = FONT_FILES.map((f) => new FontFace(f.family, `url(${f.url}) format("woff2")`, { unicodeRange: f.unicodeRange, display: 'swap' }));
    for (const face of faces) document.fonts.add(face);
    await Promise.all(faces.filter((_, i) => FONT_FILES[i]?.subset === 'latin').map((f) => f.load().catch(() => undefined)));
  });
  return loading;
}
