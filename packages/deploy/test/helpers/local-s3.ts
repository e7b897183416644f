// S3-compatible servers for the store tests: s3rver (started here, no network) and, in front of it, a
// small proxy that enforces conditional writes the way AWS S3 does since 2024 (s3rver accepts
// If-Match / If-None-Match and ignores them). Both speak the real S3 protocol to the real SDK.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import { HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
// s3rver ships no types; this is the part of its API the tests use.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

export const BUCKET = 'ph-releases';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  /** s3rver itself: ignores conditional writes. */
  plainEndpoint: string;
  /** The same bucket through the proxy that enforces them. */
  enforcingEndpoint: string;
  client(endpoint: string): S3Client;
  close(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-deploy-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  const plainEndpoint = `http://127.0.0.1:${port}`;
  const clients: S3Client[] = [];
  const client = (endpoint: string): S3Client => {
    const c = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
    clients.push(c);
    return c;
  };
  const upstream = client(plainEndpoint);

  // One request per key at a time, so check-then-write is atomic and reads see whole objects, as on S3.
  const locks = new Map<string, Promise<void>>();
  async function withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = locks.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((r) => (release = r));
    const chained = previous.then(() => mine);
    locks.set(key, chained);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      if (locks.get(key) === chained) locks.delete(key);
    }
  }

  async function currentEtag(key: string): Promise<string | null> {
    try {
      return (await upstream.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).ETag ?? null;
    } catch (err) {
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
      throw err;
    }
  }

  // Settles however the exchange ends (the answer piped through, either side closing early, an error):
  // it holds a key's lock, and a promise waiting only for the upstream answer's 'end' never settles when
  // the client's side closes first, leaving every later request on that key waiting for ever.
  function forward(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      // The Host header is kept: the request's signature covers it. No keep-alive towards s3rver: a
      // pooled socket it closes while we reuse it would fail a request that did nothing wrong.
      const up = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: { ...req.headers, connection: 'close' }, agent: false }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        pipeline(r, res, () => resolve());
      });
      up.on('error', reject);
      res.on('close', () => {
        up.destroy();
        resolve();
      });
      up.end(body);
    });
  }

  const proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const ifMatch = req.headers['if-match'];
      const ifNoneMatch = req.headers['if-none-match'];
      const key = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.split('/').slice(2).join('/'));
      if (req.method !== 'PUT' || (ifMatch === undefined && ifNoneMatch === undefined)) {
        // S3 never shows half an object; s3rver writes its file in place, so a read racing a write could
        // see half of it. Every request on a key waits for the one before it.
        withLock(key, () => forward(req, res, body)).catch(() => res.destroy());
        return;
      }
      withLock(key, async () => {
        const etag = await currentEtag(key);
        const refused = (ifNoneMatch === '*' && etag !== null) || (ifMatch !== undefined && ifMatch !== etag);
        if (refused) {
          res.writeHead(412, { 'content-type': 'application/xml' });
          res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>');
          return;
        }
        await forward(req, res, body);
      }).catch(() => res.destroy());
    });
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const enforcingEndpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  return {
    plainEndpoint,
    enforcingEndpoint,
    client,
    close: async () => {
      for (const c of clients) c.destroy();
      await new Promise<void>((r) => proxy.close(() => r()));
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
