// Tests for Rule 4(14) with Rule 2(1)(c) and Section 27C: deposits of the penalty and recovery by the Board.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AdjudicationCommand } from './commands.ts';
import type { DepositRecorded, ReferredForRecovery } from './events.ts';
import { accept, d, heard, makeCtx, penaltyOrder, refusal, run } from './fixtures.ts';
import { outstandingPenaltyPaise } from './state.ts';

const deposit = (on: string, amountPaise: number, receiptNo = 'CH-001'): AdjudicationCommand => ({
  type: 'record-deposit',
  on: d(on),
  amountPaise,
  receiptNo,
  mode: 'bank-challan',
});
const refer = (on: string): AdjudicationCommand => ({ type: 'refer-for-recovery', on: d(on) });
const copies = (on: string): AdjudicationCommand[] => [
  { type: 'supply-order-copy', on: d(on), to: 'contravener', feePaise: 0, signed: true },
  { type: 'supply-order-copy', on: d(on), to: 'complainant', feePaise: 0, signed: true },
];
const ordered = () => run([penaltyOrder('2026-08-20')], makeCtx(), heard());
/** The order, and its signed copy given to the person on the next day (Rule 4(15)): the time to pay runs on notice. */
const served = () =>
  run(
    [{ type: 'supply-order-copy', on: d('2026-08-21'), to: 'contravener', feePaise: 0, signed: true }],
    makeCtx(),
    ordered(),
  );

describe('Section 28: deposits of the penalty', () => {
  it('records part payments and the balance outstanding', () => {
    const { state, events } = run(
      [deposit('2026-08-25', 200_000), deposit('2026-09-01', 100_000, 'CH-002')],
      makeCtx(),
      ordered(),
    );
    assert.equal(outstandingPenaltyPaise(state), 200_000);
    assert.equal((events.at(-1) as DepositRecorded).outstandingAfterPaise, 200_000);
    assert.ok(events.at(-1)!.basis.includes('in.cta1871.s28'));
  });
  it('refuses more than is outstanding', () => {
    const r = refusal(ordered().state, deposit('2026-08-25', 500_001));
    assert.equal(r.code, 'DEPOSIT.EXCEEDS_OUTSTANDING');
    assert.ok(r.basis.includes('in.ctr2026.r4.12'));
  });
  it('refuses a zero or fractional amount, or no receipt', () => {
    assert.equal(refusal(ordered().state, deposit('2026-08-25', 0)).code, 'DEPOSIT.AMOUNT_INVALID');
    assert.equal(refusal(ordered().state, deposit('2026-08-25', 1.5)).code, 'DEPOSIT.AMOUNT_INVALID');
    assert.equal(refusal(ordered().state, deposit('2026-08-25', 100, '')).code, 'DEPOSIT.RECEIPT_REQUIRED');
  });
  it('refuses a deposit where no penalty was imposed', () => {
    const { state } = run(
      [
        penaltyOrder('2026-08-20', {
          amounts: { penaltyPaise: 0, compensationPaise: 1000, expensesPaise: 0, chargesPaise: 0 },
        }),
      ],
      makeCtx(),
      heard(),
    );
    assert.equal(refusal(state, deposit('2026-08-25', 100)).code, 'ORDER.NO_PENALTY');
  });
  it('closes the case once the penalty is paid in full and copies supplied', () => {
    const { state } = run([...copies('2026-08-21'), deposit('2026-08-25', 500_000)], makeCtx(), ordered());
    assert.equal(state.closed, true);
  });
});

describe('Rule 4(14): recovery of unpaid penalty by the Board', () => {
  it('is not due until the time the order fixed for deposit (Rule 4(12)) has run out', () => {
    const r = refusal(served().state, refer('2026-09-19'));
    assert.equal(r.code, 'RECOVERY.NOT_DUE');
    assert.ok(r.basis.includes('in.ctr2026.r4.14'));
    assert.ok(r.basis.includes('in.cta1871.s27c'));
  });
  it('refers the outstanding penalty to the Board the day after', () => {
    const e = accept(
      run([deposit('2026-08-25', 200_000)], makeCtx(), served()).state,
      refer('2026-09-20'),
    )[0] as ReferredForRecovery;
    assert.equal(e.outstandingPaise, 300_000);
    assert.equal(e.s27cDueOn, '2026-09-19');
    assert.ok(e.basis.includes('in.ctr2026.r4.14'));
  });
  it('refuses when nothing is outstanding', () => {
    const { state } = run([deposit('2026-08-25', 500_000)], makeCtx(), served());
    const r = refusal(state, refer('2026-09-20'));
    assert.equal(r.code, 'RECOVERY.NOTHING_OUTSTANDING');
    assert.ok(r.basis.includes('in.ctr2026.r4.14'));
  });
  it('refuses a second reference, and deposits after it are for the Board to record', () => {
    const { state } = run([refer('2026-09-20')], makeCtx(), served());
    const r = refusal(state, refer('2026-09-21'));
    assert.equal(r.code, 'RECOVERY.ALREADY_REFERRED');
    assert.ok(r.basis.includes('in.ctr2026.r4.14'));
    assert.equal(refusal(state, deposit('2026-09-21', 100)).code, 'RECOVERY.ALREADY_REFERRED');
  });
  it('refuses before any order', () => {
    assert.equal(refusal(heard().state, refer('2026-09-20')).code, 'ORDER.NOT_PASSED');
  });
});

