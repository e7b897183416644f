// The browser never depends on the server: remotes, the shell and the shared packages reach the API's
// request and response shapes through @ph/api-contract (zod + @ph/region-config), so installing a
// remote never pulls in Fastify, pg, Stripe or drizzle, and a server change does not touch the remotes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const SERVER = '@ph/api-server';
const CONTRACT = '@ph/api-contract';

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const folders = [
  'shell',
  'e2e',
  ...readdirSync(root).filter((d) => d.startsWith('mf-')),
  ...readdirSync(path.join(root, 'packages')).map((d) => `packages/${d}`),
].filter((d) => existsSync(path.join(root, d, 'package.json')));

const manifests = new Map<string, { folder: string; manifest: Manifest }>(
  folders.map((folder) => {
    const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as Manifest;
    return [manifest.name, { folder, manifest }];
  }),
);

const allDeps = (m: Manifest): string[] => Object.keys({ ...m.dependencies, ...m.devDependencies, ...m.peerDependencies });

/** Workspace packages a package reaches through its dependencies, itself excluded. */
function workspaceClosure(name: string): Set<string> {
  const seen = new Set<string>();
  const visit = (n: string): void => {
    for (const dep of allDeps(manifests.get(n)?.manifest ?? { name: n })) {
      if (!manifests.has(dep) || seen.has(dep)) continue;
      seen.add(dep);
      visit(dep);
    }
  };
  visit(name);
  return seen;
}

// The API itself and the end-to-end suite (which starts the API) are the only places the server belongs.
const serverSide = new Set([SERVER, 'e2e']);
const browserPackages = [...manifests.keys()].filter((n) => !serverSide.has(n));

describe('workspace dependencies', () => {
  it('finds the shell, the remotes and the shared packages', () => {
    expect(browserPackages).toEqual(expect.arrayContaining(['shell', 'mf-account', 'mf-cart-checkout', '@ph/api-client', CONTRACT]));
  });

  it.each(browserPackages)('%s does not depend on @ph/api-server, directly or through another workspace package', (name) => {
    expect([...workspaceClosure(name)]).not.toContain(SERVER);
  });

  it.each(browserPackages)('%s does not import @ph/api-server in its sources', (name) => {
    const { folder } = manifests.get(name)!;
    const offenders = sourceFiles(path.join(root, folder)).filter((f) => /from ['"]@ph\/api-server['"/]/.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });

  it('the contract depends only on zod and @ph/region-config', () => {
    const { manifest } = manifests.get(CONTRACT)!;
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual(['@ph/region-config', 'zod']);
  });

  it('the server and the api client use the contract', () => {
    expect(allDeps(manifests.get(SERVER)!.manifest)).toContain(CONTRACT);
    expect(allDeps(manifests.get('@ph/api-client')!.manifest)).toContain(CONTRACT);
  });
});

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(c|m)?[jt]sx?$/.test(entry.name)) out.push(full);
  }
  return out;
}
