// Tests for the hearing (Rule 7(10)), the appellate order (7(11)), recovery (7(12), s.27C) and copies (7(13)).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AppealCommand, DecideAppeal } from './commands.ts';
import { ADMITTED, COMPLETE_FORM, CTX, d, fileAppeal, HEARD, ORDER_4_13, refusalOf, run, SERVED } from './fixtures.ts';
import { ANSWERS } from './fixtures.ts';

const decideCmd = (over: Partial<DecideAppeal> = {}): DecideAppeal => ({
  type: 'decide-appeal',
  on: d('2026-09-18'),
  outcome: 'confirm',
  reasons: "The revenue record shows the cattle are the appellant's.",
  payWithinDays: 30,
  answers: ANSWERS,
  ...over,
});
const CONFIRMED: AppealCommand[] = [...HEARD, decideCmd()];
/** The appellate order's signed copy given to both parties on the day (Rule 7(13)): the time to pay runs on notice. */
const COPIES: AppealCommand[] = [
  { type: 'supply-copy', on: d('2026-09-18'), party: 'appellant' },
  { type: 'supply-copy', on: d('2026-09-18'), party: 'respondent' },
];

describe('Rule 7(10): the hearing is fixed with its time and place (issue 14)', () => {
  const reply: AppealCommand = { type: 'record-respondent-reply', on: d('2026-09-07') };
  it('records the time with the date and the venue; a time that is not hours and minutes is refused beside the field', () => {
    const { events } = run([
      ...SERVED,
      reply,
      {
        type: 'schedule-hearing',
        on: d('2026-09-08'),
        hearingOn: d('2026-09-15'),
        mode: 'in-person',
        time: '11:30',
        venueOrLink: 'District Magistrate, Agra',
      },
    ]);
    const e = events.at(-1)!;
    assert.equal(e.type, 'appeal.hearing-scheduled');
    assert.equal((e as { time?: string }).time, '11:30');
    const { state } = run([...SERVED, reply]);
    const r = refusalOf(state, {
      type: 'schedule-hearing',
      on: d('2026-09-08'),
      hearingOn: d('2026-09-15'),
      mode: 'in-person',
      time: '11.30 am',
    });
    assert.equal(r.field, 'time');
    assert.ok(r.basis.includes('in.ctr2026.r7.10'));
  });
});

