// The order sheet states the proof of each attempt at service, by its manner (Rule 4(5)), in English and Hindi.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AdjudicationEvent } from '../../domain/adjudication/events.ts';
import { DELIVERIES, deliveryOf } from '../../app/cases/delivery.ts';
import { DELIVERY } from '../../app/proceedings/words.ts';
import { describe as describeEvent } from './order-sheet.ts';

const attempt = (
  mode: string,
  outcome: string,
  proof: Record<string, unknown>,
  particulars?: string,
): AdjudicationEvent =>
  ({
    type: 'service-attempted',
    on: '2026-07-10',
    basis: ['in.ctr2026.r4.5'],
    attemptId: 'a1',
    mode,
    outcome,
    proof,
    ...(particulars ? { particulars } : {}),
  }) as unknown as AdjudicationEvent;

describe('Rule 4(5): the order sheet states the proof of each attempt at service', () => {
  it('(ii) speed post: the article number; (i) tender: who, to whom, when and the acknowledgement', () => {
    assert.equal(
      describeEvent(attempt('speed-post', 'pending', { articleNumber: 'EK123456789IN' }), 'en'),
      'Service attempted by speed post: pending (result awaited). Article number EK123456789IN.',
    );
    assert.equal(
      describeEvent(attempt('speed-post', 'pending', { articleNumber: 'EK123456789IN' }), 'hi'),
      'तामील का प्रयास स्पीड पोस्ट द्वारा: लंबित (परिणाम की प्रतीक्षा)। वस्तु संख्या EK123456789IN।',
    );
    const tender = attempt(
      'tender',
      'served',
      { tenderedBy: 'R. Singh', tenderedTo: 'Mohan Lal', at: '10:30', acknowledgementDocumentId: 'd-1' },
      'Signed in person.',
    );
    assert.equal(
      describeEvent(tender, 'en'),
      'Service attempted by tender: delivered. Tendered by R. Singh to Mohan Lal at 10:30. Acknowledgement on record (document d-1). Signed in person.',
    );
    assert.equal(
      describeEvent(tender, 'hi'),
      'तामील का प्रयास निविदान द्वारा: सुपुर्द हुई। R. Singh द्वारा Mohan Lal को 10:30 बजे निविदान। पावती अभिलेख पर (दस्तावेज़ d-1)। Signed in person.',
    );
  });
  it('(iii) affixing: the place, the time, the witnesses and the photograph; an attempt without proof keeps its particulars', () => {
    const affix = attempt('affixing', 'served', {
      place: 'Outer door, House 40',
      at: '11:15',
      photoDocumentId: 'd-2',
      witnesses: ['Shyam Lal', 'Ram Prasad'],
    });
    assert.equal(
      describeEvent(affix, 'en'),
      'Service attempted by affixing on the outer door: delivered. Affixed at Outer door, House 40 at 11:15 before the witnesses Shyam Lal, Ram Prasad. Photograph on record (document d-2).',
    );
    assert.match(
      describeEvent(affix, 'hi'),
      /साक्षियों Shyam Lal, Ram Prasad के समक्ष चिपकाया गया। फ़ोटो अभिलेख पर \(दस्तावेज़ d-2\)।$/,
    );
    const old = {
      type: 'service-attempted',
      on: '2026-07-10',
      basis: ['in.ctr2026.r4.5'],
      attemptId: 'a0',
      mode: 'electronic',
      outcome: 'failed',
      particulars: 'Bounced.',
    } as unknown as AdjudicationEvent;
    assert.equal(
      describeEvent(old, 'en'),
      'Service attempted through electronic means: returned undelivered. Bounced.',
    );
  });
});

describe('Rules 4(5) and 7(9): each line of service on the order sheet says delivered, refused, returned or pending', () => {
  const line = (x: Record<string, unknown>): AdjudicationEvent =>
    ({ on: '2026-07-12', basis: ['in.ctr2026.r4.5'], ...x }) as unknown as AdjudicationEvent;
  it('an outcome recorded later, and service deemed on refusal or on evasion, in English and Hindi', () => {
    assert.equal(
      describeEvent(line({ type: 'service-outcome-recorded', attemptId: 'a1', outcome: 'served' }), 'en'),
      'Outcome of service recorded: delivered.',
    );
    assert.equal(
      describeEvent(line({ type: 'service-outcome-recorded', attemptId: 'a1', outcome: 'failed' }), 'en'),
      'Outcome of service recorded: returned undelivered.',
    );
    assert.equal(
      describeEvent(line({ type: 'service-outcome-recorded', attemptId: 'a1', outcome: 'failed' }), 'hi'),
      'तामील का परिणाम अभिलिखित: बिना तामील लौटी।',
    );
    const refused = line({
      type: 'service-deemed',
      ground: 'refused-to-accept',
      reasons: 'He would not take the notice.',
    });
    assert.equal(
      describeEvent(refused, 'en'),
      'Notice refused by the addressee; service deemed complete: He would not take the notice.',
    );
    assert.equal(
      describeEvent(refused, 'hi'),
      // The officer's English words in the Hindi order sheet are marked (issue 30, point 7).
      'सूचना पाने वाले ने लेने से इंकार किया; तामील पूर्ण समझी गई: He would not take the notice. (अधिकारी द्वारा अंग्रेज़ी में यथा अभिलिखित)',
    );
    const evading = line({ type: 'service-deemed', ground: 'evading-service', reasons: 'House locked for weeks.' });
    assert.equal(
      describeEvent(evading, 'en'),
      'Notice returned undelivered; service deemed complete: House locked for weeks.',
    );
  });
  it('the four words, one for each delivery, in both languages; nothing for a line that is not about service', () => {
    assert.deepEqual(
      DELIVERIES.map((d) =>
        deliveryOf('service-attempted', {
          outcome: { delivered: 'served', returned: 'failed', pending: 'pending', refused: 'x' }[d],
        }),
      ),
      ['delivered', undefined, 'returned', 'pending'],
    );
    assert.equal(deliveryOf('appeal.service-attempted', { attempt: { outcome: 'served' } }), 'delivered');
    assert.equal(deliveryOf('appeal.service-deemed', { ground: 'The respondent refused the tender' }), 'refused');
    assert.equal(deliveryOf('appeal.service-deemed', { ground: 'प्रत्यर्थी ने लेने से इंकार किया' }), 'refused');
    assert.equal(deliveryOf('appeal.service-deemed', { ground: 'Not found at the address' }), 'returned');
    assert.equal(deliveryOf('hearing-recorded', {}), undefined);
    for (const d of DELIVERIES) assert.ok(DELIVERY[d].en && DELIVERY[d].hi && DELIVERY[d].en !== DELIVERY[d].hi);
  });
});
