// The file store going away (issue 31): with the bucket unreachable, uploads and reads of stored files
// answer 503 storage_unavailable with Retry-After — never 500 — and nothing is half-written: no file
// row without its bytes. Once the bucket answers again, the same app stores and reads as before.
import { count, eq } from 'drizzle-orm';
import { artworkFiles } from '../src/db/schema/designs';
import { createTestApp, registeredUser, type TestApp } from './helpers/app';
import { png, upload } from './helpers/files';
import { startS3, type LocalS3 } from './helpers/s3';

let s3: LocalS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ config: { fileStorage: s3.storage } });
}, 120_000);
afterAll(async () => {
  await t.close();
  await s3.close().catch(() => undefined);
});

it('answers 503 with Retry-After while the bucket is unreachable and stores nothing, then works again', async () => {
  const owner = await registeredUser(t.app);
  const filesOf = async () => (await t.app.ctx.db.select({ n: count() }).from(artworkFiles).where(eq(artworkFiles.userId, owner.userId)))[0]!.n;
  const stored = await upload(t.app, owner.headers, 'logo.png', await png(400, 200));
  expect(stored.statusCode).toBe(201);
  const id: string = stored.json().file.id;

  await s3.stop();
  const refused = await upload(t.app, owner.headers, 'second.png', await png(400, 200));
  expect(refused.statusCode).toBe(503);
  expect(refused.json()).toMatchObject({ code: 'storage_unavailable' });
  expect(refused.headers['retry-after']).toBe('5');
  expect(await filesOf()).toBe(1);
  const read = await t.app.inject({ method: 'GET', url: `/api/v1/files/${id}/content`, headers: owner.headers });
  expect(read.statusCode).toBe(503);
  expect(read.json()).toMatchObject({ code: 'storage_unavailable' });

  // The same bucket (same folder, same port) answers again.
  s3 = await startS3(s3.storage.bucket, { directory: s3.directory, port: Number(new URL(s3.storage.endpoint!).port) });
  const again = await t.app.inject({ method: 'GET', url: `/api/v1/files/${id}/content`, headers: owner.headers });
  expect(again.statusCode).toBe(200);
  expect((await upload(t.app, owner.headers, 'third.png', await png(400, 200))).statusCode).toBe(201);
  expect(await filesOf()).toBe(2);
}, 60_000);
