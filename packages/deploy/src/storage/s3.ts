import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { checkKey, PreconditionFailedError, type ObjectStore, type PutOptions, type StoredObject } from './object-store';

/** The bucket accepts conditional writes but does not enforce them, so compare-and-swap would lie. */
export class UnsafeStoreError extends Error {
  constructor(description: string) {
    super(
      `${description} ignores conditional writes (If-None-Match/If-Match on PutObject): a concurrent deploy could silently undo another. ` +
        'Use a store that enforces them (AWS S3, MinIO, Cloudflare R2).',
    );
    this.name = 'UnsafeStoreError';
  }
}

export interface S3StoreOptions {
  bucket: string;
  /** Key prefix inside the bucket (`store/`), may be empty. */
  prefix?: string;
  /** An S3-compatible endpoint (MinIO, R2, …); AWS when absent. */
  endpoint?: string;
  region?: string;
  client?: S3Client;
}

/**
 * An S3 (or S3-compatible) bucket. Compare-and-swap uses S3's conditional writes (`If-Match`,
 * `If-None-Match: *` on PutObject); a store that ignores them would make the pointer unsafe, so use
 * one that implements them (AWS S3, MinIO, Cloudflare R2 do). Credentials come from the SDK's usual
 * chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
export class S3Store implements ObjectStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private conditionalWrites: Promise<void> | undefined;

  constructor(o: S3StoreOptions) {
    this.bucket = o.bucket;
    this.prefix = o.prefix ? o.prefix.replace(/\/?$/, '/') : '';
    this.client =
      o.client ??
      new S3Client({
        region: o.region ?? process.env.AWS_REGION ?? 'us-east-1',
        ...(o.endpoint ? { endpoint: o.endpoint, forcePathStyle: true } : {}),
      });
  }

  get description(): string {
    return `s3://${this.bucket}/${this.prefix}`;
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + checkKey(key) }));
      const body = Buffer.from(await res.Body!.transformToByteArray());
      return { body, etag: res.ETag ?? '' };
    } catch (err) {
      if (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)) return null;
      throw err;
    }
  }

  async put(key: string, body: Buffer | string, options: PutOptions = {}): Promise<{ etag: string }> {
    // Many S3 look-alikes accept the condition headers and ignore them; a conditional write is only
    // trusted once the bucket has refused one, so an unsafe store fails the deploy instead of the pointer.
    if (options.ifMatch !== undefined || options.ifNoneMatch !== undefined) {
      this.conditionalWrites ??= this.checkConditionalWrites();
      await this.conditionalWrites;
    }
    try {
      const res = await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.prefix + checkKey(key),
          Body: typeof body === 'string' ? Buffer.from(body) : body,
          ContentType: options.contentType,
          CacheControl: options.cacheControl,
          IfMatch: options.ifMatch,
          IfNoneMatch: options.ifNoneMatch,
        }),
      );
      return { etag: res.ETag ?? '' };
    } catch (err) {
      // 412: the condition failed; 409: a concurrent conditional write to the same key won.
      const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
      if (status === 412 || status === 409) throw new PreconditionFailedError(key, `conditional write refused (${status})`);
      throw err;
    }
  }

  private async checkConditionalWrites(): Promise<void> {
    const Key = `${this.prefix}.conditional-write-check/${randomUUID()}`;
    const put = () => this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: Buffer.alloc(0), ContentLength: 0, IfNoneMatch: '*' }));
    await put();
    try {
      await put();
    } catch (err) {
      const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
      if (status === 412 || status === 409) return;
      throw err;
    } finally {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
    }
    throw new UnsafeStoreError(this.description);
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const res = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix + prefix, ContinuationToken: token }),
      );
      for (const o of res.Contents ?? []) if (o.Key) keys.push(o.Key.slice(this.prefix.length));
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }
}
