import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { artworkFiles } from '../src/db/schema';
import { anonymousUser, createTestApp, registeredUser, type TestApp, type TestSession } from './helpers/app';
import { jpeg, multipart, pdf, png, SVG_LOGO, upload } from './helpers/files';

let t: TestApp;
let owner: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registeredUser(t.app);
});
afterAll(() => t.close());

const content = (id: string, headers: Record<string, string>, variant = 'original') =>
  t.app.inject({ method: 'GET', url: `/api/v1/files/${id}/content?variant=${variant}`, headers });
const rowsOf = async (userId: number) => t.app.ctx.db.select().from(artworkFiles).where(eq(artworkFiles.userId, userId));
const storedFiles = () => {
  const dir = t.app.ctx.config.fileStorage.kind === 'local' ? t.app.ctx.config.fileStorage.dir : '';
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => !fs.statSync(`${dir}/${f}`).isDirectory()) : [];
};

describe('uploading artwork', () => {
  it('takes a PNG, records its pixels and makes the size variants', async () => {
    const res = await upload(t.app, owner.headers, 'logo.png', await png(1200, 900));
    expect(res.statusCode).toBe(201);
    const file = res.json().file;
    expect(file).toMatchObject({ type: 'png', content_type: 'image/png', name: 'logo.png', width_px: 1200, height_px: 900, width_mm: null, sanitized: false });
    expect(file.variants).toEqual(['original', 'thumbnail', 'thumbnail_bw', 'limited', 'original_bw']);
    const thumb = await content(file.id, owner.headers, 'thumbnail');
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 300, height: 225 });
    const bw = await sharp((await content(file.id, owner.headers, 'original_bw')).rawPayload).stats();
    expect(bw.isOpaque).toBe(true);
    expect((await sharp((await content(file.id, owner.headers, 'thumbnail_bw')).rawPayload).metadata()).channels).toBeLessThanOrEqual(2);
    const again = await t.app.inject({ method: 'GET', url: `/api/v1/files/${file.id}`, headers: owner.headers });
    expect(again.json().file).toEqual(file);
  });

  it('takes a JPEG whatever its name says', async () => {
    const res = await upload(t.app, owner.headers, 'photo.png', await jpeg(640, 480));
    expect(res.statusCode).toBe(201);
    expect(res.json().file).toMatchObject({ type: 'jpeg', content_type: 'image/jpeg', width_px: 640, height_px: 480 });
    expect((await content(res.json().file.id, owner.headers, 'limited')).headers['content-type']).toBe('image/jpeg');
  });

  it('stores a print form for a transparent PNG (colour and soft mask, 8-bit, ready for the PDF) without listing it', async () => {
    const rgba = await sharp({ create: { width: 640, height: 320, channels: 4, background: { r: 200, g: 40, b: 20, alpha: 0.5 } } }).png().toBuffer();
    const res = await upload(t.app, owner.headers, 'glass.png', rgba);
    expect(res.statusCode).toBe(201);
    const file = res.json().file;
    expect(file.variants).toEqual(['original', 'thumbnail', 'thumbnail_bw', 'limited', 'original_bw']);
    const [row] = await t.app.ctx.db.select().from(artworkFiles).where(eq(artworkFiles.id, file.id));
    expect(row!.variants).toEqual(expect.arrayContaining(['print', 'print_alpha']));
    const colour = (await t.app.ctx.files.get(`${row!.storagePrefix}/print`))!;
    const alpha = (await t.app.ctx.files.get(`${row!.storagePrefix}/print_alpha`))!;
    expect(await sharp(colour).metadata()).toMatchObject({ format: 'png', width: 640, height: 320, channels: 3, depth: 'uchar', isProgressive: false });
    expect(await sharp(alpha).metadata()).toMatchObject({ format: 'png', width: 640, height: 320, channels: 1, depth: 'uchar' });
    expect((await sharp(alpha).stats()).channels[0]).toMatchObject({ min: 128, max: 128 });
    // Not a variant a client can ask for.
    expect((await content(file.id, owner.headers, 'print')).statusCode).toBe(400);
    // An opaque 8-bit RGB PNG prints as it is: no print form.
    const plain = await upload(t.app, owner.headers, 'plain.png', await png(100, 100));
    const [plainRow] = await t.app.ctx.db.select().from(artworkFiles).where(eq(artworkFiles.id, plain.json().file.id));
    expect(plainRow!.variants).not.toContain('print');
  });

  it('takes a PDF, records its first page size and previews its first page', async () => {
    const res = await upload(t.app, owner.headers, 'artwork.pdf', await pdf());
    expect(res.statusCode).toBe(201);
    expect(res.json().file).toMatchObject({ type: 'pdf', width_px: null, width_mm: 210, height_mm: 297, page_count: 1, variants: ['original', 'thumbnail', 'thumbnail_bw', 'limited'] });
    const original = await content(res.json().file.id, owner.headers);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The page drawn by pdf.js: A4 fitted into 300 × 300, a white margin around the blue rectangle.
    const thumb = await content(res.json().file.id, owner.headers, 'thumbnail');
    expect(thumb.headers['content-type']).toBe('image/png');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 212, height: 300 });
    const pixel = async (png: Buffer, x: number, y: number) => [...(await sharp(png).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer())];
    expect(await pixel(thumb.rawPayload, 106, 150)).toEqual([51, 102, 204]);
    expect(await pixel(thumb.rawPayload, 1, 1)).toEqual([255, 255, 255]);
    const limited = await content(res.json().file.id, owner.headers, 'limited');
    expect(await sharp(limited.rawPayload).metadata()).toMatchObject({ width: 1415, height: 2000 });
    // No raster stands in for the vector original in print.
    expect((await content(res.json().file.id, owner.headers, 'original_bw')).statusCode).toBe(404);
  });

  it('takes an SVG and gives it back without scripts, handlers or external references', async () => {
    const evil = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="120" onload="alert(1)"><script>alert(document.cookie)</script><rect width="300" height="120" fill="#0a0" onclick="steal()"/><image xlink:href="https://tracker.example/pixel.png" width="1" height="1"/><a href="javascript:alert(2)"><text x="10" y="60" style="fill:url(https://evil.example/x)">Hello</text></a><foreignObject width="10" height="10"><iframe src="https://evil.example"/></foreignObject></svg>`;
    const res = await upload(t.app, owner.headers, 'logo.svg', Buffer.from(evil));
    expect(res.statusCode).toBe(201);
    expect(res.json().file).toMatchObject({ type: 'svg', sanitized: true, width_px: 300, height_px: 120 });
    const svg = (await content(res.json().file.id, owner.headers)).body;
    expect(svg).toContain('<rect');
    expect(svg).toContain('Hello');
    for (const bad of ['<script', 'onload', 'onclick', 'tracker.example', 'javascript:', 'evil.example', 'foreignObject', 'iframe']) expect(svg).not.toContain(bad);
    const clean = await upload(t.app, owner.headers, 'clean.svg', Buffer.from(SVG_LOGO));
    expect(clean.json().file).toMatchObject({ type: 'svg', sanitized: false });
  });
});

describe('refusing uploads', () => {
  it('refuses other bytes behind a .png name, storing nothing', async () => {
    const visitor = await anonymousUser(t.app);
    const before = storedFiles().length;
    const res = await upload(t.app, visitor.headers, 'not-really.png', Buffer.from('GIF89a this is a gif, or a text file, but not a png'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'file_type_not_allowed', field: 'file' });
    expect(res.json().message).toMatch(/PDF, PNG, JPG\/JPEG or SVG/);
    expect(await rowsOf(visitor.userId)).toHaveLength(0);
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses an image over 7000 px', async () => {
    const visitor = await anonymousUser(t.app);
    const res = await upload(t.app, visitor.headers, 'wide.png', await png(8000, 100));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'image_too_large' });
    expect(res.json().message).toContain('8000 × 100 px');
    expect(await rowsOf(visitor.userId)).toHaveLength(0);
  });

  it('refuses a damaged image and an empty file', async () => {
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 20), Buffer.alloc(50, 7)]);
    expect((await upload(t.app, owner.headers, 'broken.png', broken)).json()).toMatchObject({ statusCode: 422, code: 'file_unreadable' });
    expect((await upload(t.app, owner.headers, 'broken.pdf', Buffer.from('%PDF-1.7 nothing else'))).json()).toMatchObject({ statusCode: 422, code: 'file_unreadable' });
    expect((await upload(t.app, owner.headers, 'empty.png', Buffer.alloc(0))).json()).toMatchObject({ statusCode: 422, code: 'file_empty' });
  });

  it('answers 400 for a body that is not multipart or has no file part', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/files', headers: owner.headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    const wrongField = multipart('a.png', await png(5, 5), 'image/png', 'picture');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/files', headers: { ...owner.headers, ...wrongField.headers }, payload: wrongField.payload });
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'file' });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/files', payload: wrongField.payload, headers: wrongField.headers })).statusCode).toBe(401);
  });

  it('refuses a file over the size limit with a 422', async () => {
    const small = await createTestApp({ config: { uploadMaxBytes: 2000 } });
    try {
      const s = await anonymousUser(small.app);
      const res = await upload(small.app, s.headers, 'big.png', await png(500, 500, '#123456').then((b) => Buffer.concat([b, Buffer.alloc(3000)])));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'file_too_large' });
      expect(res.json().message).toContain('MB');
    } finally {
      await small.close();
    }
  });
});

describe('reading files', () => {
  it('answers 404 for another user, an unknown id or a malformed one', async () => {
    const id = (await upload(t.app, owner.headers, 'mine.png', await png(20, 20))).json().file.id;
    const other = await registeredUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${id}`, headers: other.headers })).statusCode).toBe(404);
    expect((await content(id, other.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/files/00000000-0000-4000-8000-000000000000', headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/files/not-a-uuid', headers: owner.headers })).statusCode).toBe(404);
    expect((await content(id, owner.headers, 'huge')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${id}` })).statusCode).toBe(401);
  });
});
