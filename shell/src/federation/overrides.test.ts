import {
  applyOverrides,
  isAllowedOverride,
  overridePolicy,
  OVERRIDES_STORAGE_KEY,
  readStoredOverrides,
  takeQueryOverrides,
  writeStoredOverrides,
} from './overrides';
import { loadComposition } from './composition';
import { releasePlugin } from './releases';

const deployed = {
  catalogue: 'https://cdn.example/releases/catalogue/20261122T101500Z-3f2a1bc/mf-manifest.json',
  'cart-checkout': 'https://cdn.example/releases/cart-checkout/a/mf-manifest.json',
  account: 'https://cdn.example/releases/account/b/mf-manifest.json',
  consent: 'https://cdn.example/releases/consent/c/mf-manifest.json',
  'editor-host': 'https://cdn.example/releases/editor-host/d/mf-manifest.json',
};

describe('override policy', () => {
  it('allows any origin in development', () => {
    expect(overridePolicy({}, true)).toEqual({ enabled: true, origins: '*' });
  });

  it('is off in production unless remotes.json lists origins', () => {
    expect(overridePolicy({}, false).enabled).toBe(false);
    expect(overridePolicy({ $overrides: { origins: [] } }, false).enabled).toBe(false);
    const staging = overridePolicy({ $overrides: { origins: ['http://localhost:3001'] } }, false);
    expect(isAllowedOverride('http://localhost:3001/mf-manifest.json', staging)).toBe(true);
    expect(isAllowedOverride('https://evil.example/mf-manifest.json', staging)).toBe(false);
    expect(overridePolicy({ $overrides: { origins: ['*'] } }, false).origins).toBe('*');
  });

  it('accepts only absolute http(s) addresses', () => {
    const any = overridePolicy({}, true);
    expect(isAllowedOverride('javascript:alert(1)', any)).toBe(false);
    expect(isAllowedOverride('/relative/mf-manifest.json', any)).toBe(false);
    expect(isAllowedOverride('https://x.example/mf-manifest.json', any)).toBe(true);
  });
});

describe('stored and query overrides', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips through localStorage and ignores garbage', () => {
    writeStoredOverrides(localStorage, { catalogue: 'http://localhost:3001/mf-manifest.json' });
    expect(readStoredOverrides(localStorage)).toEqual({ catalogue: 'http://localhost:3001/mf-manifest.json' });
    localStorage.setItem(OVERRIDES_STORAGE_KEY, '{not json');
    expect(readStoredOverrides(localStorage)).toEqual({});
    localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify({ catalog: 'x', account: 42 }));
    expect(readStoredOverrides(localStorage)).toEqual({});
    writeStoredOverrides(localStorage, {});
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });

  it('takes override.<remote> parameters out of the query; an empty one removes', () => {
    const taken = takeQueryOverrides('?locale=de-DE&override.catalogue=http%3A%2F%2Flocalhost%3A3001%2Fmf-manifest.json&override.account=', {
      account: 'http://localhost:3003/mf-manifest.json',
    });
    expect(taken).toEqual({ overrides: { catalogue: 'http://localhost:3001/mf-manifest.json' }, search: '?locale=de-DE', changed: true });
    expect(takeQueryOverrides('?override.nothing=x', {}).changed).toBe(false);
  });

  it('applies only allowed overrides', () => {
    const policy = overridePolicy({ $overrides: { origins: ['http://localhost:3001'] } }, false);
    const { remotes, active } = applyOverrides(
      deployed,
      { catalogue: 'http://localhost:3001/mf-manifest.json', account: 'https://evil.example/mf-manifest.json' },
      policy,
    );
    expect(active).toEqual({ catalogue: 'http://localhost:3001/mf-manifest.json' });
    expect(remotes.catalogue).toBe('http://localhost:3001/mf-manifest.json');
    expect(remotes.account).toBe(deployed.account);
  });
});

describe('loading the composition', () => {
  // jsdom has no fetch: a stand-in with the two members remotes.ts reads.
  const fetchJson = (body: unknown) => (async () => ({ ok: true, status: 200, json: async () => body })) as unknown as typeof fetch;

  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('applies a query override in development, keeps it, and cleans the address bar', async () => {
    window.history.replaceState(null, '', '/cart/?override.catalogue=http://localhost:3001/mf-manifest.json#top');
    const composition = await loadComposition('/remotes.json', { development: true, fetchImpl: fetchJson(deployed) });
    expect(composition.remotes.catalogue).toBe('http://localhost:3001/mf-manifest.json');
    expect(composition.deployed.catalogue).toBe(deployed.catalogue);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/cart/#top');
    expect(readStoredOverrides(localStorage)).toEqual({ catalogue: 'http://localhost:3001/mf-manifest.json' });
    expect(window.__PH_REMOTES__?.remotes.catalogue).toEqual({
      manifest: 'http://localhost:3001/mf-manifest.json',
      overridden: true,
      status: 'pending',
      release: null,
    });
  });

  it('ignores overrides on a production site that does not allow them', async () => {
    writeStoredOverrides(localStorage, { catalogue: 'http://localhost:3001/mf-manifest.json' });
    window.history.replaceState(null, '', '/?override.account=http://localhost:3003/mf-manifest.json');
    const composition = await loadComposition('/remotes.json', { development: false, fetchImpl: fetchJson(deployed) });
    expect(composition.remotes).toEqual(deployed);
    expect(composition.active).toEqual({});
    expect(window.location.search).toBe('?override.account=http://localhost:3003/mf-manifest.json');
  });

  it('records each remote’s release as its manifest loads (window.__PH_REMOTES__)', async () => {
    await loadComposition('/remotes.json', { development: false, fetchImpl: fetchJson(deployed) });
    const plugin = releasePlugin() as { afterLoadManifest: (args: unknown) => void };
    const release = { name: 'mf-catalogue', version: '0.1.0', commit: '3f2a1bc9d0e8', dirty: false, builtAt: '2026-11-22T10:15:00.000Z' };
    plugin.afterLoadManifest({ manifestUrl: deployed.catalogue, moduleInfo: { name: 'mf_catalogue' }, manifestJson: { metaData: { release } } });
    plugin.afterLoadManifest({ manifestUrl: deployed.account, moduleInfo: { name: 'mf_account' }, error: new Error('404') });
    expect(window.__PH_REMOTES__?.remotes.catalogue).toEqual({ manifest: deployed.catalogue, overridden: false, status: 'loaded', release });
    expect(window.__PH_REMOTES__?.remotes.account?.status).toBe('failed');
    expect(window.__PH_REMOTES__?.remotes.consent?.status).toBe('pending');
  });
});
