// Documents: every template in English and Hindi renders to a signed PDF whose text layer (poppler's pdftotext)
// gives back the gazette form's labels, the case's values (exact Hindi), the case number, page numbers and the
// citations rendered from basis; pdfsig and verifyPdf accept the signature and reject a one-byte change.

import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cite } from '../rules/provisions.ts';
import { LANGS } from './types.ts';
import type { Lang } from './types.ts';
import { TEMPLATES, createDemoCertificate, loadSigningKey, renderDocument, verifyPdf } from './index.ts';
import type { SigningKey } from './index.ts';
import { demoCase } from './demo/demo-case.ts';
import { describe as describeEvent } from './templates/order-sheet.ts';
import type { OrderSheetValues } from './models/order-sheet.ts';
import { groupIndian, rupees, shortDate } from './format.ts';

const dir = mkdtempSync(join(tmpdir(), 'ctp-docs-'));
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();

function pdftotext(pdf: Buffer, name: string): string {
  const f = join(dir, `${name}.pdf`);
  writeFileSync(f, pdf);
  return norm(execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', f, '-'], { encoding: 'utf8' }));
}

function pdfsig(pdf: Buffer, name: string): string {
  const f = join(dir, `${name}.pdf`);
  writeFileSync(f, pdf);
  try {
    // stderr piped: poppler's complaint about a deliberately flipped byte is expected, not noise for the log.
    return execFileSync('pdfsig', [f], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    return String((e as { stdout?: string }).stdout ?? e);
  }
}

/** Every free-text value of a model, for the check that nothing entered in the case is lost from the document. */
const SKIP_KEYS = new Set([
  'paramSource',
  'personId',
  'field',
  'caseNumber',
  'explanation',
  'appellantAnswer',
  'withinTimeAnswer',
  'text',
  'answer',
  'event',
]);
function textValues(v: unknown, key = ''): string[] {
  if (SKIP_KEYS.has(key)) return [];
  if (typeof v === 'string') return /^[a-z0-9.-]+$/.test(v) || /^\d{4}-\d{2}-\d{2}$/.test(v) || v.length < 2 ? [] : [v];
  if (Array.isArray(v)) return v.flatMap((x) => textValues(x, key));
  if (v !== null && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => textValues(x, k));
  return [];
}

let key: SigningKey;
const SIGNED_AT = new Date('2026-08-20T11:00:00+05:30');

before(() => {
  const c = createDemoCertificate({ notBefore: new Date('2026-01-01T00:00:00Z') });
  key = loadSigningKey(c.p12, c.passphrase);
});

describe('Indian formats', () => {
  it('groups rupees the Indian way', () => {
    assert.equal(groupIndian(125000), '1,25,000');
    assert.equal(groupIndian(12345678), '1,23,45,678');
    assert.equal(rupees(12_500_000), '₹1,25,000');
    assert.equal(rupees(50), '₹0.50');
    assert.equal(shortDate('2026-07-03' as never), '03/07/2026');
  });
});

for (const L of LANGS) {
  describe(`Documents in ${L === 'en' ? 'English' : 'Hindi'}`, () => {
    const demo = demoCase(L);
    for (const t of TEMPLATES) {
      it(`${t.id}: labels, values, case number, pages and citations in the text layer; pdfsig valid`, async () => {
        const model = t.sample(demo, `DOC-${t.id}-${L}`);
        const r = await renderDocument(model, {
          publicUrl: 'https://ctp.example.gov.in',
          sign: { key, signingTime: SIGNED_AT },
        });
        const text = pdftotext(r.pdf, `${t.id}.${L}`);
        const missing = (xs: readonly string[]): string[] => xs.map(norm).filter((x) => !text.includes(x));
        assert.deepEqual(missing(t.labels(L)), [], 'field labels');
        assert.deepEqual(missing(textValues(model.values)), [], 'values of the case');
        assert.deepEqual(missing(model.header.basis.map((id) => cite(id, L))), [], 'citations from basis');
        if (t.id === 'order-sheet') {
          const entries = (model.values as OrderSheetValues).entries;
          assert.deepEqual(missing(entries.map((e) => describeEvent(e.event, L))), [], 'every proceeding, in order');
          const pos = entries.map((e) => text.indexOf(norm(describeEvent(e.event, L))));
          assert.deepEqual(
            pos,
            [...pos].sort((a, b) => a - b),
            'proceedings in recorded order',
          );
        }
        assert.ok(text.includes(model.header.caseNumber), 'case number');
        assert.ok(
          text.includes(model.header.issuer.officer) && text.includes(model.header.issuer.office),
          'issuing office and officer',
        );
        assert.ok(text.includes(shortDate(model.header.date)), 'date');
        assert.match(text, L === 'hi' ? /पृष्ठ 1 \/ \d+/ : /Page 1 of \d+/, 'page numbers');
        assert.ok(text.includes(`https://ctp.example.gov.in/verify/DOC-${t.id}-${L}`), 'verification URL');
        if (model.header.configured.length > 0)
          assert.ok(
            text.includes(L === 'hi' ? 'पोर्टल का पूर्वनिर्धारित मान' : "the portal's configured default"),
            'a provisional value said as such',
          );
        const sig = pdfsig(r.pdf, `${t.id}.${L}.sig`);
        assert.match(sig, /Signature is Valid/, sig);
        assert.equal(verifyPdf(r.pdf).valid, true);
      });
    }
    it("keeps conjunct-heavy Hindi and the parties' names exact (धर्मार्थ, कर्त्तव्य)", async () => {
      const all: string[] = [];
      for (const id of ['form-1', 'final-order', 'summons'] as const) {
        const t = TEMPLATES.find((x) => x.id === id)!;
        const r = await renderDocument(t.sample(demo, `P-${id}`), { publicUrl: 'https://x.in' });
        all.push(pdftotext(r.pdf, `probe.${id}.${L}`));
      }
      const joined = all.join(' ');
      for (const p of demo.probe) assert.ok(joined.includes(p), `"${p}" missing`);
      if (L === 'hi') assert.ok(!joined.includes('धमाथ'), 'reph lost: glyph-order text leaked');
    });
  });
}

describe('Signature and tampering', () => {
  for (const [id, L] of [
    ['form-2', 'hi'],
    ['final-order', 'en'],
    ['final-order', 'hi'],
  ] as [string, Lang][]) {
    it(`${id} (${L}): one flipped byte makes pdfsig and verifyPdf report it invalid`, async () => {
      const t = TEMPLATES.find((x) => x.id === id)!;
      const r = await renderDocument(t.sample(demoCase(L), `T-${id}`), {
        publicUrl: 'https://x.in',
        sign: { key, signingTime: SIGNED_AT },
      });
      const br = /\/ByteRange \[0 (\d+) (\d+) (\d+)\]/.exec(r.pdf.toString('latin1'))!;
      const at = Number(br[2]) + Math.floor(Number(br[3]) / 2); // inside the second signed range
      const bad = Buffer.from(r.pdf);
      bad[at] = bad[at]! ^ 0x01;
      const v = verifyPdf(bad);
      assert.equal(v.valid, false);
      assert.match(v.reason, /altered|damaged|changed/);
      assert.doesNotMatch(pdfsig(bad, `tampered.${id}.${L}`), /Signature is Valid/);
      const early = Buffer.from(r.pdf);
      early[100] = early[100]! ^ 0x01; // inside the first signed range
      assert.equal(verifyPdf(early).valid, false);
    });
  }
  it('reports an unsigned PDF as unsigned', async () => {
    const t = TEMPLATES.find((x) => x.id === 'form-2')!;
    const r = await renderDocument(t.sample(demoCase('en'), 'U-1'), { publicUrl: 'https://x.in' });
    assert.equal(verifyPdf(r.pdf).valid, false);
    assert.match(verifyPdf(r.pdf).reason, /no digital signature/);
  });
});

describe('Determinism: the same model renders the same bytes before signing', () => {
  for (const L of LANGS) {
    it(`final-order (${L})`, async () => {
      const t = TEMPLATES.find((x) => x.id === 'final-order')!;
      const m = t.sample(demoCase(L), 'D-1');
      const a = await renderDocument(m, { publicUrl: 'https://x.in' });
      const b = await renderDocument(m, { publicUrl: 'https://x.in' });
      assert.equal(a.sha256, b.sha256);
      const s1 = await renderDocument(m, { publicUrl: 'https://x.in', sign: { key, signingTime: SIGNED_AT } });
      const s2 = await renderDocument(m, { publicUrl: 'https://x.in', sign: { key, signingTime: SIGNED_AT } });
      assert.equal(s1.unsignedSha256, s2.unsignedSha256);
      assert.equal(pdftotext(s1.pdf, `det1.${L}`), pdftotext(s2.pdf, `det2.${L}`));
    });
  }
});