describe('Rule 7(10): reasonable opportunity of hearing, in person or by electronic means', () => {
  it('fixes a hearing after service and records it held by electronic means, a party through a legal representative', () => {
    const { state, events } = run([
      ...SERVED,
      {
        type: 'schedule-hearing',
        time: '11:00',
        on: d('2026-09-08'),
        hearingOn: d('2026-09-14'),
        mode: 'electronic',
        venueOrLink: 'https://vc.example.gov.in/aa-42',
      },
      {
        type: 'record-hearing',
        on: d('2026-09-14'),
        mode: 'electronic',
        appearances: { appellant: 'legal-representative', respondent: 'in-person' },
        representatives: { appellant: 'Adv. K. Mehta' },
      },
    ]);
    assert.equal(state.hearings.length, 1);
    assert.equal(state.hearings[0]!.mode, 'electronic');
    assert.equal(state.hearings[0]!.appearances.appellant, 'legal-representative');
    assert.equal(state.scheduledHearing, undefined);
    assert.ok(events.at(-1)!.basis.includes('in.ctr2026.r7.10'));
  });
  it('refuses to fix a hearing before the notice is served (NOTICE.NOT_SERVED)', () => {
    const s = run([
      ...ADMITTED,
      { type: 'issue-notice-to-respondent', on: d('2026-08-25'), replyDays: 15, copyOfAppealEnclosed: true },
    ]).state;
    const r = refusalOf(s, {
      type: 'schedule-hearing',
      time: '11:00',
      on: d('2026-08-26'),
      hearingOn: d('2026-10-01'),
      mode: 'in-person',
    });
    assert.equal(r.code, 'NOTICE.NOT_SERVED');
    assert.ok(r.basis.includes('in.ctr2026.r7.10'));
  });
  it('refuses a hearing within the reply period unless the reply is in (HEARING.DATE_INVALID)', () => {
    const s = run(SERVED).state;
    const r = refusalOf(s, {
      type: 'schedule-hearing',
      time: '11:00',
      on: d('2026-08-28'),
      hearingOn: d('2026-09-11'),
      mode: 'in-person',
    });
    assert.equal(r.code, 'HEARING.DATE_INVALID');
    assert.ok(r.basis.includes('in.ctr2026.r7.10'));
    assert.match(r.message, /11 Sep 2026/);
    run(
      [{ type: 'schedule-hearing', on: d('2026-08-28'), hearingOn: d('2026-09-14'), mode: 'in-person', time: '11:00' }],
      CTX,
      run(SERVED),
    );
  });
  it('refuses a hearing recorded on a day other than the day fixed, or never fixed', () => {
    const s = run([
      ...SERVED,
      { type: 'schedule-hearing', on: d('2026-08-28'), hearingOn: d('2026-09-14'), mode: 'in-person', time: '11:00' },
    ]).state;
    const r = refusalOf(s, {
      type: 'record-hearing',
      on: d('2026-09-15'),
      mode: 'in-person',
      appearances: { appellant: 'in-person', respondent: 'absent' },
    });
    assert.equal(r.code, 'HEARING.DATE_INVALID');
    const never = refusalOf(run(SERVED).state, {
      type: 'record-hearing',
      on: d('2026-09-15'),
      mode: 'in-person',
      appearances: { appellant: 'in-person', respondent: 'absent' },
    });
    assert.equal(never.code, 'HEARING.NOT_NOTIFIED');
    assert.ok(never.basis.includes('in.ctr2026.r7.10'));
  });
  it('refuses a hearing on an appeal not admitted (APPEAL.NOT_ADMITTED)', () => {
    const r = refusalOf(run([fileAppeal()]).state, {
      type: 'schedule-hearing',
      time: '11:00',
      on: d('2026-08-21'),
      hearingOn: d('2026-09-30'),
      mode: 'in-person',
    });
    assert.equal(r.code, 'APPEAL.NOT_ADMITTED');
  });
});

describe('Rule 7(11): confirm, vary or set aside', () => {
  it('confirms the order: its terms stand', () => {
    const s = run(CONFIRMED).state;
    assert.equal(s.stage, 'decided');
    assert.equal(s.decision?.terms.penaltyPaise, 500_000);
    assert.equal(s.decision?.terms.compensationPaise, 250_000);
  });
  it('varies the order with the varied terms', () => {
    const varied = { penaltyPaise: 200_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 };
    const { state, events } = run([...HEARD, decideCmd({ outcome: 'vary', varied })]);
    assert.deepEqual(state.decision?.terms, varied);
    assert.ok(events.at(-1)!.basis.includes('in.ctr2026.r7.11'));
  });
  it('sets the order aside: nothing stands', () => {
    const s = run([...HEARD, decideCmd({ outcome: 'set-aside' })]).state;
    assert.deepEqual(s.decision?.terms, { penaltyPaise: 0, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 });
  });
  it('refuses to vary without varied terms, or with terms identical to the order (APPEAL.VARIATION_REQUIRED)', () => {
    const s = run(HEARD).state;
    const r = refusalOf(s, decideCmd({ outcome: 'vary' }));
    assert.equal(r.code, 'APPEAL.VARIATION_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r7.11'));
    const same = refusalOf(
      s,
      decideCmd({
        outcome: 'vary',
        varied: { penaltyPaise: 500_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 },
      }),
    );
    assert.equal(same.code, 'APPEAL.VARIATION_REQUIRED');
    assert.equal(
      refusalOf(
        s,
        decideCmd({
          outcome: 'vary',
          varied: { penaltyPaise: -1, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
        }),
      ).code,
      'ORDER.AMOUNT_INVALID',
    );
  });
  it('refuses a decision without reasons (APPEAL.REASONS_REQUIRED)', () => {
    const r = refusalOf(run(HEARD).state, decideCmd({ reasons: '' }));
    assert.equal(r.code, 'APPEAL.REASONS_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r7.11'));
  });
  it('refuses a decision before any hearing, or while a hearing is fixed (APPEAL.NOT_HEARD)', () => {
    const r = refusalOf(run([...SERVED, { type: 'record-respondent-reply', on: d('2026-09-07') }]).state, decideCmd());
    assert.equal(r.code, 'APPEAL.NOT_HEARD');
    assert.ok(r.basis.includes('in.ctr2026.r7.11'));
    assert.ok(r.basis.includes('in.ctr2026.r7.10'));
    const again = run(
      [{ type: 'schedule-hearing', on: d('2026-09-16'), hearingOn: d('2026-09-22'), mode: 'in-person', time: '11:00' }],
      CTX,
      run(HEARD),
    ).state;
    assert.equal(refusalOf(again, decideCmd()).code, 'APPEAL.NOT_HEARD');
  });
  it('refuses a second decision (APPEAL.WRONG_STAGE)', () => {
    assert.equal(refusalOf(run(CONFIRMED).state, decideCmd({ on: d('2026-09-19') })).code, 'APPEAL.WRONG_STAGE');
  });
});

