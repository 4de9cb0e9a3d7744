// Tests for issue 13, the inquiry as the law requires: Rule 4(7) (a hearing in the absence, and its recall), Rule 4(4)
// (an extension granted after the period ran out), Rule 4(6) after an admission (the hearing on the amounts),
// Rule 4(12) (the penalty ceiling, or the notice that there is none), Rule 1(2) (no penalty before the regime) and the
// range of typed dates.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NO_CEILING_NOTICE } from '../../rules/amounts.ts';
import { withOverrides } from '../../rules/packs.ts';
import type { AdjudicationCommand } from './commands.ts';
import type { OrderPassed, ReplyPeriodExtended, ReplyRecorded } from './events.ts';
import {
  accept,
  d,
  hearingCmd,
  hearingNoticeCmd,
  makeCtx,
  penaltyOrder,
  refusal,
  registerCmd,
  replied,
  admittedAndWaived,
  replyCmd,
  run,
  served,
  tenderServed,
  validParticulars,
} from './fixtures.ts';
import { readyForOrder } from './state.ts';

const exParte: AdjudicationCommand = {
  type: 'proceed-ex-parte',
  on: d('2026-08-11'),
  reasons: 'No reply within the period despite service by tender.',
};
const inAbsence = (
  on = '2026-08-18',
  materialExamined: string[] = [
    'Statement in the complaint',
    'Khasra extract no. 118',
    'Photographs of the damaged crop',
  ],
): AdjudicationCommand => ({
  type: 'record-hearing-in-absence',
  on: d(on),
  complainantAppeared: true,
  materialExamined,
  notes: 'The damage to the wheat crop is proved by the revenue record and the photographs.',
});
const recall = (reasons: string, on = '2026-08-14'): AdjudicationCommand => ({
  type: 'recall-ex-parte',
  on: d(on),
  reasons,
});
const exParteRun = () => run([exParte], makeCtx(), served());

describe('Rule 4(7): ex parte means a hearing held in the absence, not an order without one', () => {
  it('refuses an order the day after the ex parte decision, before any hearing in absence (ORDER.NOT_READY)', () => {
    const s = exParteRun().state;
    assert.equal(readyForOrder(s), false);
    const r = refusal(s, penaltyOrder('2026-08-12'));
    assert.equal(r.code, 'ORDER.NOT_READY');
    assert.ok(r.basis.includes('in.ctr2026.r4.7'));
    assert.match(r.message, /hearing in absence/);
  });
  it("refuses a hearing in absence without the complainant's material examined (HEARING.MATERIAL_NOT_EXAMINED)", () => {
    const r = refusal(exParteRun().state, inAbsence('2026-08-18', ['  ']));
    assert.equal(r.code, 'HEARING.MATERIAL_NOT_EXAMINED');
    assert.equal(r.field, 'materialExamined');
    assert.ok(r.basis.includes('in.ctr2026.r4.7'));
  });
  it('records the hearing in absence with the material examined; the order may then be passed, ex parte', () => {
    const { state, events } = run([inAbsence()], makeCtx(), exParteRun());
    const h = state.hearings[0]!;
    assert.equal(h.inAbsence, true);
    assert.deepEqual(h.materialExamined, [
      'Statement in the complaint',
      'Khasra extract no. 118',
      'Photographs of the damaged crop',
    ]);
    assert.ok(events.at(-1)!.basis.includes('in.ctr2026.r4.7'));
    assert.equal(readyForOrder(state), true);
    const o = accept(state, penaltyOrder('2026-08-20'))[0] as OrderPassed;
    assert.equal(o.order.exParte, true);
  });
  it('refuses the ordinary hearing while ex parte stands, and a hearing in absence where there is no ex parte', () => {
    const ordinary: AdjudicationCommand = {
      type: 'record-hearing',
      on: d('2026-08-18'),
      noticeeAppeared: false,
      complainantAppeared: true,
      explained: false,
      opportunityAfforded: true,
      notes: 'Heard.',
    };
    assert.equal(refusal(exParteRun().state, ordinary).code, 'HEARING.EX_PARTE_STANDS');
    assert.equal(refusal(replied().state, inAbsence('2026-07-25')).code, 'HEARING.NOT_IN_ABSENCE');
  });
  it('refuses a hearing in absence dated before the ex parte decision', () => {
    assert.equal(refusal(exParteRun().state, inAbsence('2026-08-10')).code, 'CASE.DATE_BEFORE_PREVIOUS_EVENT');
  });
});

