// @ph/ui's page stylesheet as a file (ui-sheet.cjs): the build evaluates the package's own sheet, so the
// file holds exactly what the components were written against, named by a hash of its content.
import { pageSheet } from '../../ui/src/sheet';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS, as webpack.cjs runs it
const { uiSheet } = require('../ui-sheet.cjs') as { uiSheet(): { css: string; id: string; file: string } };

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