describe('Rule 7(12): the appellate order states when a penalty that stands must be paid (s.27C)', () => {
  it('a confirmed or varied penalty: the order records the last day, the s.27C period from the appellate order; the same day after which recovery may be referred', () => {
    const { events } = run(CONFIRMED);
    const decided = events.at(-1)!;
    assert.equal(decided.type, 'appeal.decided');
    const payBy = (decided as { payBy?: { due: string; periodDays: number; periodStatus: string } }).payBy;
    assert.deepEqual(payBy, { due: '2026-10-19', periodDays: 30, periodStatus: 'configured', timeToPay: 'order' });
    assert.ok(decided.basis.includes('in.ctr2026.r7.12') && decided.basis.includes('in.cta1871.s27c'));
    const refused = refusalOf(run(CONFIRMED).state, {
      type: 'refer-for-recovery',
      on: d('2026-10-19'),
      unpaidPaise: 500_000,
    });
    assert.match(refused.message, /19 Oct 2026/, 'recovery waits for the same day');
    const varied = run([
      ...HEARD,
      decideCmd({
        outcome: 'vary',
        varied: { penaltyPaise: 100_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
      }),
    ]).events.at(-1)!;
    assert.equal((varied as { payBy?: { due: string } }).payBy?.due, '2026-10-19');
  });
  it('no penalty stands (set aside, or nil penalty): no day to pay is stated', () => {
    const setAside = run([...HEARD, decideCmd({ outcome: 'set-aside' })]).events.at(-1)!;
    assert.equal((setAside as { payBy?: unknown }).payBy, undefined);
    assert.ok(!setAside.basis.includes('in.cta1871.s27c'));
  });
});

describe('Rule 7(12): recovery of a confirmed penalty by the Board', () => {
  const refer = (on: string, unpaidPaise = 500_000): AppealCommand => ({
    type: 'refer-for-recovery',
    on: d(on),
    unpaidPaise,
  });
  it('refers an unpaid confirmed penalty after the period from the appellate order', () => {
    const { state, events } = run([...CONFIRMED, ...COPIES, refer('2026-10-20')]);
    assert.equal(state.recovery?.depositDue, '2026-10-19');
    assert.ok(events.at(-1)!.basis.includes('in.ctr2026.r7.12'));
    assert.ok(events.at(-1)!.basis.includes('in.ctr2026.r7.11'), 'the time the appellate order fixed');
  });
  it('refers a penalty kept by a variation', () => {
    const s = run([
      ...HEARD,
      decideCmd({
        outcome: 'vary',
        varied: { penaltyPaise: 100_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
      }),
      ...COPIES,
      refer('2026-10-20', 100_000),
    ]).state;
    assert.equal(s.recovery?.unpaidPaise, 100_000);
  });
  it('refuses when no penalty is upheld (APPEAL.NO_CONFIRMED_PENALTY)', () => {
    const setAside = run([...HEARD, decideCmd({ outcome: 'set-aside' })]).state;
    const r = refusalOf(setAside, refer('2026-10-20'));
    assert.equal(r.code, 'APPEAL.NO_CONFIRMED_PENALTY');
    assert.ok(r.basis.includes('in.ctr2026.r7.12'));
    const dismissal = run([fileAppeal({ order: ORDER_4_13 }), ...HEARD.slice(1), decideCmd()]).state;
    assert.equal(refusalOf(dismissal, refer('2026-10-20')).code, 'APPEAL.NO_CONFIRMED_PENALTY');
  });
  it('refuses before the appeal is decided (APPEAL.NOT_DECIDED)', () => {
    assert.equal(refusalOf(run(HEARD).state, refer('2026-10-20')).code, 'APPEAL.NOT_DECIDED');
  });
  it('refuses twice (RECOVERY.ALREADY_REFERRED) and refuses nothing unpaid (RECOVERY.NOTHING_OUTSTANDING)', () => {
    const s = run([...CONFIRMED, ...COPIES, refer('2026-10-20')]).state;
    const r = refusalOf(s, refer('2026-10-21'));
    assert.equal(r.code, 'RECOVERY.ALREADY_REFERRED');
    assert.ok(r.basis.includes('in.ctr2026.r7.12'));
    assert.equal(refusalOf(run(CONFIRMED).state, refer('2026-10-20', 0)).code, 'RECOVERY.NOTHING_OUTSTANDING');
    assert.equal(refusalOf(run(CONFIRMED).state, refer('2026-10-20', 600_000)).code, 'ORDER.AMOUNT_INVALID');
  });
});

describe('Section 27C: the period for payment runs from the appellate order', () => {
  it('refuses a reference on or before the last day (RECOVERY.NOT_DUE); the Sunday last day moves to Monday', () => {
    const s = run(CONFIRMED).state;
    for (const on of ['2026-10-01', '2026-10-19']) {
      const r = refusalOf(s, { type: 'refer-for-recovery', on: d(on), unpaidPaise: 500_000 });
      assert.equal(r.code, 'RECOVERY.NOT_DUE');
      assert.ok(r.basis.includes('in.ctr2026.r7.11'), 'the time the appellate order fixed');
      assert.match(r.message, /19 Oct 2026/);
    }
  });
});

describe('Rule 7(13): signed copy of the order free of cost', () => {
  it('supplies a signed copy free of cost to each party', () => {
    const { state, events } = run([
      ...CONFIRMED,
      { type: 'supply-copy', on: d('2026-09-18'), party: 'appellant' },
      { type: 'supply-copy', on: d('2026-09-18'), party: 'respondent' },
      { type: 'supply-copy', on: d('2026-09-19'), party: 'authorised-officer' },
    ]);
    assert.deepEqual(
      state.copies.map((c) => c.party),
      ['appellant', 'respondent', 'authorised-officer'],
    );
    const e = events.at(-1)!;
    assert.ok(e.type === 'appeal.copy-supplied' && e.feePaise === 0 && e.signed && e.of === 'appellate-order');
    assert.ok(e.basis.includes('in.ctr2026.r7.13'));
  });
  it('supplies a copy of an order refusing registration too', () => {
    const { events } = run([
      fileAppeal({ form: { ...COMPLETE_FORM, grounds: undefined } }),
      {
        type: 'intimate-defects',
        on: d('2026-08-24'),
        defects: [{ field: 'grounds', description: 'State the grounds.' }],
      },
      { type: 'refuse-registration', on: d('2026-09-09'), reasons: 'Nothing rectified.' },
      { type: 'supply-copy', on: d('2026-09-10'), party: 'appellant' },
    ]);
    const e = events.at(-1)!;
    assert.ok(e.type === 'appeal.copy-supplied' && e.of === 'refusal-order');
  });
  it('refuses a copy before any order (APPEAL.NOT_DECIDED)', () => {
    const r = refusalOf(run(HEARD).state, { type: 'supply-copy', on: d('2026-09-16'), party: 'appellant' });
    assert.equal(r.code, 'APPEAL.NOT_DECIDED');
    assert.ok(r.basis.includes('in.ctr2026.r7.13'));
  });
});
