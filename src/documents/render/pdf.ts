// Renders a layout to PDF with pdfkit in tagged mode: every line of text (and every line of every table cell) is a
// marked-content Span whose ActualText is the logical text, so `pdftotext`, search and screen readers get the exact
// Hindi ("धर्मार्थ", not the glyph-order "धमाथ") while the glyphs stay shaped by fontkit.
//
// Lines are broken here, not by pdfkit, so that each drawn line is one span. Rows of a table are never split across
// pages unless a single row is taller than a page. Every page gets the case number, "page X of Y", the date, the
// issuing office and officer, and a QR code of the public verification URL.

import type PdfkitModule from 'pdfkit';
import { lazyPackage } from '../../lib/lazy-package.ts';
import type { Block, DocumentHeader, FieldRow, Layout } from '../types.ts';
import { isRegional, shortDate, tr } from '../format.ts';
import { font } from './fonts.ts';
import { LANG_TAG, pageOf, scriptOf, word } from './furniture-words.ts';
import { qrMatrix, qrRuns } from './qr.ts';
import { shapeWordsOnce } from './shaping.ts';
import { addSignaturePlaceholder } from '../sign/placeholder.ts';

const pdfkit = lazyPackage<typeof PdfkitModule>('pdfkit');

export interface RenderOptions {
  /** `${publicUrl}/verify/${documentId}` goes in the QR code. */
  readonly publicUrl: string;
  /** Not an issued document (nothing to verify, e.g. the consent form): the URL its QR code and footer give instead. */
  readonly qr?: { readonly url: string; readonly label: string };
  /** Reserve a signature field (signing happens on the bytes afterwards). */
  readonly signable?: {
    readonly reason: string;
    readonly location: string;
    readonly name: string;
    readonly contactInfo: string;
    readonly signingTime: Date;
  };
}

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const M_X = 56;
const TOP = 88; // content starts below the running head
const BOTTOM = PAGE_H - 100; // content ends above the footer and QR
const CONTENT_W = PAGE_W - 2 * M_X;
const SIZE = 10.5;
const LH = 16; // line height at SIZE; Devanagari needs the room for matras above and below
const QR_SIZE = 66;

/** The pdfkit calls used here that @types/pdfkit does not declare. */
interface TaggedDoc {
  markContent(tag: string, options?: Record<string, unknown>): unknown;
  endMarkedContent(): unknown;
  bufferedPageRange(): { start: number; count: number };
  switchToPage(n: number): unknown;
}

type Doc = PDFKit.PDFDocument & TaggedDoc;

