// Issue 30, point 7: an officer's words in a document of the other language are printed as written and marked ("as
// recorded by the officer, in English" in a Hindi document, "in Hindi" in an English one); words in the document's
// own language are not marked.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AdjudicationEvent } from '../domain/adjudication/events.ts';
import { asRecorded } from './format.ts';
import { describe as describeEntry } from './templates/order-sheet.ts';

const hearing = (notes: string): AdjudicationEvent =>
  ({
    type: 'hearing-recorded',
    on: '2026-08-05',
    basis: ['in.ctr2026.r4.6'],
    noticeeAppeared: true,
    complainantAppeared: true,
    explained: true,
    inAbsence: false,
    notes,
  }) as unknown as AdjudicationEvent;

describe('Rule 4(15): the order sheet marks words recorded in the other language (issue 30)', () => {
  it('English notes in the Hindi order sheet are marked as recorded in English; Hindi notes are not', () => {
    const en = describeEntry(hearing('Both parties heard; the respondent admits the cattle strayed.'), 'hi');
    assert.match(en, /the respondent admits the cattle strayed\. \(अधिकारी द्वारा अंग्रेज़ी में यथा अभिलिखित\)$/);
    const hi = describeEntry(hearing('दोनों पक्ष सुने गए।'), 'hi');
    assert.doesNotMatch(hi, /यथा अभिलिखित/);
  });
  it('Hindi notes in the English order sheet are marked as recorded in Hindi', () => {
    assert.match(describeEntry(hearing('दोनों पक्ष सुने गए।'), 'en'), /\(as recorded by the officer, in Hindi\)$/);
    assert.doesNotMatch(describeEntry(hearing('Both parties heard.'), 'en'), /as recorded/);
  });
  it("Rule 4(13): an order's reasons follow the same rule; dates and figures alone are not marked", () => {
    assert.equal(asRecorded('On 12/07/2026: 30', 'hi'), 'On 12/07/2026: 30 (अधिकारी द्वारा अंग्रेज़ी में यथा अभिलिखित)');
    assert.equal(asRecorded('12/07/2026', 'hi'), '12/07/2026');
    assert.equal(asRecorded('कारण', 'as' as never), 'कारण');
  });
});
