// What the builds write into mf-manifest.json for the deploy gate and the page (release-metadata.cjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS, as webpack runs it
const meta = require('../release-metadata.cjs') as {
  releaseInfo(dir: string): { name: string; version: string; commit: string; dirty: boolean; builtAt: string };
  contractVersions(dir: string): Record<string, string>;
  manifestAdditions(o: object): (a: { stats: Stats }) => Stats;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedModules } = require('../webpack.cjs') as { sharedModules(dir: string): Record<string, { singleton?: boolean; requiredVersion?: string | false }> };

interface Stats {
  metaData: Record<string, unknown>;
  shared: { name: string; version: string; singleton?: boolean; requiredVersion?: string | false }[];
}

const root = path.resolve(__dirname, '../../..');
const version = (pkg: string) => (JSON.parse(readFileSync(path.join(root, pkg, 'package.json'), 'utf8')) as { version: string }).version;

describe('release metadata', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('names the build: package, version, the commit CI passes, build time', () => {
    process.env.PH_RELEASE_COMMIT = 'abc1234def';
    process.env.PH_RELEASE_BUILT_AT = '2026-11-22T10:15:00.000Z';
    expect(meta.releaseInfo(path.join(root, 'mf-catalogue'))).toEqual({
      name: 'mf-catalogue',
      version: version('mf-catalogue'),
      commit: 'abc1234def',
      dirty: false,
      builtAt: '2026-11-22T10:15:00.000Z',
    });
  });

  it('asks git for the commit of a local build', () => {
    delete process.env.PH_RELEASE_COMMIT;
    delete process.env.GITHUB_SHA;
    expect(meta.releaseInfo(path.join(root, 'shell')).commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it('records the contract packages a remote is built against, and the shared atoms’ version', () => {
    const sharedState = (JSON.parse(readFileSync(path.join(root, 'packages/contracts/src/shared-state.json'), 'utf8')) as { version: number }).version;
    const contracts = meta.contractVersions(path.join(root, 'mf-catalogue'));
    expect(contracts['@ph/contracts']).toBe(version('packages/contracts'));
    expect(contracts['@ph/contracts#shared-state']).toBe(String(sharedState));
  });

  it('corrects shared[] to the ranges the runtime enforces', () => {
    const dir = path.join(root, 'mf-catalogue');
    const react = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies.react;
    // What the manifest plugin reports on its own: the installed version's caret range for subpaths
    // and workspace packages, no singleton flag on subpaths.
    const stats: Stats = {
      metaData: {},
      shared: [
        { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
        { name: '@ph/contracts', version: '0.1.0', singleton: true, requiredVersion: '^0.1.0' },
      ],
    };
    const release = { name: 'mf-catalogue' };
    const out = meta.manifestAdditions({ release, contracts: { '@ph/contracts': '0.1.0' }, shared: sharedModules(dir) })({ stats });
    expect(out.shared).toEqual([
      { name: 'react/jsx-runtime', version: '19.3.1', singleton: true, requiredVersion: react },
      { name: '@ph/contracts', version: '0.1.0', singleton: true, requiredVersion: false },
    ]);
    expect(out.metaData).toEqual({ release, contracts: { '@ph/contracts': '0.1.0' } });
  });
});
