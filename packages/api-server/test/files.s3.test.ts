// The same uploads on an S3-compatible bucket (s3rver started here). With DATABASE_URL this runs on
// PostgreSQL + S3, the production set-up.
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { createTestApp, registeredUser, type TestApp } from './helpers/app';
import { png, upload } from './helpers/files';
import { startS3, type LocalS3 } from './helpers/s3';

let s3: LocalS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ config: { fileStorage: s3.storage } });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

it('stores the upload and its variants in the bucket and reads them back', async () => {
  expect(t.app.ctx.files.kind).toBe('s3');
  const owner = await registeredUser(t.app);
  const bytes = await png(640, 320);
  const res = await upload(t.app, owner.headers, 'logo.png', bytes);
  expect(res.statusCode).toBe(201);
  const id: string = res.json().file.id;
  const back = await t.app.inject({ method: 'GET', url: `/api/v1/files/${id}/content`, headers: owner.headers });
  expect(Buffer.compare(back.rawPayload, bytes)).toBe(0);
  const client = new S3Client({ region: 'us-east-1', endpoint: s3.storage.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const thumb = await client.send(new GetObjectCommand({ Bucket: s3.storage.bucket, Key: `user-files/${id}/thumbnail` }));
  expect(await sharp(Buffer.from(await thumb.Body!.transformToByteArray())).metadata()).toMatchObject({ width: 300, height: 150 });
  client.destroy();
  const other = await registeredUser(t.app);
  expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${id}/content`, headers: other.headers })).statusCode).toBe(404);
});

it('stores nothing for a refused upload', async () => {
  const owner = await registeredUser(t.app);
  const res = await upload(t.app, owner.headers, 'big.png', await png(7001, 10));
  expect(res.json()).toMatchObject({ statusCode: 422, code: 'image_too_large' });
});
