// The same uploads on an S3-compatible bucket (s3rver started here). With DATABASE_URL this runs on
// PostgreSQL + S3, the production set-up.
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { createTestApp, registeredUser, type TestApp } from './helpers/app';
import { createDesign, image, variantOf } from './designs.fixtures';
import { png, upload } from './helpers/files';
import { startS3, type LocalS3 } from './helpers/s3';

let s3: LocalS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ config: { fileStorage: s3.storage }, image: 'catalogue' });
}, 180_000);
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

it('saves a design with artwork from the bucket, shares and copies it, and prints it', async () => {
  const owner = await registeredUser(t.app);
  const variant = await variantOf(t.app.ctx.db, 'mailer-box');
  const logo = (await upload(t.app, owner.headers, 'logo.png', await png(800, 400))).json().file.id;
  const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: variant.id, faces: { front: { background: '#ffffff', objects: [image('logo', logo)] } } });
  const saved = await t.app.inject({ method: 'PUT', url: `/api/box_designs/${d.id}`, headers: owner.headers, payload: { version: 1, name: 'On S3' } });
  expect(saved.json().box_design).toMatchObject({ version: 2, name: 'On S3' });
  expect((await t.app.inject({ method: 'PUT', url: `/api/box_designs/${d.id}`, headers: owner.headers, payload: { version: 1, name: 'stale' } })).statusCode).toBe(409);
  const { share_token } = (await t.app.inject({ method: 'POST', url: `/api/box_designs/${d.id}/share`, headers: owner.headers })).json();
  const other = await registeredUser(t.app);
  const copy = await t.app.inject({ method: 'POST', url: `/api/box_designs/${d.id}/duplicate`, headers: other.headers, payload: { share_token } });
  expect(copy.statusCode).toBe(201);
  const copied = copy.json().box_design.document.faces.front.objects[0].fileId;
  expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${copied}/content`, headers: other.headers })).statusCode).toBe(200);
  const pdf = await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: owner.headers });
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(1);
});

it('keeps print forms and PDF previews in the bucket and prints from them', async () => {
  const owner = await registeredUser(t.app);
  const variant = await variantOf(t.app.ctx.db, 'mailer-box');
  const rgba = await sharp({ create: { width: 600, height: 300, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.6 } } }).png().toBuffer();
  const glass = (await upload(t.app, owner.headers, 'glass.png', rgba)).json().file.id;
  const doc = await PDFDocument.create();
  doc.addPage([300, 150]).drawRectangle({ x: 0, y: 0, width: 300, height: 150 });
  const vector = (await upload(t.app, owner.headers, 'vector.pdf', Buffer.from(await doc.save()))).json().file;
  expect(vector.variants).toEqual(['original', 'thumbnail', 'thumbnail_bw', 'limited']);
  const client = new S3Client({ region: 'us-east-1', endpoint: s3.storage.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const object = async (key: string) => Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: s3.storage.bucket, Key: key }))).Body!.transformToByteArray());
  expect(await sharp(await object(`user-files/${glass}/print_alpha`)).metadata()).toMatchObject({ width: 600, height: 300, channels: 1 });
  expect(await sharp(await object(`user-files/${vector.id}/thumbnail`)).metadata()).toMatchObject({ width: 300, height: 150 });
  client.destroy();
  const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: variant.id, faces: { front: { objects: [image('glass', glass), image('vector', vector.id, { y: 60 })] } } });
  const res = await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: owner.headers });
  expect(res.statusCode).toBe(200);
  expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(1);
});
