// One interface for every stored file (artwork, its variants, print files). Two implementations:
// local disk under `.data/files` (the embedded default) and any S3-compatible bucket. The spec's
// buckets (user files, quote requests, dielines, contact form) are key prefixes of one store.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ServiceUnavailable } from '../errors';
import type { S3Client } from '@aws-sdk/client-s3';
import { loadOnce } from '../loadOnce';

/** The AWS SDK, loaded when a store keeps its files in a bucket (a local-disk store never needs it). */
const awsSdk = loadOnce(() => import('@aws-sdk/client-s3'));

export const BUCKETS = {
  userFiles: 'user-files',
  quoteRequests: 'quote-requests',
  dielines: 'dielines',
  contactForm: 'contact-form',
} as const;

/**
 * The file store cannot be reached or written (a bucket that does not answer, a full or failing disk):
 * an outage the request cannot do anything about, answered 503 with Retry-After (never 500). What was
 * being stored is rolled back by the caller (uploads delete the keys they wrote before the failure).
 */
export class StorageUnavailable extends ServiceUnavailable {
  constructor(cause: unknown) {
    super('storage_unavailable', 'The file store cannot be reached right now; nothing was stored. Try again in a few seconds.');
    this.cause = cause;
  }
}

// Disk errors that are the store's state, not the request's: I/O failure, full or read-only disk,
// permissions, a mount gone stale or missing.
const DISK_OUTAGE_CODES = new Set(['EIO', 'ENOSPC', 'EROFS', 'EACCES', 'EPERM', 'ENOTDIR', 'ESTALE', 'EDQUOT', 'ENOTCONN']);

async function onDisk<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (DISK_OUTAGE_CODES.has((err as NodeJS.ErrnoException).code ?? '')) throw new StorageUnavailable(err);
    throw err;
  }
}

/** Every bucket failure but "no such key" (answered by `get` as null) is the bucket's, not the request's. */
async function inBucket<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new StorageUnavailable(err);
  }
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order (backups walk the whole store with it). */
  keys(): AsyncIterable<string>;
}

/** Keys are `bucket/segment/…` of [A-Za-z0-9._-] segments: no traversal, same rules on disk and S3. */
export function assertKey(key: string): void {
  const parts = key.split('/');
  if (parts.length < 2 || parts.some((p) => !/^[A-Za-z0-9._-]+$/.test(p) || p === '.' || p === '..')) {
    throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
  }
}

export class LocalDiskStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.file(key);
    // Write then rename, so a reader never sees half a file; a failed write leaves no temporary behind.
    const tmp = `${target}.${createHash('sha1').update(String(Math.random())).digest('hex').slice(0, 8)}.tmp`;
    await onDisk(async () => {
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.writeFile(tmp, body);
        await fs.rename(tmp, target);
      } catch (err) {
        await fs.rm(tmp, { force: true }).catch(() => undefined);
        throw err;
      }
    });
  }

  async get(key: string): Promise<Buffer | null> {
    const file = this.file(key);
    return onDisk(async () => {
      try {
        return await fs.readFile(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    });
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    await onDisk(() => fs.rm(file, { force: true }));
  }

  async *keys(): AsyncIterable<string> {
    const walk = async function* (dir: string, prefix: string[]): AsyncIterable<string> {
      let entries: import('node:fs').Dirent[];
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const entry of entries) {
        if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), [...prefix, entry.name]);
        // A `.tmp` file is a write in flight (put writes then renames): not a stored file yet.
        else if (entry.isFile() && !entry.name.endsWith('.tmp') && prefix.length > 0) yield [...prefix, entry.name].join('/');
      }
    };
    yield* walk(this.root, []);
  }
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, s3rver, R2…); AWS itself needs none. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  private client: S3Client | undefined;
  constructor(private readonly settings: S3Settings) {}

  /** The SDK and its client, made at the first call. */
  private async s3() {
    const sdk = await awsSdk();
    const { settings } = this;
    this.client ??= new sdk.S3Client({
      region: settings.region,
      // A bucket that does not answer must fail the request in seconds (a 503), not hold it for minutes.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 2_000, requestTimeout: 15_000, throwOnRequestTimeout: true },
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
    return { sdk, client: this.client };
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertKey(key);
    const { sdk, client } = await this.s3();
    await inBucket(() => client.send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType })));
  }

  async get(key: string): Promise<Buffer | null> {
    assertKey(key);
    const { sdk, client } = await this.s3();
    return inBucket(async () => {
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
        if (!out.Body) return null;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof sdk.NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    });
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    const { sdk, client } = await this.s3();
    await inBucket(() => client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key })));
  }

  async *keys(): AsyncIterable<string> {
    const { sdk, client } = await this.s3();
    let token: string | undefined;
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, ...(token ? { ContinuationToken: token } : {}) }));
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  destroy(): void {
    this.client?.destroy();
  }
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | ({ kind: 's3' } & S3Settings);

export function openStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? new S3Storage(config) : new LocalDiskStorage(config.dir);
}
