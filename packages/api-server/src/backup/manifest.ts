// What a backup folder holds and how a restore knows it is whole: manifest.json names the database
// part and every stored file with its SHA-256, written last, so a folder without one is not a backup.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const MANIFEST = 'manifest.json';
export const FORMAT = 1;

export type DatabaseKind = 'pg' | 'pglite';

export interface BackupManifest {
  format: typeof FORMAT;
  /** ISO time the backup started. */
  createdAt: string;
  database: { kind: DatabaseKind; file: string; bytes: number; sha256: string };
  files: { count: number; bytes: number; entries: Array<{ key: string; bytes: number; sha256: string }> };
}

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Reads and checks a backup folder's manifest: every part present with the bytes it was written with. */
export async function verifiedManifest(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(dir, MANIFEST), 'utf8')) as BackupManifest;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new BackupError(code === 'ENOENT' ? `${dir} is not a backup: it has no ${MANIFEST} (an unfinished backup has none)` : `${dir}/${MANIFEST} cannot be read: ${(err as Error).message}`);
  }
  if (manifest.format !== FORMAT) throw new BackupError(`${dir} is a backup of format ${String(manifest.format)}; this version reads format ${FORMAT}`);
  const check = async (file: string, expected: string, what: string) => {
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(path.join(dir, file));
    } catch {
      throw new BackupError(`${what} is missing from ${dir} (${file})`);
    }
    if (sha256(bytes) !== expected) throw new BackupError(`${what} in ${dir} is damaged: its checksum does not match the manifest (${file})`);
  };
  await check(manifest.database.file, manifest.database.sha256, 'The database dump');
  for (const entry of manifest.files.entries) await check(path.join('files', ...entry.key.split('/')), entry.sha256, `Stored file ${entry.key}`);
  return manifest;
}
