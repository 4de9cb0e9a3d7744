// Rule 7(10) (issue 27): adjournment of the appellate hearing: who sought it, why, granted or refused with reasons, and
// a request still undecided holding up the appellate decision through the one gate.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AppealCommand } from './commands.ts';
import { CTX, d, refusalOf, run, SERVED, serveHearing } from './fixtures.ts';
import { ANSWERS } from './fixtures.ts';
import { appealRecords } from './opportunity.ts';

const REPLIED: AppealCommand[] = [...SERVED, { type: 'record-respondent-reply', on: d('2026-09-07') }];
/** Fixed on 8 Sep for 22 Sep, served on both parties on 9 Sep (13 days ahead). */
const FIXED: AppealCommand[] = [
  ...REPLIED,
  { type: 'schedule-hearing', on: d('2026-09-08'), hearingOn: d('2026-09-22'), mode: 'in-person', time: '11:00' },
  serveHearing('2026-09-09', 'appellant'),
  serveHearing('2026-09-09', 'respondent'),
];
const SOUGHT_BY_RESPONDENT: AppealCommand = {
  type: 'seek-adjournment',
  on: d('2026-09-15'),
  by: 'respondent',
  reasons: 'My counsel is in the High Court on 22 September; I ask for a date in October.',
};
const HELD_RESPONDENT_ABSENT: AppealCommand = {
  type: 'record-hearing',
  on: d('2026-09-22'),
  mode: 'in-person',
  appearances: { appellant: 'in-person', respondent: 'absent' },
};
const CONFIRM: AppealCommand = {
  type: 'decide-appeal',
  on: d('2026-09-23'),
  outcome: 'confirm',
  reasons: 'The revenue record shows the trespass; the grounds fail.',
  payWithinDays: 30,
  answers: ANSWERS,
};

