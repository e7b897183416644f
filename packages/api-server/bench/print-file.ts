// Print-file benchmark: the print-ready PDF of a mailer (300 × 200 × 50 mm inside) whose six faces each
// carry one 4000 × 4000 px image, built by the same code as GET box_designs/{id}/print_file.
//
//   pnpm --filter @ph/api-server bench:print          (BENCH_PRINT_ROUNDS=3 by default)
//
// The images are made first (not timed) in this process; each case then runs in a fresh child process
// that reads them, builds the PDF ROUNDS times and reports the median time and its peak RSS, so one
// case's memory does not count against the next. Results go to docs/performance.md under "Print file".
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FACE_NAMES, type DesignDocument } from '@ph/api-contract';
import { buildPrintFile } from '../src/designs/printFile';
import { makePrintForm, needsPrintForm } from '../src/files/printForm';
import { REPO_ROOT } from '../src/paths';

const ROUNDS = Number(process.env.BENCH_PRINT_ROUNDS ?? 3);
const PX = 4000;

interface Case {
  key: string;
  label: string;
  type: 'png' | 'jpeg';
  file: string;
  /**
   * `upload`: the print forms are made first, as POST v1/files does, and timed apart; `first-print`:
   * the file has none yet (uploaded before they existed), so this print makes them, as printSource does.
   */
  printForm?: 'upload' | 'first-print';
}

interface Result {
  key: string;
  medianMs: number;
  runsMs: number[];
  pdfBytes: number;
  inputBytes: number;
  peakRssMb: number;
  /** Making the print forms of the six images at upload (one-off, not part of the print). */
  prepareMs: number | null;
}

/** A photo-like picture: smooth colour noise (random 250 px blown up), so PNG and JPEG compress as photos do. */
async function picture(seed: number, alpha: boolean): Promise<sharp.Sharp> {
  const small = 250;
  const channels = alpha ? 4 : 3;
  const raw = Buffer.alloc(small * small * channels);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = alpha && i % 4 === 3 ? 200 + ((x >>> 24) % 56) : x >>> 24;
  }
  return sharp(raw, { raw: { width: small, height: small, channels } }).resize(PX, PX, { kernel: 'cubic' });
}

async function makeImages(dir: string): Promise<Case[]> {
  const cases: Case[] = [
    { key: 'png', label: 'PNG, 8-bit RGB (data passed through)', type: 'png', file: 'rgb' },
    { key: 'png-alpha', label: 'PNG with alpha, print form made at upload', type: 'png', file: 'rgba', printForm: 'upload' },
    { key: 'png-alpha-first', label: 'PNG with alpha, first print of a file without a print form', type: 'png', file: 'rgba', printForm: 'first-print' },
    { key: 'jpeg', label: 'JPEG, quality 90', type: 'jpeg', file: 'jpeg' },
  ];
  for (let face = 0; face < 6; face++) {
    await (await picture(face + 1, false)).png({ compressionLevel: 6 }).toFile(path.join(dir, `rgb-${face}.png`));
    await (await picture(face + 1, true)).png({ compressionLevel: 6 }).toFile(path.join(dir, `rgba-${face}.png`));
    await (await picture(face + 1, false)).jpeg({ quality: 90 }).toFile(path.join(dir, `jpeg-${face}.jpg`));
  }
  return cases;
}

function documentFor(ids: string[]): DesignDocument {
  const face = (id: string) => ({ background: '#ffffff', objects: [{ id: `img-${id}`, type: 'image' as const, fileId: id, x: 0, y: 0, width: 200, height: 200, rotation: 0, opacity: 1 }] });
  const [a, b, c, d, e, f] = ids as [string, string, string, string, string, string];
  return {
    schemaVersion: 2,
    unit: 'mm',
    product: { sku: 'mailer-box', variantId: 1, variantSku: 'bench' },
    size: { length: 300, width: 200, height: 50 },
    boardThickness: 3,
    dielineStyle: 'fefco-0427',
    faces: { front: face(a), top: face(b), back: face(c), left: face(d), right: face(e), bottom: face(f) },
  };
}

/** What printSource hands the print file for one image: its print form, made as the upload makes it. */
async function printFormOf(type: 'png' | 'jpeg', bytes: Buffer): Promise<{ bytes: Buffer; alpha: Buffer | null }> {
  if (!needsPrintForm(type, bytes, undefined)) return { bytes, alpha: null };
  const form = await makePrintForm(type, bytes);
  return { bytes: form.print?.bytes ?? bytes, alpha: form.print_alpha?.bytes ?? null };
}