describe('Rule 4(7): a reply after ex parte is recorded, and the ex parte proceeding may be recalled for reasons recorded', () => {
  it('records a reply that arrives after the ex parte decision, marked late and after ex parte; ex parte still stands', () => {
    const { state, events } = run([replyCmd('2026-08-13')], makeCtx(), exParteRun());
    const e = events.at(-1) as ReplyRecorded;
    assert.equal(e.afterExParte, true);
    assert.equal(e.late, true);
    assert.notEqual(state.exParte, undefined);
    assert.equal(readyForOrder(state), false);
  });
  it('refuses a recall without reasons (EXPARTE.RECALL_REASONS_REQUIRED), and a recall where there is no ex parte', () => {
    const s = run([replyCmd('2026-08-13')], makeCtx(), exParteRun()).state;
    const r = refusal(s, recall('   '));
    assert.equal(r.code, 'EXPARTE.RECALL_REASONS_REQUIRED');
    assert.equal(r.field, 'reasons');
    assert.ok(r.basis.includes('in.ctr2026.r4.7'));
    assert.equal(refusal(replied().state, recall('Cause shown.', '2026-07-25')).code, 'EXPARTE.NOT_RECORDED');
  });
  it('after a recall for reasons recorded, the ordinary Rule 4(6) hearing follows: notice to both, served, then the hearing', () => {
    const base = run(
      [
        replyCmd('2026-08-13'),
        recall('Reply received; the person was in hospital during the period (certificate filed).'),
      ],
      makeCtx(),
      exParteRun(),
    );
    assert.equal(base.state.exParte, undefined);
    assert.equal(base.state.exParteRecalls?.[0]?.exParteOn, '2026-08-11');
    assert.ok(base.events.at(-1)!.basis.includes('in.ctr2026.r4.6'));
    // No order on the recalled proceeding: the hearing under Rule 4(6) must be held.
    assert.equal(refusal(base.state, penaltyOrder('2026-08-15')).code, 'ORDER.NOT_READY');
    const notice = run([hearingNoticeCmd('2026-08-15', '2026-08-28', 'h1')], makeCtx(), base);
    assert.equal(notice.state.hearingNotices[0]?.inAbsence, false);
    const heard = run([tenderServed('2026-08-17', 'h1-a1', 'h1'), hearingCmd('2026-08-28', 'h1')], makeCtx(), notice);
    assert.equal(readyForOrder(heard.state), true);
  });
  it('a hearing in absence held before the recall does not count after it', () => {
    const s = run(
      [inAbsence('2026-08-12'), replyCmd('2026-08-13'), recall('Reply with cause shown.')],
      makeCtx(),
      exParteRun(),
    ).state;
    assert.equal(readyForOrder(s), false);
  });
});

describe('Rule 4(4): an extension granted after the reply period lapsed never ends on a day already past (I-C19)', () => {
  const extend = (on: string, extraDays: number): AdjudicationCommand => ({
    type: 'extend-reply-period',
    on: d(on),
    extraDays,
    reasons: 'Illness shown by a medical certificate.',
    sufficientCauseShown: true,
  });
  it('counts the further period from the day of the grant when the period had run out (due 10 Aug, granted 20 Aug for 5 days: 25 Aug)', () => {
    const e = accept(served().state, extend('2026-08-20', 5))[0] as ReplyPeriodExtended;
    assert.equal(e.lapsedOn, '2026-08-10');
    assert.equal(e.runsFrom, '2026-08-20');
    assert.equal(e.dueOn, '2026-08-25');
    assert.ok(e.dueOn > '2026-08-20');
    assert.ok(e.basis.includes('in.ctr2026.r4.4'));
  });
  it('never yields a last day before the grant, for any grant after the lapse and any number of days', () => {
    for (let late = 1; late <= 40; late += 3) {
      for (const days of [1, 5, 15]) {
        const on = d(`2026-08-${String(10 + Math.min(late, 21)).padStart(2, '0')}`);
        const e = accept(served().state, extend(on, days), makeCtx())[0] as ReplyPeriodExtended;
        assert.ok(e.dueOn > on, `granted ${on} for ${days}: due ${e.dueOn}`);
      }
    }
  });
  it('keeps the 15-day total across a lapsed grant', () => {
    const s = run([extend('2026-08-20', 10)], makeCtx(), served()).state;
    assert.equal(refusal(s, extend('2026-08-21', 6)).code, 'REPLY.EXTENSION_EXCEEDS_15_DAYS');
    const e = accept(s, extend('2026-08-21', 5))[0] as ReplyPeriodExtended;
    // The second extension adds to the first: 20 Aug + 10 + 5 = 4 Sep (a Friday).
    assert.equal(e.dueOn, '2026-09-04');
  });
  it('within the period, the extension still runs from the last day as first specified (I-4)', () => {
    const e = accept(served().state, extend('2026-08-05', 5))[0] as ReplyPeriodExtended;
    assert.equal(e.runsFrom, undefined);
    assert.equal(e.dueOn, '2026-08-14');
  });
});

