import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { test, expect } from '@playwright/test';
import { collectPageErrors, port, repo, serveSite, startStore } from '../support/store';

const NEW_TITLE = 'Custom printed packaging, new release';

function digest(dir: string): string {
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => `${f}:${fs.statSync(path.join(dir, f)).mtimeMs}`)
    .join('|');
}

test('a new catalogue release goes live by pointing remotes.json at it, without rebuilding the shell', async ({ context }) => {
  test.setTimeout(240_000);
  const shellDist = path.join(repo, 'shell/dist');
  const shellBefore = digest(shellDist);

  // The catalogue team changes its code and builds a release into a new immutable folder.
  const work = path.join(repo, 'mf-catalogue/.deploy-test');
  fs.rmSync(work, { recursive: true, force: true });
  fs.cpSync(path.join(repo, 'mf-catalogue/src'), path.join(work, 'src'), { recursive: true });
  const en = path.join(work, 'src/messages/en.json');
  const messages = JSON.parse(fs.readFileSync(en, 'utf8')) as Record<string, string>;
  messages['catalogue.productSelect.title'] = NEW_TITLE;
  fs.writeFileSync(en, JSON.stringify(messages, null, 2));
  const release = path.join(work, 'releases/v2');
  execFileSync('pnpm', ['exec', 'webpack', '--mode', 'production', '--output-path', release], {
    cwd: path.join(repo, 'mf-catalogue'),
    env: { ...process.env, PH_SOURCE_DIR: '.deploy-test/src' },
    stdio: 'pipe',
  });
  expect(fs.existsSync(path.join(release, 'mf-manifest.json'))).toBe(true);

  // Each store gets its own page, closed before its servers stop, so no request is cut off mid-way.
  let errors: string[] = [];
  // Before: the current release.
  const current = await startStore({ port: 3400 });
  try {
    const page = await context.newPage();
    errors = collectPageErrors(page);
    await page.goto(current.url);
    await expect(page.getByRole('heading', { level: 1, name: 'Custom printed packaging' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.close();
  } finally {
    await current.close();
  }
  // After: the release is uploaded under its own immutable path and remotes.json points at it;
  // the shell's files are the same build.
  const cdn = await serveSite({ root: path.join(work, 'releases'), port: 3410, cors: true });
  const entry = `http://localhost:${port(3410)}/v2/mf-manifest.json`;
  const next = await startStore({ port: 3400, remoteEntries: { catalogue: entry } });
  const page = await context.newPage();
  const pageErrors = collectPageErrors(page);
  try {
    await page.goto(next.url);
    await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
    const remotes = (await (await page.request.get(`${next.url}/remotes.json`)).json()) as Record<string, string>;
    expect(remotes.catalogue).toBe(entry);
    await page.waitForLoadState('networkidle');
    await page.close();
  } finally {
    await next.close();
    cdn.closeAllConnections();
    cdn.close();
  }
  expect(digest(shellDist)).toBe(shellBefore);
  expect([...errors, ...pageErrors]).toEqual([]);
  fs.rmSync(work, { recursive: true, force: true });
});
