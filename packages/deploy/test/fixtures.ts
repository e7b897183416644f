import fs from 'node:fs';
import path from 'node:path';
import type { FederationManifest } from '../src/manifest';
import type { CartTable } from '../src/cart-form.js';

/** A build folder as webpack leaves it under `root/builds/name`: the manifest, the entry and hashed chunks. */
export function buildFolder(root: string, name: string, manifest: FederationManifest, chunk = 'console.log(1)'): string {
  const dir = path.join(root, 'builds', name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${manifest.name} */`);
  fs.writeFileSync(path.join(dir, 'main.0123456789.js'), chunk);
  fs.writeFileSync(path.join(dir, '.build-stamp'), 'local only');
  return dir;
}

type Shared = FederationManifest['shared'][number];

/** A shared entry as @ph/build-config writes it. */
export function shared(name: string, version: string, requiredVersion: string | false, singleton = true): Shared {
  return { id: `x:${name}`, name, version, singleton, requiredVersion, assets: {} };
}

const REACT = [
  shared('react', '19.3.1', '^19.1.0'),
  shared('react/jsx-runtime', '19.3.1', '^19.1.0'),
  shared('react-dom', '19.3.1', '^19.1.0'),
  shared('react-dom/client', '19.3.1', '^19.1.0'),
  shared('react-intl', '7.1.14', '^7.1.0'),
  shared('react-router', '7.18.5', '^7.9.0'),
  shared('jotai', '2.20.3', '^2.12.0'),
  shared('@ph/contracts', '0.1.0', false),
  shared('@ph/i18n', '0.1.0', false),
];

export const CONTRACTS = { '@ph/api-contract': '0.1.0', '@ph/contracts': '0.1.0', '@ph/contracts#shared-state': '1' };

/** A remote's manifest shaped like a real build's (trimmed to what the gate reads). */
export function remoteManifest(name: string, o: { shared?: Shared[]; exposes?: string[]; contracts?: Record<string, string> | null; builtAt?: string; commit?: string } = {}): FederationManifest {
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '0.1.0', buildName: name.replace(/_/g, '-') },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: name,
      publicPath: 'auto',
      release: { name: name.replace(/_/g, '-'), version: '0.1.0', commit: o.commit ?? '3f2a1bc9d0e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4', dirty: false, builtAt: o.builtAt ?? '2026-11-22T10:15:00.000Z' },
      ...(o.contracts === null ? {} : { contracts: o.contracts ?? CONTRACTS }),
    },
    shared: o.shared ?? REACT,
    remotes: [],
    exposes: (o.exposes ?? ['./lifecycles']).map((path) => ({ id: `${name}:${path.slice(2)}`, name: path.slice(2), path, assets: {} })),
  };
}

export const REQUIRES = {
  catalogue: ['./lifecycles'],
  'cart-checkout': ['./lifecycles'],
  account: ['./lifecycles'],
  consent: ['./lifecycles'],
  'editor-host': ['./lifecycles'],
};

export function shellManifest(o: { shared?: Shared[]; requires?: Record<string, string[]> | null; contracts?: Record<string, string> } = {}): FederationManifest {
  const m = remoteManifest('shell', { shared: o.shared, exposes: [], contracts: o.contracts });
  if (o.requires !== null) m.metaData.requires = o.requires ?? REQUIRES;
  return m;
}

/** A copy with one shared entry changed. */
export function withShared(m: FederationManifest, name: string, change: Partial<Shared>): FederationManifest {
  return { ...m, shared: m.shared.map((s) => (s.name === name ? { ...s, ...change } : s)) };
}

const routes = { root: '/', productSelect: '/products', category: '/packaging/:category', productPage: '/products/:productType' };

/** Three stores of the shell's dist/stores.json, as the edge's cart forms read it (two on one host). */
export const cartTable: CartTable = {
  fallback: 'eu',
  cookie: 'ph_region',
  stores: [
    { region: 'eu', prefix: '', host: 'packhelp.com', apiRegion: 'eu', lang: 'en', routes, currency: 'EUR', cart: '/cart/' },
    { region: 'pl', prefix: '', host: 'packhelp.pl', apiRegion: 'pl', lang: 'pl', routes, currency: 'PLN', cart: '/koszyk/' },
    { region: 'nl', prefix: '/nl-nl', host: 'packhelp.com', apiRegion: 'eu', lang: 'nl', routes, currency: 'EUR', cart: '/nl-nl/cart/' },
  ],
};
