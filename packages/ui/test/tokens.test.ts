import { FONT_WEIGHTS, fontFaceCss } from '../src/fonts/faces';
import { cssVar, tokens, tokensCss } from '../src/tokens';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('tokens', () => {
  it('are custom properties on the scope asked for, durations collapse with reduced motion', () => {
    expect(tokensCss()).toMatch(/^:root\{--ph-color-text:#1b1f24;/);
    expect(tokensCss(':host')).toMatch(/^:host\{/);
    expect(tokensCss()).toContain('@media (prefers-reduced-motion:reduce){:root{--ph-duration-fast:1ms');
    expect(cssVar('space-4')).toBe('var(--ph-space-4)');
  });

  it.each([
    ['color-text', 'color-surface', 4.5],
    ['color-text-muted', 'color-surface', 4.5],
    ['color-text-muted', 'color-surface-muted', 4.5],
    ['color-primary', 'color-surface', 4.5],
    ['color-on-primary', 'color-primary', 4.5],
    ['color-primary-hover', 'color-primary-soft', 4.5],
    ['color-danger', 'color-surface', 4.5],
    ['color-danger', 'color-danger-soft', 4.5],
    ['color-success', 'color-success-soft', 4.5],
    ['color-warning', 'color-warning-soft', 4.5],
    ['color-on-ink', 'color-ink', 4.5],
    ['color-on-ink-muted', 'color-ink', 4.5],
    ['color-border-strong', 'color-surface', 3],
    ['color-focus', 'color-surface', 3],
  ] as const)('%s on %s meets WCAG AA (%s:1)', (fg, bg, min) => {
    expect(contrast(tokens[fg], tokens[bg])).toBeGreaterThanOrEqual(min);
  });
});

describe('the typeface', () => {
  it('declares only the weights in use, swaps in, and has a metric-matched fallback', () => {
    const files = { latin: { 400: '/f/l4.woff2', 600: '/f/l6.woff2' }, 'latin-ext': { 400: '/f/e4.woff2', 600: '/f/e6.woff2' } };
    const css = fontFaceCss(files);
    expect(FONT_WEIGHTS).toEqual([400, 600]);
    expect(css.match(/@font-face\{font-family:"Inter"/g)).toHaveLength(4);
    expect(css.match(/font-display:swap/g)).toHaveLength(4);
    expect([...css.matchAll(/font-weight:(\d+)/g)].map((m) => m[1])).toEqual(['400', '600', '400', '600']);
    expect(css).toContain('src:url("/f/l4.woff2") format("woff2");unicode-range:U+0000-00FF');
    expect(css).toContain('font-family:"Inter Fallback";src:local("Arial")');
  });
});
