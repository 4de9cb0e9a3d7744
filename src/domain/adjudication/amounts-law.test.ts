// Tests for Rule 4(12) with Article 20(1) and Sections 20 to 22: the amounts an order may impose are those the law
// allowed on the day of the act, and a complaint of illegal seizure ends in compensation, refunds, expenses or charges.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { withOverrides } from '../../rules/packs.ts';
import type { OrderPassed } from './events.ts';
import {
  accept,
  d,
  hearingCmd,
  hearingNoticeCmd,
  makeCtx,
  noticeCmd,
  penaltyOrder,
  refusal,
  registerCmd,
  replyCmd,
  run,
  tenderServed,
} from './fixtures.ts';
import type { DecideContext } from '../common.ts';

/** A heard case whose show-cause notice charges the given provision (the fixtures' contravention is of 3 Jul 2026). */
const heardOnSection = (provisionAlleged = 'Section 26 of the Cattle-trespass Act, 1871') =>
  run([
    registerCmd(),
    noticeCmd('2026-07-08', { provisionAlleged }),
    tenderServed(),
    replyCmd(),
    hearingNoticeCmd(),
    tenderServed('2026-07-23', 'h1-a1', 'h1'),
    hearingCmd(),
  ]);

/** A ceiling of Rs 1,000 from the Rules' commencement, raised to Rs 10,000 from 1 Aug 2026 (after the act of 3 Jul). */
function raisedCeiling(): DecideContext {
  const ctx = makeCtx();
  return {
    ...ctx,
    pack: withOverrides(ctx.pack, {
      'penalty.max-rupees': [
        { from: d('2026-07-02'), value: 1000, status: 'configured', basis: ['in.ctr2026.r4.12'], source: 'test' },
        { from: d('2026-08-01'), value: 10_000, status: 'configured', basis: ['in.ctr2026.r4.12'], source: 'test' },
      ],
    }),
  };
}

describe('Rule 4(12), Article 20(1): the penalty ceiling is the one in force on the date of the contravention', () => {
  it('refuses a penalty above the ceiling of the day of the act, though a higher ceiling is in force on the order date', () => {
    // The contravention is of 3 Jul 2026 (Form-I item 2(d)); the order is of 20 Aug 2026, under the raised ceiling.
    const r = refusal(heardOnSection().state, penaltyOrder('2026-08-20'), raisedCeiling());
    assert.equal(r.code, 'ORDER.PENALTY_EXCEEDS_MAXIMUM');
    assert.match(r.message, /3 July 2026|03\/07\/2026|3 Jul 2026/, 'the refusal names the day of the contravention');
  });
  it('records on the order the ceiling applied and the day it was read on', () => {
    const e = accept(
      heardOnSection().state,
      penaltyOrder('2026-08-20', {
        amounts: { penaltyPaise: 100_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
      }),
      raisedCeiling(),
    )[0] as OrderPassed;
    assert.equal(e.order.penaltyCeilingRupees, 1000);
    assert.equal(e.order.ceilingReadOn, '2026-07-03');
  });
});

const FINDING_20 = [
  { section: '20', contravened: true, reasons: 'The cattle were detained in the pound after the owner paid.' },
] as const;

describe('Section 20: a complaint of illegal seizure cannot end in a penalty (Sections 20 to 22)', () => {
  it('refuses a penalty on a complaint alleging a contravention of section 20 only', () => {
    const r = refusal(
      heardOnSection('Section 20 of the Cattle-trespass Act, 1871').state,
      penaltyOrder('2026-08-20', { findings: FINDING_20 }),
    );
    assert.equal(r.code, 'ORDER.PENALTY_NOT_AVAILABLE');
    assert.ok(r.basis.includes('in.cta1871.s20'));
    assert.equal(r.field, 'amounts.penaltyPaise');
  });
  it('allows compensation, expenses and charges on that complaint', () => {
    const e = accept(
      heardOnSection('s. 20, illegal seizure').state,
      penaltyOrder('2026-08-20', {
        amounts: { penaltyPaise: 0, compensationPaise: 200_000, expensesPaise: 5_000, chargesPaise: 1_000 },
        depositDays: undefined,
        findings: FINDING_20,
      }),
    )[0] as OrderPassed;
    assert.equal(e.order.penaltyPaise, 0);
    assert.equal(e.order.compensationPaise, 200_000);
  });
  it('still allows a penalty where section 26 is alleged', () => {
    const e = accept(heardOnSection().state, penaltyOrder('2026-08-20'))[0] as OrderPassed;
    assert.equal(e.order.penaltyPaise, 500_000);
  });
});
