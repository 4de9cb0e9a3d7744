// The event catalogue is typed against the domain's event unions: an event type added to a proceeding without its
// entry does not compile. Checked two ways: a fixture the project's type-check must reject (@ts-expect-error: were the
// entry not required, the directive itself would be the error), and the compiler run on a proceeding whose union has
// one event more than its catalogue, expecting "Property ... is missing" (TS2741).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compileFixtures, rel } from '../../../test/compile.ts';
import type { AdjudicationEvent } from '../../domain/adjudication/events.ts';
import type { EventBase } from '../../domain/common.ts';
import { ADJUDICATION_EVENTS } from './adjudication/events.ts';
import type { EventCatalogue, SignedEventCatalogue, Text } from './catalogue.ts';
import type { MoneyBookEvent } from './money/events.ts';
import { MONEY_EVENTS, recordedLine } from './money/events.ts';
import { say } from './catalogue.ts';
import { officerLine, partySentence } from './events.ts';

type WithOneMore = AdjudicationEvent | EventBase<'complainant-submission-recorded-later'>;
// @ts-expect-error the catalogue has no entry for the added event type, so it is not a catalogue of the wider union
const _wider: SignedEventCatalogue<WithOneMore> = ADJUDICATION_EVENTS;

// @ts-expect-error an event line without its Bengali words is not the catalogue's Text: it does not compile
const _noBengali: Text = { en: 'Hearing held', hi: 'सुनवाई हुई', as: 'শুনানি অনুষ্ঠিত হ’ল' };

type BookWithOneMore = MoneyBookEvent | EventBase<'write-off-recorded'>;
// @ts-expect-error the money book's catalogue has no entry for the added event type either
const _widerBook: EventCatalogue<BookWithOneMore> = MONEY_EVENTS;

describe('the event catalogue: every event of a proceeding has its words, or the portal does not compile', () => {
  it('an event type added to the union without its entry fails to compile with TS2741', () => {
    const text = compileFixtures({
      'missing-entry': [
        `import type { AdjudicationEvent } from '${rel('src/domain/adjudication/events.ts')}';`,
        `import type { EventBase } from '${rel('src/domain/common.ts')}';`,
        `import type { SignedEventCatalogue } from '${rel('src/app/proceedings/catalogue.ts')}';`,
        `import { ADJUDICATION_EVENTS } from '${rel('src/app/proceedings/adjudication/events.ts')}';`,
        `type Extended = AdjudicationEvent | EventBase<'hearing-adjourned-sine-die'>;`,
        `export const CATALOGUE: SignedEventCatalogue<Extended> = { ...ADJUDICATION_EVENTS };`,
        '',
      ].join('\n'),
    })['missing-entry']!;
    assert.equal(text.length, 1, text.join('\n'));
    assert.match(text[0]!, /^TS2741: Property '"?hearing-adjourned-sine-die"?' is missing/);
  });

  it('Rule 4(6): a reply submitted on the portal reads the same to the party in each language, Assamese and Bengali included', () => {
    const reply = { type: 'reply-recorded', admits: false, late: true, submittedBy: 'noticee' };
    const s = partySentence('reply-recorded', reply);
    assert.equal(
      say(s.text, 'en'),
      'A reply denying the contravention was received. It was submitted on the portal. It came after the period.',
    );
    assert.equal(
      say(s.text, 'hi'),
      'उल्लंघन से इंकार वाला उत्तर प्राप्त हुआ। यह पोर्टल पर प्रस्तुत किया गया। यह अवधि के पश्चात् आया।',
    );
    assert.equal(
      say(s.text, 'bn'),
      'লঙ্ঘন অস্বীকার করে একটি উত্তর পাওয়া গেছে। এটি পোর্টালে জমা দেওয়া হয়েছে। এটি সময়ের পরে এসেছে।',
    );
    // Every entry has its Bengali and Assamese words (Text requires them): the reader is never shown the English.
    const objected = partySentence('service-objected', { type: 'service-objected' });
    assert.equal(say(objected.text, 'bn'), 'লিপিবদ্ধ বিবরণ অনুযায়ী নোটিশ পৌঁছানো হয়নি বলে আপত্তি');
    assert.equal(say(officerLine('appeal.filed'), 'as'), 'আপীল দাখিল (প্ৰপত্ৰ-III)');
    assert.equal(say(officerLine('reply-recorded'), 'hi'), 'उत्तर प्राप्त');
    // A type no catalogue has is said as an entry, never a blank or a key.
    assert.equal(say(officerLine('something-new'), 'en'), 'Entry: something-new');
  });

  it("Rule 4(12), Section 28: the money book's events are worded by its catalogue, the deposit's amount filled on the party's page", () => {
    const deposit = MONEY_EVENTS['record-deposit'].party({
      type: 'record-deposit',
      on: '2026-09-01' as never,
      basis: [],
      entries: [],
      command: {
        type: 'record-deposit',
        on: '2026-09-01' as never,
        caseId: 'c1',
        kind: 'penalty',
        amountPaise: 150000,
        receiptNo: 'R-1',
        mode: 'cash',
      },
    });
    assert.deepEqual(deposit.text, {
      en: 'A deposit of {amount} was recorded.',
      hi: '{amount} का जमा दर्ज हुआ।',
      as: '{amount} জমা লিপিবদ্ধ কৰা হ’ল।',
      bn: '{amount} জমা নথিভুক্ত হয়েছে।',
    });
    assert.equal(deposit.amountPaise, 150000);
    // The money pages' line once a step is recorded: the event's officer line; nothing for an unknown step.
    assert.equal(say(recordedLine('record-recovery')!, 'hi'), 'वसूली की कार्रवाई दर्ज हो गई।');
    assert.equal(recordedLine('1'), undefined);
    assert.equal(recordedLine('toString'), undefined);
  });
});
