// Tests for Rules 4(8), 4(12), 4(13), 4(15), 5 and 6, with Sections 27C and 28: the final order and its copies.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { withOverrides } from '../../rules/packs.ts';
import type { AdjudicationCommand, PassOrder } from './commands.ts';
import type { OrderPassed, ProceedingsExtended } from './events.ts';
import {
  accept,
  admittedAndWaived,
  d,
  FINDING_26_NOT,
  heard,
  makeCtx,
  penaltyOrder,
  refusal,
  replied,
  run,
  served,
} from './fixtures.ts';
import { finalOrderOf } from './state.ts';

const dismissal = (on = '2026-08-20', over: Partial<{ reasons: string; delayReason: string }> = {}): PassOrder => ({
  type: 'pass-order',
  on: d(on),
  kind: 'dismissal',
  findings: FINDING_26_NOT,
  reasons: 'The respondent proved the cattle were tied at home.',
  ...over,
});
const extendProc = (
  on: string,
  days: number,
  reasons = 'Expert report on crop loss awaited.',
): AdjudicationCommand => ({ type: 'extend-proceedings', on: d(on), days, reasons });
const copy = (on: string, to: 'contravener' | 'complainant', feePaise = 0, signed = true): AdjudicationCommand => ({
  type: 'supply-order-copy',
  on: d(on),
  to,
  feePaise,
  signed,
});
const passed = (cmd: PassOrder, from = heard()) => accept(from.state, cmd)[0] as OrderPassed;

describe('Rule 4(8): order on admission', () => {
  it("passes an order imposing penalty on an admitting reply, without a hearing, on the parties' own waivers", () => {
    const e = passed(
      penaltyOrder('2026-07-25', {
        notHeardOnAmountReasons: 'The reply admits and accepts the amount claimed; no hearing asked for.',
      }),
      admittedAndWaived(),
    );
    assert.match(e.order.notHeardOnAmountReasons ?? '', /^Waived by the person in writing/);
    assert.equal(e.order.onAdmission, true);
    assert.equal(e.order.basis, 'in.ctr2026.r4.12');
    assert.ok(e.basis.includes('in.ctr2026.r4.8'));
  });
  it('does not dismiss an admitted complaint without first hearing the parties', () => {
    const r = refusal(replied(true).state, dismissal('2026-07-25'));
    assert.equal(r.code, 'ORDER.NOT_READY');
    assert.ok(r.basis.includes('in.ctr2026.r4.8'));
  });
});

