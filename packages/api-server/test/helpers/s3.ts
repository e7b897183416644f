// A local S3-compatible server (s3rver) started by the test itself, with one bucket.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StorageConfig } from '../../src/files/storage';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
// s3rver ships no types; this is the part of its API the tests use.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

export interface LocalS3 {
  storage: Extract<StorageConfig, { kind: 's3' }>;
  directory: string;
  /** Stops the server and keeps its folder (an outage: start it again on the same folder and port). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

export async function startS3(bucket = 'ph-test-files', o: { directory?: string; port?: number } = {}): Promise<LocalS3> {
  const directory = o.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ph-s3-'));
  const server = new S3rver({ port: o.port ?? 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    storage: {
      kind: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    directory,
    stop: () => server.close(),
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
