// The JavaScript budget check (budgets.cjs) over fixture builds: it adds a route up the way the page
// loads it, and it fails when a change makes a route or an app heavier than its budget.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

interface Result {
  ok: boolean;
  routes: { name: string; gzipKb: number; files: number; over: boolean }[];
  apps: { name: string; ownKb: number; over: boolean }[];
  files: { name: string; gzipKb: number; over: boolean }[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS, as the check script runs it
const { measureBudgets, formatBudgets } = require('../budgets.cjs') as {
  measureBudgets(budgets: object, distOf: (app: string) => string): Result;
  formatBudgets(result: Result, goalKb?: number): string;
};

/** Incompressible bytes, so gzip sizes are known in advance (within gzip's few bytes of framing). */
const randomJs = (kb: number) => crypto.randomBytes(kb * 1024);
const gz = (buf: Buffer) => zlib.gzipSync(buf, { level: 9 }).length / 1024;

interface FixtureApp {
  own: Record<string, number>;
  shared?: Record<string, Record<string, number>>;
  provides?: string[];
}

let root: string;
const sizes = new Map<string, number>();

function writeApp(name: string, app: FixtureApp) {
  const dist = path.join(root, name);
  fs.mkdirSync(dist, { recursive: true });
  const write = (file: string, kb: number) => {
    const body = randomJs(kb);
    fs.writeFileSync(path.join(dist, file), body);
    sizes.set(`${name}/${file}`, gz(body));
  };
  Object.entries(app.own).forEach(([f, kb]) => write(f, kb));
  Object.values(app.shared ?? {}).forEach((files) => Object.entries(files).forEach(([f, kb]) => write(f, kb)));
  const shared = Object.fromEntries(Object.entries(app.shared ?? {}).map(([k, files]) => [k, Object.keys(files)]));
  fs.writeFileSync(
    path.join(dist, 'initial-js.json'),
    JSON.stringify({ app: name, entry: [Object.keys(app.own)[0]], own: Object.keys(app.own), shared, messages: [] }),
  );
  const provides = app.provides ?? Object.keys(shared);
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ shared: provides.map((n) => ({ name: n, assets: { js: { sync: shared[n] ?? [`${n}.js`], async: [] } } })) }),
  );
}

const budgets = (routeKb: number, appKb = 100) => ({
  alwaysMounted: ['consent'],
  routes: [{ name: 'Product page', path: '/products/x', remote: 'catalogue', maxKb: routeKb }],
  apps: { shell: { maxKb: appKb }, catalogue: { maxKb: appKb }, consent: { maxKb: appKb } },
});
const distOf = (app: string) => path.join(root, app);
const total = (...keys: string[]) => keys.reduce((sum, k) => sum + (sizes.get(k) ?? NaN), 0);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-budgets-'));
  sizes.clear();
  writeApp('shell', { own: { 'main.js': 20, 'boot.js': 5 }, shared: { react: { 'react.js': 10 } }, provides: ['react', 'react-router'] });
  writeApp('catalogue', { own: { 'remoteEntry.js': 3, 'expose.js': 8 }, shared: { react: { 'c-react.js': 10 }, jotai: { 'c-jotai.js': 2 } } });
  writeApp('consent', { own: { 'remoteEntry.js': 3, 'banner.js': 4 }, shared: { react: { 'k-react.js': 10 } } });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('JavaScript budget check', () => {
  it('counts the shell, the route’s remote and the always-mounted remote, each shared module once', () => {
    const result = measureBudgets(budgets(200), distOf);
    const expected = total(
      'shell/main.js', 'shell/boot.js', 'shell/react.js',
      'catalogue/remoteEntry.js', 'catalogue/expose.js', 'catalogue/c-jotai.js',
      'consent/remoteEntry.js', 'consent/banner.js',
    );
    expect(result.routes[0]?.files).toBe(8);
    expect(result.routes[0]?.gzipKb).toBeCloseTo(expected, 0);
    expect(result.ok).toBe(true);
  });

  it('fails when a remote’s chunk grows past the route’s budget', () => {
    const before = measureBudgets(budgets(80), distOf);
    expect(before.ok).toBe(true);
    // The regression: the catalogue's exposed module pulls in 30 KB more.
    fs.writeFileSync(path.join(root, 'catalogue', 'expose.js'), randomJs(38));
    const after = measureBudgets(budgets(80), distOf);
    expect(after.ok).toBe(false);
    expect(after.routes[0]?.over).toBe(true);
    expect(formatBudgets(after)).toMatch(/Product page .*\*\*over\*\*/);
  });

  it('fails when an app’s own initial code exceeds its budget, even if the routes fit', () => {
    const result = measureBudgets(budgets(500, 20), distOf);
    expect(result.routes[0]?.over).toBe(false);
    expect(result.apps.find((a) => a.name === 'shell')?.over).toBe(true);
    expect(result.ok).toBe(false);
  });

  it('fails when a standalone file grows past its own budget (the landing pages’ consent.js)', () => {
    fs.writeFileSync(path.join(root, 'consent', 'consent.js'), randomJs(12));
    const withFile = (maxKb: number) => ({ ...budgets(500), files: [{ name: 'Standalone consent', app: 'consent', file: 'consent.js', maxKb }] });
    const fits = measureBudgets(withFile(15), distOf);
    expect(fits.ok).toBe(true);
    expect(fits.files[0]?.gzipKb).toBeCloseTo(gz(fs.readFileSync(path.join(root, 'consent', 'consent.js'))), 0);
    const over = measureBudgets(withFile(10), distOf);
    expect(over.ok).toBe(false);
    expect(over.files[0]?.over).toBe(true);
    expect(formatBudgets(over)).toMatch(/Standalone consent .*\*\*over\*\*/);
  });

  it('says which build is missing instead of passing on nothing', () => {
    fs.rmSync(path.join(root, 'consent', 'initial-js.json'));
    expect(() => measureBudgets(budgets(200), distOf)).toThrow(/consent.*initial-js\.json is missing/);
  });
});
