import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { REVIEW_REASONS, reasonIn, reasonText } from './reasons.ts';
import type { ReviewReasonCode } from './reasons.ts';

describe('Rule 4(5): the reasons a proof of service is held for review, in English and Hindi', () => {
  it('Rule 4(5): each reason as stored is given back in Hindi, a name kept as written', () => {
    const stored = [reasonText('reallocated', 'Shyam Lal'), reasonText('notice-reissued')].join(' ');
    assert.deepEqual(reasonIn(stored, 'hi'), [
      { text: 'यह सबूत पहुँचने से पहले कार्य Shyam Lal को पुनः सौंपा जा चुका था।', asRecorded: false },
      { text: 'तामीलकर्ता के ले जाने के बाद नोटिस फिर से जारी हुआ: यह सबूत पुराने संस्करण का है।', asRecorded: false },
    ]);
    assert.deepEqual(reasonIn(stored, 'en'), [
      { text: 'The task was reallocated to Shyam Lal before this proof arrived.', asRecorded: false },
      { text: REVIEW_REASONS['notice-reissued'].en(''), asRecorded: false },
    ]);
  });

  it('Rule 4(5): every reason, stored alone, is recognised and has Hindi words of its own', () => {
    for (const code of Object.keys(REVIEW_REASONS) as ReviewReasonCode[]) {
      const [hi] = reasonIn(reasonText(code, 'X'), 'hi');
      assert.equal(hi?.asRecorded, false, code);
      assert.notEqual(hi?.text, reasonText(code, 'X'), code);
      assert.match(hi!.text, /[\u0900-\u097F]/, code);
    }
  });

  it("Rule 4(15): the proceeding's own refusal follows the Hindi words as recorded; an unknown sentence is marked as recorded", () => {
    assert.deepEqual(reasonIn(reasonText('proceeding-refused', 'No order has been passed yet.'), 'hi'), [
      { text: 'कार्यवाही यह प्रयास स्वीकार नहीं करती: No order has been passed yet.', asRecorded: false },
    ]);
    assert.deepEqual(reasonIn(`${reasonText('cancelled')} Something else.`, 'hi'), [
      { text: 'यह सबूत पहुँचने से पहले कार्य रद्द किया जा चुका था।', asRecorded: false },
      { text: 'Something else.', asRecorded: true },
    ]);
  });
});
