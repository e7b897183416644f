import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { collectPageErrors, expect, port, PORT_OFFSET, repo, serveSite, startStore, test, type Store } from '../support/store';
import { signOfUse } from '../support/server-render';

// Releasing one remote alone (design §8, README "Deploy one remote"), with the real commands
// against real builds: the catalogue candidate is built once for the whole file; the other remotes
// are released from their current builds.
test.describe.configure({ mode: 'serial' });

declare global {
  interface Window {
    /** What the shell publishes (shell/src/federation/releases.ts). */
    __PH_REMOTES__?: {
      remotes: Record<string, { manifest: string; overridden: boolean; status: string; release: { name: string; commit: string; builtAt?: string } | null }>;
    };
  }
}

const OLD_TITLE = 'Custom printed packaging';
const NEW_TITLE = 'Custom printed packaging, new release';
const run = promisify(execFile);

const work = path.join(repo, '.deploy-test', `e2e-${PORT_OFFSET}`);
const storeDir = path.join(work, 'store');
const candidate = path.join(work, 'candidate');
const cdnUrl = `http://localhost:${port(3410)}`;
const pointerFile = path.join(storeDir, 'remotes.json');
const env = { ...process.env, DEPLOY_STORE: storeDir, DEPLOY_PUBLIC_URL: cdnUrl, DEPLOY_SHELL_MANIFEST: path.join(repo, 'shell/dist/mf-manifest.json') };

interface Result {
  code: number;
  out: string;
}

/** `pnpm <script> <args>` as a team's pipeline runs it. */
async function pnpm(...args: string[]): Promise<Result> {
  try {
    const { stdout, stderr } = await run('pnpm', ['-s', ...args], { cwd: repo, env });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

function pointer(): Record<string, unknown> & { $deploy: { revision: number; remotes: Record<string, { release: string; previous: { release: string }[] }> } } {
  return JSON.parse(fs.readFileSync(pointerFile, 'utf8'));
}

function manifestOf(dir: string): { metaData: { release: { commit: string; dirty: boolean; builtAt: string } }; shared: { name: string; requiredVersion: unknown }[]; exposes: unknown[] } {
  return JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
}

/** A copy of a build whose manifest is changed: what a build with other dependencies would emit. */
function variantOf(dir: string, name: string, change: (m: ReturnType<typeof manifestOf>) => void): string {
  const out = path.join(work, name);
  fs.cpSync(dir, out, { recursive: true });
  const m = manifestOf(out);
  change(m);
  fs.writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify(m, null, 2));
  return out;
}

function digest(dir: string): string {
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => `${f}:${fs.statSync(path.join(dir, f)).mtimeMs}`)
    .join('|');
}

let cdn: Server;
let shellBefore: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  shellBefore = digest(path.join(repo, 'shell/dist'));
  fs.rmSync(work, { recursive: true, force: true });
  // The catalogue team changes a visible text and builds a candidate (once for this file).
  const src = path.join(repo, 'mf-catalogue/.deploy-test/src');
  fs.rmSync(path.dirname(src), { recursive: true, force: true });
  fs.cpSync(path.join(repo, 'mf-catalogue/src'), src, { recursive: true });
  const en = path.join(src, 'messages/en.json');
  fs.writeFileSync(en, JSON.stringify({ ...JSON.parse(fs.readFileSync(en, 'utf8')), 'catalogue.productSelect.title': NEW_TITLE }, null, 2));
  // The browser build and, beside it, the server build the edge renders the catalogue's pages with.
  // At a lower priority: the two builds take both cores for about a minute, and the other worker's
  // journeys, which wait on a browser, should not be the ones to give way (the editor journey failed once
  // while they ran).
  for (const [config, out] of [['browser', candidate], ['server', path.join(candidate, 'server')]] as const) {
    await run('nice', ['-n', '10', 'pnpm', 'exec', 'webpack', '--mode', 'production', '--config-name', config, '--output-path', out], {
      cwd: path.join(repo, 'mf-catalogue'),
      env: { ...process.env, PH_SOURCE_DIR: '.deploy-test/src' },
    });
  }
  fs.rmSync(path.dirname(src), { recursive: true, force: true });
  // What is live today: every remote released from its current build.
  for (const [key, app] of [['catalogue', 'mf-catalogue'], ['cart-checkout', 'mf-cart-checkout'], ['account', 'mf-account'], ['consent', 'mf-consent'], ['editor-host', 'mf-editor-host']]) {
    const released = await pnpm('deploy:remote', key!, '--dist', path.join(repo, app!, 'dist'));
    expect(released.out, released.out).toContain(`${key}: live at ${cdnUrl}/releases/${key}/`);
  }
  cdn = await serveSite({ root: storeDir, port: 3410, cors: true });
});

