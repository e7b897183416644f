import fs from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor, contentTypeFor } from './asset-headers.js';
import { parseManifestText, releaseId, type FederationManifest } from './manifest';
import { PreconditionFailedError, type ObjectStore } from './storage';
import type { RemoteKey } from './remotes';

export const MANIFEST = 'mf-manifest.json';
const ENTRY = 'remoteEntry.js';
const UPLOAD_CONCURRENCY = 8;

export class ImmutableReleaseError extends Error {}

export interface Candidate {
  dir: string;
  manifest: FederationManifest;
  id: string;
}

/** A built remote: its folder with mf-manifest.json, and the release id that manifest names. */
export async function readCandidate(dir: string): Promise<Candidate> {
  const file = path.join(dir, MANIFEST);
  const text = await fs.readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    throw new Error(err.code === 'ENOENT' ? `${file} does not exist: build the remote first` : err.message);
  });
  const manifest = parseManifestText(text, file);
  return { dir, manifest, id: releaseId(manifest, file) };
}

export function releasePrefix(remote: RemoteKey, id: string): string {
  return `releases/${remote}/${id}/`;
}

async function filesOf(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string): Promise<void> => {
    for (const e of await fs.readdir(d, { withFileTypes: true })) {
      if (e.name.startsWith('.')) continue; // .build-stamp and the like are local bookkeeping
      const full = path.join(d, e.name);
      if (e.isDirectory()) await walk(full);
      else out.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  await walk(dir);
  return out.sort();
}

/** Creates `key` only if absent; an existing identical object is fine (a retried upload). */
async function createOnce(store: ObjectStore, key: string, body: Buffer): Promise<'created' | 'present'> {
  try {
    await store.put(key, body, { ifNoneMatch: '*', contentType: contentTypeFor(key), cacheControl: cacheControlFor(key) });
    return 'created';
  } catch (err) {
    if (!(err instanceof PreconditionFailedError)) throw err;
    const existing = await store.get(key);
    if (existing && existing.body.equals(body)) return 'present';
    throw new ImmutableReleaseError(`${key} already exists with other content: a release path is never overwritten`);
  }
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/**
 * Uploads a build to its own immutable path, `releases/<remote>/<release id>/`. Files are created,
 * never replaced; the entry and the manifest go last, so a release whose manifest exists is
 * complete, and an interrupted upload can simply be run again.
 */
export async function uploadRelease(store: ObjectStore, remote: RemoteKey, candidate: Candidate): Promise<{ prefix: string; created: number; present: number }> {
  const prefix = releasePrefix(remote, candidate.id);
  const files = await filesOf(candidate.dir);
  const last = [ENTRY, MANIFEST].filter((f) => files.includes(f));
  const first = files.filter((f) => !last.includes(f));
  let created = 0;
  let present = 0;
  const upload = async (file: string) => {
    const result = await createOnce(store, prefix + file, await fs.readFile(path.join(candidate.dir, ...file.split('/'))));
    if (result === 'created') created++;
    else present++;
  };
  await inParallel(first, UPLOAD_CONCURRENCY, upload);
  for (const file of last) await upload(file);
  return { prefix, created, present };
}