export function verifyUrl(publicUrl: string, documentId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/verify/${encodeURIComponent(documentId)}`;
}

const SHAPED: Record<string, object> = {};

/** Midnight India time on the document's date: the fixed creation date that makes the bytes reproducible. */
function fixedDate(h: DocumentHeader): Date {
  return new Date(`${h.date}T00:00:00+05:30`);
}

class Writer {
  y = TOP;
  constructor(
    readonly doc: Doc,
    readonly lang: string,
  ) {}

  use(bold: boolean, size = SIZE): void {
    this.doc.font(bold ? 'B' : 'R').fontSize(size);
  }

  width(text: string): number {
    return this.doc.widthOfString(text);
  }

  /** Greedy line breaking on spaces; a word wider than the line is cut between grapheme clusters. */
  wrap(text: string, width: number): string[] {
    const out: string[] = [];
    for (const para of text.split('\n')) {
      const words = para.split(/ +/).filter((w) => w.length > 0);
      let line = '';
      for (const w0 of words) {
        let w = w0;
        while (this.width(w) > width) {
          // Cut an over-long word (a URL, an email) at the last grapheme that fits.
          const seg = [...new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(w)].map((s) => s.segment);
          let head = '';
          for (const g of seg) {
            if (this.width(head + g) > width) break;
            head += g;
          }
          if (line) {
            out.push(line);
            line = '';
          }
          out.push(head);
          w = w.slice(head.length);
        }
        const cand = line ? `${line} ${w}` : w;
        if (line && this.width(cand) > width) {
          out.push(line);
          line = w;
        } else {
          line = cand;
        }
      }
      out.push(line);
    }
    return out;
  }

  /** One line of text as one Span with its logical text. */
  line(text: string, x: number, y: number, align: 'left' | 'right' | 'center' = 'left', width = CONTENT_W): void {
    if (text === '') return;
    const w = this.width(text);
    const dx = align === 'right' ? width - w : align === 'center' ? (width - w) / 2 : 0;
    this.doc.markContent('Span', { actual: text, lang: this.lang });
    this.doc.text(text, x + dx, y, { lineBreak: false });
    this.doc.endMarkedContent();
  }

  newPage(): void {
    this.doc.addPage();
    this.y = TOP;
  }

  ensure(h: number): void {
    if (this.y + h > BOTTOM) this.newPage();
  }

  lines(lines: readonly string[], x: number, align: 'left' | 'right' | 'center' = 'left', width = CONTENT_W): void {
    for (const l of lines) {
      this.ensure(LH);
      this.line(l, x, this.y, align, width);
      this.y += LH;
    }
  }

  block(b: Block): void {
    switch (b.k) {
      case 'title':
        this.use(true, 13);
        this.y += 2;
        this.lines(this.wrap(b.text, CONTENT_W), M_X, 'center');
        this.y += 8;
        break;
      case 'subtitle':
        this.use(false, SIZE);
        this.lines(this.wrap(b.text, CONTENT_W), M_X, 'center');
        this.y += 4;
        break;
      case 'heading':
        this.use(true, 11);
        this.y += 4;
        this.ensure(LH * 2);
        this.lines(this.wrap(b.text, CONTENT_W), M_X);
        this.y += 2;
        break;
      case 'para': {
        this.use(b.bold ?? false);
        const indent = (b.indent ?? 0) * 18;
        const numW = b.num ? 22 : 0;
        const x = M_X + indent + numW;
        const w = CONTENT_W - indent - numW;
        const ls = this.wrap(b.text, w);
        this.ensure(Math.min(ls.length, 2) * LH);
        if (b.num) this.line(b.num, M_X + indent, this.y);
        this.lines(ls, x, b.align ?? 'left', w);
        this.y += 5;
        break;
      }
      case 'fields':
        this.fields(b.rows, b.labelWidth ?? 0.4);
        break;
      case 'table':
        this.table(b.head, b.rows, b.widths);
        break;
      case 'signature': {
        this.use(false);
        const w = CONTENT_W * 0.62;
        const x = M_X + CONTENT_W - w;
        this.y += 12;
        this.ensure(LH * b.lines.length + 4);
        for (const [i, l] of b.lines.entries()) {
          this.use(i === 0);
          this.lines(this.wrap(l, w), x, 'right', w);
        }
        this.y += 6;
        break;
      }
      case 'space':
        this.y += b.h ?? 8;
        break;
    }
  }

  /** Label | value rows: the label cell is drawn whole, then the value cell, so text comes out in reading order. */
  fields(rows: readonly FieldRow[], labelFrac: number): void {
    const lw = CONTENT_W * labelFrac - 8;
    const vx = M_X + CONTENT_W * labelFrac;
    const vw = CONTENT_W * (1 - labelFrac);
    for (const r of rows) {
      this.use(false);
      const ll = this.wrap(r.label, lw);
      this.use(true);
      const vl = this.wrap(r.value === '' ? '—' : r.value, vw);
      this.cells(
        [
          { lines: ll, x: M_X, w: lw, bold: false },
          { lines: vl, x: vx, w: vw, bold: true },
        ],
        4,
      );
    }
  }

  table(head: readonly string[], rows: readonly (readonly string[])[], widths: readonly number[]): void {
    const total = widths.reduce((a, b) => a + b, 0);
    const cols = widths.map((w) => (w / total) * CONTENT_W);
    const xs = cols.map((_, i) => M_X + cols.slice(0, i).reduce((a, b) => a + b, 0));
    const pad = 4;
    const drawHead = (): void => {
      this.use(true);
      const cells = head.map((h, i) => ({
        lines: this.wrap(h, cols[i]! - 2 * pad),
        x: xs[i]! + pad,
        w: cols[i]! - 2 * pad,
        bold: true,
      }));
      this.cells(cells, 6, true);
    };
    this.ensure(LH * 3);
    drawHead();
    for (const row of rows) {
      this.use(false);
      const cells = row.map((c, i) => ({
        lines: this.wrap(c, cols[i]! - 2 * pad),
        x: xs[i]! + pad,
        w: cols[i]! - 2 * pad,
        bold: false,
      }));
      const h = Math.max(...cells.map((c) => c.lines.length)) * LH + 6;
      if (this.y + h > BOTTOM) {
        this.newPage();
        drawHead(); // the header row repeats on every page of the table
      }
      this.cells(cells, 6, true);
    }
    this.y += 10;
  }

  /** A row of cells; moves to a new page first unless the row is taller than a whole page. */
  cells(
    cells: readonly { lines: readonly string[]; x: number; w: number; bold: boolean }[],
    gap: number,
    ruled = false,
  ): void {
    const rowLines = Math.max(...cells.map((c) => c.lines.length));
    const h = rowLines * LH + gap;
    if (this.y + h > BOTTOM && h <= BOTTOM - TOP) this.newPage();
    let from = 0;
    while (from < rowLines) {
      const fit = Math.max(1, Math.min(rowLines - from, Math.floor((BOTTOM - this.y - gap) / LH)));
      const top = this.y;
      for (const c of cells) {
        this.use(c.bold);
        const align = c.lines[0]?.startsWith('₹') ? 'right' : 'left'; // amounts line up on the right
        c.lines.slice(from, from + fit).forEach((l, i) => this.line(l, c.x, top + gap / 2 + i * LH, align, c.w));
      }
      const bottom = top + fit * LH + gap;
      if (ruled) this.rule(top, bottom, cells);
      this.y = bottom;
      from += fit;
      if (from < rowLines) this.newPage();
    }
  }

  rule(top: number, bottom: number, cells: readonly { x: number; w: number }[]): void {
    const doc = this.doc;
    doc.markContent('Artifact', { type: 'Layout' });
    doc.lineWidth(0.5).strokeColor('#555555');
    const left = M_X;
    const right = M_X + CONTENT_W;
    doc.rect(left, top, right - left, bottom - top).stroke();
    for (const c of cells.slice(1))
      doc
        .moveTo(c.x - 4, top)
        .lineTo(c.x - 4, bottom)
        .stroke();
    doc.endMarkedContent();
  }
}

/** The running head and foot of every page, drawn after the body so "page X of Y" is known. */
function furniture(w: Writer, h: DocumentHeader, publicUrl: string, qr?: RenderOptions['qr']): void {
  const doc = w.doc;
  const { count } = doc.bufferedPageRange();
  const L = h.lang;
  const url = qr?.url ?? verifyUrl(publicUrl, h.documentId);
  const runs = qrRuns(qrMatrix(url));
  const m = qrMatrix(url);
  for (let i = 0; i < count; i++) {
    doc.switchToPage(i);
    w.use(true, 9);
    w.line(h.issuer.office, M_X, 34, 'left', CONTENT_W * 0.6);
    w.line(`${word(L, 'caseNo')}: ${h.caseNumber}`, M_X, 34, 'right');
    w.use(false, 8.5);
    if (h.documentId !== '') w.line(`${word(L, 'documentId')}: ${h.documentId}`, M_X, 50, 'left');
    w.line(`${word(L, 'date')}: ${shortDate(h.date)}`, M_X, 50, 'right');
    doc.markContent('Artifact', { type: 'Layout' });
    doc
      .lineWidth(0.6)
      .strokeColor('#333333')
      .moveTo(M_X, 68)
      .lineTo(M_X + CONTENT_W, 68)
      .stroke();
    doc
      .moveTo(M_X, BOTTOM + 10)
      .lineTo(M_X + CONTENT_W, BOTTOM + 10)
      .stroke();
    doc.endMarkedContent();
    const fy = BOTTOM + 18;
    const tw = CONTENT_W - QR_SIZE - 12;
    w.use(false, 8.5);
    // Form-III is the appellant's: the office receives it, it does not issue it (issue 27, point 9).
    const by = h.template === 'form-3' && !isRegional(L) ? tr(L, 'Received by', 'प्राप्तकर्ता') : word(L, 'issuedBy');
    w.line(`${by}: ${h.issuer.officer}, ${h.issuer.designation}`, M_X, fy, 'left', tw);
    w.line(h.issuer.office, M_X, fy + 13, 'left', tw);
    w.line(`${qr?.label ?? word(L, 'verify')}: ${url}`, M_X, fy + 26, 'left', tw);
    w.use(true, 9);
    w.line(pageOf(L, i + 1, count), M_X, fy + 42, 'left', tw);
    // QR code: vector modules with a quiet zone, drawn as an artifact.
    const unit = QR_SIZE / (m.size + 2);
    const qx = M_X + CONTENT_W - QR_SIZE;
    const qy = BOTTOM + 16;
    doc.markContent('Artifact', { type: 'Layout' });
    for (const r of runs) doc.rect(qx + (r.x + 1) * unit, qy + (r.y + 1) * unit, r.w * unit, unit);
    doc.fillColor('#000000').fill();
    doc.endMarkedContent();
  }
}

/** Renders the layout of a document to PDF bytes (unsigned; with a signature field reserved when `signable`). */
export function renderPdf(h: DocumentHeader, layout: Layout, opts: RenderOptions): Promise<Buffer> {
  const created = fixedDate(h);
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 20, bottom: 20, left: 20, right: 20 },
    bufferPages: true,
    tagged: true,
    pdfVersion: '1.7',
    lang: LANG_TAG[h.lang],
    displayTitle: true,
    info: {
      Title: layout.title,
      Author: `${h.issuer.officer}, ${h.issuer.office}`,
      Subject: h.caseNumber,
      Keywords: h.documentId,
      Creator: 'cattle-trespass-portal',
      Producer: 'cattle-trespass-portal (pdfkit)',
      CreationDate: created,
      ModDate: created,
    },
  } as PDFKit.PDFDocumentOptions) as Doc;
  const script = scriptOf(h);
  doc.registerFont('R', font('regular', script) as never);
  doc.registerFont('B', font('bold', script) as never);
  // Shaping Devanagari is the costly part of a render. pdfkit caches the shaped run of each word per document; the
  // runs depend only on the (shared, immutable) font, so one cache per font serves every document.
  for (const name of ['B', 'R'] as const) {
    const key = `${script}:${name}`;
    if (!SHAPED[key] || Object.keys(SHAPED[key]).length > 20_000) SHAPED[key] = Object.create(null) as object; // bound the memory
    doc.font(name);
    shapeWordsOnce((doc as unknown as { _font: object })._font, SHAPED[key]);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = new Writer(doc, LANG_TAG[h.lang]);
  doc.fillColor('#000000');
  for (const b of layout.blocks) w.block(b);
  furniture(w, h, opts.publicUrl, opts.qr);
  if (opts.signable) {
    doc.switchToPage(0);
    addSignaturePlaceholder(doc, opts.signable);
  }
  doc.end();
  return done;
}
