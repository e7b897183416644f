// The first page of an uploaded PDF as a PNG, for its preview variants (thumbnail, limited): drawn by
// pdf.js (pdfjs-dist, Mozilla's renderer) on @napi-rs/canvas (Skia, prebuilt in its npm package).
//
// It runs in a worker thread: rendering an uploaded PDF is CPU-heavy and the input is untrusted, so it
// stays off the event loop, under a memory cap and a time limit (then there is simply no preview).
// pdfjs-dist is ESM-only; the worker loads it with a plain `import()`, which also keeps it out of the
// jest VM, where dynamic imports are refused.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PACKAGE_ROOT } from '../paths';

const requireHere = createRequire(path.join(PACKAGE_ROOT, 'package.json'));

/** Longest side of the preview; never sharper than the spec's output density of 300 dpi. */
export const PDF_PREVIEW_PX = 2000;
const MAX_DPI = 300;
const TIME_LIMIT_MS = 20_000;

// Plain JavaScript run by the worker (eval): pdf.js with no font faces, no eval, no network.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const pdfjs = await import(workerData.pdfjs);
  const { createCanvas } = require(workerData.canvas);
  const doc = await pdfjs.getDocument({
    data: workerData.bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: workerData.standardFonts,
    cMapUrl: workerData.cMaps,
    cMapPacked: true,
    verbosity: 0,
  }).promise;
  try {
    const page = await doc.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(workerData.maxPx / Math.max(base.width, base.height), workerData.maxDpi / 72);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.max(1, Math.ceil(viewport.width)), Math.max(1, Math.ceil(viewport.height)));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    const png = await canvas.encode('png');
    parentPort.postMessage(png, [png.buffer]);
  } finally {
    await doc.destroy();
  }
})().catch((err) => parentPort.postMessage({ error: String(err && err.message || err) }));
`;

function dirOf(spec: string): string {
  return path.dirname(requireHere.resolve(spec));
}

/**
 * The PDF's first page as a PNG (white background, long side ≤ PDF_PREVIEW_PX), or null when pdf.js
 * cannot draw it in time; a preview never decides whether an upload is accepted.
 */
export async function renderPdfFirstPage(bytes: Buffer): Promise<Buffer | null> {
  const pdfjsDir = path.join(dirOf('pdfjs-dist/package.json'), 'legacy', 'build');
  const root = dirOf('pdfjs-dist/package.json');
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      pdfjs: pathToFileURL(path.join(pdfjsDir, 'pdf.mjs')).href,
      canvas: requireHere.resolve('@napi-rs/canvas'),
      standardFonts: `${path.join(root, 'standard_fonts')}/`,
      cMaps: `${path.join(root, 'cmaps')}/`,
      bytes: new Uint8Array(bytes),
      maxPx: PDF_PREVIEW_PX,
      maxDpi: MAX_DPI,
    },
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return new Promise<Buffer | null>((resolve) => {
    const done = (result: Buffer | null) => {
      clearTimeout(timer);
      resolve(result);
      void worker.terminate();
    };
    const timer = setTimeout(() => done(null), TIME_LIMIT_MS);
    worker.once('message', (m: Uint8Array | { error: string }) => done(m instanceof Uint8Array ? Buffer.from(m.buffer, m.byteOffset, m.byteLength) : null));
    worker.once('error', () => done(null));
    worker.once('exit', () => done(null));
  });
}