describe('Rule 4(12): order imposing penalty or awarding compensation', () => {
  it('passes a reasoned order after the hearing with a deposit time limit', () => {
    const e = passed(penaltyOrder());
    assert.equal(e.order.kind, 'penalty-or-compensation');
    assert.equal(e.order.penaltyPaise, 500_000);
    assert.equal(e.order.depositDays, 30);
    assert.equal(e.depositDueOn, '2026-09-19'); // 30 days from 20 Aug: Sat 19 Sep, a 3rd Saturday, open
    assert.ok(e.basis.includes('in.ctr2026.r4.12'));
  });
  it('refuses an order before a hearing when the contravention is denied', () => {
    const r = refusal(replied(false).state, penaltyOrder('2026-07-25'));
    assert.equal(r.code, 'ORDER.NOT_READY');
    assert.ok(r.basis.includes('in.ctr2026.r4.12'));
  });
  it('passes an order after an ex parte decision', () => {
    const { state } = run(
      [
        { type: 'proceed-ex-parte', on: d('2026-08-11'), reasons: 'No reply.' },
        {
          type: 'record-hearing-in-absence',
          on: d('2026-08-18'),
          complainantAppeared: true,
          materialExamined: ['Khasra extract'],
          notes: 'Damage proved.',
        },
      ],
      makeCtx(),
      served(),
    );
    const e = accept(state, penaltyOrder('2026-08-20'))[0] as OrderPassed;
    assert.equal(e.order.exParte, true);
    assert.ok(e.basis.includes('in.ctr2026.r4.7'));
  });
  it('requires reasons', () => {
    const r = refusal(heard().state, penaltyOrder('2026-08-20', { reasons: '' }));
    assert.equal(r.code, 'ORDER.REASONS_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r4.12'));
  });
  it('requires something imposed', () => {
    const r = refusal(
      heard().state,
      penaltyOrder('2026-08-20', {
        amounts: { penaltyPaise: 0, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
      }),
    );
    assert.equal(r.code, 'ORDER.NOTHING_IMPOSED');
    assert.ok(r.basis.includes('in.ctr2026.r4.12'));
  });
  it('requires whole, non-negative paise', () => {
    for (const amounts of [
      { penaltyPaise: -1, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
      { penaltyPaise: 10.5, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
    ]) {
      const r = refusal(heard().state, penaltyOrder('2026-08-20', { amounts }));
      assert.equal(r.code, 'ORDER.AMOUNT_INVALID');
      assert.ok(r.basis.includes('in.ctr2026.r4.12'));
    }
  });
  it('requires the time limit for depositing the penalty', () => {
    const r = refusal(heard().state, penaltyOrder('2026-08-20', { depositDays: undefined }));
    assert.equal(r.code, 'ORDER.DEPOSIT_TIME_LIMIT_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r4.12'));
  });
  it('does not need a deposit time limit for compensation only', () => {
    const e = passed(
      penaltyOrder('2026-08-20', {
        amounts: { penaltyPaise: 0, compensationPaise: 100_000, expensesPaise: 0, chargesPaise: 0 },
        depositDays: undefined,
      }),
    );
    assert.equal(e.order.depositDays, undefined);
    assert.ok(!e.basis.includes('in.cta1871.s28'));
  });
  it('applies a configured maximum penalty when one is set', () => {
    const ctx = {
      ...makeCtx(),
      pack: withOverrides(makeCtx().pack, {
        'penalty.max-rupees': [
          { from: d('2026-07-03'), value: 1000, status: 'configured', basis: ['in.ctr2026.r4.12'], source: 'test' },
        ],
      }),
    };
    const r = refusal(heard().state, penaltyOrder(), ctx);
    assert.equal(r.code, 'ORDER.PENALTY_EXCEEDS_MAXIMUM');
    assert.ok(r.basis.includes('in.ctr2026.r4.12'));
  });
  it('is passed once', () => {
    const { state } = run([penaltyOrder()], makeCtx(), heard());
    assert.equal(refusal(state, dismissal('2026-08-21')).code, 'ORDER.ALREADY_PASSED');
  });
  it('is what the appeal reads through finalOrderOf', () => {
    const { state } = run([penaltyOrder()], makeCtx(), heard());
    const o = finalOrderOf(state)!;
    assert.equal(o.basis, 'in.ctr2026.r4.12');
    assert.equal(o.provisionAlleged, 'Section 26 of the Cattle-trespass Act, 1871');
    assert.equal(o.contravenerName, 'Mohan Lal');
    assert.equal(finalOrderOf(heard().state), undefined);
  });
});

describe('Section 27C: period for payment of penalty', () => {
  it("allows a deposit time limit beyond the portal's configured default of the s.27C period (issue 27)", () => {
    const e = passed(penaltyOrder('2026-08-20', { depositDays: 31 }));
    assert.equal(e.order.depositDays, 31);
  });
});

describe('Section 28: penalty credited to the Fund of the Board', () => {
  it('makes the penalty payable to the AWBI fund', () => {
    const e = passed(penaltyOrder());
    assert.equal(e.penaltyPayableTo, 'awbi-fund');
    assert.ok(e.basis.includes('in.cta1871.s28'));
  });
});

describe('Rule 4(13): dismissal of the complaint', () => {
  it('dismisses by a reasoned order after the hearing', () => {
    const e = passed(dismissal());
    assert.equal(e.order.kind, 'dismissal');
    assert.equal(e.order.basis, 'in.ctr2026.r4.13');
    assert.equal(e.order.penaltyPaise, 0);
    assert.ok(e.basis.includes('in.ctr2026.r4.13'));
  });
  it('requires reasons', () => {
    const r = refusal(heard().state, dismissal('2026-08-20', { reasons: '' }));
    assert.equal(r.code, 'ORDER.REASONS_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r4.13'));
  });
});