describe('Rule 4(6): after an admission, the person is heard on the amounts, or the order records why not', () => {
  it('refuses an order on admission with no hearing and no waiver by the person (issue 27: OPPORTUNITY.NOT_HEARD)', () => {
    const { notHeardOnAmountReasons: _none, ...withoutReasons } = penaltyOrder('2026-07-25') as Extract<
      AdjudicationCommand,
      { type: 'pass-order'; kind: 'penalty-or-compensation' }
    >;
    void _none;
    const r = refusal(replied(true).state, withoutReasons);
    assert.equal(r.code, 'OPPORTUNITY.NOT_HEARD');
    assert.match(r.message, /Mohan Lal/);
    assert.ok(r.basis.includes('in.ctr2026.r4.6'));
    // The officer's own reasons do not stand in for the person's waiver.
    const r2 = refusal(replied(true).state, penaltyOrder('2026-07-25'));
    assert.equal(r2.code, 'OPPORTUNITY.NOT_HEARD');
  });
  it("records the person's own waiver, in their words, as why the person was not heard on the amounts", () => {
    const o = accept(admittedAndWaived().state, penaltyOrder('2026-07-25'))[0] as OrderPassed;
    assert.match(o.order.notHeardOnAmountReasons ?? '', /Waived by the person in writing on 21 Jul 2026/);
    assert.match(o.order.notHeardOnAmountReasons ?? '', /I do not wish to be heard/);
    assert.equal(o.order.heardOnAmountOn, undefined);
  });
  it('records the hearing at which the person was heard on the amounts', () => {
    const base = run(
      [hearingNoticeCmd(), tenderServed('2026-07-23', 'h1-a1', 'h1'), hearingCmd()],
      makeCtx(),
      replied(true),
    );
    const o = accept(base.state, penaltyOrder('2026-08-20'))[0] as OrderPassed;
    assert.equal(o.order.heardOnAmountOn, '2026-08-05');
    assert.equal(o.order.onAdmission, true);
  });
});

