// Tests for records and scrutiny: Rule 7(5), Rule 7(6) (defects, rectification, refusal) and Rule 7(7) (admission).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AppealCommand } from './commands.ts';
import { decide } from './decide.ts';
import { CTX, COMPLETE_FORM, d, fileAppeal, refusalOf, run } from './fixtures.ts';

const FILED = [fileAppeal()];
const gap = fileAppeal({ form: { ...COMPLETE_FORM, grounds: undefined } }); // d1: grounds
/** Filed with the grounds missing; defect intimated on Monday 24 Aug 2026: rectify by Tuesday 8 Sep 2026. */
const INTIMATED: AppealCommand[] = [
  gap,
  { type: 'call-for-records', on: d('2026-08-21') },
  {
    type: 'intimate-defects',
    on: d('2026-08-24'),
    defects: [{ field: 'grounds', description: 'Item 4 (grounds of appeal) is blank; state the grounds.' }],
  },
];

describe('Rule 7(5): records called for from the adjudicating officer', () => {
  it('calls for the records once and records their receipt', () => {
    const s = run([
      ...FILED,
      { type: 'call-for-records', on: d('2026-08-21') },
      { type: 'record-records-received', on: d('2026-08-26') },
    ]).state;
    assert.deepEqual(s.records, { calledOn: '2026-08-21', receivedOn: '2026-08-26' });
  });
  it('refuses receipt of records never called for (APPEAL.RECORDS_NOT_CALLED)', () => {
    const r = refusalOf(run(FILED).state, { type: 'record-records-received', on: d('2026-08-26') });
    assert.equal(r.code, 'APPEAL.RECORDS_NOT_CALLED');
    assert.ok(r.basis.includes('in.ctr2026.r7.5'));
  });
  it('refuses a second call for the same records', () => {
    const s = run([...FILED, { type: 'call-for-records', on: d('2026-08-21') }]).state;
    const r = refusalOf(s, { type: 'call-for-records', on: d('2026-08-22') });
    assert.equal(r.code, 'APPEAL.WRONG_STAGE');
    assert.ok(r.basis.includes('in.ctr2026.r7.5'));
  });
  it('refuses admission before the records are called for (APPEAL.RECORDS_NOT_CALLED)', () => {
    const r = refusalOf(run(FILED).state, { type: 'admit', on: d('2026-08-24') });
    assert.equal(r.code, 'APPEAL.RECORDS_NOT_CALLED');
    assert.ok(r.basis.includes('in.ctr2026.r7.5'));
    assert.ok(r.basis.includes('in.ctr2026.r7.7'));
  });
});

