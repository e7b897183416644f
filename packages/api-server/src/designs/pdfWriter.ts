// Serialises a pdf-lib document as a list of chunks instead of one buffer. pdf-lib's `save()` allocates
// the whole file and copies every stream into it byte by byte; a print file carries hundreds of MB of
// image data that already sits in memory (the stored print forms), so here every raw stream's bytes
// are handed on as they are and only the small objects are serialised. Same layout as pdf-lib's
// PDFWriter with `useObjectStreams: false`: header, objects, one xref table, trailer.
import {
  PDFCrossRefSection,
  PDFDict,
  PDFHeader,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFTrailer,
  PDFTrailerDict,
  type PDFContext,
  type PDFObject,
  type PDFRef,
} from 'pdf-lib';

/** Streams whose data is several buffers (a PNG's IDAT chunks), written one after another. */
const partsOf = new WeakMap<PDFRawStream, Uint8Array[]>();

/** Registers a stream whose data are `parts` (never joined); `dict` gets its /Length here. */
export function registerStream(context: PDFContext, dict: PDFDict, parts: Uint8Array[]): PDFRef {
  dict.set(PDFName.of('Length'), PDFNumber.of(parts.reduce((n, p) => n + p.length, 0)));
  const stream = PDFRawStream.of(dict, new Uint8Array(0));
  partsOf.set(stream, parts);
  return context.register(stream);
}

const latin1 = (s: string) => Buffer.from(s, 'latin1');

function bytesOf(o: { sizeInBytes(): number; copyBytesInto(buffer: Uint8Array, offset: number): number }): Buffer {
  const buffer = Buffer.allocUnsafe(o.sizeInBytes());
  const written = o.copyBytesInto(buffer, 0);
  return written === buffer.length ? buffer : buffer.subarray(0, written);
}

export interface PdfChunks {
  chunks: Uint8Array[];
  byteLength: number;
}

/**
 * The document's bytes as chunks. Whatever pdf-lib embeds lazily (fonts, embedded pages, JPEGs) must
 * have been embedded by the caller (`await x.embed()`), as `PDFDocument.save()` would do.
 */
export function writePdf(context: PDFContext): PdfChunks {
  const chunks: Uint8Array[] = [];
  let small: Buffer[] = [];
  let offset = 0;
  const add = (b: Uint8Array, big = false) => {
    offset += b.length;
    if (!big) {
      small.push(b as Buffer);
      return;
    }
    if (small.length) chunks.push(Buffer.concat(small));
    small = [];
    chunks.push(b);
  };

  const header = bytesOf(PDFHeader.forVersion(1, 7));
  add(header);
  add(latin1('\n\n'));
  const xref = PDFCrossRefSection.create();
  for (const [ref, object] of context.enumerateIndirectObjects() as Array<[PDFRef, PDFObject]>) {
    xref.addEntry(ref, offset);
    add(latin1(`${ref.objectNumber} ${ref.generationNumber} obj\n`));
    if (object instanceof PDFRawStream) {
      const parts = partsOf.get(object) ?? [object.getContents()];
      if (!partsOf.has(object)) object.updateDict();
      add(bytesOf(object.dict));
      add(latin1('\nstream\n'));
      for (const p of parts) add(p, true);
      add(latin1('\nendstream'));
    } else {
      add(bytesOf(object));
    }
    add(latin1('\nendobj\n\n'));
  }
  const xrefOffset = offset;
  add(bytesOf(xref));
  add(latin1('\n'));
  const info = context.trailerInfo;
  const trailerDict = context.obj({ Size: context.largestObjectNumber + 1 });
  for (const key of ['Root', 'Encrypt', 'Info', 'ID'] as const) {
    const value = info[key];
    if (value) trailerDict.set(PDFName.of(key), value);
  }
  add(bytesOf(PDFTrailerDict.of(trailerDict)));
  add(latin1('\n\n'));
  add(bytesOf(PDFTrailer.forLastCrossRefSectionOffset(xrefOffset)));
  if (small.length) chunks.push(Buffer.concat(small));
  return { chunks, byteLength: offset };
}