async function child(dir: string, c: Case): Promise<void> {
  const ids = FACE_NAMES.map((_, i) => `00000000-0000-4000-8000-00000000000${i}`);
  const originalPath = (i: number) => path.join(dir, `${c.file}-${i}.${c.type === 'jpeg' ? 'jpg' : 'png'}`);
  const inputBytes = ids.reduce((s, _, i) => s + fs.statSync(originalPath(i)).size, 0);
  // A print with stored print forms never reads the originals.
  const originals = c.printForm === 'upload' ? [] : ids.map((_, i) => fs.readFileSync(originalPath(i)));
  const row = { type: c.type, widthPx: PX, heightPx: PX };
  let prepared: Array<{ bytes: Buffer; alpha: Buffer | null }> = originals.map((bytes) => ({ bytes, alpha: null }));
  if (c.printForm === 'upload') {
    // Made beforehand by the `--prepare` child, as POST v1/files stores them.
    prepared = ids.map((_, i) => {
      const alpha = path.join(dir, `${c.file}-${i}.print_alpha.png`);
      return { bytes: fs.readFileSync(path.join(dir, `${c.file}-${i}.print.png`)), alpha: fs.existsSync(alpha) ? fs.readFileSync(alpha) : null };
    });
  }
  const runs: number[] = [];
  let pdfBytes = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const start = performance.now();
    let sources = prepared;
    if (c.printForm === 'first-print') {
      // Two at a time, like the print file route.
      sources = new Array<{ bytes: Buffer; alpha: Buffer | null }>(originals.length);
      let next = 0;
      const worker = async () => {
        for (let i = next++; i < originals.length; i = next++) sources[i] = await printFormOf(c.type, originals[i]!);
      };
      await Promise.all([worker(), worker()]);
    }
    const out = await buildPrintFile({
      box: { size: { length: 300, width: 200, height: 50 }, boardThicknessMm: 3, dielineStyle: 'fefco-0427', bleedMm: 5, safeAreaMm: 5 },
      document: documentFor(ids),
      files: new Map(ids.map((id, i) => [id, { row, ...sources[i]! }])),
      slug: { orderNumber: 'R000000001', sku: 'mailer-box-bench', designName: 'bench', version: 1 },
    });
    // The route streams these chunks as they are; writing them out is part of the cost.
    const sink = fs.openSync('/dev/null', 'w');
    for (const chunk of out.pdf.chunks) fs.writeSync(sink, chunk);
    fs.closeSync(sink);
    runs.push(performance.now() - start);
    pdfBytes = out.pdf.byteLength;
  }
  const sorted = [...runs].sort((a, b) => a - b);
  const result: Result = {
    key: c.key,
    medianMs: sorted[Math.floor(sorted.length / 2)] as number,
    runsMs: runs,
    pdfBytes,
    inputBytes,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    prepareMs: null,
  };
  process.send?.(result);
}

/** Makes the print forms of one case's six images as the upload does, one after another; reports the time. */
async function prepare(dir: string, c: Case): Promise<void> {
  const start = performance.now();
  for (let i = 0; i < 6; i++) {
    const form = await makePrintForm(c.type, fs.readFileSync(path.join(dir, `${c.file}-${i}.png`)));
    for (const [variant, v] of Object.entries(form)) fs.writeFileSync(path.join(dir, `${c.file}-${i}.${variant}.png`), v.bytes);
  }
  process.send?.({ prepareMs: performance.now() - start, peakRssMb: process.resourceUsage().maxRSS / 1024 });
}

function writeReport(markdown: string): void {
  const file = path.join(REPO_ROOT, 'docs', 'performance.md');
  const heading = '## Print file';
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const start = existing.indexOf(heading);
  const after = start === -1 ? -1 : existing.indexOf('\n## ', start + heading.length);
  const next = start === -1 ? `${existing.trimEnd()}\n\n${markdown}\n` : `${existing.slice(0, start)}${markdown}\n${after === -1 ? '' : existing.slice(after + 1)}`;
  fs.writeFileSync(file, next);
}

