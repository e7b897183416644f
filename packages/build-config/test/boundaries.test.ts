// The boundaries `pnpm lint` checks (.dependency-cruiser.cjs, .dependency-cruiser-modules.cjs, knip.json) reject what they are meant to:
// a small tree written to a temporary folder, laid out like the workspace, with one deliberate
// violation of each kind beside code that keeps the rules. Each rule is checked by name, so a rule
// that stops matching (a renamed folder, a broken pattern) fails here rather than passing silently.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

interface Violation {
  rule: string;
  from: string;
  to: string;
}

let dir: string;

function write(files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** Runs dependency-cruiser with one of the workspace's rule files over the fixture; answers every violation. */
function cruise(config: string, ...targets: string[]): Violation[] {
  let out: string;
  try {
    out = execFileSync(bin('depcruise'), [...targets, '--config', path.join(root, config), '--output-type', 'json', '--no-cache'], { cwd: dir, encoding: 'utf8' });
  } catch (err) {
    // Violations make it exit non-zero; the report is still on stdout.
    out = (err as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as { summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> } };
  return report.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

const API = 'packages/api-server/src';

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  write({
    'tsconfig.base.json': JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', strict: true } }),
    // A module that keeps the rules: a face, a service using a repository, a repository using drizzle.
    [`${API}/alpha/index.ts`]: "export { total } from './service';\n",
    [`${API}/alpha/service.ts`]: "import { rows } from './repository';\nexport const total = async () => (await rows()).length;\n",
    [`${API}/alpha/repository.ts`]: "import { sql } from 'drizzle-orm';\nexport const rows = async () => [sql`1`];\n",
    // A cycle between two modules, each importing the other through its face.
    [`${API}/beta/index.ts`]: "export { b } from './b';\n",
    [`${API}/beta/b.ts`]: "import { c } from '../gamma';\nexport const b = () => c;\n",
    [`${API}/gamma/index.ts`]: "export { c } from './c';\n",
    [`${API}/gamma/c.ts`]: "import { b } from '../beta';\nexport const c = () => b;\n",
    // A deep import into another module's files, past its face.
    [`${API}/delta/index.ts`]: "import { rows } from '../alpha/repository';\nexport const d = rows;\n",
    // drizzle in a service.
    [`${API}/epsilon/index.ts`]: "export { e } from './service';\n",
    [`${API}/epsilon/service.ts`]: "import { sql } from 'drizzle-orm';\nexport const e = () => sql`1`;\n",
    // A remote importing another remote, and a browser package reaching the server.
    'mf-one/src/page.ts': "import { widget } from '../../mf-two/src/widget';\nexport const page = widget;\n",
    'mf-two/src/widget.ts': 'export const widget = 1;\n',
    'packages/ui-kit/src/index.ts': "import { total } from '../../api-server/src/alpha';\nexport const kit = total;\n",
  });
  // drizzle-orm resolves from the API's own dependencies, as in the workspace.
  symlinkSync(path.join(root, 'packages/api-server/node_modules'), path.join(dir, 'packages/api-server/node_modules'), 'dir');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pnpm lint boundaries (dependency-cruiser)', () => {
  let violations: Violation[];
  beforeAll(() => {
    // The two passes of `pnpm lint:boundaries`.
    violations = [...cruise('.dependency-cruiser.cjs', 'packages', 'mf-one', 'mf-two'), ...cruise('.dependency-cruiser-modules.cjs', API)];
  });
  const by = (rule: string) => violations.filter((v) => v.rule === rule);

  it('rejects a cycle between modules and between their files', () => {
    expect(by('no-module-cycle').map((v) => v.from)).toEqual(expect.arrayContaining([`${API}/beta`, `${API}/gamma`]));
    expect(by('no-circular').map((v) => v.from)).toEqual(expect.arrayContaining([`${API}/beta/b.ts`]));
  });

  it('rejects a deep import past a module face', () => {
    expect(by('api-module-face')).toEqual([{ rule: 'api-module-face', from: `${API}/delta/index.ts`, to: `${API}/alpha/repository.ts` }]);
  });

  it('rejects drizzle in a service and allows it in a repository', () => {
    const froms = by('drizzle-only-in-repositories').map((v) => v.from);
    expect(froms).toEqual([`${API}/epsilon/service.ts`]);
  });

  it('rejects a remote importing another and a browser package reaching the server', () => {
    expect(by('no-remote-imports-another').map((v) => v.from)).toEqual(['mf-one/src/page.ts']);
    expect(by('browser-never-depends-on-server').map((v) => v.from)).toEqual(['packages/ui-kit/src/index.ts']);
  });

  it('finds nothing else in the module that keeps the rules', () => {
    expect(violations.filter((v) => v.from.startsWith(`${API}/alpha/`))).toEqual([]);
  });
});

describe('pnpm lint unused code (knip)', () => {
  it('rejects an unused export and an unused file', () => {
    const project = path.join(dir, 'knip-project');
    mkdirSync(path.join(project, 'src'), { recursive: true });
    writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'knip-fixture', private: true, type: 'module', main: 'src/main.ts' }));
    writeFileSync(path.join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', strict: true }, include: ['src'] }));
    writeFileSync(path.join(project, 'knip.json'), JSON.stringify({ entry: ['src/main.ts'], project: ['src/**/*.ts'], ignoreExportsUsedInFile: true }));
    writeFileSync(path.join(project, 'src/main.ts'), "import { used } from './lib';\nconsole.log(used);\n");
    writeFileSync(path.join(project, 'src/lib.ts'), 'export const used = 1;\nexport const forgotten = 2;\n');
    writeFileSync(path.join(project, 'src/orphan.ts'), 'export const orphan = 3;\n');
    let out = '';
    try {
      execFileSync(bin('knip'), ['--no-progress', '--reporter', 'json', '--include', 'exports,files'], { cwd: project, encoding: 'utf8' });
    } catch (err) {
      out = (err as { stdout: string }).stdout;
    }
    const report = JSON.parse(out) as { files: string[]; issues: Array<{ file: string; exports: Array<{ name: string }> }> };
    expect(report.files).toEqual(['src/orphan.ts']);
    expect(report.issues.flatMap((i) => i.exports.map((e) => `${i.file}:${e.name}`))).toEqual(['src/lib.ts:forgotten']);
  });
});
