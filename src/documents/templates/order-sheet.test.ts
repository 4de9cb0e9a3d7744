// The order sheet states the proof of each attempt at service, by its manner (Rule 4(5)), in English and Hindi.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AdjudicationEvent } from '../../domain/adjudication/events.ts';
import { describe as describeEvent } from './order-sheet.ts';

const attempt = (mode: string, outcome: string, proof: Record<string, unknown>, particulars?: string): AdjudicationEvent =>
  ({ type: 'service-attempted', on: '2026-07-10', basis: ['in.ctr2026.r4.5'], attemptId: 'a1', mode, outcome, proof, ...(particulars ? { particulars } : {}) }) as unknown as AdjudicationEvent;

describe('Rule 4(5): the order sheet states the proof of each attempt at service', () => {
  it('(ii) speed post: the article number; (i) tender: who, to whom, when and the acknowledgement', () => {
    assert.equal(describeEvent(attempt('speed-post', 'pending', { articleNumber: 'EK123456789IN' }), 'en'), 'Service attempted by speed post: pending. Article number EK123456789IN.');
    assert.equal(describeEvent(attempt('speed-post', 'pending', { articleNumber: 'EK123456789IN' }), 'hi'), 'तामील का प्रयास स्पीड पोस्ट द्वारा: लंबित। वस्तु संख्या EK123456789IN।');
    const tender = attempt('tender', 'served', { tenderedBy: 'R. Singh', tenderedTo: 'Mohan Lal', at: '10:30', acknowledgementDocumentId: 'd-1' }, 'Signed in person.');
    assert.equal(describeEvent(tender, 'en'), 'Service attempted by tender: served. Tendered by R. Singh to Mohan Lal at 10:30. Acknowledgement on record (document d-1). Signed in person.');
    assert.equal(describeEvent(tender, 'hi'), 'तामील का प्रयास निविदान द्वारा: तामील हुई। R. Singh द्वारा Mohan Lal को 10:30 बजे निविदान। पावती अभिलेख पर (दस्तावेज़ d-1)। Signed in person.');
  });
  it('(iii) affixing: the place, the time, the witnesses and the photograph; an attempt without proof keeps its particulars', () => {
    const affix = attempt('affixing', 'served', { place: 'Outer door, House 40', at: '11:15', photoDocumentId: 'd-2', witnesses: ['Shyam Lal', 'Ram Prasad'] });
    assert.equal(describeEvent(affix, 'en'), 'Service attempted by affixing on the outer door: served. Affixed at Outer door, House 40 at 11:15 before the witnesses Shyam Lal, Ram Prasad. Photograph on record (document d-2).');
    assert.match(describeEvent(affix, 'hi'), /साक्षियों Shyam Lal, Ram Prasad के समक्ष चिपकाया गया। फ़ोटो अभिलेख पर \(दस्तावेज़ d-2\)।$/);
    const old = { type: 'service-attempted', on: '2026-07-10', basis: ['in.ctr2026.r4.5'], attemptId: 'a0', mode: 'electronic', outcome: 'failed', particulars: 'Bounced.' } as unknown as AdjudicationEvent;
    assert.equal(describeEvent(old, 'en'), 'Service attempted through electronic means: failed. Bounced.');
  });
});
