#!/usr/bin/env node
// @ts-check
// The English catalogue of every app and package is what the code declares: formatjs's own extractor
// reads each `defineMessages` / `formatMessage` / `<FormattedMessage>` (id + English default) and
// writes `src/messages/en.json`. Translators work from that file; the other languages must match it
// (packages/build-config/test/catalogues.test.ts).
//
//   pnpm i18n:extract           rewrite every en.json from the code
//   pnpm i18n:extract --check   exit 1 and list the differences instead (what the test runs)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);
export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FORMATJS = path.join(repo, 'node_modules/@formatjs/cli/bin/formatjs');

/** Folders holding a `src/messages/en.json`, relative to the repository. */
export function catalogueApps() {
  const roots = ['shell', ...fs.readdirSync(repo).filter((d) => d.startsWith('mf-'))];
  const packages = fs.readdirSync(path.join(repo, 'packages')).map((d) => `packages/${d}`);
  return [...roots, ...packages].filter((d) => fs.existsSync(path.join(repo, d, 'src/messages/en.json'))).sort();
}

/** What formatjs extracts from an app's sources (tests and type declarations left out): id → English. */
export async function extractApp(app) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ph-extract-')), 'en.json');
  try {
    await run(process.execPath, [
      FORMATJS, 'extract', `${app}/src/**/*.{ts,tsx}`,
      '--ignore', '**/*.test.{ts,tsx}', '**/*.d.ts', '**/testing/**',
      '--format', 'simple', '--throws', '--out-file', out,
    ], { cwd: repo });
    return /** @type {Record<string, string>} */ (JSON.parse(fs.readFileSync(out, 'utf8')));
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}

/** The catalogue as it is on disk. */
export function readEnglish(app) {
  return /** @type {Record<string, string>} */ (JSON.parse(fs.readFileSync(path.join(repo, app, 'src/messages/en.json'), 'utf8')));
}

/** Differences between the code's messages and en.json, one line each; empty when they agree. */
export function differences(extracted, onDisk) {
  const lines = [];
  for (const [id, text] of Object.entries(extracted)) {
    if (!(id in onDisk)) lines.push(`missing in en.json: ${id} = ${JSON.stringify(text)}`);
    else if (onDisk[id] !== text) lines.push(`differs: ${id}: code ${JSON.stringify(text)} vs en.json ${JSON.stringify(onDisk[id])}`);
  }
  for (const id of Object.keys(onDisk)) if (!(id in extracted)) lines.push(`not in the code: ${id}`);
  return lines;
}

/** en.json's new content: existing ids keep their place (small diffs), new ones follow sorted. */
function merged(extracted, onDisk) {
  const kept = Object.keys(onDisk).filter((id) => id in extracted);
  const sorted = kept.every((id, i) => i === 0 || kept[i - 1].localeCompare(id) <= 0);
  const added = Object.keys(extracted).filter((id) => !(id in onDisk)).sort();
  const order = sorted ? [...kept, ...added].sort() : [...kept, ...added];
  return Object.fromEntries(order.map((id) => [id, extracted[id]]));
}

async function main() {
  const check = process.argv.includes('--check');
  const apps = catalogueApps();
  const results = await Promise.all(apps.map(async (app) => ({ app, extracted: await extractApp(app) })));
  let failed = false;
  for (const { app, extracted } of results) {
    const onDisk = readEnglish(app);
    const diff = differences(extracted, onDisk);
    if (diff.length === 0) continue;
    if (check) {
      failed = true;
      console.error(`${app}/src/messages/en.json:\n  ${diff.join('\n  ')}`);
    } else {
      fs.writeFileSync(path.join(repo, app, 'src/messages/en.json'), `${JSON.stringify(merged(extracted, onDisk), null, 2)}\n`);
      console.log(`${app}: ${diff.length} change(s) written to src/messages/en.json`);
    }
  }
  if (failed) {
    console.error('\nRun `pnpm i18n:extract` to write the English catalogues from the code.');
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
