// @ph/ui's page stylesheet as a file (ui-sheet.cjs): the build evaluates the package's own sheet, so the
// file holds exactly what the components were written against, named by a hash of its content.
import { pageSheet } from '../../ui/src/sheet';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS, as webpack.cjs runs it
const { uiSheet, fontFaceStyle } = require('../ui-sheet.cjs') as {
  uiSheet(): { css: string; id: string; file: string };
  fontFaceStyle(assetNames: string[]): { id: string; css: string } | null;
};

describe('uiSheet', () => {
  const sheet = uiSheet();

  it('is the page sheet of @ph/ui (tokens on :root, base, every component)', () => {
    expect(sheet.css).toBe(pageSheet());
    expect(sheet.css.startsWith(':root{--ph-')).toBe(true);
    for (const rule of ['.ph-ui-button', '.ph-ui-modal', '.ph-ui-tile', '.ph-ui-drawer', ':where(body)']) expect(sheet.css).toContain(rule);
  });

  it('names the file and the element id by the same content hash, long enough for the host to cache it forever', () => {
    const hash = /^ph-ui\.([0-9a-f]{10})\.css$/.exec(sheet.file)?.[1];
    expect(hash).toBeDefined();
    expect(sheet.id).toBe(`ph-ui-styles-${hash}`);
  });
});

describe('fontFaceStyle: the @font-face rules index.html carries', () => {
  const emitted = [
    'main.1a2b3c4d5e.js',
    'fonts/inter-latin-400-normal.eca1e21531.woff2',
    'fonts/inter-latin-600-normal.69a8d1d484.woff2',
    'fonts/inter-latin-ext-400-normal.210fb826cb.woff2',
    'fonts/inter-latin-ext-600-normal.8148c3ae14.woff2',
  ];

  it('declares each emitted Inter file by its URL, subset and weight, with the fallback face, under the id @ph/ui looks for', () => {
    const style = fontFaceStyle(emitted);
    expect(style?.id).toBe('ph-ui-fonts');
    const faces = style?.css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(5);
    expect(faces.find((f) => f.includes('/fonts/inter-latin-ext-600-normal.8148c3ae14.woff2'))).toMatch(/font-weight:600;.*unicode-range:U\+0100-02BA/);
    expect(faces.find((f) => f.includes('/fonts/inter-latin-400-normal.eca1e21531.woff2'))).toMatch(/font-display:swap;font-weight:400;.*unicode-range:U\+0000-00FF/);
    expect(style?.css).toContain('font-family:"Inter Fallback"');
  });

  it('writes nothing for a build without the typeface', () => {
    expect(fontFaceStyle(['main.1a2b3c4d5e.js', 'fonts/other-400.woff2'])).toBeNull();
  });
});
