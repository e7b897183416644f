// The release store on an S3-compatible bucket, through the real SDK and the S3 protocol.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployRelease, ImmutableReleaseError, POINTER_KEY, PreconditionFailedError, readPointer, rollbackRelease, S3Store, type DeployConfig } from '../src';
import { UnsafeStoreError } from '../src/storage/s3';
import type { FederationManifest } from '../src/manifest';
import { buildFolder as buildFolderIn, remoteManifest, shellManifest } from './fixtures';
import { BUCKET, startLocalS3, type LocalS3 } from './helpers/local-s3';


let s3: LocalS3;
let tmp: string;
let run = 0;

beforeAll(async () => {
  s3 = await startLocalS3();
}, 60_000);
afterAll(async () => s3.close());
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-deploy-s3test-'));
  fs.writeFileSync(path.join(tmp, 'shell-manifest.json'), JSON.stringify(shellManifest()));
  run += 1;
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Each test gets its own prefix in the one bucket. */
const storeAt = (endpoint: string) => new S3Store({ bucket: BUCKET, prefix: `run-${run}/store`, client: s3.client(endpoint) });
const configFor = (store: S3Store): DeployConfig => ({ repo: tmp, store, publicUrl: 'http://cdn.test', shellManifest: path.join(tmp, 'shell-manifest.json') });

const buildFolder = (name: string, manifest: FederationManifest, chunk?: string) => buildFolderIn(tmp, name, manifest, chunk);
const catalogue = (builtAt: string) => remoteManifest('mf_catalogue', { builtAt });

describe('a bucket that enforces conditional writes', () => {
  it('stores, reads and lists objects under its prefix, and swaps only from the version read', async () => {
    const store = storeAt(s3.enforcingEndpoint);
    const first = await store.put('remotes.json', '{"revision":1}', { ifNoneMatch: '*' });
    await expect(store.put('remotes.json', 'again', { ifNoneMatch: '*' })).rejects.toThrow(PreconditionFailedError);
    await store.put('remotes.json', '{"revision":2}', { ifMatch: first.etag });
    await expect(store.put('remotes.json', '{"revision":"lost"}', { ifMatch: first.etag })).rejects.toThrow(PreconditionFailedError);
    expect((await store.get('remotes.json'))!.body.toString()).toBe('{"revision":2}');
    expect(await store.get('missing.json')).toBeNull();
    await store.put('releases/catalogue/a/x.js', 'x');
    expect(await store.list('releases/')).toEqual(['releases/catalogue/a/x.js']);
  });

  it('deploys, keeps releases immutable, lands two concurrent deploys and rolls back', async () => {
    const cfg = configFor(storeAt(s3.enforcingEndpoint));
    const v1 = await deployRelease(cfg, 'catalogue', buildFolder('v1', catalogue('2026-11-20T10:00:00.000Z')));
    const tampered = buildFolder('v1-tampered', catalogue('2026-11-20T10:00:00.000Z'), 'console.log("other")');
    await expect(deployRelease(cfg, 'catalogue', tampered)).rejects.toThrow(ImmutableReleaseError);

    const [v2, consent] = await Promise.all([
      deployRelease(cfg, 'catalogue', buildFolder('v2', catalogue('2026-11-21T10:00:00.000Z'))),
      deployRelease(cfg, 'consent', buildFolder('consent', remoteManifest('mf_consent'))),
    ]);
    let doc = (await readPointer(cfg.store)).doc;
    expect(doc.remotes).toMatchObject({ catalogue: v2.manifestUrl, consent: consent.manifestUrl });
    expect(doc.deploy.revision).toBe(3);

    await rollbackRelease(cfg, 'catalogue');
    doc = (await readPointer(cfg.store)).doc;
    expect(doc.remotes.catalogue).toBe(v1.manifestUrl);
    expect(doc.remotes.consent).toBe(consent.manifestUrl);
  });
});

describe('a bucket that ignores conditional writes', () => {
  it('is refused before the pointer is touched, with a message saying why', async () => {
    const store = storeAt(s3.plainEndpoint);
    const deploy = deployRelease(configFor(store), 'catalogue', buildFolder('v1', catalogue('2026-11-20T10:00:00.000Z')));
    await expect(deploy).rejects.toThrow(UnsafeStoreError);
    await expect(deploy).rejects.toThrow('ignores conditional writes');
    expect(await store.get(POINTER_KEY)).toBeNull();
    // The check leaves nothing behind in the bucket.
    expect((await store.list('')).filter((k) => k.startsWith('.conditional-write-check'))).toEqual([]);
  });
});