describe('Rule 2(1)(c): Board means the Animal Welfare Board of India', () => {
  it('names the Board as the recovering body', () => {
    const e = accept(served().state, refer('2026-09-20'))[0] as ReferredForRecovery;
    assert.equal(e.to, 'awbi');
    assert.ok(e.basis.includes('in.ctr2026.r2.1.c'));
  });
  it('closes the case once the penalty is referred and copies supplied', () => {
    const { state } = run([copies('2026-08-21')[1]!, refer('2026-09-20')], makeCtx(), served());
    assert.equal(state.closed, true);
  });
});

describe('Rule 4(14): a referral made while an appeal is pending records the appeal', () => {
  it('names the pending appeal, its number and the day it was filed', () => {
    const ctx = { ...makeCtx(), appealPending: { number: 'CTA/AGRA/2026/7', filedOn: d('2026-09-10') } };
    const e = accept(served().state, refer('2026-09-20'), ctx)[0] as ReferredForRecovery;
    assert.deepEqual(e.appealPending, { number: 'CTA/AGRA/2026/7', filedOn: '2026-09-10' });
    assert.ok(e.basis.includes('in.ctr2026.r7.1'), 'the appeal rests on Rule 7(1)');
  });
  it('says nothing of an appeal when none is pending', () => {
    const e = accept(served().state, refer('2026-09-20'))[0] as ReferredForRecovery;
    assert.equal(e.appealPending, undefined);
    assert.ok(!e.basis.includes('in.ctr2026.r7.1'));
  });
});

describe('Rule 4(14) with Rule 4(12) and Rule 4(15): a reference rests on the order given to the person and its time to pay', () => {
  it('refuses to refer a penalty when the signed order was never given to the person', () => {
    const r = refusal(ordered().state, refer('2026-09-20'));
    assert.equal(r.code, 'OPPORTUNITY.NOT_SERVED');
    assert.match(r.message, /Mohan Lal/);
    assert.ok(r.basis.includes('in.ctr2026.r4.15'));
  });

  it('refuses when the order reached the person two days before the time to pay ended, unless the officer gives reasons', () => {
    const late = run(
      [{ type: 'supply-order-copy', on: d('2026-09-17'), to: 'contravener', feePaise: 0, signed: true }],
      makeCtx(),
      ordered(),
    ).state;
    const r = refusal(late, refer('2026-09-20'));
    assert.equal(r.code, 'OPPORTUNITY.SHORT_NOTICE');
    assert.match(r.message, /2 days before 19 Sep 2026/);
    assert.match(r.message, /portal's default/);
    const e = accept(late, {
      type: 'refer-for-recovery',
      on: d('2026-09-20'),
      lateServiceReasons: 'The person was told of the order and the amount in open court on the day it was passed.',
    } as AdjudicationCommand)[0] as ReferredForRecovery;
    assert.equal(e.type, 'referred-for-recovery');
  });
});

describe("Section 27C: the portal's configured default never holds back or fires a reference by itself", () => {
  it('refers after the longer time the officer fixed, not after the default 30 days', () => {
    const s = run(
      [
        penaltyOrder('2026-08-20', { depositDays: 45 }),
        { type: 'supply-order-copy', on: d('2026-08-21'), to: 'contravener', feePaise: 0, signed: true },
      ],
      makeCtx(),
      heard(),
    ).state;
    const early = refusal(s, refer('2026-09-20'));
    assert.equal(early.code, 'RECOVERY.NOT_DUE');
    assert.match(early.message, /The order gave the person until 5 Oct 2026/);
    const e = accept(s, refer('2026-10-06'))[0] as ReferredForRecovery;
    assert.equal(e.s27cDueOn, '2026-10-05');
    assert.equal(e.timeToPay, 'order');
  });

  it('refers after the shorter time the officer fixed without waiting for the default period', () => {
    const s = run(
      [
        penaltyOrder('2026-08-20', { depositDays: 15 }),
        { type: 'supply-order-copy', on: d('2026-08-21'), to: 'contravener', feePaise: 0, signed: true },
      ],
      makeCtx(),
      heard(),
    ).state;
    const e = accept(s, refer('2026-09-05'))[0] as ReferredForRecovery;
    assert.equal(e.s27cDueOn, '2026-09-04');
  });
});
