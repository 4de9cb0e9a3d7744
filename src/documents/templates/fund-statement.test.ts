// Rule 8(2) and Section 28: the fund statement of the demo year (2026-27) as PDF in English and Hindi and as CSV.
// pdftotext reads the figures back; the artefacts are written to test/artefacts/money/ (PDF, CSV, and PNG pages by
// pdftoppm) to be looked at.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalDate } from '../../lib/local-date.ts';
import { demoYear } from '../../domain/money/demo.ts';
import { fundStatement, fundStatementCsv } from '../../domain/money/reports.ts';
import { rupees } from '../format.ts';
import type { BaseLang as Lang } from '../types.ts';
import { renderFundStatement } from './fund-statement.ts';

const OUT = new URL('../../../test/artefacts/money/', import.meta.url).pathname;
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();
const FROM = '2026-04-01' as LocalDate;
const TO = '2027-03-31' as LocalDate;
const ISSUER = {
  en: {
    office: 'Animal Welfare Board of India, Ballabhgarh',
    officer: 'Demo Accounts Officer',
    designation: 'Accounts Officer (Penalty Fund)',
    place: 'Ballabhgarh',
  },
  hi: {
    office: 'भारतीय जीव-जंतु कल्याण बोर्ड, बल्लभगढ़',
    officer: 'डेमो लेखा अधिकारी',
    designation: 'लेखा अधिकारी (शास्ति निधि)',
    place: 'बल्लभगढ़',
  },
};

describe('Rule 8(2): the fund statement of the demo year as PDF and CSV', () => {
  const s = fundStatement(demoYear(), FROM, TO);
  mkdirSync(OUT, { recursive: true });

  it('the CSV gives every movement and the summary, and reconciles (Section 28)', () => {
    const csv = fundStatementCsv(s);
    writeFileSync(join(OUT, 'fund-statement-2026-27.csv'), csv);
    const lines = csv.trimEnd().split('\r\n');
    assert.ok(lines.includes('2026-04-01,,opening,Opening balance,,,,,0.00'));
    assert.ok(lines.includes('2027-03-31,,closing,Closing balance,,,,,4500.00'));
    assert.ok(lines.includes('"Penalties deposited (Rule 4(12), s.27C)",9000.00'));
    assert.ok(lines.includes('"Penalties recovered by the Board (Rules 4(14), 7(12))",3000.00'));
    assert.ok(
      lines.includes('"Released for Establishment, renovation and maintenance of pounds (in.ctr2026.r8.1.a)",3000.00'),
    );
    assert.ok(lines.includes('Refunded on appellate orders (Rule 7(11)),2500.00'));
    assert.ok(lines.includes('Released in all (Rule 8(1)),5000.00'));
    assert.equal(lines.filter((l) => /^2026-\d\d-\d\d,E\d+,/.test(l)).length, s.movements.length);
  });

  for (const L of ['en', 'hi'] as Lang[]) {
    it(`the PDF (${L}) carries the figures, read back with pdftotext, and is rendered to PNG`, async () => {
      const pdf = await renderFundStatement(
        { statement: s, lang: L, documentId: `FS-2026-27-${L}`, date: '2027-04-02' as LocalDate, issuer: ISSUER[L] },
        'https://ctp.example.in',
      );
      const file = join(OUT, `fund-statement-2026-27.${L}.pdf`);
      writeFileSync(file, pdf);
      const text = norm(execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
      for (const p of [
        s.openingPaise,
        s.depositsPaise,
        s.recoveriesPaise,
        s.refundsPaise,
        s.closingPaise,
        3_000_00,
        1_000_00,
      ])
        assert.ok(text.includes(rupees(p)), `${rupees(p)} missing`);
      assert.ok(text.includes(L === 'en' ? 'Fund Statement: Penalties Realised' : 'निधि विवरण: वसूल की गई शास्तियां'));
      assert.ok(text.includes(L === 'en' ? 'Rule 8(2)' : 'नियम 8(2)'));
      assert.ok(text.includes(L === 'en' ? 'Rule 8(1)(e)' : 'नियम 8(1)(ङ)'));
      for (const m of s.movements) assert.ok(text.includes(m.entryId), m.entryId);
      execFileSync('pdftoppm', ['-png', '-r', '70', file, join(OUT, `fund-statement-2026-27.${L}`)]);
    });
  }
});
