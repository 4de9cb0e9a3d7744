// Rule 4(6) and Rule 7(10) with issue 27: a notice of hearing replaced by another is withdrawn, on the order sheet in
// plain words and on the party's list of documents, and an extension of the Rule 5 period after it ended says so.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LocalDate } from '../../lib/local-date.ts';
import type { RecordedEntry } from '../ports/store.ts';
import { documentsView } from './documents-view.ts';
import { plainOrderSheet } from './order-sheet-view.ts';

let seq = 0;
const entry = (type: string, onDate: string, payload: object): RecordedEntry => ({
  seq: ++seq,
  hash: `h${seq}`,
  type,
  onDate: onDate as LocalDate,
  payload,
  basis: ['in.ctr2026.r4.6'],
  actorId: null,
  actorRole: 'adjudicating-officer',
  recordedAt: new Date(0),
});
const issued = (by: RecordedEntry, lang: 'en' | 'hi'): RecordedEntry =>
  entry('document-issued', by.onDate, {
    documentId: `doc-${by.seq}-${lang}`,
    template: 'hearing-notice',
    lang,
    issuedBy: by.seq,
    fileName: `hearing-notice-${lang}.pdf`,
    byteSize: 2048,
  });

describe('Rule 4(6): a notice of hearing replaced by another is shown withdrawn, not live', () => {
  const first = entry('hearing-notice-issued', '2026-07-22', { hearingNoticeId: 'h1', hearingOn: '2026-08-05' });
  const second = entry('hearing-notice-issued', '2026-08-03', {
    hearingNoticeId: 'h2',
    hearingOn: '2026-08-19',
    withdraws: 'h1',
    adjournment: { soughtBy: 'contravener', reasons: 'Illness.' },
  });
  const entries = [first, issued(first, 'en'), issued(first, 'hi'), second, issued(second, 'en'), issued(second, 'hi')];

  it('marks the earlier notice withdrawn on the day the new one was issued, and leaves the new one live', () => {
    const docs = documentsView('adjudication', entries).issued;
    assert.equal(docs.length, 2);
    assert.equal(docs[0]!.withdrawnOn, '2026-08-03');
    assert.equal(docs[1]!.withdrawnOn, undefined);
  });

  it('says on the plain order sheet that the new notice withdrew the earlier one', () => {
    const sheet = plainOrderSheet(entries);
    const said = (seq: number, lang: 'en' | 'hi') => sheet.find((e) => e.seq === seq)!.sentence.text[lang];
    assert.doesNotMatch(said(first.seq, 'en'), /withdrawn/);
    assert.match(said(second.seq, 'en'), /The earlier notice of hearing is withdrawn; this date replaces it\./);
    assert.match(said(second.seq, 'hi'), /पूर्व सुनवाई की सूचना वापस ली गई/);
  });

  it('Rule 7(10): the same for an appeal hearing fixed again', () => {
    const a1 = entry('appeal.hearing-scheduled', '2026-09-08', { hearingNoticeId: 'hn1', hearingOn: '2026-09-15' });
    const a2 = entry('appeal.hearing-scheduled', '2026-09-14', {
      hearingNoticeId: 'hn2',
      hearingOn: '2026-09-29',
      withdraws: 'hn1',
    });
    const sheet = plainOrderSheet([a1, a2]);
    assert.deepEqual(
      sheet.map((e) => /withdrawn/.test(e.sentence.text.en)),
      [false, true],
    );
  });
});

describe('Rule 6: an extension given after the period had ended says so on the plain order sheet', () => {
  it('carries the day the period ended', () => {
    const e = entry('proceedings-extended', '2027-01-20', {
      days: 30,
      dueOn: '2027-02-05',
      afterLapse: { periodEndedOn: '2027-01-06', daysLapsed: 14, reasons: 'File with the Collector.' },
    });
    const { text } = plainOrderSheet([e])[0]!.sentence;
    assert.match(text.en, /The period had already ended on 6 January 2027; time was extended after that/);
    assert.match(text.hi, /पहले ही समाप्त हो चुकी थी/);
  });
});
