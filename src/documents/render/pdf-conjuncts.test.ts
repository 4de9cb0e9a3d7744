// Hindi in the PDFs: the documents embed the full Noto Sans Devanagari and pdfkit draws the glyphs fontkit shapes, so
// every conjunct is drawn as the font forms it (क्ष one glyph, द्ध one ligature, र्म with the reph above), never as
// letters with a visible halant. pdftotext cannot show this (each line carries its logical text as ActualText), so
// the test counts the glyphs drawn in each line's span and compares them with the font's own shaping.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import type { DocumentHeader, Layout } from '../types.ts';
import { parseLocalDate } from '../../lib/local-date.ts';
import { font } from './fonts.ts';
import { renderPdf } from './pdf.ts';

const WORDS = ['क्ष', 'द्ध', 'र्म', 'स्व', 'त्र', 'ज्ञ', 'द्व', 'ह्म', 'उद्धरण', 'धर्मार्थ', 'क्षतिपूर्ति'];

/** The content streams of a PDF, inflated. */
function contents(pdf: Buffer): string {
  const out: string[] = [];
  const s = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    const start = m.index + m[0].length;
    const end = s.indexOf('endstream', start);
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a deflated stream (an image or the font file)
    }
  }
  return out.join('\n');
}

/** A PDF string (literal or hex, UTF-16BE with a BOM or not) as text. */
function pdfString(raw: string): string {
  let bytes: Buffer;
  if (raw.startsWith('<')) bytes = Buffer.from(raw.slice(1, -1), 'hex');
  else {
    const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    const body = raw
      .slice(1, -1)
      .replace(/\\([0-7]{1,3}|.)/g, (_, e: string) =>
        /^[0-7]/.test(e) ? String.fromCharCode(parseInt(e, 8)) : (named[e] ?? e),
      );
    bytes = Buffer.from(body, 'latin1');
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
  return bytes.toString('latin1');
}

/** The number of glyphs drawn inside each span, by its ActualText. */
function glyphsBySpan(pdf: Buffer): Map<string, number> {
  const map = new Map<string, number>();
  const re = /\/ActualText\s*(\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f]*>)[^]*?BDC([^]*?)EMC/g;
  for (const m of contents(pdf).matchAll(re)) {
    const hex = [...m[2]!.matchAll(/<([0-9a-f]+)>/gi)].reduce((n, h) => n + h[1]!.length, 0);
    map.set(pdfString(m[1]!), hex / 4);
  }
  return map;
}

describe('PDF: Hindi conjuncts are drawn as the font shapes them', () => {
  it('each conjunct word: the glyphs drawn equal the full font shaping, fewer than with the halant shown', async () => {
    const header: DocumentHeader = {
      template: 'form-2',
      documentId: '00000000-0000-4000-8000-000000000001',
      caseNumber: 'AGR/SDM/2026/0001',
      date: parseLocalDate('2026-07-03'),
      lang: 'hi',
      issuer: { office: 'उप जिलाधिकारी, सदर', officer: 'अधिकारी', designation: 'उप जिलाधिकारी', place: 'आगरा' },
      basis: [],
      configured: [],
    };
    const layout: Layout = { title: 'संयुक्ताक्षर', blocks: WORDS.map((text) => ({ k: 'para', text }) as const) };
    const spans = glyphsBySpan(await renderPdf(header, layout, { publicUrl: 'http://127.0.0.1' }));
    const shaped = font('regular') as unknown as { layout(t: string): { glyphs: unknown[] } };
    for (const word of WORDS) {
      const drawn = spans.get(word);
      assert.ok(drawn !== undefined, `${word} is drawn in its own span (${[...spans.keys()].join(' | ')})`);
      assert.equal(drawn, shaped.layout(word).glyphs.length, `${word}: the glyphs fontkit forms`);
      const apart = shaped.layout(word.replace(/\u094d/g, '\u094d\u200c')).glyphs.length;
      assert.ok(drawn < apart, `${word}: ${drawn} glyphs, fewer than the ${apart} with the halant shown`);
    }
  });

  it("Rule 4(3): a glyph met earlier in the process through other characters keeps this text's characters, so a re-rendered document gives the bytes recorded", () => {
    // क़ precomposed (U+0958) and क + nukta (U+0915 U+093C) are one glyph; its characters go into the PDF's ToUnicode
    // map. They must be this text's, whatever the process shaped before (a Bodo order, say), not the first ones met.
    const shaped = font('regular') as unknown as {
      layout(t: string): { glyphs: { id: number; codePoints: number[] }[] };
    };
    const first = shaped.layout('\u0958').glyphs;
    const later = shaped.layout('\u0915\u093c').glyphs;
    assert.equal(later.length, 1);
    assert.equal(later[0]!.id, first[0]!.id, 'the same glyph');
    assert.deepEqual(first[0]!.codePoints, [0x958]);
    assert.deepEqual(later[0]!.codePoints, [0x915, 0x93c]);
  });
});
