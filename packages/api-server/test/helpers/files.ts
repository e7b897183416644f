// Builds upload bodies and artwork for file and design tests.
import { randomBytes } from 'node:crypto';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import type { App } from '../../src/app';

export function multipart(filename: string, bytes: Buffer, contentType = 'application/octet-stream', field = 'file'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ph${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function png(width: number, height: number, colour = '#e4572e'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

export async function jpeg(width: number, height: number, colour = '#2e86ab'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
}

/** A one-page PDF of the given size in points with a filled rectangle (vector content). */
export async function pdf(widthPt = 595.28, heightPt = 841.89): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([widthPt, heightPt]);
  page.drawRectangle({ x: 10, y: 10, width: widthPt - 20, height: heightPt - 20, color: rgb(0.2, 0.4, 0.8) });
  return Buffer.from(await doc.save());
}

export const SVG_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100"><rect width="200" height="100" fill="#ffcc00"/><circle cx="100" cy="50" r="40" fill="#222"/></svg>`;

export async function upload(app: App, headers: Record<string, string>, filename: string, bytes: Buffer) {
  const body = multipart(filename, bytes);
  return app.inject({ method: 'POST', url: '/api/v1/files', headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** Uploads and returns the file id (fails the test on anything but a 201). */
export async function uploaded(app: App, headers: Record<string, string>, filename: string, bytes: Buffer): Promise<string> {
  const res = await upload(app, headers, filename, bytes);
  if (res.statusCode !== 201) throw new Error(`upload ${filename}: ${res.statusCode} ${res.body}`);
  return res.json().file.id;
}
