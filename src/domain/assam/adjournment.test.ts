// Section 26 (Assam) (issue 27): adjournment of a sitting on the court's summons: the accused's application, the
// court's order on it (adjourned to a day, or refused, with reasons) or its own adjournment, on the accused's record of
// opportunity; an application undecided holds up the conviction through the one gate.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AssamCommand } from './commands.ts';
import { CONVICT_FIRST, COGNIZANCE, d, HEARD, refusalOf, REPORT, run } from './fixtures.ts';
import { accusedRecord } from './natural-justice.ts';

/** The accused appeared on 20 Aug (summons served 11 Aug) and applied that day to adjourn. */
const APPLIED: AssamCommand = {
  type: 'record-adjournment-application',
  on: d('2026-08-20'),
  summonsId: 'S-1',
  reasons: 'The accused is to produce the veterinary certificate of the bullocks, not yet issued.',
};
const BASE: AssamCommand[] = [REPORT, COGNIZANCE, ...HEARD];

describe('Section 26 (Assam): an adjournment of a sitting, applied for, ordered or refused, with reasons', () => {
  it("Section 26 (Assam): the accused's application to adjourn, undecided, blocks the conviction", () => {
    const r = refusalOf(run([...BASE, APPLIED, CONVICT_FIRST]).last);
    assert.equal(r.code, 'OPPORTUNITY.REQUEST_UNDECIDED');
    assert.match(r.message, /accused \(.+\) asked on 20 Aug 2026 to adjourn the sitting of 20 Aug 2026/);
    assert.ok(r.basis.includes('in-as.cta.s26'));
  });

  it("Section 26 (Assam): an adjournment refused with the court's reasons is recorded, and the conviction may follow", () => {
    const refused: AssamCommand = {
      type: 'record-adjournment-order',
      on: d('2026-08-21'),
      summonsId: 'S-1',
      adjournmentId: 'adj1',
      granted: false,
      reasons: 'The certificate is not relevant to the trespass alleged.',
    };
    const { state, events, last } = run([...BASE, APPLIED, refused, CONVICT_FIRST]);
    assert.ok(last.ok);
    assert.equal(events.at(-1)!.type, 'accused-convicted');
    assert.deepEqual(accusedRecord(state).adjournments, [
      {
        on: '2026-08-20',
        soughtBy: 'accused',
        reasons: APPLIED.type === 'record-adjournment-application' ? APPLIED.reasons : '',
        from: '2026-08-20',
        outcome: 'refused',
        decidedOn: '2026-08-21',
        decisionReasons: 'The certificate is not relevant to the trespass alleged.',
        rule: ['in-as.cta.s26'],
      },
    ]);
  });

  it("Section 26 (Assam): refuses to record the court's refusal without its reasons", () => {
    const r = refusalOf(
      run([
        ...BASE,
        APPLIED,
        {
          type: 'record-adjournment-order',
          on: d('2026-08-21'),
          summonsId: 'S-1',
          adjournmentId: 'adj1',
          granted: false,
          reasons: '',
        },
      ]).last,
    );
    assert.equal(r.code, 'ASSAM.REASONS_REQUIRED');
    assert.deepEqual(r.basis, ['in-as.cta.s26']);
  });

  it("Section 26 (Assam): granted, the sitting moves to the day adjourned to; the court's own adjournment is the officer's", () => {
    const { state, last } = run([
      ...BASE,
      APPLIED,
      {
        type: 'record-adjournment-order',
        on: d('2026-08-20'),
        summonsId: 'S-1',
        adjournmentId: 'adj1',
        granted: true,
        reasons: 'The certificate may bear on the identity of the cattle.',
        adjournedTo: d('2026-09-03'),
      },
      {
        type: 'record-adjournment-order',
        on: d('2026-09-01'),
        summonsId: 'S-1',
        granted: true,
        reasons: 'The presiding officer is on leave on 3 September.',
        adjournedTo: d('2026-09-10'),
      },
    ]);
    assert.ok(last.ok);
    assert.deepEqual(
      accusedRecord(state).adjournments.map((a) => [a.soughtBy, a.outcome, a.from, a.to]),
      [
        ['accused', 'granted', '2026-08-20', '2026-09-03'],
        ['officer', 'granted', '2026-09-03', '2026-09-10'],
      ],
    );
    // An application after the day the sitting now stands on is refused.
    const late = refusalOf(run([...BASE, { ...APPLIED, on: d('2026-08-21') } as AssamCommand]).last);
    assert.equal(late.code, 'CASE.DATE_BEFORE_PREVIOUS_EVENT');
  });

  it("Section 26 (Assam): the court's own motion moves the sitting to a day; it is not a refusal", () => {
    const r = refusalOf(
      run([
        ...BASE,
        { type: 'record-adjournment-order', on: d('2026-08-21'), summonsId: 'S-1', granted: false, reasons: 'No.' },
      ]).last,
    );
    assert.equal(r.code, 'ASSAM.PARTICULARS_MISSING');
  });
});
