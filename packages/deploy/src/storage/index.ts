import { LocalFolderStore } from './local-folder';
import { S3Store } from './s3';
import type { ObjectStore } from './object-store';

export * from './object-store';
export { LocalFolderStore } from './local-folder';
export { S3Store } from './s3';

/**
 * `s3://bucket/prefix` (endpoint from S3_ENDPOINT for S3-compatible stores) or a folder path,
 * relative to `cwd`.
 */
export function openStore(location: string, cwd: string = process.cwd()): ObjectStore {
  const s3 = /^s3:\/\/([^/]+)\/?(.*)$/.exec(location);
  if (s3) return new S3Store({ bucket: s3[1]!, prefix: s3[2] ?? '', endpoint: process.env.S3_ENDPOINT });
  return new LocalFolderStore(location.startsWith('/') ? location : `${cwd}/${location}`);
}
