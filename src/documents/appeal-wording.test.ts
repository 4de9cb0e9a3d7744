// Issue 27, point 9: the small wording of the order and of Form-III. The final order says to whom and where an appeal
// lies (the Appellate Authority of the district, by its office); the appellant's Form-III is received by the office,
// not issued by it, and its foot says so.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IssueInput } from '../app/documents/issue.ts';
import type { OfficeInfo } from '../app/ports/store.ts';
import { modelForIssue } from './issue.ts';
import { TEMPLATES, renderDocument } from './index.ts';
import { demoCase } from './demo/demo-case.ts';
import type { Lang } from './types.ts';

const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();

const OFFICE = (kind: OfficeInfo['kind']): OfficeInfo =>
  ({
    code: kind === 'appellate' ? 'DM-AGRA' : 'SDM-SADAR-AGRA',
    kind,
    name: kind === 'appellate' ? 'Office of the District Magistrate, Agra' : 'Office of the SDM, Sadar, Agra',
    nameHi: kind === 'appellate' ? 'जिला मजिस्ट्रेट का कार्यालय, आगरा' : 'उपखंड मजिस्ट्रेट का कार्यालय, सदर, आगरा',
    address: 'Collectorate, Agra',
    districtCode: 'AGRA',
    districtName: 'Agra',
    subdivisionCode: 'SADAR',
    stateCode: 'UP',
    jurisdiction: 'in',
    calendar: { weeklyOff: [], nthWeekdayOff: [], closed: [], open: [] },
  }) as unknown as OfficeInfo;

function input(L: Lang, template: string, kind: 'adjudication' | 'appeal'): IssueInput {
  const d = demoCase(L);
  const events = kind === 'adjudication' ? d.events : d.appealEvents;
  const type = template === 'final-order' ? 'order-passed' : 'appeal.filed';
  // The demo appeal's record starts at its filing (state.filing), without the event itself: Form-III needs its day.
  const event = events.find((e) => e.type === type) ?? { type, on: '2026-09-10', basis: ['in.ctr2026.r7.1'] };
  return {
    job: { documentId: `DOC-${template}-${L}`, template, lang: L } as IssueInput['job'],
    kind,
    caseNumber: kind === 'adjudication' ? d.caseNumber : d.appealNumber,
    office: OFFICE(kind === 'adjudication' ? 'adjudicating' : 'appellate'),
    appellateOffice: OFFICE('appellate'),
    event: event as unknown as IssueInput['event'],
    state: kind === 'adjudication' ? d.adjudication : d.appeal,
    events,
    recordedAt: new Date('2026-09-01T06:30:00Z'),
  } as IssueInput;
}

function paragraphs(template: string, L: Lang, kind: 'adjudication' | 'appeal'): string {
  const m = modelForIssue(input(L, template, kind));
  const layout = TEMPLATES.find((t) => t.id === template)!.layout(m as never);
  return norm(layout.blocks.map((b) => ('text' in b ? String(b.text) : '')).join(' '));
}

describe('Rule 7(1): the final order names the Appellate Authority and the district an appeal lies to', () => {
  it('in English', () => {
    const text = paragraphs('final-order', 'en', 'adjudication');
    assert.match(
      text,
      /An appeal lies to the Appellate Authority \(the District Magistrate or an Additional District Magistrate of Agra district\), Office of the District Magistrate, Agra, in Form-III\./,
    );
  });
  it('in Hindi', () => {
    const text = paragraphs('final-order', 'hi', 'adjudication');
    assert.ok(
      text.includes(
        'इसके विरुद्ध अपील प्ररूप-III में अपील प्राधिकारी (जिले के जिला मजिस्ट्रेट या अपर जिला मजिस्ट्रेट), जिला मजिस्ट्रेट का कार्यालय, आगरा को की जा सकती है।',
      ),
      text,
    );
  });
});

describe('Rule 7(1), Form-III: the appellant’s Form-III is received by the office, not issued by it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ctp-form3-'));
  for (const L of ['en', 'hi'] as const) {
    it(`its foot reads "Received by" (${L})`, async () => {
      const m = modelForIssue(input(L, 'form-3', 'appeal'));
      const r = await renderDocument(m, { publicUrl: 'https://ctp.example.gov.in' });
      const f = join(dir, `form-3-${L}.pdf`);
      writeFileSync(f, r.pdf);
      const text = norm(execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', f, '-'], { encoding: 'utf8' }));
      assert.ok(text.includes(L === 'hi' ? 'प्राप्तकर्ता:' : 'Received by:'), text.slice(-400));
      assert.ok(!text.includes(L === 'hi' ? 'जारीकर्ता:' : 'Issued by:'), 'not "Issued by"');
    });
  }
  it('a document the office issues still reads "Issued by"', async () => {
    const m = modelForIssue(input('en', 'final-order', 'adjudication'));
    const r = await renderDocument(m, { publicUrl: 'https://ctp.example.gov.in' });
    const f = join(dir, 'final-order-en.pdf');
    writeFileSync(f, r.pdf);
    const text = norm(execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', f, '-'], { encoding: 'utf8' }));
    assert.ok(text.includes('Issued by:'));
  });
});
