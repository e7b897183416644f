import { liteSheet } from '../src/liteSheet';
import { tokens } from '../src/tokens';

describe('the standalone sheet (@ph/ui/lite)', () => {
  const sheet = liteSheet('.extra{gap:var(--ph-space-7)}');

  it('declares on :host every token its rules name', () => {
    const declared = new Set([...sheet.matchAll(/--ph-([\w-]+):/g)].map((m) => m[1]));
    const named = [...sheet.matchAll(/var\(--ph-([\w-]+)\)/g)].map((m) => m[1]).filter((n) => n !== 'ui-modal-top');
    expect(sheet.startsWith(':host{')).toBe(true);
    expect(named.filter((n) => !declared.has(n))).toEqual([]);
    expect(named.every((n) => n !== undefined && n in tokens)).toBe(true);
  });

  it('carries the components the consent views use, then the caller\'s rules', () => {
    for (const cls of ['.ph-ui-button--primary', '.ph-ui-switch input', '.ph-ui-modal-backdrop--plain', '.ph-ui-modal-header--border', '.ph-ui-visually-hidden']) {
      expect(sheet).toContain(cls);
    }
    expect(sheet.endsWith('.extra{gap:var(--ph-space-7)}')).toBe(true);
  });
});
