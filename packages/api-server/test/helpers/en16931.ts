// EN 16931 validation in tests: the European Commission's (CEN TC 434) schematron rules, the
// preprocessed UBL and CII files of release validation-1.3.16 (EUPL 1.2, test/fixtures/en16931/), run
// by node-schematron (MIT; XPath 3.1 by fontoxpath). It checks every business rule (BR-*), the
// calculation rules (BR-CO-*), the code lists and the syntax bindings (UBL-*, CII-*) with flag "fatal";
// it does NOT check the XML against the UBL 2.1 / CII D16B XSD schemas, nor a national CIUS
// (XRechnung, Peppol BIS), nor the PDF/A-3 conformance of a Factur-X file.
import fs from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString, PDFHexString } from 'pdf-lib';
import { Schema } from 'node-schematron';

const dir = path.join(__dirname, '..', 'fixtures', 'en16931');
const schemas = new Map<string, Schema>();

function schema(syntax: 'UBL' | 'CII'): Schema {
  let s = schemas.get(syntax);
  if (!s) {
    s = Schema.fromString(fs.readFileSync(path.join(dir, `EN16931-${syntax}-validation.sch`), 'utf8'));
    schemas.set(syntax, s);
  }
  return s;
}

/** The rules an XML document breaks: fatal asserts as `[ID] message` (warnings are left out). */
export function en16931Errors(syntax: 'UBL' | 'CII', xml: string): string[] {
  const fatal = new Set(
    [...fs.readFileSync(path.join(dir, `EN16931-${syntax}-validation.sch`), 'utf8').matchAll(/<assert id="([^"]+)" flag="fatal"/g)].map((m) => m[1]!),
  );
  return schema(syntax)
    .validateString(xml)
    .filter((r) => !r.isReport)
    .map((r) => (r.message ?? '').replace(/\s+/g, ' ').trim())
    .filter((m) => {
      const id = /^\[([^\]]+)\]/.exec(m)?.[1];
      return !id || fatal.has(id);
    });
}

/** The XML a Factur-X PDF carries as its embedded `factur-x.xml`. */
export async function facturXml(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const names = doc.catalog.lookup(PDFName.of('Names'), PDFDict);
  const files = names.lookup(PDFName.of('EmbeddedFiles'), PDFDict).lookup(PDFName.of('Names'), PDFArray);
  for (let i = 0; i < files.size(); i += 2) {
    const name = files.lookup(i);
    const text = name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : '';
    if (text !== 'factur-x.xml') continue;
    const spec = files.lookup(i + 1, PDFDict);
    const stream = doc.context.lookup(spec.lookup(PDFName.of('EF'), PDFDict).get(PDFName.of('F')));
    if (!(stream instanceof PDFRawStream)) throw new Error('factur-x.xml is not a stream');
    const filter = stream.dict.lookup(PDFName.of('Filter'));
    const bytes = filter === PDFName.of('FlateDecode') ? inflateSync(Buffer.from(stream.contents)) : Buffer.from(stream.contents);
    return bytes.toString('utf8');
  }
  throw new Error('no factur-x.xml in the PDF');
}
