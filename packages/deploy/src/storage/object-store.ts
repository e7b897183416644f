/**
 * Where releases and the pointer live: a local folder standing in for the CDN, or an S3-compatible
 * bucket. Keys are `/`-separated paths (`releases/catalogue/<id>/mf-manifest.json`, `remotes.json`).
 *
 * Conditional writes are what make the pointer safe: `ifMatch` replaces an object only while it is
 * still the version that was read (compare-and-swap), `ifNoneMatch: '*'` creates one only if it does
 * not exist yet (immutable release files). A failed condition throws {@link PreconditionFailedError}
 * and changes nothing.
 */
export interface StoredObject {
  body: Buffer;
  /** Opaque version tag of this content (an HTTP ETag). */
  etag: string;
}

export interface PutOptions {
  contentType?: string;
  cacheControl?: string;
  /** Write only if the object's current ETag is this one. */
  ifMatch?: string;
  /** `'*'`: write only if the object does not exist. */
  ifNoneMatch?: '*';
}

export interface ObjectStore {
  /** For messages: `folder /work/.deploy`, `s3://bucket/prefix`. */
  readonly description: string;
  get(key: string): Promise<StoredObject | null>;
  put(key: string, body: Buffer | string, options?: PutOptions): Promise<{ etag: string }>;
  /** Every key under a prefix (`releases/catalogue/`), in no particular order. */
  list(prefix: string): Promise<string[]>;
}

export class PreconditionFailedError extends Error {
  constructor(key: string, detail: string) {
    super(`${key}: ${detail}`);
    this.name = 'PreconditionFailedError';
  }
}

export class InvalidKeyError extends Error {}

/** Keys are relative paths without `..`, empty segments or backslashes. */
export function checkKey(key: string): string {
  const parts = key.split('/');
  if (key.length === 0 || key.startsWith('/') || key.includes('\\') || parts.some((p) => p === '' || p === '.' || p === '..')) {
    throw new InvalidKeyError(`"${key}" is not a valid object key`);
  }
  return key;
}
