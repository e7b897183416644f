import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  deployRelease,
  GateRefusedError,
  ImmutableReleaseError,
  StagingSettingsError,
  configFromEnv,
  LocalFolderStore,
  parsePointer,
  POINTER_KEY,
  readPointer,
  rollbackRelease,
  updatePointer,
  pointTo,
  type DeployConfig,
} from '../src';
import type { FederationManifest } from '../src/manifest';
import { buildFolder as buildFolderIn, remoteManifest, shellManifest, withShared } from './fixtures';

let tmp: string;
let cfg: DeployConfig;

const buildFolder = (name: string, manifest: FederationManifest, chunk?: string) => buildFolderIn(tmp, name, manifest, chunk);

const catalogue = (builtAt: string) => remoteManifest('mf_catalogue', { builtAt });

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-deploy-'));
  fs.writeFileSync(path.join(tmp, 'shell-manifest.json'), JSON.stringify(shellManifest()));
  cfg = { repo: tmp, store: new LocalFolderStore(path.join(tmp, 'cdn')), publicUrl: 'http://cdn.test', shellManifest: path.join(tmp, 'shell-manifest.json') };
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function pointer() {
  return (await readPointer(cfg.store)).doc;
}

describe('deploying a release', () => {
  it('uploads the build to its own path and points remotes.json at it', async () => {
    const result = await deployRelease(cfg, 'catalogue', buildFolder('v1', catalogue('2026-11-22T10:15:00.000Z')));
    expect(result).toEqual({
      release: '20261122T101500Z-3f2a1bc',
      manifestUrl: 'http://cdn.test/releases/catalogue/20261122T101500Z-3f2a1bc/mf-manifest.json',
      revision: 1,
      attempts: 1,
    });
    expect((await cfg.store.list('releases/catalogue/')).sort()).toEqual([
      'releases/catalogue/20261122T101500Z-3f2a1bc/main.0123456789.js',
      'releases/catalogue/20261122T101500Z-3f2a1bc/mf-manifest.json',
      'releases/catalogue/20261122T101500Z-3f2a1bc/remoteEntry.js',
    ]);
    const served = JSON.parse(fs.readFileSync(path.join(tmp, 'cdn', POINTER_KEY), 'utf8')) as Record<string, unknown>;
    expect(served.catalogue).toBe(result.manifestUrl);
  });

  it('never overwrites a release path with different content', async () => {
    await deployRelease(cfg, 'catalogue', buildFolder('v1', catalogue('2026-11-22T10:15:00.000Z')));
    const tampered = buildFolder('v1-again', catalogue('2026-11-22T10:15:00.000Z'), 'console.log("other")');
    await expect(deployRelease(cfg, 'catalogue', tampered)).rejects.toThrow(ImmutableReleaseError);
    // The same build again is fine (a retried deploy).
    await expect(deployRelease(cfg, 'catalogue', buildFolder('v1-copy', catalogue('2026-11-22T10:15:00.000Z')))).resolves.toMatchObject({ revision: 2 });
  });

  it('refuses an incompatible candidate before uploading it and leaves the pointer as it was', async () => {
    await deployRelease(cfg, 'catalogue', buildFolder('v1', catalogue('2026-11-22T10:15:00.000Z')));
    const before = fs.readFileSync(path.join(tmp, 'cdn', POINTER_KEY), 'utf8');
    const react20 = withShared(catalogue('2026-11-23T09:00:00.000Z'), 'react', { version: '20.0.0', requiredVersion: '^20.0.0' });
    const refused = deployRelease(cfg, 'catalogue', buildFolder('react20', react20));
    await expect(refused).rejects.toThrow(GateRefusedError);
    await expect(refused).rejects.toThrow('react: the candidate requires ^20.0.0, but the shell provides 19.3.1');
    const noLifecycles = remoteManifest('mf_catalogue', { builtAt: '2026-11-23T09:30:00.000Z', exposes: [] });
    await expect(deployRelease(cfg, 'catalogue', buildFolder('nolife', noLifecycles))).rejects.toThrow('does not expose it');
    expect(fs.readFileSync(path.join(tmp, 'cdn', POINTER_KEY), 'utf8')).toBe(before);
    expect(await cfg.store.list('releases/catalogue/20261123')).toEqual([]);
  });

  it('re-runs the gate on the pointer it swaps: a candidate that stopped fitting is refused', async () => {
    // Another team's release (built on a new contract major) lands while this deploy uploads.
    await deployRelease(cfg, 'catalogue', buildFolder('v1', catalogue('2026-11-22T10:15:00.000Z')));
    const newContracts = remoteManifest('mf_account', { contracts: { '@ph/contracts': '0.2.0' } });
    await cfg.store.put('releases/account/x/mf-manifest.json', JSON.stringify(newContracts));
    let injected = false;
    const store = cfg.store;
    const racing: DeployConfig = {
      ...cfg,
      store: {
        description: store.description,
        get: (k) => store.get(k),
        list: (p) => store.list(p),
        put: async (key, body, o) => {
          if (key === POINTER_KEY && !injected) {
            injected = true;
            await updatePointer(store, (doc) => pointTo(doc, 'account', { id: 'x', manifest: 'http://cdn.test/releases/account/x/mf-manifest.json' }, new Date()));
          }
          return store.put(key, body, o);
        },
      },
    };
    await expect(deployRelease(racing, 'catalogue', buildFolder('v2', catalogue('2026-11-23T08:00:00.000Z')))).rejects.toThrow(
      '@ph/contracts: the candidate is built against 0.1.0, the live account against 0.2.0',
    );
    expect((await pointer()).remotes.account).toBe('http://cdn.test/releases/account/x/mf-manifest.json');
    expect((await pointer()).deploy.remotes.catalogue?.release).toBe('20261122T101500Z-3f2a1bc');
  });
});

