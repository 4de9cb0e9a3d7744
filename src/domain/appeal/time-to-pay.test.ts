// Tests for the time to pay a penalty the appellate order upholds: the authority fixes it (Rule 7(11)); the reference
// for recovery waits for it (Rule 7(12)); a s.27C period a State notified binds, the portal's default only proposes.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CENTRAL_PACK, withOverrides } from '../../rules/packs.ts';
import type { DecideContext } from '../common.ts';
import type { AppealCommand, DecideAppeal } from './commands.ts';
import type { AppealEvent } from './events.ts';
import { ANSWERS, CTX, d, HEARD, refusalOf, run } from './fixtures.ts';

/** The central pack with a s.27C period of 30 days notified by a State (so it binds, unlike the portal's default). */
const NOTIFIED: DecideContext = {
  ...CTX,
  pack: withOverrides(CENTRAL_PACK, {
    'deposit.period-days': [
      {
        from: d('2026-07-02'),
        value: 30,
        status: 'configured',
        basis: ['in.cta1871.s27c'],
        source: 'Notification No. 5/2026 dated 1 July 2026',
        notification: { number: '5/2026', date: d('2026-07-01') },
      },
    ],
  }),
};

/** Confirms the order of 18 Sep 2026 (a Friday); the portal's default s.27C period is 30 days (to Mon 19 Oct). */
const decideCmd = (over: Partial<DecideAppeal> = {}): DecideAppeal => ({
  type: 'decide-appeal',
  on: d('2026-09-18'),
  outcome: 'confirm',
  reasons: "The revenue record shows the cattle are the appellant's.",
  answers: ANSWERS,
  ...over,
});
const COPIES: AppealCommand[] = [
  { type: 'supply-copy', on: d('2026-09-18'), party: 'appellant' },
  { type: 'supply-copy', on: d('2026-09-18'), party: 'respondent' },
];
const payByOf = (e: AppealEvent): unknown => (e as { payBy?: unknown }).payBy;

describe('Rule 7(11), 7(12) with s.27C: the time to pay the appellate order fixes', () => {
  it("s.27C, Rule 7(11): the appellate authority fixes the time to pay; the portal's default only proposes it", () => {
    // Longer than the portal's default of 30 days: 45 days from Fri 18 Sep 2026 is Mon 2 Nov 2026.
    const longer = run([...HEARD, decideCmd({ payWithinDays: 45 })]).events.at(-1)!;
    assert.equal(longer.type, 'appeal.decided');
    assert.deepEqual(payByOf(longer), {
      due: '2026-11-02',
      periodDays: 45,
      periodStatus: 'configured',
      timeToPay: 'order',
    });
    // Shorter: 10 days is Mon 28 Sep 2026.
    const shorter = run([...HEARD, decideCmd({ payWithinDays: 10 })]).events.at(-1)!;
    assert.equal((payByOf(shorter) as { due: string }).due, '2026-09-28');
    // A penalty stands, so the order must fix the time to pay; the default does not stand in for it.
    const heard = run(HEARD).state;
    const none = refusalOf(heard, decideCmd());
    assert.equal(none.code, 'ORDER.DEPOSIT_TIME_LIMIT_REQUIRED');
    assert.equal(none.field, 'payWithinDays');
    assert.ok(none.basis.includes('in.ctr2026.r7.11'));
    for (const bad of [0, 2.5, -3]) {
      assert.equal(refusalOf(heard, decideCmd({ payWithinDays: bad })).code, 'ORDER.DEPOSIT_TIME_LIMIT_REQUIRED');
    }
    // A period the State notified under s.27C binds: the authority may not allow longer.
    const heardN = run(HEARD, NOTIFIED).state;
    const beyond = refusalOf(heardN, decideCmd({ payWithinDays: 45 }), NOTIFIED);
    assert.equal(beyond.code, 'ORDER.DEPOSIT_TIME_LIMIT_EXCEEDS_S27C');
    assert.ok(beyond.basis.includes('in.cta1871.s27c'));
    assert.match(beyond.message, /Notification No\. 5\/2026/);
    // Within it, the penalty is not recoverable before the notified period runs out: the order records that period.
    const within = run([decideCmd({ payWithinDays: 20 })], NOTIFIED, run(HEARD, NOTIFIED)).events.at(-1)!;
    assert.deepEqual(payByOf(within), {
      due: '2026-10-19',
      periodDays: 30,
      periodStatus: 'configured',
      timeToPay: 'notified-s27c',
    });
    // Set aside: no penalty stands, so no time to pay is asked for or stated.
    const setAside = run([...HEARD, decideCmd({ outcome: 'set-aside' })]).events.at(-1)!;
    assert.equal(payByOf(setAside), undefined);
  });

  it("Rule 7(12): a reference for recovery waits for the time the appellate order fixed, not the portal's default", () => {
    // 45 days fixed: the portal's default (30 days, to 19 Oct) has run on 20 Oct, the time fixed (to 2 Nov) has not.
    const fixed45 = run([...HEARD, decideCmd({ payWithinDays: 45 }), ...COPIES]).state;
    const early = refusalOf(fixed45, { type: 'refer-for-recovery', on: d('2026-10-20'), unpaidPaise: 500_000 });
    assert.equal(early.code, 'RECOVERY.NOT_DUE');
    assert.match(early.message, /2 Nov 2026/);
    assert.ok(early.basis.includes('in.ctr2026.r7.12'));
    const onLastDay = refusalOf(fixed45, { type: 'refer-for-recovery', on: d('2026-11-02'), unpaidPaise: 500_000 });
    assert.equal(onLastDay.code, 'RECOVERY.NOT_DUE');
    const referred = run([{ type: 'refer-for-recovery', on: d('2026-11-03'), unpaidPaise: 500_000 }], CTX, {
      state: fixed45,
      events: [],
    });
    assert.equal(referred.state.recovery?.depositDue, '2026-11-02');
    // 10 days fixed: the reference may follow once 28 Sep has passed, before the portal's default would allow it.
    const fixed10 = run([...HEARD, decideCmd({ payWithinDays: 10 }), ...COPIES]).state;
    const after = run([{ type: 'refer-for-recovery', on: d('2026-10-05'), unpaidPaise: 500_000 }], CTX, {
      state: fixed10,
      events: [],
    });
    assert.equal(after.state.recovery?.depositDue, '2026-09-28');
  });
});