describe('Rule 7(10): an adjournment of the appellate hearing, sought, granted or refused, with reasons', () => {
  it('Rule 7(10): an adjournment sought by the respondent and undecided blocks the appellate decision', () => {
    const { state } = run([...FIXED, SOUGHT_BY_RESPONDENT, HELD_RESPONDENT_ABSENT]);
    const r = refusalOf(state, CONFIRM);
    assert.equal(r.code, 'OPPORTUNITY.REQUEST_UNDECIDED');
    assert.match(r.message, /respondent \(Mohan Lal\) asked on 15 Sep 2026 to adjourn the sitting of 22 Sep 2026/);
    assert.ok(r.basis.includes('in.ctr2026.r7.10'));
  });

  it('Rule 7(10): an adjournment refused with reasons is recorded, and the appeal may then be decided', () => {
    const refuse: AppealCommand = {
      type: 'decide-adjournment',
      on: d('2026-09-22'),
      adjournmentId: 'adj1',
      grant: false,
      reasons: 'No affidavit of the engagement was filed; a second counsel of the same chamber can appear.',
    };
    const { state, events } = run([...FIXED, SOUGHT_BY_RESPONDENT, refuse, HELD_RESPONDENT_ABSENT, CONFIRM]);
    const decided = events.find((e) => e.type === 'appeal.adjournment-decided');
    assert.deepEqual(decided && { granted: decided.granted, by: decided.by, reasons: decided.reasons }, {
      granted: false,
      by: 'respondent',
      reasons: refuse.reasons,
    });
    assert.equal(events.at(-1)!.type, 'appeal.decided');
    const [appellant, respondent] = appealRecords(state, CTX);
    assert.deepEqual(appellant!.adjournments, []);
    assert.equal(respondent!.adjournments.length, 1);
    assert.deepEqual(respondent!.adjournments[0], {
      on: '2026-09-15',
      soughtBy: 'respondent',
      reasons: 'My counsel is in the High Court on 22 September; I ask for a date in October.',
      from: '2026-09-22',
      outcome: 'refused',
      decidedOn: '2026-09-22',
      decisionReasons: refuse.reasons,
      rule: ['in.ctr2026.r7.10'],
    });
  });

  it('Rule 7(10): refuses to refuse an adjournment without reasons, naming the rule', () => {
    const { state } = run([...FIXED, SOUGHT_BY_RESPONDENT]);
    const r = refusalOf(state, {
      type: 'decide-adjournment',
      on: d('2026-09-16'),
      adjournmentId: 'adj1',
      grant: false,
      reasons: '  ',
    });
    assert.equal(r.code, 'APPEAL.REASONS_REQUIRED');
    assert.equal(r.field, 'reasons');
    assert.deepEqual(r.basis, ['in.ctr2026.r7.10']);
  });

  it('Rule 7(10): refuses a request to adjourn with no reasons given', () => {
    const { state } = run(FIXED);
    const r = refusalOf(state, { ...SOUGHT_BY_RESPONDENT, reasons: '' } as AppealCommand);
    assert.equal(r.code, 'APPEAL.REASONS_REQUIRED');
  });

  it('Rule 7(10): granted, the hearing is fixed again, the earlier notice withdrawn, with who sought it and why', () => {
    const { state, events } = run([
      ...FIXED,
      { type: 'record-adjournment-request', on: d('2026-09-16'), by: 'appellant', reasons: 'I am to be operated on.' },
      {
        type: 'decide-adjournment',
        on: d('2026-09-17'),
        adjournmentId: 'adj1',
        grant: true,
        reasons: 'The hospital certificate is on record.',
        hearingOn: d('2026-10-13'),
        time: '11:00',
        mode: 'in-person',
      },
    ]);
    const [decided, fixed] = events.slice(-2);
    assert.equal(decided!.type, 'appeal.adjournment-decided');
    assert.equal(fixed!.type, 'appeal.hearing-scheduled');
    if (fixed?.type !== 'appeal.hearing-scheduled') return;
    assert.equal(fixed.withdraws, 'hn1');
    assert.deepEqual(fixed.adjourned, {
      soughtBy: 'appellant',
      reasons: 'I am to be operated on.',
      from: '2026-09-22',
      adjournmentId: 'adj1',
    });
    assert.equal(state.hearingNotices?.[0]?.withdrawnOn, '2026-09-17');
    assert.equal(state.scheduledHearing?.hearingOn, '2026-10-13');
    const [appellant] = appealRecords(state, CTX);
    assert.deepEqual(
      appellant!.adjournments.map((a) => [a.soughtBy, a.outcome, a.from, a.to]),
      [['appellant', 'granted', '2026-09-22', '2026-10-13']],
    );
  });

  it("Rule 7(10): the authority's own adjournment needs its reasons, and is on both parties' records as the officer's", () => {
    const { state } = run(FIXED);
    const again: AppealCommand = {
      type: 'schedule-hearing',
      on: d('2026-09-18'),
      hearingOn: d('2026-10-06'),
      mode: 'in-person',
      time: '11:00',
    };
    const r = refusalOf(state, again);
    assert.equal(r.code, 'APPEAL.REASONS_REQUIRED');
    assert.equal(r.field, 'adjournmentReasons');
    const { state: moved } = run(
      [
        {
          ...again,
          adjournmentReasons: 'The appellate authority is on election duty on 22 September.',
        } as AppealCommand,
      ],
      CTX,
      { state, events: [] },
    );
    for (const rec of appealRecords(moved, CTX))
      assert.deepEqual(
        rec.adjournments.map((a) => [a.soughtBy, a.outcome, a.reasons, a.from, a.to]),
        [
          [
            'officer',
            'granted',
            'The appellate authority is on election duty on 22 September.',
            '2026-09-22',
            '2026-10-06',
          ],
        ],
      );
  });

  it("Rule 7(10): a party's request undecided is granted or refused, not overtaken by a date of the authority's own", () => {
    const { state } = run([...FIXED, SOUGHT_BY_RESPONDENT]);
    const r = refusalOf(state, {
      type: 'schedule-hearing',
      on: d('2026-09-18'),
      hearingOn: d('2026-10-06'),
      mode: 'in-person',
      time: '11:00',
      adjournmentReasons: 'Moved.',
    } as AppealCommand);
    assert.equal(r.code, 'APPEAL.WRONG_STAGE');
    assert.match(r.message, /respondent asked on 15 Sep 2026/);
  });

  it('Rule 7(10): no adjournment is sought when no hearing is fixed, nor after the day fixed', () => {
    assert.equal(refusalOf(run(REPLIED).state, SOUGHT_BY_RESPONDENT).code, 'HEARING.NOT_NOTIFIED');
    const late = { ...SOUGHT_BY_RESPONDENT, on: d('2026-09-23') } as AppealCommand;
    assert.equal(refusalOf(run(FIXED).state, late).code, 'HEARING.DATE_INVALID');
  });
});
