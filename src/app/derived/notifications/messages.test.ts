// The Hindi messages read as Hindi: a period's title before "की" takes the oblique infinitive (glossary-hi.md).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LocalDate } from '../../../lib/local-date.ts';
import { documentMessage, lapseMessage, oblique, reminderMessage } from './messages.ts';

describe('Rule 4(12), Rule 7(6): Hindi reminders use the oblique infinitive before "की"', () => {
  it('"शास्ति जमा करना" becomes "शास्ति जमा करने की अंतिम तिथि" in a reminder, and "अपील की त्रुटि सुधारना" becomes "सुधारने की" in a lapse', () => {
    const r = reminderMessage({
      lang: 'hi',
      caseNumber: 'CTR/AGRS/2026/1',
      clock: 'deposit',
      due: '2026-08-25' as LocalDate,
      today: '2026-08-22' as LocalDate,
      basis: ['in.ctr2026.r4.12'],
      link: 'http://localhost/my/cases/x',
    });
    assert.match(r.subject, /शास्ति जमा करने की अंतिम तिथि/);
    assert.doesNotMatch(r.subject + r.body, /करना की/);
    const l = lapseMessage({
      lang: 'hi',
      caseNumber: 'CTA/AGR/2026/1',
      clock: 'rectify',
      due: '2026-08-21' as LocalDate,
      basis: ['in.ctr2026.r7.6'],
      link: 'http://localhost/my/cases/y',
    });
    assert.match(l.subject, /अपील की त्रुटि सुधारने की अवधि/);
  });
  it('leaves titles without an infinitive, and a trailing parenthesis, as they are', () => {
    assert.equal(oblique('कारण बताओ सूचना का उत्तर'), 'कारण बताओ सूचना का उत्तर');
    assert.equal(oblique('कार्यवाही पूर्ण करना (समय-वृद्धि सहित)'), 'कार्यवाही पूर्ण करने (समय-वृद्धि सहित)');
  });
});

describe('Rule 4(6): the email of a hearing notice says the date, the time and the place, or the video link', () => {
  it('in English and in Hindi', () => {
    const base = {
      caseNumber: 'CTR/AGRS/2026/1',
      template: 'hearing-notice',
      issuedOn: '2026-07-22' as LocalDate,
      hearingOn: '2026-08-05' as LocalDate,
      link: 'http://localhost/my/cases/x',
    };
    const en = documentMessage({
      ...base,
      lang: 'en',
      hearingAt: { time: '10:30', place: 'Court room, SDM Sadar, Agra' },
    });
    assert.match(en.body, /Hearing on 5 August 2026 at 10:30, at Court room, SDM Sadar, Agra/);
    const hi = documentMessage({ ...base, lang: 'hi', hearingAt: { time: '10:30', place: 'न्यायालय कक्ष' } });
    assert.match(hi.body, /समय 10:30, स्थान: न्यायालय कक्ष/);
    const video = documentMessage({
      ...base,
      lang: 'en',
      hearingAt: { time: '15:00', link: 'https://meet.example/abc' },
    });
    assert.match(video.body, /at 15:00, by video: https:\/\/meet\.example\/abc/);
  });
});
