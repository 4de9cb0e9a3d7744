// Assam's offices in Assam's languages (issue 31): Form-II, the notice of hearing and the final order of a Guwahati
// (Kamrup Metropolitan) case in English and Assamese, a Cachar case in English and Bengali, and a Kokrajhar case in
// English and Bodo (Devanagari). Each copy is rendered to a signed PDF and read back with poppler's pdftotext: every
// sentence of the Assamese (Bengali, Bodo) text comes back exactly, in logical order (conjuncts and pre-base vowel
// signs included), and both copies carry the line that the English version prevails, in both languages.

import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AssamLang } from '../../rules/document-languages.ts';
import { documentLanguages } from '../../rules/document-languages.ts';
import { parseLocalDate } from '../../lib/local-date.ts';
import { createDemoCertificate, loadSigningKey, renderDocument, TEMPLATES } from '../index.ts';
import { layoutOf } from '../catalog.ts';
import { demoCase } from '../demo/demo-case.ts';
import type { DemoCase } from '../demo/demo-case.ts';
import type { Block, DocumentHeader, Layout } from '../types.ts';
import { longDate, money } from '../format.ts';
import { prevailsLines, REGIONAL_TEMPLATES, REGIONAL_WORDS } from './regional.ts';
import { renderPdf } from '../render/pdf.ts';
import { pdftotextAll } from '../../../test/pdftotext.ts';