describe('Rule 7(6): defects, rectification and refusal', () => {
  it('intimation of a defect found at filing keeps its id and sets the 15-day rectify date', () => {
    const { state, events } = run(INTIMATED);
    const e = events.at(-1)!;
    assert.equal(e.type, 'appeal.defects-intimated');
    assert.ok(e.basis.includes('in.ctr2026.r7.6'));
    assert.deepEqual(
      state.defects.map((x) => [x.id, x.field, x.status, x.rectifyDue]),
      [['d1', 'grounds', 'intimated', '2026-09-08']],
    );
  });
  it('refuses an intimation with no defects (APPEAL.DEFECTS_REQUIRED)', () => {
    const r = refusalOf(run(FILED).state, { type: 'intimate-defects', on: d('2026-08-24'), defects: [] });
    assert.equal(r.code, 'APPEAL.DEFECTS_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r7.6'));
    assert.equal(
      refusalOf(run(FILED).state, {
        type: 'intimate-defects',
        on: d('2026-08-24'),
        defects: [{ field: 'grounds', description: '' }],
      }).code,
      'APPEAL.DEFECTS_REQUIRED',
    );
  });
  it('the AA may intimate a defect the portal did not find; it gets a new id', () => {
    const s = run([
      ...FILED,
      {
        type: 'intimate-defects',
        on: d('2026-08-24'),
        defects: [
          { field: 'enclosures.documentsRelied', description: 'The Jamabandi copy is illegible; file a legible copy.' },
        ],
      },
    ]).state;
    assert.deepEqual(
      s.defects.map((x) => [x.id, x.status]),
      [['d1', 'intimated']],
    );
  });
  it('the rectify period is a party clock: a last day on a Sunday moves to Monday (Section 10 of the General Clauses Act)', () => {
    const { state, events } = run([
      gap,
      {
        type: 'intimate-defects',
        on: d('2026-08-29'),
        defects: [{ field: 'grounds', description: 'State the grounds.' }],
      },
    ]);
    assert.equal(state.defects[0]!.rectifyDue, '2026-09-14');
    assert.ok(events.at(-1)!.basis.includes('in.gca1897.s10'));
  });
  it('rectification cures the defect and amends the form', () => {
    const s = run([
      ...INTIMATED,
      {
        type: 'record-rectification',
        on: d('2026-09-01'),
        defectIds: ['d1'],
        amendments: { grounds: "The cattle were not the appellant's." },
      },
    ]).state;
    assert.equal(s.defects[0]!.status, 'rectified');
    assert.equal(s.defects[0]!.rectifiedLate, false);
    assert.equal(s.form?.grounds, "The cattle were not the appellant's.");
  });
  it('a rectification after the period but before any refusal is accepted and marked late', () => {
    const s = run([...INTIMATED, { type: 'record-rectification', on: d('2026-09-10') }]).state;
    assert.equal(s.defects[0]!.rectifiedLate, true);
  });
  it('refuses a rectification when nothing is outstanding (APPEAL.NOT_DEFECTIVE)', () => {
    const r = refusalOf(run(FILED).state, { type: 'record-rectification', on: d('2026-08-24') });
    assert.equal(r.code, 'APPEAL.NOT_DEFECTIVE');
    assert.ok(r.basis.includes('in.ctr2026.r7.6'));
  });
  it('refuses a rectification of an unknown defect (APPEAL.UNKNOWN_DEFECT)', () => {
    const r = refusalOf(run(INTIMATED).state, { type: 'record-rectification', on: d('2026-09-01'), defectIds: ['d9'] });
    assert.equal(r.code, 'APPEAL.UNKNOWN_DEFECT');
    assert.ok(r.basis.includes('in.ctr2026.r7.6'));
  });
  it('refuses to refuse registration on or before the last day for rectification (APPEAL.RECTIFICATION_PERIOD_NOT_OVER)', () => {
    const s = run(INTIMATED).state;
    for (const on of ['2026-08-25', '2026-09-08']) {
      const r = refusalOf(s, {
        type: 'refuse-registration',
        on: d(on),
        reasons: 'Grounds not stated despite intimation.',
      });
      assert.equal(r.code, 'APPEAL.RECTIFICATION_PERIOD_NOT_OVER');
      assert.ok(r.basis.includes('in.ctr2026.r7.6'));
      assert.match(r.message, /8 Sep 2026/);
    }
  });
  it('refuses to refuse registration on a defect never intimated', () => {
    const r = refusalOf(run([gap]).state, {
      type: 'refuse-registration',
      on: d('2026-10-01'),
      reasons: 'Grounds not stated.',
    });
    assert.equal(r.code, 'APPEAL.RECTIFICATION_PERIOD_NOT_OVER');
  });
  it('refuses to refuse registration once the defects are rectified (APPEAL.RECTIFIED)', () => {
    const s = run([...INTIMATED, { type: 'record-rectification', on: d('2026-09-01') }]).state;
    const r = refusalOf(s, { type: 'refuse-registration', on: d('2026-09-10'), reasons: 'Late.' });
    assert.equal(r.code, 'APPEAL.RECTIFIED');
    assert.ok(r.basis.includes('in.ctr2026.r7.6'));
  });
  it('refuses a refusal without reasons (APPEAL.REFUSAL_REASONS_REQUIRED)', () => {
    const r = refusalOf(run(INTIMATED).state, { type: 'refuse-registration', on: d('2026-09-09'), reasons: ' ' });
    assert.equal(r.code, 'APPEAL.REFUSAL_REASONS_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r7.6'));
  });
  it('refuses registration the day after the period, with communication due 7 days after the last day', () => {
    const { state } = run([
      ...INTIMATED,
      { type: 'refuse-registration', on: d('2026-09-09'), reasons: 'Grounds of appeal not stated despite intimation.' },
    ]);
    assert.equal(state.stage, 'refused');
    assert.equal(state.refusal?.lastDayForRectification, '2026-09-08');
    assert.equal(state.refusal?.communicationDue, '2026-09-15');
  });
  it("the communication period is the authority's duty: a nominal last day on a closed Saturday stands", () => {
    const { state } = run([
      gap,
      {
        type: 'intimate-defects',
        on: d('2026-09-04'),
        defects: [{ field: 'grounds', description: 'State the grounds.' }],
      },
      { type: 'refuse-registration', on: d('2026-09-21'), reasons: 'Grounds not stated.' },
    ]);
    assert.equal(state.refusal?.lastDayForRectification, '2026-09-19');
    assert.equal(state.refusal?.communicationDue, '2026-09-26');
  });
  it('records the communication in time, and a late one only with the reason for delay', () => {
    const refused = run([
      ...INTIMATED,
      { type: 'refuse-registration', on: d('2026-09-09'), reasons: 'Grounds not stated.' },
    ]);
    const inTime = run(
      [{ type: 'record-refusal-communicated', on: d('2026-09-15'), means: 'speed post' }],
      CTX,
      refused,
    ).state;
    assert.equal(inTime.refusal?.communicatedLate, false);
    const r = refusalOf(refused.state, { type: 'record-refusal-communicated', on: d('2026-09-16') });
    assert.equal(r.code, 'APPEAL.DELAY_REASON_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r7.6'));
    const late = run(
      [{ type: 'record-refusal-communicated', on: d('2026-09-16'), delayReason: 'Dispatch section closed for audit.' }],
      CTX,
      refused,
    ).state;
    assert.equal(late.refusal?.communicatedLate, true);
  });
  it('no admission, rectification or notice after a refusal (APPEAL.WRONG_STAGE)', () => {
    const s = run([
      ...INTIMATED,
      { type: 'refuse-registration', on: d('2026-09-09'), reasons: 'Grounds not stated.' },
    ]).state;
    assert.equal(refusalOf(s, { type: 'admit', on: d('2026-09-10') }).code, 'APPEAL.WRONG_STAGE');
    assert.equal(refusalOf(s, { type: 'record-rectification', on: d('2026-09-10') }).code, 'APPEAL.WRONG_STAGE');
  });
});