describe('Rule 4(12): the penalty ceiling, or the notice that none is configured (A-3)', () => {
  it('with no ceiling configured, refuses a penalty until the officer confirms the notice (ORDER.NO_CEILING_NOT_CONFIRMED)', () => {
    const s = run(
      [hearingNoticeCmd(), tenderServed('2026-07-23', 'h1-a1', 'h1'), hearingCmd()],
      makeCtx(),
      replied(),
    ).state;
    const r = refusal(s, penaltyOrder('2026-08-20', { noCeilingConfirmed: false }));
    assert.equal(r.code, 'ORDER.NO_CEILING_NOT_CONFIRMED');
    assert.equal(r.field, 'noCeilingConfirmed');
    assert.ok(r.message.startsWith(NO_CEILING_NOTICE.en));
    assert.ok(r.basis.includes('in.ctr2026.r4.12'));
    const o = accept(s, penaltyOrder('2026-08-20'))[0] as OrderPassed;
    assert.deepEqual(o.notices, [
      { code: 'ORDER.NO_CEILING_CONFIGURED', en: NO_CEILING_NOTICE.en, hi: NO_CEILING_NOTICE.hi },
    ]);
    assert.equal(o.order.penaltyCeilingRupees, null);
  });
  it('a compensation-only order needs no confirmation and no deposit time', () => {
    const s = run(
      [hearingNoticeCmd(), tenderServed('2026-07-23', 'h1-a1', 'h1'), hearingCmd()],
      makeCtx(),
      replied(),
    ).state;
    const o = accept(
      s,
      penaltyOrder('2026-08-20', {
        amounts: { penaltyPaise: 0, compensationPaise: 1_200_000, expensesPaise: 0, chargesPaise: 0 },
        depositDays: undefined,
        noCeilingConfirmed: undefined,
      }),
    )[0] as OrderPassed;
    assert.equal(o.notices, undefined);
    assert.equal(o.order.depositDays, undefined);
  });
  it('a ceiling a State configures is enforced, citing its provision', () => {
    const s = run(
      [hearingNoticeCmd(), tenderServed('2026-07-23', 'h1-a1', 'h1'), hearingCmd()],
      makeCtx(),
      replied(),
    ).state;
    const ctx = {
      ...makeCtx(),
      pack: withOverrides(makeCtx().pack, {
        'penalty.max-rupees': [
          {
            from: d('2026-07-03'),
            value: 2000,
            status: 'configured',
            basis: ['in.ctr2026.r4.12', 'in.cta1871.s28'],
            source: 'State notification (test)',
          },
        ],
      }),
    };
    const r = refusal(
      s,
      penaltyOrder('2026-08-20', {
        amounts: { penaltyPaise: 200_001, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
        noCeilingConfirmed: undefined,
      }),
      ctx,
    );
    assert.equal(r.code, 'ORDER.PENALTY_EXCEEDS_MAXIMUM');
    assert.deepEqual(r.basis, ['in.ctr2026.r4.12', 'in.cta1871.s28']);
    assert.match(
      r.message,
      /Rs 2,000 under Rule 4\(12\) of the Cattle-trespass Rules, 2026, Section 28 of the Cattle-trespass Act/,
    );
    const o = accept(
      s,
      penaltyOrder('2026-08-20', {
        amounts: { penaltyPaise: 200_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
        noCeilingConfirmed: undefined,
      }),
      ctx,
    )[0] as OrderPassed;
    assert.equal(o.order.penaltyCeilingRupees, 2000);
    assert.equal(o.notices, undefined);
  });
});

describe('Rule 1(2): no penalty for a contravention before the amended provisions commenced (A-8, I-C5)', () => {
  const withDate = (date: string) => {
    const p = validParticulars();
    return {
      ...p,
      contravener: { ...p.contravener, contravention: { ...p.contravener.contravention, date: d(date) } },
    };
  };
  it('refuses a complaint whose contravention is dated before 2 July 2026, with its code, basis and a plain message', () => {
    const r = refusal(run([]).state, registerCmd('2026-07-06', withDate('2026-07-01')));
    assert.equal(r.code, 'COMPLAINT.CONTRAVENTION_BEFORE_COMMENCEMENT');
    assert.equal(r.field, 'contravener.contravention.date');
    assert.ok(r.basis.includes('in.ctr2026.r1.2'));
    assert.match(r.message, /No penalty can be imposed for something done before the law/);
    assert.match(r.message, /the portal's configured default/);
  });
  it('accepts a contravention on the day of commencement', () => {
    assert.equal(accept(run([]).state, registerCmd('2026-07-06', withDate('2026-07-02'))).length, 1);
  });
  it('reads the commencement from the dated parameter, so a State or a later Gazette can move it', () => {
    const ctx = {
      ...makeCtx(),
      pack: withOverrides(makeCtx().pack, {
        'penalty.regime-from': [
          {
            from: d('2026-07-03'),
            value: d('2026-08-01'),
            status: 'configured',
            basis: ['in.ctr2026.r1.2'],
            source: 'test',
          },
        ],
      }),
    };
    assert.equal(
      refusal(run([]).state, registerCmd('2026-08-06', withDate('2026-07-20')), ctx).code,
      'COMPLAINT.CONTRAVENTION_BEFORE_COMMENCEMENT',
    );
  });
  it('refuses a typed date before 1 January 1900 or after today (DATE.OUT_OF_RANGE)', () => {
    const old = refusal(run([]).state, registerCmd('2026-07-06', withDate('1899-12-31')));
    assert.equal(old.code, 'DATE.OUT_OF_RANGE');
    assert.equal(old.field, 'contravener.contravention.date');
    const future = refusal(run([]).state, registerCmd('2026-07-06', withDate('2026-07-08')), makeCtx('2026-07-06'));
    assert.equal(future.code, 'DATE.OUT_OF_RANGE');
  });
});
