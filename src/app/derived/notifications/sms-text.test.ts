// Issue 30, point 6: the SMS written for a hearing notice, an order and an appellate order carry the facts (case
// number, what happened or is due, date, time and place or amounts and the last day, the payee) in the party's
// language, within two parts: GSM 7-bit 160 a part alone and 153 when split, UCS-2 (Devanagari) 70 and 67.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { smsFactsOf } from './announce.ts';
import { documentSms, smsCount } from './sms-text.ts';
import type { LocalDate } from '../../../lib/local-date.ts';

const LINK = 'http://portal.test/my/cases/0b7c6f0e-5a55-4e0b-9d43-2f1f3b1c9a10';
const on = (d: string): LocalDate => d as LocalDate;
const HEARING = {
  caseNumber: 'CTR/AGRS/2026/000123',
  template: 'hearing-notice',
  onDate: on('2026-07-22'),
  issuing: { hearingNoticeId: 'h1', hearingOn: '2026-08-05', mode: 'in-person', time: '11:00' },
};
const ORDER = {
  caseNumber: 'CTR/AGRS/2026/000123',
  template: 'final-order',
  onDate: on('2026-08-20'),
  issuing: {
    order: {
      kind: 'penalty-or-compensation',
      penaltyPaise: 500_000,
      compensationPaise: 2_000_000,
      expensesPaise: 0,
      chargesPaise: 0,
    },
    depositDueOn: '2026-09-19',
  },
};
const APPELLATE = {
  caseNumber: 'APL/AGR/2026/000045',
  template: 'appellate-order',
  onDate: on('2026-09-29'),
  issuing: {
    outcome: 'vary',
    terms: { penaltyPaise: 200_000, compensationPaise: 1_000_000, expensesPaise: 0, chargesPaise: 0 },
    payBy: { due: '2026-10-29', periodDays: 30, periodStatus: 'configured' },
  },
};

function sms(e: { caseNumber: string; template: string; onDate: LocalDate; issuing: Record<string, unknown> }) {
  return (lang: 'en' | 'hi') => {
    const text = documentSms(smsFactsOf(e, lang), LINK);
    return { text, ...smsCount(text) };
  };
}

