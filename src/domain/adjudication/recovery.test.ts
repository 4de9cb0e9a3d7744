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
  it('is not due until the Section 27C period after the order has run out', () => {
    const r = refusal(ordered().state, refer('2026-09-19'));
    assert.equal(r.code, 'RECOVERY.NOT_DUE');
    assert.ok(r.basis.includes('in.ctr2026.r4.14'));
    assert.ok(r.basis.includes('in.cta1871.s27c'));
  });
  it('refers the outstanding penalty to the Board the day after', () => {
    const e = accept(
      run([deposit('2026-08-25', 200_000)], makeCtx(), ordered()).state,
      refer('2026-09-20'),
    )[0] as ReferredForRecovery;
    assert.equal(e.outstandingPaise, 300_000);
    assert.equal(e.s27cDueOn, '2026-09-19');
    assert.ok(e.basis.includes('in.ctr2026.r4.14'));
  });
  it('refuses when nothing is outstanding', () => {
    const { state } = run([deposit('2026-08-25', 500_000)], makeCtx(), ordered());
    const r = refusal(state, refer('2026-09-20'));
    assert.equal(r.code, 'RECOVERY.NOTHING_OUTSTANDING');
    assert.ok(r.basis.includes('in.ctr2026.r4.14'));
  });
  it('refuses a second reference, and deposits after it are for the Board to record', () => {
    const { state } = run([refer('2026-09-20')], makeCtx(), ordered());
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
    const e = accept(ordered().state, refer('2026-09-20'))[0] as ReferredForRecovery;
    assert.equal(e.to, 'awbi');
    assert.ok(e.basis.includes('in.ctr2026.r2.1.c'));
  });
  it('closes the case once the penalty is referred and copies supplied', () => {
    const { state } = run([...copies('2026-08-21'), refer('2026-09-20')], makeCtx(), ordered());
    assert.equal(state.closed, true);
  });
});

describe('Rule 4(14): a referral made while an appeal is pending records the appeal', () => {
  it('names the pending appeal, its number and the day it was filed', () => {
    const ctx = { ...makeCtx(), appealPending: { number: 'CTA/AGRA/2026/7', filedOn: d('2026-09-10') } };
    const e = accept(ordered().state, refer('2026-09-20'), ctx)[0] as ReferredForRecovery;
    assert.deepEqual(e.appealPending, { number: 'CTA/AGRA/2026/7', filedOn: '2026-09-10' });
    assert.ok(e.basis.includes('in.ctr2026.r7.1'), 'the appeal rests on Rule 7(1)');
  });
  it('says nothing of an appeal when none is pending', () => {
    const e = accept(ordered().state, refer('2026-09-20'))[0] as ReferredForRecovery;
    assert.equal(e.appealPending, undefined);
    assert.ok(!e.basis.includes('in.ctr2026.r7.1'));
  });
});