async function main(): Promise<void> {
  if (process.argv[2] === '--child' || process.argv[2] === '--prepare') {
    const c = JSON.parse(process.argv[4] as string) as Case;
    await (process.argv[2] === '--child' ? child : prepare)(process.argv[3] as string, c);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-print-bench-'));
  try {
    console.log(`making 3 × 6 images of ${PX} × ${PX} px in ${dir} …`);
    const cases = await makeImages(dir);
    const load = os.loadavg()[0] ?? 0;
    const results: Array<Result & { label: string; preparePeakRssMb: number | null }> = [];
    const run = <T>(mode: '--child' | '--prepare', c: Case) =>
      new Promise<T>((resolve, reject) => {
        const proc = fork(import.meta.filename, [mode, dir, JSON.stringify(c)], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        let answer: T | undefined;
        proc.once('message', (m: T) => (answer = m));
        proc.once('exit', (code) => (code === 0 && answer ? resolve(answer) : reject(new Error(`${mode} exited with ${code}`))));
      });
    for (const c of cases) {
      const prep = c.printForm === 'upload' ? await run<{ prepareMs: number; peakRssMb: number }>('--prepare', c) : null;
      const result = { ...(await run<Result>('--child', c)), prepareMs: prep?.prepareMs ?? null, preparePeakRssMb: prep?.peakRssMb ?? null };
      results.push({ ...result, label: c.label });
      console.log(
        `${c.label}: median ${Math.round(result.medianMs)} ms (${result.runsMs.map((r) => Math.round(r)).join(', ')}), PDF ${(result.pdfBytes / 1e6).toFixed(1)} MB, peak RSS ${Math.round(result.peakRssMb)} MB` +
          (prep ? `; print forms made at upload in ${Math.round(prep.prepareMs)} ms for six images (peak RSS ${Math.round(prep.peakRssMb)} MB)` : ''),
      );
    }
    const date = new Date().toISOString().slice(0, 10);
    const markdown = [
      '## Print file',
      '',
      `Command: \`pnpm --filter @ph/api-server bench:print\` (part of \`pnpm bench\`) — measured ${date} on ${os.cpus().length} shared CPU cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}; 1-minute load average ${load.toFixed(1)} at the start.`,
      '',
      `The print-ready PDF (\`GET box_designs/{id}/print_file\`, \`src/designs/printFile.ts\`) of a FEFCO 0427 mailer 300 × 200 × 50 mm whose six faces carry one ${PX} × ${PX} px image each (photo-like content), built ${ROUNDS} times in a fresh process per case; the median is shown. Peak RSS is the whole process (Node, the six inputs, the PDF). Target: under 2 s.`,
      '',
      '| Images | Median (ms) | Runs (ms) | Input (MB) | PDF (MB) | Peak RSS (MB) | Print forms at upload, six images (ms; peak RSS MB) |',
      '|---|---:|---|---:|---:|---:|---|',
      ...results.map(
        (r) =>
          `| ${r.label} | **${Math.round(r.medianMs)}** | ${r.runsMs.map((x) => Math.round(x)).join(', ')} | ${(r.inputBytes / 1e6).toFixed(1)} | ${(r.pdfBytes / 1e6).toFixed(1)} | ${Math.round(r.peakRssMb)} | ${r.prepareMs === null ? '—' : `${Math.round(r.prepareMs)}; ${Math.round(r.preparePeakRssMb ?? 0)}`} |`,
      ),
      '',
      'Time is building the PDF and writing it out (to /dev/null; the route streams the same chunks). No print decodes a picture: an 8-bit RGB or grey PNG without transparency goes into the PDF as it is (its zlib data with the PNG predictor), a JPEG as it is (DCTDecode), and any other PNG (alpha, palette, 16-bit, interlaced) prints from its *print form* — an 8-bit RGB PNG of the colour and an 8-bit grey PNG of the alpha (the soft mask), both passed through the same way — which `POST v1/files` makes once with sharp (decoded once, zlib level 2 with adaptive row filters, in libvips\' threads; `src/files/printForm.ts`). The PDF is written as a list of chunks that point at those bytes (`src/designs/pdfWriter.ts`), never copied into one file-sized buffer, so the print costs a few MB over its inputs. Every figure includes the slug, set in Roboto as an embedded font subset like any design text. The last column is that one-off work at upload, measured apart. A file uploaded before print forms existed gets its print form on its first print (second PNG-with-alpha row: two files at a time), which stores it for every later print.',
      '',
      'The machine was shared with other builds and test runs while measuring (load average above), so absolute times vary between runs (see the run columns); decoding and encoding are CPU-bound and suffer most.',
    ].join('\n');
    writeReport(markdown);
    console.log('written to docs/performance.md');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
