// The document for people: an A4 PDF drawn with pdf-lib from the stored document, in its language with
// the store's money and date formats. Text is real embedded text (Roboto from @fontsource, subset with
// a ToUnicode map) so it can be searched, copied and read back by a test. Roboto comes split into
// Unicode subsets; each string is drawn in runs of the subset that has its characters (latin, then
// latin-ext for Polish, Czech, Romanian … letters).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatMoney, formatRegionDate, getRegionConfig, isRegionCode, type LanguageCode } from '@ph/region-config';
import { woffToSfnt } from '../designs';
import { PACKAGE_ROOT } from '../paths';
import type { InvoiceContent } from './content';
import { documentTitle } from './emails';
import { INVOICE_TEXTS, type InvoiceTexts } from './texts';

const requireHere = createRequire(path.join(PACKAGE_ROOT, 'package.json'));

interface FontFace {
  bytes: Buffer;
  chars: Set<number>;
}
const faces = new Map<string, FontFace>();

function face(subset: 'latin' | 'latin-ext', weight: 400 | 700): FontFace {
  const key = `${subset}-${weight}`;
  let f = faces.get(key);
  if (!f) {
    const bytes = woffToSfnt(fs.readFileSync(requireHere.resolve(`@fontsource/roboto/files/roboto-${subset}-${weight}-normal.woff`)));
    f = { bytes, chars: new Set(fontkit.create(bytes).characterSet) };
    faces.set(key, f);
  }
  return f;
}

// pdf-lib parses the font file again for every document it embeds it in (fontkit.create), which was
// most of a PDF's time. A parsed font is not changed by embedding (each document makes its own subset
// of it), so every document of this process shares one parse per face.
const parsed = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
const sharedFontkit: typeof fontkit = {
  ...fontkit,
  create(bytes, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(bytes, postscriptName);
    let font = parsed.get(bytes);
    if (!font) {
      font = fontkit.create(bytes);
      parsed.set(bytes, font);
    }
    return font;
  },
};

interface Fonts {
  /** Latin, and latin-ext when the document has a letter only it has (the same font otherwise). */
  regular: [PDFFont, PDFFont];
  bold: [PDFFont, PDFFont];
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const INK = rgb(0.11, 0.11, 0.13);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.8, 0.8, 0.82);

class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
  }

  /** Ensures `height` points are left above the bottom margin (and the footer), else starts a page. */
  room(height: number): void {
    if (this.y - height < MARGIN + 24) this.newPage();
  }

  private runs(text: string, bold: boolean): Array<{ font: PDFFont; text: string }> {
    const [latin, ext] = bold ? this.fonts.bold : this.fonts.regular;
    const latinChars = face('latin', bold ? 700 : 400).chars;
    const extChars = face('latin-ext', bold ? 700 : 400).chars;
    const out: Array<{ font: PDFFont; text: string }> = [];
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      const font = latinChars.has(cp) || !extChars.has(cp) ? latin : ext;
      const glyph = latinChars.has(cp) || extChars.has(cp) ? ch : '?';
      const last = out[out.length - 1];
      if (last && last.font === font) last.text += glyph;
      else out.push({ font, text: glyph });
    }
    return out;
  }

  width(text: string, size: number, bold = false): number {
    return this.runs(text, bold).reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);
  }

  text(text: string, x: number, y: number, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; align?: 'left' | 'right' } = {}): void {
    const size = opts.size ?? 9;
    let at = opts.align === 'right' ? x - this.width(text, size, opts.bold) : x;
    for (const r of this.runs(text, opts.bold ?? false)) {
      this.page.drawText(r.text, { x: at, y, size, font: r.font, color: opts.color ?? INK });
      at += r.font.widthOfTextAtSize(r.text, size);
    }
  }

  /** Splits `text` into lines no wider than `width`, at spaces where it can. */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, size, bold) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  rule(y: number): void {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.5, color: RULE });
  }
}

function formats(c: InvoiceContent) {
  const region = isRegionCode(c.region) ? c.region : 'eu';
  const rules = getRegionConfig(region).datesFormattingRules;
  return {
    money: (minor: number) => formatMoney(minor, region),
    date: (iso: string) => formatRegionDate(iso, rules),
    rate: (bp: number) => `${(bp / 100).toLocaleString(c.language, { maximumFractionDigits: 2 })} %`,
  };
}

function partyLines(t: InvoiceTexts, p: { name: string; contact?: string | null; address: InvoiceContent['buyer']['address']; vat_id: string | null; extra?: string | null }): string[] {
  const a = p.address;
  return [
    p.name,
    ...(p.contact ? [p.contact] : []),
    a.street,
    ...(a.street2 ? [a.street2] : []),
    `${a.zip_code} ${a.city}${a.state_code ? `, ${a.state_code}` : ''}`,
    a.country_iso,
    ...(p.vat_id ? [`${t.vatId}: ${p.vat_id}`] : []),
    ...(p.extra ? [p.extra] : []),
  ];
}