describe('Rule 7(7): admission of an appeal in order', () => {
  it('admits an appeal in order after the records are called for', () => {
    const { state, events } = run([
      ...FILED,
      { type: 'call-for-records', on: d('2026-08-21') },
      { type: 'admit', on: d('2026-08-24') },
    ]);
    assert.equal(state.stage, 'admitted');
    assert.equal(state.admittedOn, '2026-08-24');
    assert.ok(events.at(-1)!.basis.includes('in.ctr2026.r7.7'));
  });
  it('refuses admission while defects are outstanding, found or intimated (APPEAL.DEFECTS_OUTSTANDING)', () => {
    const found = run([gap, { type: 'call-for-records', on: d('2026-08-21') }]).state;
    for (const s of [found, run(INTIMATED).state]) {
      const r = refusalOf(s, { type: 'admit', on: d('2026-08-25') });
      assert.equal(r.code, 'APPEAL.DEFECTS_OUTSTANDING');
      assert.ok(r.basis.includes('in.ctr2026.r7.7'));
    }
  });
  it('admits once the defects are rectified', () => {
    const s = run([
      ...INTIMATED,
      { type: 'record-rectification', on: d('2026-09-01') },
      { type: 'admit', on: d('2026-09-02') },
    ]).state;
    assert.equal(s.stage, 'admitted');
  });
  it('refuses a second admission (APPEAL.WRONG_STAGE)', () => {
    const s = run([
      ...FILED,
      { type: 'call-for-records', on: d('2026-08-21') },
      { type: 'admit', on: d('2026-08-24') },
    ]).state;
    assert.equal(refusalOf(s, { type: 'admit', on: d('2026-08-25') }).code, 'APPEAL.WRONG_STAGE');
    assert.equal(
      refusalOf(s, {
        type: 'intimate-defects',
        on: d('2026-08-25'),
        defects: [{ field: 'grounds', description: 'vague' }],
      }).code,
      'APPEAL.WRONG_STAGE',
    );
  });
  it('a command on an appeal never filed is refused with CASE.NOT_FOUND', () => {
    const r = decide(run([]).state, { type: 'admit', on: d('2026-08-24') }, CTX);
    assert.ok(!r.ok && r.error.code === 'CASE.NOT_FOUND');
  });
});
