// Rule 4(5), Rule 7(9) and the claim of a case: the bundle served on a party without an
// account, in English and in Hindi: the covering sheet (returned to the office with the proof of service) has no
// claim code; the page left with the person, before the first document, has the case number, the code and plain
// words on how to claim the case; once the case is claimed, no page has a code.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BundleInput } from '../app/ports/parties.ts';
import { parseLocalDate } from '../lib/local-date.ts';
import { renderBundle } from './bundle.ts';
import { renderPdf } from './render/pdf.ts';

function pages(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'ctp-bundle-'));
  try {
    writeFileSync(join(dir, 'b.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'b.pdf'), '-'], { encoding: 'utf8' })
      .split('\f')
      .map((p) => p.replace(/\s+/g, ' '));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function input(lang: 'en' | 'hi', claimCode?: string): Promise<BundleInput> {
  const documentId = '00000000-0000-4000-8000-000000000002';
  const notice = await renderPdf(
    {
      template: 'form-2',
      documentId,
      caseNumber: 'CTR/AGRS/2026/7',
      date: parseLocalDate('2026-07-08'),
      lang,
      issuer: { office: 'SDM Sadar', officer: 'A. Sharma', designation: 'Adjudicating Officer', place: 'Agra' },
      basis: [],
      configured: [],
    },
    { title: 'FORM-II', blocks: [{ k: 'title', text: lang === 'hi' ? 'प्ररूप-II' : 'FORM-II' }] },
    { publicUrl: 'https://ctp.example.in' },
  );
  return {
    lang,
    kind: 'adjudication',
    caseNumber: 'CTR/AGRS/2026/7',
    office: { name: 'SDM Sadar, Agra', address: 'Tehsil Sadar, Agra 282001' },
    party: { name: 'Mohan Lal', address: 'House 40, Village Rampur', roleTitle: 'Respondent' },
    documents: [
      { template: 'form-2', title: 'Form-II', issuedOn: parseLocalDate('2026-07-08'), documentId, pdf: notice },
    ],
    ...(claimCode ? { claimCode } : {}),
    portalUrl: 'https://ctp.example.in/',
    printedOn: parseLocalDate('2026-07-09'),
  };
}

describe('Rule 4(5): the bundle served on a party without an account carries the claim code on the page to keep', () => {
  const WORDS = {
    en: [
      'Keep this page',
      'open https://ctp.example.in/phone and sign up with your mobile number',
      'Open https://ctp.example.in/claim and enter the case number CTR/AGRS/2026/7 and the claim code 1234 5678 9012.',
      'The code is for you alone',
    ],
    hi: [
      'यह पृष्ठ अपने पास रखें',
      'https://ctp.example.in/phone खोलें और अपने मोबाइल नंबर से जुड़ें',
      'https://ctp.example.in/claim खोलें और मामला संख्या CTR/AGRS/2026/7 तथा दावा कोड 1234 5678 9012 दर्ज करें।',
      'यह कोड केवल आपके लिए है',
    ],
  } as const;
  for (const lang of ['en', 'hi'] as const) {
    it(`${lang}: the sheet, then the page to keep with the code, then Form-II; no code once claimed`, async () => {
      const text = pages(await renderBundle(await input(lang, '1234 5678 9012')));
      // pdftotext ends the last page with a form feed: three pages, the sheet, the page to keep, Form-II.
      assert.equal(text.length, 4, 'three pages');
      const keep = text.findIndex((p) => p.includes('1234 5678 9012'));
      assert.equal(keep, 1, 'the page to keep follows the sheet');
      assert.match(text[2]!, lang === 'hi' ? /प्ररूप-II/ : /FORM-II/);
      assert.match(text[0]!, lang === 'hi' ? /कार्यालय को लौटाएं/ : /return this sheet to the office/);
      for (const w of WORDS[lang]) assert.ok(text[keep]!.includes(w), `${w} in: ${text[keep]}`);
      for (const [i, p] of text.entries()) if (i !== keep) assert.ok(!p.includes('1234 5678 9012'), `page ${i + 1}`);
      if (lang === 'hi')
        assert.doesNotMatch(
          text[keep]!.replace(/https:\/\/\S+|CTR\/AGRS\/2026\/7|Mohan Lal|Respondent|SDM Sadar, Agra/g, ''),
          /[A-Za-z]{2,}/,
        );
      const claimed = pages(await renderBundle(await input(lang)));
      assert.equal(claimed.length, 3, 'the sheet and Form-II only');
      assert.ok(!claimed.some((p) => /\d{4} \d{4} \d{4}/.test(p)), 'no code once the case is claimed');
    });
  }
});