/** The PDF of a stored document. Dates in the file are the issue's, so the same document gives the same bytes. */
export async function invoicePdf(c: InvoiceContent, issuedAt: Date): Promise<Uint8Array> {
  const t = INVOICE_TEXTS[c.language as LanguageCode] ?? INVOICE_TEXTS.en;
  const f = formats(c);
  const doc = await PDFDocument.create();
  doc.registerFontkit(sharedFontkit);
  const embed = (subset: 'latin' | 'latin-ext', weight: 400 | 700) => doc.embedFont(face(subset, weight).bytes, { subset: true });
  // Each embedded font is parsed and subset when the file is saved: embed latin-ext only when needed.
  const latin = face('latin', 400).chars;
  // Everything the page will show: the document, the language's words and the store's money format.
  const shown = `${JSON.stringify(c)}${JSON.stringify(t)}${t.page(1, 2)}${f.money(-123456)}`;
  const needsExt = [...shown].some((ch) => !latin.has(ch.codePointAt(0)!));
  const regular = await embed('latin', 400);
  const bold = await embed('latin', 700);
  const fonts: Fonts = {
    regular: [regular, needsExt ? await embed('latin-ext', 400) : regular],
    bold: [bold, needsExt ? await embed('latin-ext', 700) : bold],
  };
  const title = documentTitle(c);
  doc.setTitle(`${title} ${c.number}`);
  doc.setAuthor(c.seller.legal_name);
  doc.setLanguage(c.language);
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);
  doc.setProducer('Packhelp store');
  doc.setCreator('Packhelp store');

  const w = new Writer(doc, fonts);
  const right = A4.width - MARGIN;

  // Heading: title and number left, dates right.
  w.text(title, MARGIN, w.y - 16, { size: 18, bold: true });
  w.text(`${t.number} ${c.number}`, MARGIN, w.y - 34, { size: 11, bold: true });
  const facts: Array<[string, string]> = [
    [t.issueDate, f.date(c.issue_date)],
    ...(c.sale_date ? ([[t.saleDate, f.date(c.sale_date)]] as Array<[string, string]>) : []),
    ...(c.due_date ? ([[t.dueDate, f.date(c.due_date)]] as Array<[string, string]>) : []),
    c.order_number !== null ? [t.order, c.order_number] : [t.offer, c.offer_reference ?? ''],
    ...(c.corrects ? ([[t.corrects, `${c.corrects.number} (${f.date(c.corrects.issue_date)})`]] as Array<[string, string]>) : []),
  ];
  facts.forEach(([label, value], i) => {
    w.text(`${label}: ${value}`, right, w.y - 12 - i * 12, { align: 'right' });
  });
  w.y -= Math.max(50, 18 + facts.length * 12);

  // Seller and buyer side by side.
  const col = (A4.width - 2 * MARGIN) / 2;
  const seller = partyLines(t, { name: c.seller.legal_name, address: c.seller.address, vat_id: c.seller.vat_id, extra: c.seller.company_id });
  const buyer = partyLines(t, { name: c.buyer.name, contact: c.buyer.contact_name, address: c.buyer.address, vat_id: c.buyer.vat_id });
  w.text(t.seller, MARGIN, w.y, { bold: true, color: MUTED });
  w.text(t.buyer, MARGIN + col, w.y, { bold: true, color: MUTED });
  const rows = Math.max(seller.length, buyer.length);
  for (let i = 0; i < rows; i++) {
    if (seller[i]) w.text(seller[i]!, MARGIN, w.y - 12 - i * 11, { bold: i === 0 });
    if (buyer[i]) w.text(buyer[i]!, MARGIN + col, w.y - 12 - i * 11, { bold: i === 0 });
  }
  w.y -= 24 + rows * 11;

  // Lines.
  const cols = [
    { key: 'no', label: '#', x: MARGIN, align: 'left' as const },
    { key: 'name', label: t.item, x: MARGIN + 16, align: 'left' as const },
    { key: 'qty', label: t.quantity, x: 292, align: 'right' as const },
    { key: 'unit', label: t.unitNet, x: 350, align: 'right' as const },
    { key: 'net', label: t.net, x: 410, align: 'right' as const },
    { key: 'rate', label: t.vatRate, x: 452, align: 'right' as const },
    { key: 'vat', label: t.vat, x: 500, align: 'right' as const },
    { key: 'gross', label: t.gross, x: right, align: 'right' as const },
  ];
  const header = () => {
    w.room(30);
    for (const h of cols) w.text(h.label, h.x, w.y, { size: 7.5, bold: true, color: MUTED, align: h.align });
    w.rule(w.y - 4);
    w.y -= 14;
  };
  header();
  c.lines.forEach((l, i) => {
    const nameLines = w.wrap(l.name, 292 - 40 - (MARGIN + 16), 8.5);
    const extra = [
      ...(l.discount !== 0 ? [`${t.discount}: ${f.money(l.discount)}`] : []),
      ...(l.charges !== 0 ? [`+ ${f.money(l.charges)}`] : []),
    ];
    const height = (nameLines.length + extra.length) * 10 + 4;
    if (w.y - height < MARGIN + 24) {
      w.newPage();
      header();
    }
    const values: Record<string, string> = {
      no: String(i + 1),
      qty: String(l.quantity),
      unit: f.money(l.unit_net),
      net: f.money(l.net),
      rate: l.vat_exempt || c.tax_reason === 'no_vat_region' ? t.outsideVat : f.rate(l.tax_rate_bp),
      vat: f.money(l.tax),
      gross: f.money(l.gross),
    };
    for (const h of cols) if (h.key !== 'name') w.text(values[h.key]!, h.x, w.y, { size: 8.5, align: h.align });
    nameLines.forEach((n, k) => w.text(n, MARGIN + 16, w.y - k * 10, { size: 8.5 }));
    extra.forEach((e, k) => w.text(e, MARGIN + 16, w.y - (nameLines.length + k) * 10, { size: 7.5, color: MUTED }));
    w.y -= height;
  });
  w.rule(w.y + 6);

  // VAT per rate and the totals.
  w.y -= 10;
  w.room(30 + (c.vat.length + 1) * 12);
  w.text(t.vatSummary, MARGIN, w.y, { bold: true });
  const sx = { rate: 330, net: 410, vat: 480, gross: right };
  w.text(t.vatRate, sx.rate, w.y, { size: 7.5, bold: true, color: MUTED, align: 'right' });
  w.text(t.net, sx.net, w.y, { size: 7.5, bold: true, color: MUTED, align: 'right' });
  w.text(t.vat, sx.vat, w.y, { size: 7.5, bold: true, color: MUTED, align: 'right' });
  w.text(t.gross, sx.gross, w.y, { size: 7.5, bold: true, color: MUTED, align: 'right' });
  w.y -= 12;
  for (const v of c.vat) {
    w.text(v.vat_exempt || c.tax_reason === 'no_vat_region' ? t.outsideVat : f.rate(v.tax_rate_bp), sx.rate, w.y, { align: 'right' });
    w.text(f.money(v.net), sx.net, w.y, { align: 'right' });
    w.text(f.money(v.tax), sx.vat, w.y, { align: 'right' });
    w.text(f.money(v.gross), sx.gross, w.y, { align: 'right' });
    w.y -= 12;
  }
  w.text(t.total, sx.rate, w.y, { bold: true, align: 'right' });
  w.text(f.money(c.totals.net), sx.net, w.y, { bold: true, align: 'right' });
  w.text(f.money(c.totals.tax), sx.vat, w.y, { bold: true, align: 'right' });
  w.text(f.money(c.totals.gross), sx.gross, w.y, { bold: true, align: 'right' });
  w.y -= 22;

  // Payments and what is left.
  if (c.kind !== 'credit_note') {
    w.room(20 + c.payments.length * 12 + 14);
    if (c.payments.length) {
      w.text(t.paymentsReceived, MARGIN, w.y, { bold: true });
      w.y -= 12;
      for (const p of c.payments) {
        w.text(`${f.date(p.date)}  ${t.methods[p.method] ?? p.method}`, MARGIN, w.y);
        w.text(f.money(p.amount), right, w.y, { align: 'right' });
        w.y -= 12;
      }
    }
    w.text(c.amount_due > 0 ? t.amountDue : t.paid, MARGIN, w.y, { size: 11, bold: true });
    w.text(f.money(c.amount_due > 0 ? c.amount_due : c.totals.gross), right, w.y, { size: 11, bold: true, align: 'right' });
    w.y -= 20;
  }

  if (c.bank_account && c.amount_due > 0) {
    const b = c.bank_account;
    const lines = [
      `${t.accountHolder}: ${b.account_holder}`,
      `${b.bank_name}`,
      `IBAN: ${b.iban}   BIC: ${b.bic}`,
      ...(b.sort_code && b.account_number ? [`Sort code: ${b.sort_code}   Account: ${b.account_number}`] : []),
      // The order's number identifies the transfer; an offer has no order yet, so its proforma's own number does.
      `${t.reference}: ${c.order_number ?? c.number}`,
    ];
    w.room(16 + lines.length * 11);
    w.text(t.bankTransfer, MARGIN, w.y, { bold: true });
    lines.forEach((l, i) => w.text(l, MARGIN, w.y - 12 - i * 11));
    w.y -= 20 + lines.length * 11;
  }

  const notes = [...(c.reason ? [`${t.reason}: ${c.reason}`] : []), ...c.notes.map((n) => t.notes[n])];
  for (const note of notes) {
    const lines = w.wrap(note, A4.width - 2 * MARGIN, 8.5);
    w.room(lines.length * 10 + 4);
    lines.forEach((l, i) => w.text(l, MARGIN, w.y - i * 10, { size: 8.5, color: MUTED }));
    w.y -= lines.length * 10 + 4;
  }

  w.pages.forEach((p, i) => {
    w.page = p;
    w.text(`${c.seller.legal_name} · ${c.number} · ${t.page(i + 1, w.pages.length)}`, A4.width / 2 - w.width(`${c.seller.legal_name} · ${c.number} · ${t.page(i + 1, w.pages.length)}`, 7) / 2, MARGIN - 14, { size: 7, color: MUTED });
  });
  return doc.save({ useObjectStreams: false });
}
