// Text objects as real PDF text: the glyphs of the editor's own fonts, embedded as subsets (pdf-lib +
// @pdf-lib/fontkit), so a print shop gets sharp vector type and a reader can search and copy it.
//
// The fonts are the @fontsource files the editor loads (mf-editor-host src/text/fontFiles.ts; the
// families are @ph/api-client DESIGN_FONTS). Each family is split by @fontsource into Unicode subsets
// (latin, latin-ext, …); every character is set in the first file of the family that has it, then in
// the default family's. A text with a character none of them has is rasterised instead (printFile.ts).
// Layout follows the editor (FaceCanvas / drawDesign): no wrapping, lines of 1.2 × the size, each
// line's "middle" baseline in the middle of its line box.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { TextObject } from '@ph/api-contract';
import { PACKAGE_ROOT } from '../paths';
import { woffToSfnt } from './woff';

/** Line height of design texts, as a multiple of the size (the editor's TEXT_LINE_HEIGHT). */
export const TEXT_LINE_HEIGHT = 1.2;

/** The editor's families and their npm packages; a family the editor does not offer prints in the first. */
export const PRINT_FONT_FAMILIES = {
  Roboto: '@fontsource/roboto',
  'Playfair Display': '@fontsource/playfair-display',
  Oswald: '@fontsource/oswald',
  Pacifico: '@fontsource/pacifico',
} as const;
export type PrintFontFamily = keyof typeof PRINT_FONT_FAMILIES;
const DEFAULT_FAMILY: PrintFontFamily = 'Roboto';

const requireHere = createRequire(path.join(PACKAGE_ROOT, 'package.json'));

interface FontFile {
  file: string;
  weight: number;
  style: 'normal' | 'italic';
}

interface ParsedFont {
  bytes: Buffer;
  chars: Set<number>;
  /** hhea ascent and descent (negative) in em. */
  ascent: number;
  descent: number;
}

const filesOfFamily = new Map<PrintFontFamily, FontFile[]>();
const parsed = new Map<string, ParsedFont>();

/** The family's WOFF files (latin and latin-ext first), read from its package's `files/` folder. */
function familyFiles(family: PrintFontFamily): FontFile[] {
  let files = filesOfFamily.get(family);
  if (files) return files;
  const slug = PRINT_FONT_FAMILIES[family].slice('@fontsource/'.length);
  const dir = path.dirname(requireHere.resolve(`${PRINT_FONT_FAMILIES[family]}/files/${slug}-latin-400-normal.woff`));
  const pattern = new RegExp(`^${slug}-([a-z-]+)-(\\d{3})-(normal|italic)\\.woff$`);
  const rank = (subset: string) => (subset === 'latin' ? 0 : subset === 'latin-ext' ? 1 : 2);
  files = fs
    .readdirSync(dir)
    .map((name) => ({ name, m: pattern.exec(name) }))
    .filter((f): f is { name: string; m: RegExpExecArray } => f.m !== null)
    .sort((a, b) => rank(a.m[1]!) - rank(b.m[1]!) || a.name.localeCompare(b.name))
    .map(({ name, m }) => ({ file: path.join(dir, name), weight: Number(m[2]), style: m[3] as FontFile['style'] }));
  filesOfFamily.set(family, files);
  return files;
}


function parse(file: string): ParsedFont {
  let font = parsed.get(file);
  if (!font) {
    const bytes = woffToSfnt(fs.readFileSync(file));
    const f = fontkit.create(bytes);
    font = { bytes, chars: new Set(f.characterSet), ascent: f.ascent / f.unitsPerEm, descent: f.descent / f.unitsPerEm };
    parsed.set(file, font);
  }
  return font;
}

/** The files a text may use, best first: its family in its weight and style (else the nearest), then the default family's. */
function candidates(t: TextObject): string[] {
  const family = (t.font.family in PRINT_FONT_FAMILIES ? t.font.family : DEFAULT_FAMILY) as PrintFontFamily;
  const want = { weight: t.font.weight === 'bold' ? 700 : 400, style: t.font.style };
  const pick = (fam: PrintFontFamily) => {
    const files = familyFiles(fam);
    const score = (f: FontFile) => (f.style === want.style ? 0 : 1000) + Math.abs(f.weight - want.weight);
    const best = Math.min(...files.map(score));
    return files.filter((f) => score(f) === best).map((f) => f.file);
  };
  return [...new Set([...pick(family), ...(family === DEFAULT_FAMILY ? [] : pick(DEFAULT_FAMILY))])];
}

export interface TextRun {
  font: PDFFont;
  text: string;
  /** mm from the object's left edge. */
  x: number;
}

export interface TextLine {
  runs: TextRun[];
  /** Alphabetic baseline, mm from the object's top edge. */
  baseline: number;
}

/** Embeds the fonts a document's texts use, once per file, and lays texts out in mm. */
export class PrintFonts {
  private readonly embedded = new Map<string, Promise<PDFFont>>();
  readonly used: PDFFont[] = [];

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(fontkit);
  }

  private font(file: string): Promise<PDFFont> {
    let font = this.embedded.get(file);
    if (!font) {
      font = this.doc.embedFont(parse(file).bytes, { subset: true }).then((f) => {
        this.used.push(f);
        return f;
      });
      this.embedded.set(file, font);
    }
    return font;
  }

  /** The text's lines as runs of one font each, or null when some character is in none of the fonts. */
  async layout(t: TextObject): Promise<TextLine[] | null> {
    const files = candidates(t);
    const primary = parse(files[0]!);
    const size = t.font.sizeMm;
    const lineHeight = size * TEXT_LINE_HEIGHT;
    // Canvas "middle" is the middle of the em box: the baseline lies (ascent + descent) / 2 below it.
    const middleToBaseline = (size * (primary.ascent + primary.descent)) / 2;
    const lines: TextLine[] = [];
    for (const [i, line] of t.text.replace(/\r/g, '').split('\n').entries()) {
      const pieces: Array<{ file: string; text: string }> = [];
      for (const ch of line) {
        const code = ch.codePointAt(0)!;
        const file = files.find((f) => parse(f).chars.has(code));
        if (!file) return null;
        const last = pieces[pieces.length - 1];
        if (last?.file === file) last.text += ch;
        else pieces.push({ file, text: ch });
      }
      const runs: Array<{ font: PDFFont; text: string; width: number }> = [];
      for (const p of pieces) {
        const font = await this.font(p.file);
        runs.push({ font, text: p.text, width: font.widthOfTextAtSize(p.text, size) });
      }
      const width = runs.reduce((w, r) => w + r.width, 0);
      let x = t.align === 'center' ? (t.width - width) / 2 : t.align === 'right' ? t.width - width : 0;
      lines.push({
        baseline: (i + 0.5) * lineHeight + middleToBaseline,
        runs: runs.map((r) => {
          const run = { font: r.font, text: r.text, x };
          x += r.width;
          return run;
        }),
      });
    }
    return lines;
  }
}
