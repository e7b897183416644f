// Design rule (design §9, issue 15): the shell and the remotes hold layout only; colours, font sizes
// and spacing come from @ph/ui's tokens (`var(--ph-…)`) and breakpoints (`minWidth(bp)`). This test
// reads their sources — the injected sheets, inline `style` props, SVG drawings — and fails on a hex
// or rgb/hsl colour, a pixel length, or a font size that is not a token.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const apps = ['shell', ...readdirSync(root).filter((d) => d.startsWith('mf-'))];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'messages' || name === 'testing' || name === 'fixtures' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

const RULES: Array<{ name: string; pattern: RegExp }> = [
  { name: 'hex colour', pattern: /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b(?![-\w])/gi },
  { name: 'rgb/hsl colour', pattern: /\b(?:rgba?|hsla?)\(/gi },
  { name: 'pixel length', pattern: /\b\d+(?:\.\d+)?px\b/g },
  // The look-ahead takes the spaces itself, so `font-size: var(--ph-…)` is not caught by giving them back.
  { name: 'font size that is not a token', pattern: /font-size\s*:(?!\s*(?:var\(--ph-|inherit))[^;}"'`]+/gi },
  { name: 'font size that is not a token', pattern: /fontSize\s*:(?!\s*['"`](?:var\(--ph-|inherit))[^,}]+/g },
];

function violations(file: string): string[] {
  // Comments explain; only code styles the page.
  const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return RULES.flatMap(({ name, pattern }) => [...code.matchAll(pattern)].map((m) => `${name}: ${m[0]}`));
}

describe('styles of the shell and the remotes use only @ph/ui tokens', () => {
  const files = apps.flatMap((app) => sources(path.join(root, app, 'src'))).map((f) => path.relative(root, f).split(path.sep).join('/'));

  // No exemptions: every source is checked (the last six were converted in issue 15).
  it.each(files)('%s', (file) => {
    expect(violations(path.join(root, file))).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    const sample = 'a{color:#1a1a1a;margin:4px;font-size:18px;background:rgba(0,0,0,.5)} x={{ fontSize: "0.875em" }}';
    const found = RULES.flatMap(({ pattern }) => [...sample.matchAll(pattern)].map((m) => m[0]));
    expect(found).toEqual(expect.arrayContaining(['#1a1a1a', '4px', 'rgba(', 'font-size:18px', 'fontSize: "0.875em" ']));
    expect(RULES.some(({ pattern }) => [...'a{font-size:var(--ph-font-size-sm);gap:var(--ph-space-2)} href="#cat-title"'.matchAll(pattern)].length > 0)).toBe(false);
    expect(RULES.some(({ pattern }) => [...`a{font-size: var(--ph-font-size-sm)} x={{ fontSize: 'var(--ph-font-size-sm)' }}`.matchAll(pattern)].length > 0)).toBe(false);
  });
});