const OUT = new URL('../../../test/artefacts/documents/assam/', import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();

function pdftotext(pdf: Buffer, name: string): string {
  const f = join(OUT, `${name}.pdf`);
  writeFileSync(f, pdf);
  return norm(execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', f, '-'], { encoding: 'utf8' }));
}

/** Every sentence a layout draws (paragraph text split at the danda or full stop, field labels and values). */
function sentences(layout: Layout): string[] {
  const out: string[] = [];
  const add = (t: string): void => {
    for (const s of t.split(/(?<=[।.:])\s+/)) if (norm(s) !== '') out.push(norm(s));
  };
  for (const b of layout.blocks as Block[]) {
    if (b.k === 'para' || b.k === 'title' || b.k === 'subtitle' || b.k === 'heading') add(b.text);
    else if (b.k === 'fields') for (const r of b.rows) add(r.label);
    else if (b.k === 'table') for (const row of [b.head, ...b.rows]) for (const c of row) add(c);
    else if (b.k === 'signature') for (const l of b.lines) add(l);
  }
  return out;
}

const CASES: readonly { lang: AssamLang; district: string; office: string; number: string }[] = [
  {
    lang: 'as',
    district: 'Kamrup Metropolitan',
    office: 'Sub-Divisional Magistrate, Guwahati',
    number: 'CTR/KMRS/2026/7',
  },
  { lang: 'bn', district: 'Cachar', office: 'Sub-Divisional Magistrate, Silchar', number: 'CTR/CACS/2026/3' },
  { lang: 'brx', district: 'Kokrajhar', office: 'Sub-Divisional Magistrate, Kokrajhar', number: 'CTR/KOKS/2026/5' },
];

const SIGNED_AT = new Date('2026-07-20T10:00:00+05:30');

describe('Assam Official Language Act, 1960 (order of 15 April 2025): documents of an Assam office in its pair of languages', async () => {
  const cert = createDemoCertificate({ notBefore: new Date('2026-01-01T00:00:00Z') });
  const key = loadSigningKey(cert.p12, cert.passphrase);
  /** `${district}/${template}/${lang}` → the copy's layout and model, and its text read back with pdftotext. */
  const copies = new Map<string, { layout: Layout; caseNumber: string; text: string }>();
  // Every copy rendered and signed first, then all read back with one pdftotext run; each test checks its own.
  before(async () => {
    const made: { key: string; name: string; pdf: Buffer; layout: Layout; caseNumber: string }[] = [];
    for (const c of CASES)
      for (const id of REGIONAL_TEMPLATES)
        for (const L of ['en', c.lang] as const) {
          const base: DemoCase = demoCase('en');
          const demo: DemoCase = {
            ...base,
            lang: L,
            caseNumber: c.number,
            issuer: {
              office: c.office,
              officer: 'Demo Officer',
              designation: 'Adjudicating Officer',
              place: c.district,
            },
          };
          const t = TEMPLATES.find((x) => x.id === id)!;
          const sample = t.sample(demo, `DOC-${id}-${c.lang}-${L}`);
          const model = { ...sample, header: { ...sample.header, pairWith: c.lang } };
          const r = await renderDocument(model, {
            publicUrl: 'https://ctp.example.gov.in',
            sign: { key, signingTime: SIGNED_AT },
          });
          made.push({
            key: `${c.district}/${id}/${L}`,
            name: `${c.district.replace(/ /g, '-')}_${id}_${L}`,
            pdf: r.pdf,
            layout: layoutOf(model),
            caseNumber: model.header.caseNumber,
          });
        }
    const texts = pdftotextAll(OUT, made).map(norm);
    for (const [i, m] of made.entries())
      copies.set(m.key, { layout: m.layout, caseNumber: m.caseNumber, text: texts[i]! });
  });
  for (const c of CASES) {
    const pair = documentLanguages({ stateCode: 'AS', districtName: c.district }, parseLocalDate('2026-07-20'));
    it(`${c.district}: the office's pair is English and ${c.lang}, the English version prevailing`, () => {
      assert.deepEqual(pair.pair, ['en', c.lang]);
      assert.equal(pair.englishPrevails, true);
      assert.match(pair.source, /15 April 2025 under the Assam Official Language Act, 1960/);
    });
    for (const id of REGIONAL_TEMPLATES) {
      for (const L of ['en', c.lang] as const) {
        it(`${c.district}: ${id} in ${L}: every sentence read back exactly with pdftotext, the prevailing line in both languages`, () => {
          const copy = copies.get(`${c.district}/${id}/${L}`);
          assert.ok(copy, `${id}/${L} rendered`);
          const { layout, text } = copy;
          const missing = sentences(layout).filter((s) => !text.includes(s));
          assert.deepEqual(missing, [], 'every sentence of the document comes back exactly');
          const [en, own] = prevailsLines(c.lang);
          assert.ok(text.includes(norm(en)), 'the English version prevails (English)');
          assert.ok(text.includes(norm(own)), 'the English version prevails (the other language)');
          // The case's number, or the appeal's for the appeal's documents, in ASCII digits.
          assert.ok(text.includes(copy.caseNumber), 'the case number in ASCII digits');
        });
      }
    }
  }

  it('the notice of hearing in Assamese: its paragraph is recovered word for word (the one pasted in the report)', async () => {
    const demo: DemoCase = { ...demoCase('en'), lang: 'as' };
    const model = TEMPLATES.find((x) => x.id === 'hearing-notice')!.sample(demo, 'DOC-HN-AS');
    const layout = layoutOf({ ...model, header: { ...model.header, pairWith: 'as' } });
    const para = (layout.blocks as Block[]).find(
      (b): b is Extract<Block, { k: 'para' }> => b.k === 'para' && b.text.includes('শুনানি'),
    )!.text;
    const r = await renderDocument(
      { ...model, header: { ...model.header, pairWith: 'as' } },
      { publicUrl: 'https://ctp.example.gov.in' },
    );
    const text = pdftotext(r.pdf, 'hearing-notice-as-paragraph');
    assert.ok(text.includes(norm(para)), `the paragraph:\n${para}\nis in:\n${text}`);
    writeFileSync(join(OUT, 'hearing-notice-as-paragraph.txt'), `${para}\n`);
  });

  it('conjuncts and pre-base vowel signs come back in logical order (ক্ৰ প্ৰ ৰ্ম স্ৱ ক্ষ, ি ে ৈ)', async () => {
    const words = ['ক্ৰমিক', 'প্ৰপত্ৰ', 'কৰ্মচাৰী', 'স্ৱত্বাধিকাৰ', 'ক্ষতিপূৰণ', 'কিয়', 'কেতিয়া', 'কৈফিয়ত', 'বাংলা কর্মী প্রতি'];
    const header: DocumentHeader = {
      template: 'form-2',
      documentId: 'DOC-SHAPING',
      caseNumber: 'CTR/KMRS/2026/1',
      date: parseLocalDate('2026-07-20'),
      lang: 'as',
      issuer: { office: 'Guwahati', officer: 'Officer', designation: 'Officer', place: 'Guwahati' },
      basis: [],
      configured: [],
    };
    const pdf = await renderPdf(
      header,
      { title: 't', blocks: words.map((text) => ({ k: 'para', text })) },
      {
        publicUrl: 'https://ctp.example.gov.in',
      },
    );
    const text = pdftotext(pdf, 'shaping-as');
    for (const w of words) assert.ok(text.includes(w), `${w} in ${text}`);
  });

  it("the templates' own words hold no English word in Assamese, Bengali or Bodo", () => {
    for (const L of ['as', 'bn', 'brx'] as const) {
      const w = REGIONAL_WORDS[L];
      const texts = Object.values(w).flatMap((v): string[] =>
        typeof v === 'string'
          ? [v]
          : typeof v === 'function'
            ? [(v as (...a: unknown[]) => string)('১', '২', '৩', '')]
            : Object.values(v as Record<string, string>),
      );
      const english = texts.filter((t) => /[A-Za-z]{2,}/.test(t.replace(/\b(II|III)\b/g, '')));
      assert.deepEqual(english, [], `${L}: English words`);
    }
  });

  it('dates and amounts from Intl (as-IN, bn-IN, brx-IN), pinned; case numbers stay ASCII', () => {
    const d = parseLocalDate('2026-12-04');
    assert.equal(longDate(d, 'as'), '৪ ডিচেম্বৰ, ২০২৬');
    assert.equal(longDate(d, 'bn'), '৪ ডিসেম্বর, ২০২৬');
    assert.equal(longDate(d, 'brx'), '4 डिसेम्बर, 2026');
    assert.equal(money(123456750n, 'as'), '₹\u00a0১২,৩৪,৫৬৭.৫০');
    assert.equal(money(123456750n, 'bn'), '₹১২,৩৪,৫৬৭.৫০');
    assert.equal(money(123456750n, 'brx'), '₹\u00a012,34,567.50');
    assert.equal(money(900719925474099312n, 'as'), '₹\u00a0৯,০০,৭১,৯৯,২৫,৪৭,৪০,৯৯৩.১২', 'exact beyond 2^53 paise');
  });
});