describe('Rule 5: proceedings complete within six months', () => {
  it('passes an order on the last day of six months without a delay reason', () => {
    assert.equal(passed(dismissal('2027-01-06')).order.late, false);
  });
  it('after six months requires the reason for the delay, but the order is not void', () => {
    const r = refusal(heard().state, dismissal('2027-01-07'));
    assert.equal(r.code, 'DISPOSAL.DELAY_REASON_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r5'));
    const e = passed(dismissal('2027-01-07', { delayReason: 'Court vacation and transfer of the officer.' }));
    assert.equal(e.order.late, true);
    assert.equal(e.order.delayReason, 'Court vacation and transfer of the officer.');
  });
});

describe('Rule 6: extension of the period under Rule 5', () => {
  it('extends from the last day of the six months; an order within it is not late', () => {
    const e = accept(heard().state, extendProc('2026-12-20', 30))[0] as ProceedingsExtended;
    assert.equal(e.dueOn, '2027-02-05');
    assert.ok(e.basis.includes('in.ctr2026.r6'));
    const { state } = run([extendProc('2026-12-20', 30)], makeCtx(), heard());
    const o = accept(state, dismissal('2027-02-05'))[0] as OrderPassed;
    assert.equal(o.order.late, false);
    assert.ok(o.basis.includes('in.ctr2026.r6'));
    const late = refusal(state, dismissal('2027-02-06'));
    assert.equal(late.code, 'DISPOSAL.DELAY_REASON_REQUIRED');
    assert.ok(late.basis.includes('in.ctr2026.r6'));
  });
  it('allows extensions up to 30 days in all', () => {
    const { state } = run([extendProc('2026-12-20', 20)], makeCtx(), heard());
    assert.equal(accept(state, extendProc('2026-12-21', 10)).length, 1);
    const r = refusal(state, extendProc('2026-12-21', 11));
    assert.equal(r.code, 'DISPOSAL.EXTENSION_EXCEEDS_30_DAYS');
    assert.ok(r.basis.includes('in.ctr2026.r6'));
  });
  it('requires reasons and at least one day', () => {
    const r = refusal(heard().state, extendProc('2026-12-20', 10, ''));
    assert.equal(r.code, 'DISPOSAL.EXTENSION_REASONS_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r6'));
    assert.equal(refusal(heard().state, extendProc('2026-12-20', 0)).code, 'DISPOSAL.EXTENSION_NOT_POSITIVE');
  });
  it('is refused after the order', () => {
    const { state } = run([dismissal()], makeCtx(), heard());
    assert.equal(refusal(state, extendProc('2026-08-21', 10)).code, 'ORDER.ALREADY_PASSED');
  });
});

describe('Rule 4(15): signed copy of the order free of cost', () => {
  const ordered = () => run([dismissal()], makeCtx(), heard());
  it('supplies a signed copy free to each party; the case closes when both have one (dismissal)', () => {
    const one = run([copy('2026-08-21', 'contravener')], makeCtx(), ordered());
    assert.equal(one.state.closed, false);
    assert.ok(one.events.at(-1)!.basis.includes('in.ctr2026.r4.15'));
    const both = run([copy('2026-08-21', 'complainant')], makeCtx(), one);
    assert.equal(both.state.closed, true);
    const r = refusal(both.state, copy('2026-08-22', 'complainant'));
    assert.equal(r.code, 'CASE.CLOSED');
  });
  it('refuses a fee', () => {
    const r = refusal(ordered().state, copy('2026-08-21', 'complainant', 500));
    assert.equal(r.code, 'ORDER.COPY_FEE_NOT_ALLOWED');
    assert.ok(r.basis.includes('in.ctr2026.r4.15'));
  });
  it('refuses an unsigned copy', () => {
    const r = refusal(ordered().state, copy('2026-08-21', 'complainant', 0, false));
    assert.equal(r.code, 'ORDER.COPY_NOT_SIGNED');
    assert.ok(r.basis.includes('in.ctr2026.r4.15'));
  });
  it('refuses a copy before the order', () => {
    const r = refusal(heard().state, copy('2026-08-21', 'complainant'));
    assert.equal(r.code, 'ORDER.NOT_PASSED');
    assert.ok(r.basis.includes('in.ctr2026.r4.15'));
  });
});
