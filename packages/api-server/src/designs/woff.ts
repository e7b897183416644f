// A web font as the PDF writers embed it (the print file's text, the invoice PDF).
import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 → the TrueType/OpenType file it wraps: each table inflated with Node's zlib, once per
 * process. fontkit can read WOFF itself but inflates it in JavaScript every time a document embeds the
 * font (tens of ms per print file).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not 'wOFF': already an sfnt
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: Array<{ tag: number; checksum: number; data: Buffer }> = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({ tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? inflateSync(raw) : raw });
  }
  const pad = (n: number) => (n + 3) & ~3;
  const header = Buffer.alloc(12 + 16 * numTables);
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(16 * 2 ** entrySelector, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - 16 * 2 ** entrySelector, 10);
  let offset = header.length;
  const body: Buffer[] = [];
  tables.forEach((t, i) => {
    header.writeUInt32BE(t.tag, 12 + i * 16);
    header.writeUInt32BE(t.checksum, 16 + i * 16);
    header.writeUInt32BE(offset, 20 + i * 16);
    header.writeUInt32BE(t.data.length, 24 + i * 16);
    body.push(t.data, Buffer.alloc(pad(t.data.length) - t.data.length));
    offset += pad(t.data.length);
  });
  return Buffer.concat([header, ...body]);
}