describe('staging-only settings on a production store', () => {
  const withSettings = async (settings: Record<string, unknown>) => {
    const v1 = await deployRelease(cfg, 'catalogue', buildFolder('v1', catalogue('2026-11-20T10:00:00.000Z')));
    const raw = JSON.parse(fs.readFileSync(path.join(tmp, 'cdn', POINTER_KEY), 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(path.join(tmp, 'cdn', POINTER_KEY), JSON.stringify({ ...raw, ...settings }));
    return v1;
  };

  it('DEPLOY_ENV=production refuses to move a pointer that lets visitors use the pseudo-locale or overrides, and changes nothing', async () => {
    const v1 = await withSettings({ $qa: { pseudoLocale: true }, $overrides: { origins: ['*'] } });
    const before = fs.readFileSync(path.join(tmp, 'cdn', POINTER_KEY), 'utf8');
    const prod = { ...cfg, production: true };
    const refused = deployRelease(prod, 'catalogue', buildFolder('v2', catalogue('2026-11-21T10:00:00.000Z')));
    await expect(refused).rejects.toThrow(StagingSettingsError);
    await expect(deployRelease(prod, 'catalogue', buildFolder('v3', catalogue('2026-11-22T10:00:00.000Z')))).rejects.toThrow(
      /\$qa: lets visitors switch the store to the en-XA pseudo-locale[\s\S]*\$overrides: lets visitors load remotes/,
    );
    expect(fs.readFileSync(path.join(tmp, 'cdn', POINTER_KEY), 'utf8')).toBe(before);
    expect((await pointer()).remotes.catalogue).toBe(v1.manifestUrl);
    // Nothing of the refused release was uploaded either.
    expect((await cfg.store.list('releases/catalogue/')).filter((k) => k.endsWith('mf-manifest.json'))).toHaveLength(1);
  });

  it('a staging store (no DEPLOY_ENV) keeps them and deploys; a production rollback still runs, with a warning', async () => {
    await withSettings({ $qa: { pseudoLocale: true } });
    const v2 = await deployRelease(cfg, 'catalogue', buildFolder('v2', catalogue('2026-11-21T10:00:00.000Z')));
    expect((await pointer()).settings).toEqual({ $qa: { pseudoLocale: true } });
    expect((await pointer()).remotes.catalogue).toBe(v2.manifestUrl);
    const lines: string[] = [];
    await rollbackRelease({ ...cfg, production: true }, 'catalogue', {}, (l) => lines.push(l));
    expect(lines.some((l) => l.startsWith('warning: remotes.json carries $qa'))).toBe(true);
  });

  it('is production only when DEPLOY_ENV says so', () => {
    expect(configFromEnv(tmp, { DEPLOY_ENV: 'production' }).production).toBe(true);
    expect(configFromEnv(tmp, {}).production).toBe(false);
    expect(configFromEnv(tmp, { DEPLOY_ENV: 'staging' }).production).toBe(false);
  });
});

describe('concurrent deploys', () => {
  it('of two remotes both land; the one that loses the race retries on top of the other', async () => {
    const consent = remoteManifest('mf_consent');
    const [a, b] = await Promise.all([
      deployRelease(cfg, 'catalogue', buildFolder('cat', catalogue('2026-11-22T10:15:00.000Z'))),
      deployRelease(cfg, 'consent', buildFolder('consent', consent)),
    ]);
    const doc = await pointer();
    expect(doc.remotes.catalogue).toBe(a.manifestUrl);
    expect(doc.remotes.consent).toBe(b.manifestUrl);
    expect(doc.deploy.revision).toBe(2);
    expect([a.revision, b.revision].sort()).toEqual([1, 2]);
  });

  it('never lose an update, however many run at once', async () => {
    // Each writer reads, waits (so the others read the same version), then writes.
    const writers = Array.from({ length: 6 }, (_, i) =>
      updatePointer(
        cfg.store,
        async (doc) => {
          await new Promise((r) => setTimeout(r, 5));
          doc.settings[`$writer${i}`] = true;
          return doc;
        },
        { maxAttempts: 50 },
      ),
    );
    const results = await Promise.all(writers);
    const doc = await pointer();
    expect(Object.keys(doc.settings).sort()).toEqual(['$writer0', '$writer1', '$writer2', '$writer3', '$writer4', '$writer5']);
    expect(doc.deploy.revision).toBe(6);
    expect(results.some((r) => r.attempts > 1)).toBe(true);
  });
});

describe('rollback', () => {
  it('brings the previous release back, and walks further back when run again', async () => {
    const v1 = await deployRelease(cfg, 'catalogue', buildFolder('v1', catalogue('2026-11-20T10:00:00.000Z')));
    const v2 = await deployRelease(cfg, 'catalogue', buildFolder('v2', catalogue('2026-11-21T10:00:00.000Z')));
    const v3 = await deployRelease(cfg, 'catalogue', buildFolder('v3', catalogue('2026-11-22T10:00:00.000Z')));
    expect((await pointer()).deploy.remotes.catalogue?.previous.map((e) => e.release)).toEqual([v2.release, v1.release]);

    const back = await rollbackRelease(cfg, 'catalogue');
    expect(back).toMatchObject({ from: v3.release, to: v2.release, manifestUrl: v2.manifestUrl });
    expect((await pointer()).remotes.catalogue).toBe(v2.manifestUrl);
    await rollbackRelease(cfg, 'catalogue');
    expect((await pointer()).remotes.catalogue).toBe(v1.manifestUrl);
    await expect(rollbackRelease(cfg, 'catalogue')).rejects.toThrow('no earlier release to roll back to');
    // The release folders are all still there: a rollback moves the pointer only.
    expect((await cfg.store.list('releases/catalogue/')).filter((k) => k.endsWith('mf-manifest.json'))).toHaveLength(3);
  });

  it('goes to a named earlier release', async () => {
    const v1 = await deployRelease(cfg, 'catalogue', buildFolder('v1', catalogue('2026-11-20T10:00:00.000Z')));
    await deployRelease(cfg, 'catalogue', buildFolder('v2', catalogue('2026-11-21T10:00:00.000Z')));
    await deployRelease(cfg, 'catalogue', buildFolder('v3', catalogue('2026-11-22T10:00:00.000Z')));
    await rollbackRelease(cfg, 'catalogue', { to: v1.release });
    const doc = await pointer();
    expect(doc.remotes.catalogue).toBe(v1.manifestUrl);
    expect(doc.deploy.remotes.catalogue?.previous).toEqual([]);
    await expect(rollbackRelease(cfg, 'catalogue', { to: 'nope' })).rejects.toThrow('has no earlier release "nope"');
  });

  it('refuses a remote that was never deployed', async () => {
    await expect(rollbackRelease(cfg, 'account')).rejects.toThrow('account has never been deployed here');
  });
});

describe('remotes.json', () => {
  it('keeps what the shell reads at the top and configuration it does not know', () => {
    const doc = parsePointer(JSON.stringify({ catalogue: 'http://x/m.json', $overrides: { origins: ['http://localhost:3001'] } }));
    expect(doc.remotes).toEqual({ catalogue: 'http://x/m.json' });
    expect(doc.settings).toEqual({ $overrides: { origins: ['http://localhost:3001'] } });
  });

  it('rejects unknown remotes and malformed history with a clear message', () => {
    expect(() => parsePointer('{"catalog":"x"}')).toThrow('"catalog" is not a remote');
    expect(() => parsePointer('{"$deploy":{"revision":-1}}')).toThrow('$deploy is malformed');
    expect(() => parsePointer('[1]')).toThrow('must be an object');
  });
});