describe('issue 30: SMS that carry the facts, within two parts', () => {
  it('counts parts as the networks do: GSM 160 alone, 153 a part split; UCS-2 70 alone, 67 split', () => {
    assert.deepEqual(smsCount('a'.repeat(160)), { encoding: 'gsm-7', units: 160, parts: 1 });
    assert.deepEqual(smsCount('a'.repeat(161)), { encoding: 'gsm-7', units: 161, parts: 2 });
    assert.deepEqual(smsCount('a'.repeat(306)), { encoding: 'gsm-7', units: 306, parts: 2 });
    assert.deepEqual(smsCount('[]'), { encoding: 'gsm-7', units: 4, parts: 1 }, 'extension characters count twice');
    assert.deepEqual(smsCount('क'.repeat(70)), { encoding: 'ucs-2', units: 70, parts: 1 });
    assert.deepEqual(smsCount('क'.repeat(71)), { encoding: 'ucs-2', units: 71, parts: 2 });
    assert.deepEqual(smsCount('क'.repeat(135)), { encoding: 'ucs-2', units: 135, parts: 3 });
    assert.equal(smsCount('Rs 5,000').encoding, 'gsm-7');
    assert.equal(smsCount('₹5,000').encoding, 'ucs-2', 'the rupee sign is not in the GSM alphabet');
  });

  it('Rule 4(6): the hearing notice: case, date, time and place, and how to attend', () => {
    const hi = sms({ ...HEARING, issuing: { ...HEARING.issuing, place: 'न्यायालय कक्ष 2, तहसील सदर, आगरा' } })('hi');
    assert.equal(
      hi.text,
      'मामला CTR/AGRS/2026/000123: सुनवाई 05/08/2026, 11:00 बजे, न्यायालय कक्ष 2, तहसील सदर, आगरा। स्वयं या वकील द्वारा उपस्थित हों।',
    );
    assert.deepEqual([hi.encoding, hi.units, hi.parts], ['ucs-2', 125, 2]);
    const en = sms({ ...HEARING, issuing: { ...HEARING.issuing, place: 'Court room 2, Tehsil Sadar, Agra' } })('en');
    assert.equal(
      en.text,
      `Case CTR/AGRS/2026/000123: hearing 05/08/2026 at 11:00, Court room 2, Tehsil Sadar, Agra. Attend in person or through a lawyer. ${LINK}`,
    );
    assert.deepEqual([en.encoding, en.units, en.parts], ['gsm-7', 192, 2]);
  });

  it("Rule 4(12): the order: each amount, the deposit's last day and the payee", () => {
    const hi = sms(ORDER)('hi');
    assert.equal(
      hi.text,
      'मामला CTR/AGRS/2026/000123: आदेश पारित 20/08/2026: शास्ति ₹5,000, 19/09/2026 तक जमा; प्रतिकर ₹20,000 शिकायतकर्ता को।',
    );
    assert.deepEqual([hi.encoding, hi.units, hi.parts], ['ucs-2', 116, 2]);
    const en = sms(ORDER)('en');
    assert.equal(
      en.text,
      `Case CTR/AGRS/2026/000123: order passed 20/08/2026: penalty Rs 5,000 to deposit by 19/09/2026; compensation Rs 20,000 to the complainant. ${LINK}`,
    );
    assert.deepEqual([en.encoding, en.units, en.parts], ['gsm-7', 202, 2]);
  });

  it('Rule 7(11), 7(12): the appellate order: the outcome, the amounts that stand and the new last day', () => {
    const hi = sms(APPELLATE)('hi');
    assert.equal(
      hi.text,
      'मामला APL/AGR/2026/000045: अपील पर 29/09/2026 को आदेश परिवर्तित; शास्ति ₹2,000, 29/10/2026 तक जमा; प्रतिकर ₹10,000 शिकायतकर्ता को।',
    );
    assert.deepEqual([hi.encoding, hi.units, hi.parts], ['ucs-2', 130, 2]);
    const en = sms(APPELLATE)('en');
    assert.equal(
      en.text,
      `Case APL/AGR/2026/000045: order on the appeal 29/09/2026: order varied; penalty Rs 2,000 to deposit by 29/10/2026; compensation Rs 10,000 to the complainant. ${LINK}`,
    );
    assert.deepEqual([en.encoding, en.units, en.parts], ['gsm-7', 222, 2]);
    const setAside = sms({ ...APPELLATE, issuing: { ...APPELLATE.issuing, outcome: 'set-aside' } })('hi');
    assert.match(setAside.text, /आदेश अपास्त, कुछ देय नहीं।/);
  });

  it('a long place is shortened, never the case number, date or amounts; every message stays within two parts', () => {
    const place = 'उपखंड मजिस्ट्रेट का न्यायालय, कक्ष संख्या 14, तहसील परिसर, सदर, जिला आगरा, उत्तर प्रदेश 282001';
    for (const lang of ['hi', 'en'] as const) {
      const h = sms({ ...HEARING, issuing: { ...HEARING.issuing, place } })(lang);
      assert.ok(h.parts <= 2, `${lang}: ${h.text} (${h.parts} parts)`);
      assert.match(h.text, /CTR\/AGRS\/2026\/000123/);
      assert.match(h.text, /05\/08\/2026/);
      assert.match(h.text, /11:00/);
      assert.match(h.text, /उपखंड मजिस्ट्रेट/);
      assert.match(h.text, /…|\.\.\./);
      const big = sms({
        ...APPELLATE,
        issuing: {
          ...APPELLATE.issuing,
          terms: { penaltyPaise: 12_345_600, compensationPaise: 98_765_400, expensesPaise: 50_000, chargesPaise: 0 },
        },
      })(lang);
      assert.ok(big.parts <= 2, `${lang}: ${big.text} (${big.parts} parts)`);
      assert.match(big.text, /1,23,456/);
    }
  });

  it('Rules 4(6), 4(12), 7(11): the six messages as sent, with their parts (printed for the record)', () => {
    const cases = [
      ['hearing notice', { ...HEARING, issuing: { ...HEARING.issuing, place: 'Tehsil Sadar, Agra' } }],
      ['order', ORDER],
      ['appellate order', APPELLATE],
    ] as const;
    for (const [what, e] of cases)
      for (const lang of ['hi', 'en'] as const) {
        const m = sms(e)(lang);
        console.log(`${what} (${lang}): ${m.parts} part(s), ${m.units} ${m.encoding} units: ${m.text}`);
        assert.ok(m.parts >= 1 && m.parts <= 2, `${what} ${lang}: ${m.parts} parts`);
        assert.match(m.text, /\/2026\/0001?\d+/, 'the case number');
        assert.equal(m.encoding, lang === 'hi' ? 'ucs-2' : 'gsm-7');
      }
  });
});
