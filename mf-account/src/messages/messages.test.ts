import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import en from './en.json';
import pl from './pl.json';
import de from './de.json';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [full] : [];
  });
}

/** `id: 'x', defaultMessage: 'y'` and `id="x" defaultMessage="y"` pairs in the screens. */
function usedMessages(): Map<string, string> {
  const pair = /id[=:]\s*["']([\w.]+)["']\s*,?\s*defaultMessage[=:]\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/g;
  const found = new Map<string, string>();
  for (const file of sources(path.join(__dirname, '..'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(pair)) found.set(m[1]!, m[2] ?? m[3]!);
  }
  return found;
}

describe('message catalogues', () => {
  it('holds every message the screens use, with the English text as the default', () => {
    const used = usedMessages();
    expect(used.size).toBeGreaterThan(100);
    for (const [id, text] of used) expect([id, (en as Record<string, string>)[id]]).toEqual([id, text]);
    expect(Object.keys(en).sort()).toEqual([...used.keys()].sort());
  });

  it('translates every message into Polish and German', () => {
    for (const catalogue of [pl, de] as Record<string, string>[]) {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      // A placeholder lost in translation would print the raw text.
      for (const [id, text] of Object.entries(en)) {
        const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect([id, placeholders(catalogue[id]!)]).toEqual([id, placeholders(text)]);
      }
    }
  });
});
