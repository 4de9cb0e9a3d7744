// Tests for Rule 7(11) with Article 20(1) and Rule 7(12): the appellate order's amounts by the law of the day of the
// act, and what it demands after the deposits made and the amount referred to the Board while the appeal was pending.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withOverrides } from '../../rules/packs.ts';
import type { AppealCommand, DecideAppeal } from './commands.ts';
import type { AppealEvent } from './events.ts';
import type { OrderTerms } from './state.ts';
import { CTX, d, fileAppeal, HEARD, ORDER_4_12, refusalOf, run, serveHearing } from './fixtures.ts';
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
/** HEARD, the order under appeal carrying the day of the contravention (5 Jul 2026) and the section charged. */
const heardWith = (over: Partial<typeof ORDER_4_12> = {}): AppealCommand[] => [
  fileAppeal({ order: { ...ORDER_4_12, contraventionOn: d('2026-07-05'), ...over } }),
  ...HEARD.slice(1),
];
/**
 * ... then a notice to the appellant to show cause against enhancement to these terms (16 Sep), at a hearing fixed for
 * 29 Sep that the appellant attends: the lawful path to a heavier order (Rule 7(10), 7(11)), so that what refuses the
 * variation below is the amount rule under test and not the want of that notice.
 */
const heardOnEnhancementNotice = (proposed: OrderTerms, over: Partial<typeof ORDER_4_12> = {}) => [
  ...heardWith(over),
  {
    type: 'schedule-hearing',
    on: d('2026-09-16'),
    hearingOn: d('2026-09-29'),
    mode: 'in-person',
    time: '11:00',
    venueOrLink: 'District Magistrate, Agra',
    enhancement: { proposed, reasons: 'The revenue report puts the damage at twice the amount the order assumed.' },
  } as AppealCommand,
  serveHearing('2026-09-17', 'appellant'),
  {
    type: 'record-hearing',
    on: d('2026-09-29'),
    mode: 'in-person',
    appearances: { appellant: 'in-person', respondent: 'in-person' },
  } as AppealCommand,
];
const ceilingCtx = {
  ...CTX,
  pack: withOverrides(CTX.pack, {
    'penalty.max-rupees': [
      { from: d('2026-07-02'), value: 6000, status: 'configured', basis: ['in.ctr2026.r4.12'], source: 'test' },
      { from: d('2026-09-01'), value: 50_000, status: 'configured', basis: ['in.ctr2026.r4.12'], source: 'test' },
    ],
  }),
};
const decided = (events: readonly AppealEvent[]) => {
  const e = events.at(-1)!;
  assert.equal(e.type, 'appeal.decided');
  return e as Extract<AppealEvent, { type: 'appeal.decided' }>;
};

describe('Rule 7(11), Article 20(1): the appellate order is held to the ceiling of the day of the contravention', () => {
  it('refuses to vary the penalty above the ceiling in force on the day of the act, though a higher one is in force now', () => {
    const varied = { penaltyPaise: 1_000_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 };
    const s = run(heardOnEnhancementNotice(varied), ceilingCtx).state;
    const r = refusalOf(s, decideCmd({ on: d('2026-09-30'), outcome: 'vary', varied }), ceilingCtx);
    assert.equal(r.code, 'ORDER.PENALTY_EXCEEDS_MAXIMUM');
    assert.match(r.message, /5 July 2026|05\/07\/2026|5 Jul 2026/);
  });
  it('allows a varied penalty within that ceiling and records the ceiling applied', () => {
    const { events } = run(
      [
        ...heardWith(),
        decideCmd({
          outcome: 'vary',
          varied: { penaltyPaise: 300_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 },
        }),
      ],
      ceilingCtx,
    );
    assert.equal(decided(events).ceiling?.maxRupees, 6000);
    assert.equal(decided(events).ceiling?.readOn, '2026-07-05');
  });
  it('Section 20: refuses to vary an order on a complaint of illegal seizure into one with a penalty', () => {
    const order = {
      penaltyPaise: 0,
      provisionCharged: 'Section 20 of the Cattle-trespass Act, 1871',
      sectionsFound: ['20' as const],
    };
    const varied = { penaltyPaise: 100_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 };
    const s = run(heardOnEnhancementNotice(varied, order)).state;
    const r = refusalOf(s, decideCmd({ on: d('2026-09-30'), outcome: 'vary', varied }));
    assert.equal(r.code, 'ORDER.PENALTY_NOT_AVAILABLE');
  });
});

describe('Rule 7(12): the appellate order accounts for what was deposited and what was referred to the Board', () => {
  const account = { depositedPaise: 200_000, referredPaise: 300_000, referredOn: d('2026-09-10') };
  it('confirming a penalty of Rs 5,000 after Rs 2,000 deposited and Rs 3,000 referred demands nothing more here', () => {
    const { events } = run([...heardWith(), decideCmd()], { ...CTX, penaltyAccountBelow: account });
    const e = decided(events);
    assert.equal(e.terms.penaltyPaise, 500_000);
    assert.deepEqual(e.account, {
      depositedPaise: 200_000,
      referredPaise: 300_000,
      referredOn: '2026-09-10',
      balancePaise: 0,
      excessPaise: 0,
    });
    assert.equal(e.payBy, undefined, 'no fresh demand with a date to pay when nothing is left to pay here');
  });
  it('varying the penalty to Rs 3,000 leaves Rs 1,000 under recovery by the Board, not Rs 3,000', () => {
    const varied = { penaltyPaise: 300_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 };
    const e = decided(
      run([...heardWith(), decideCmd({ outcome: 'vary', varied })], { ...CTX, penaltyAccountBelow: account }).events,
    );
    assert.equal(e.account?.balancePaise, 0);
    assert.equal(e.account?.referredPaise, 100_000, 'the referral stands only for what remains after the deposit');
    assert.equal(e.account?.excessPaise, 0);
  });
  it('varying the penalty below what was deposited records the excess to be refunded and withdraws the referral', () => {
    const varied = { penaltyPaise: 150_000, compensationPaise: 250_000, expensesPaise: 0, chargesPaise: 12_000 };
    const e = decided(
      run([...heardWith(), decideCmd({ outcome: 'vary', varied })], { ...CTX, penaltyAccountBelow: account }).events,
    );
    assert.equal(e.account?.referredPaise, 0);
    assert.equal(e.account?.excessPaise, 50_000);
  });
  it('with a part deposit and no referral, the order demands only the balance, with a date to pay it', () => {
    const e = decided(
      run([...heardWith(), decideCmd()], { ...CTX, penaltyAccountBelow: { depositedPaise: 200_000, referredPaise: 0 } })
        .events,
    );
    assert.equal(e.account?.balancePaise, 300_000);
    assert.ok(e.payBy, 'the balance is to be paid by a date');
  });
});
