// Tests for the case as a whole: dates of proceedings, closure, clocks (openClocks) and replay.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openClocks } from './clocks.ts';
import { decide } from './decide.ts';
import { replay } from './evolve.ts';
import {
  d,
  heard,
  makeCtx,
  noticeCmd,
  penaltyOrder,
  refusal,
  registerCmd,
  registered,
  run,
  served,
  tenderServed,
} from './fixtures.ts';
import { violations } from './invariants.ts';
import { INITIAL_STATE } from './state.ts';

describe('Rule 3: the case starts with the complaint', () => {
  it('refuses any other proceeding before a complaint is registered', () => {
    const r = refusal(INITIAL_STATE, noticeCmd());
    assert.equal(r.code, 'CASE.NOT_FOUND');
    assert.ok(r.basis.includes('in.ctr2026.r3'));
  });
});

describe('Rule 4(1): dates of proceedings', () => {
  it('refuses a proceeding dated after today', () => {
    const r = refusal(registered().state, noticeCmd('2026-07-08'), makeCtx('2026-07-07'));
    assert.equal(r.code, 'CASE.DATE_IN_FUTURE');
    assert.ok(r.basis.includes('in.ctr2026.r4.1'));
  });
  it('refuses a proceeding dated before the last one', () => {
    const r = refusal(registered().state, noticeCmd('2026-07-05'));
    assert.equal(r.code, 'CASE.DATE_BEFORE_PREVIOUS_EVENT');
    assert.ok(r.basis.includes('in.ctr2026.r4.1'));
  });
  it('accepts a proceeding on the same day as the last one', () => {
    assert.equal(decide(registered().state, noticeCmd('2026-07-06'), makeCtx()).ok, true);
  });
});

describe('Rule 5: clocks of the case', () => {
  it('shows the notice-issue and disposal clocks after registration', () => {
    const clocks = openClocks(registered().state, makeCtx('2026-07-10'));
    assert.deepEqual(
      clocks.map((c) => [c.clock, c.due, c.lapsed]),
      [
        ['notice-issue', '2026-07-21', false],
        ['disposal', '2027-01-06', false],
      ],
    );
  });
  it('shows the reply clock after service, lapsed after its due day', () => {
    const clocks = openClocks(served().state, makeCtx('2026-08-11'));
    assert.deepEqual(
      clocks.map((c) => [c.clock, c.due, c.lapsed]),
      [
        ['reply', '2026-08-10', true],
        ['disposal', '2027-01-06', false],
      ],
    );
  });
  it('shows the reply-extension and disposal-extension clocks once extended', () => {
    const { state } = run(
      [
        {
          type: 'extend-reply-period',
          on: d('2026-08-05'),
          extraDays: 5,
          reasons: 'Illness shown by certificate.',
          sufficientCauseShown: true,
        },
        { type: 'extend-proceedings', on: d('2026-08-05'), days: 10, reasons: 'Report awaited from the Patwari.' },
      ],
      makeCtx(),
      served(),
    );
    const clocks = openClocks(state, makeCtx('2026-08-06'));
    assert.deepEqual(
      clocks.map((c) => [c.clock, c.due]),
      [
        ['reply-extension', '2026-08-14'],
        ['disposal-extension', '2027-01-16'],
      ],
    );
  });
  it('Rule 4(12), Rule 4(14): shows the deposit clock after a penalty order and, beside it, the period of s.27C after which the penalty is referred for recovery', () => {
    const { state } = run([penaltyOrder('2026-08-20')], makeCtx(), heard());
    assert.deepEqual(
      openClocks(state, makeCtx('2026-08-21')).map((c) => [c.clock, c.due]),
      [
        ['deposit', '2026-09-19'],
        ['recovery', '2026-09-19'],
      ],
    );
    // An order giving 10 days: the deposit is due on 31 Aug, the reference for recovery waits for the 30 days of s.27C.
    const short = run([penaltyOrder('2026-08-20', { depositDays: 10 })], makeCtx(), heard());
    assert.deepEqual(
      openClocks(short.state, makeCtx('2026-08-21')).map((c) => [c.clock, c.due]),
      [
        ['deposit', '2026-08-31'],
        ['recovery', '2026-09-19'],
      ],
    );
  });
});

describe('Rule 4(12): the record replays to the same state', () => {
  it('replays the events of a full case', () => {
    const r = run([registerCmd(), noticeCmd(), tenderServed()]);
    const full = run([penaltyOrder('2026-08-20')], makeCtx(), heard());
    assert.deepEqual(replay(r.events), r.state);
    assert.deepEqual(replay(full.events), full.state);
    assert.deepEqual(violations(full.state, makeCtx()), []);
  });
});

describe('Rule 4(5)(iii): the invariants see a broken state', () => {
  it('reports affixing without failed attempts under (i) and (ii), and an over-long extension', () => {
    const { state } = run([registerCmd(), noticeCmd()]);
    const broken = {
      ...state,
      notice: {
        ...state.notice!,
        service: {
          attempts: [
            {
              attemptId: 'x',
              mode: 'affixing' as const,
              on: d('2026-07-09'),
              outcome: 'served' as const,
              outcomeOn: d('2026-07-09'),
            },
          ],
          servedOn: d('2026-07-09'),
          servedBy: 'affixing' as const,
        },
      },
      replyExtensions: [{ on: d('2026-07-10'), days: 16, reasons: 'Too long an extension.' }],
    };
    const v = violations(broken, makeCtx());
    assert.ok(v.some((x) => x.startsWith('Rule 4(5)(iii)')));
    assert.ok(v.some((x) => x.startsWith('Rule 4(4)')));
  });
});
