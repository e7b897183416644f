import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InvalidKeyError, LocalFolderStore, PreconditionFailedError } from '../src/storage';

let root: string;
let store: LocalFolderStore;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-store-'));
  store = new LocalFolderStore(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the local folder store', () => {
  it('stores and reads objects with a content version tag', async () => {
    const { etag } = await store.put('releases/catalogue/a/x.js', 'one');
    expect(await store.get('releases/catalogue/a/x.js')).toEqual({ body: Buffer.from('one'), etag });
    expect(await store.get('missing.json')).toBeNull();
    expect((await store.put('releases/catalogue/a/x.js', 'two')).etag).not.toBe(etag);
  });

  it('replaces an object only while it is the version that was read (compare-and-swap)', async () => {
    const first = await store.put('remotes.json', '{"revision":1}');
    await store.put('remotes.json', '{"revision":2}', { ifMatch: first.etag });
    await expect(store.put('remotes.json', '{"revision":"lost"}', { ifMatch: first.etag })).rejects.toThrow(PreconditionFailedError);
    expect((await store.get('remotes.json'))!.body.toString()).toBe('{"revision":2}');
  });

  it('creates an object only once with ifNoneMatch', async () => {
    await store.put('releases/a/main.1234567890.js', 'first', { ifNoneMatch: '*' });
    await expect(store.put('releases/a/main.1234567890.js', 'second', { ifNoneMatch: '*' })).rejects.toThrow('already exists');
    expect((await store.get('releases/a/main.1234567890.js'))!.body.toString()).toBe('first');
  });

  it('lets exactly one of many simultaneous swaps from the same version win', async () => {
    const { etag } = await store.put('remotes.json', 'v0');
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => store.put('remotes.json', `v${i + 1}`, { ifMatch: etag })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const winner = results.findIndex((r) => r.status === 'fulfilled');
    expect((await store.get('remotes.json'))!.body.toString()).toBe(`v${winner + 1}`);
    expect(fs.readdirSync(root).sort()).toEqual(['remotes.json']); // no lock or temp file left behind
  });

  it('lists keys under a prefix', async () => {
    await store.put('releases/catalogue/a/mf-manifest.json', '{}');
    await store.put('releases/catalogue/a/js/1.js', '');
    await store.put('releases/account/b/mf-manifest.json', '{}');
    expect((await store.list('releases/catalogue/')).sort()).toEqual(['releases/catalogue/a/js/1.js', 'releases/catalogue/a/mf-manifest.json']);
    expect(await store.list('releases/none/')).toEqual([]);
  });

  it('refuses keys that leave the folder', async () => {
    await expect(store.put('../outside.json', 'x')).rejects.toThrow(InvalidKeyError);
    await expect(store.get('releases//x')).rejects.toThrow(InvalidKeyError);
    expect(fs.existsSync(path.join(root, '..', 'outside.json'))).toBe(false);
  });
});