test.afterAll(async () => {
  cdn?.closeAllConnections();
  cdn?.close();
  expect(digest(path.join(repo, 'shell/dist')), 'the shell was not rebuilt').toBe(shellBefore);
  fs.rmSync(work, { recursive: true, force: true });
});

/** A page of the store served from the deploy store's pointer; closed before the servers stop. */
async function withStore(page: Page, o: { overrideOrigins?: string[] }, body: (store: Store) => Promise<void>): Promise<void> {
  const store = await startStore({ port: 3400, pointerFile, ...o });
  const errors = collectPageErrors(page);
  try {
    await body(store);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  } finally {
    await page.close();
    await store.close();
  }
}

/** The release the shell loaded (its composition starts after the server-rendered page was painted: poll). */
async function catalogueRelease(page: Page) {
  return page.evaluate(() => window.__PH_REMOTES__?.remotes.catalogue);
}

test('a catalogue release with a visible change passes the gate and goes live without rebuilding the shell', async ({ context }) => {
  const live = pointer().catalogue as string;
  await withStore(await context.newPage(), {}, async (store) => {
    const page = context.pages().at(-1)!;
    await page.goto(store.url);
    await expect(page.getByRole('heading', { level: 1, name: OLD_TITLE })).toBeVisible();
    await expect.poll(async () => (await catalogueRelease(page))?.manifest).toBe(live);
    // The page arrives rendered by the live release's server build.
    const h1 = async () => /<h1 id="cat-title">([^<]*)<\/h1>/.exec(await (await page.request.get(store.url)).text())?.[1];
    expect(await h1()).toBe(OLD_TITLE);

    const checked = await pnpm('deploy:check', 'catalogue', path.join(candidate, 'mf-manifest.json'));
    expect(checked, checked.out).toMatchObject({ code: 0 });
    expect(checked.out).toContain('fits the live composition');
    const deployed = await pnpm('deploy:remote', 'catalogue', '--dist', candidate);
    expect(deployed, deployed.out).toMatchObject({ code: 0 });

    // The next page is rendered by the new release's server build: the host was neither rebuilt nor restarted.
    expect(await h1()).toBe(NEW_TITLE);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
    // The page names the release it runs: the candidate's commit and build time, from its new path.
    await signOfUse(page);
    await expect.poll(async () => (await catalogueRelease(page))?.status).toBe('loaded');
    const running = await catalogueRelease(page);
    const { release } = manifestOf(candidate).metaData;
    expect(running).toMatchObject({ status: 'loaded', overridden: false, release: { name: 'mf-catalogue', commit: release.commit, builtAt: release.builtAt } });
    expect(running?.manifest).toBe(pointer().catalogue);
    expect(running?.manifest).not.toBe(live);
    // The pointer is revalidated on every page load.
    expect((await page.request.get(`${store.url}/remotes.json`)).headers()['cache-control']).toBe('no-cache');
  });

  // Cache headers of the release on the CDN and of the pointer.
  const manifestUrl = pointer().catalogue as string;
  const manifest = await fetch(manifestUrl);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  const base = manifestUrl.replace(/mf-manifest\.json$/, '');
  expect((await fetch(`${base}remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
  const chunk = ((await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] }).exposes[0]!.assets.js.sync[0]!;
  expect((await fetch(base + chunk)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('candidates built against another React major or without ./lifecycles are refused; the live page is unchanged', async ({ context }) => {
  const react20 = variantOf(candidate, 'react20', (m) => {
    m.metaData.release.builtAt = '2030-01-01T00:00:00.000Z';
    for (const s of m.shared) if (s.name === 'react' || s.name.startsWith('react/')) s.requiredVersion = '^20.0.0';
  });
  const noLifecycles = variantOf(candidate, 'no-lifecycles', (m) => {
    m.metaData.release.builtAt = '2030-01-02T00:00:00.000Z';
    m.exposes = [];
  });
  const before = fs.readFileSync(pointerFile, 'utf8');

  const check = await pnpm('deploy:check', 'catalogue', react20);
  expect(check.code).toBe(1);
  expect(check.out).toContain('react: the candidate requires ^20.0.0, but the shell provides 19.');
  const refused = await pnpm('deploy:remote', 'catalogue', '--dist', react20);
  expect(refused.code).toBe(1);
  expect(refused.out).toContain('REFUSED catalogue');
  const missing = await pnpm('deploy:remote', 'catalogue', '--dist', noLifecycles);
  expect(missing.code).toBe(1);
  expect(missing.out).toContain('the shell loads catalogue\'s "./lifecycles", but the candidate does not expose it');

  expect(fs.readFileSync(pointerFile, 'utf8')).toBe(before);
  expect(fs.readdirSync(path.join(storeDir, 'releases/catalogue')).filter((d) => d.startsWith('2030'))).toEqual([]);
  await withStore(await context.newPage(), {}, async (store) => {
    const page = context.pages().at(-1)!;
    await page.goto(store.url);
    await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
  });
});

test('rollback brings the previous release back', async ({ context }) => {
  const history = pointer().$deploy.remotes.catalogue!;
  const rolled = await pnpm('deploy:rollback', 'catalogue');
  expect(rolled, rolled.out).toMatchObject({ code: 0 });
  expect(rolled.out).toContain(`rolled back from ${history.release} to ${history.previous[0]!.release}`);
  expect(pointer().$deploy.remotes.catalogue!.release).toBe(history.previous[0]!.release);
  await withStore(await context.newPage(), {}, async (store) => {
    const page = context.pages().at(-1)!;
    await page.goto(store.url);
    await expect(page.getByRole('heading', { level: 1, name: OLD_TITLE })).toBeVisible();
  });
});

test('two teams deploying at the same time both land', async ({ context }) => {
  // Re-releases of the current consent and account builds (new build times, so new release ids).
  const consent = variantOf(path.join(repo, 'mf-consent/dist'), 'consent-next', (m) => (m.metaData.release.builtAt = '2030-02-01T00:00:00.000Z'));
  const account = variantOf(path.join(repo, 'mf-account/dist'), 'account-next', (m) => (m.metaData.release.builtAt = '2030-02-01T00:00:01.000Z'));
  const revision = pointer().$deploy.revision;
  const [a, b] = await Promise.all([pnpm('deploy:remote', 'consent', '--dist', consent), pnpm('deploy:remote', 'account', '--dist', account)]);
  expect(a, a.out).toMatchObject({ code: 0 });
  expect(b, b.out).toMatchObject({ code: 0 });
  const after = pointer();
  expect(after.$deploy.revision).toBe(revision + 2);
  const { commit, dirty } = manifestOf(consent).metaData.release;
  expect(after.$deploy.remotes.consent!.release).toBe(`20300201T000000Z-${commit.slice(0, 7)}${dirty ? '-dirty' : ''}`);
  expect(after.consent).toContain('/releases/consent/20300201T000000Z-');
  expect(after.account).toContain('/releases/account/20300201T000001Z-');
  await withStore(await context.newPage(), {}, async (store) => {
    const page = context.pages().at(-1)!;
    await page.goto(`${store.url}/account/orders`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const remotes = await page.evaluate(() => window.__PH_REMOTES__?.remotes);
    expect(remotes?.account?.manifest).toBe(after.account);
    expect(remotes?.consent?.manifest).toBe(after.consent);
    // The banner's remote mounts after the page's first render (shell: consent timing), so it may still be on its way.
    await expect.poll(() => page.evaluate(() => window.__PH_REMOTES__?.remotes?.consent?.status)).toBe('loaded');
  });
});

test('an override loads a locally served catalogue into the composed page and shows the badge', async ({ context }) => {
  // A developer's build of the catalogue, served from its own origin like `pnpm --filter mf-catalogue dev`.
  const dev = await serveSite({ root: candidate, port: 3420, cors: true });
  const devUrl = `http://localhost:${port(3420)}/mf-manifest.json`;
  try {
    await withStore(await context.newPage(), { overrideOrigins: [`http://localhost:${port(3420)}`] }, async (store) => {
      const page = context.pages().at(-1)!;
      await page.goto(`${store.url}/?override.catalogue=${encodeURIComponent(devUrl)}`);
      await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
      await expect(page.getByTestId('override-badge')).toHaveText('Local override: catalogue');
      expect(new URL(page.url()).search).toBe('');
      await expect.poll(() => catalogueRelease(page)).toMatchObject({ manifest: devUrl, overridden: true, status: 'loaded' });

      // It survives a reload; "About this page" shows it; removing it brings the deployed release back.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
      await page.getByRole('button', { name: 'About this page' }).click();
      const dialog = page.getByRole('dialog', { name: 'About this page' });
      await expect(dialog.getByRole('row', { name: /^catalogue/ })).toContainText('(local override)');
      await expect(dialog.getByRole('row', { name: /^catalogue/ })).toContainText('mf-catalogue@');
      await dialog.getByRole('button', { name: 'Remove all overrides' }).click();
      await expect(page.getByRole('heading', { level: 1, name: OLD_TITLE })).toBeVisible();
      await expect(page.getByTestId('override-badge')).toHaveCount(0);
    });
    // Where overrides are not configured, the parameter does nothing.
    await withStore(await context.newPage(), {}, async (store) => {
      const page = context.pages().at(-1)!;
      await page.goto(`${store.url}/?override.catalogue=${encodeURIComponent(devUrl)}`);
      await expect(page.getByRole('heading', { level: 1, name: OLD_TITLE })).toBeVisible();
      await expect(page.getByTestId('override-badge')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'About this page' })).toHaveCount(0);
    });
  } finally {
    dev.closeAllConnections();
    dev.close();
  }
});
