// Tests for Rule 4(5): service of the show-cause notice and of hearing notices, through service.ts.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AdjudicationCommand } from './commands.ts';
import { replyClock } from './clocks.ts';
import {
  d,
  hearingNoticeCmd,
  makeCtx,
  noticed,
  PROOF,
  refusal,
  registered,
  replied,
  run,
  tenderServed,
} from './fixtures.ts';
import type { ServiceMode } from '../service/service.ts';

const attempt = (
  on: string,
  attemptId: string,
  mode: ServiceMode,
  outcome?: 'pending' | 'served' | 'failed',
  hearingNoticeId?: string,
): AdjudicationCommand => ({
  type: 'record-service-attempt',
  on: d(on),
  attemptId,
  mode,
  particulars: `${mode} attempt ${attemptId}`,
  proof: PROOF[mode],
  ...(outcome ? { outcome } : {}),
  ...(hearingNoticeId ? { hearingNoticeId } : {}),
});
const outcome = (on: string, attemptId: string, o: 'served' | 'failed'): AdjudicationCommand => ({
  type: 'record-service-outcome',
  on: d(on),
  attemptId,
  outcome: o,
});

describe('Rule 4(5): manner of service', () => {
  it('starts the reply clock on the date of service (nominal last day a Sunday moves to Monday)', () => {
    const { state } = run([tenderServed('2026-07-10')], makeCtx(), noticed());
    assert.equal(state.notice?.service.servedOn, '2026-07-10');
    const c = replyClock(state, makeCtx())!;
    assert.equal(c.nominalDue, '2026-08-09');
    assert.equal(c.due, '2026-08-10');
  });
  it('refuses service before the notice is issued', () => {
    const r = refusal(registered().state, tenderServed('2026-07-07'));
    assert.equal(r.code, 'NOTICE.NOT_ISSUED');
    assert.ok(r.basis.includes('in.ctr2026.r4.5'));
  });
  it('refuses another attempt once served', () => {
    const { state } = run([tenderServed('2026-07-10')], makeCtx(), noticed());
    const r = refusal(state, attempt('2026-07-11', 'a2', 'speed-post'));
    assert.equal(r.code, 'SERVICE.ALREADY_SERVED');
    assert.ok(r.basis.includes('in.ctr2026.r4.5'));
  });
  it('records a pending attempt and then its outcome, served on the date of the outcome', () => {
    const { state } = run(
      [attempt('2026-07-09', 'p1', 'speed-post', 'pending'), outcome('2026-07-13', 'p1', 'served')],
      makeCtx(),
      noticed(),
    );
    assert.equal(state.notice?.service.servedOn, '2026-07-13');
    assert.equal(state.notice?.service.servedBy, 'speed-post');
  });
  it('refuses an outcome for an unknown attempt or one already resolved', () => {
    const { state } = run([attempt('2026-07-09', 'p1', 'speed-post', 'failed')], makeCtx(), noticed());
    assert.equal(refusal(state, outcome('2026-07-10', 'zz', 'served')).code, 'SERVICE.UNKNOWN_ATTEMPT');
    assert.equal(refusal(state, outcome('2026-07-10', 'p1', 'served')).code, 'SERVICE.ATTEMPT_ALREADY_RESOLVED');
  });
  it('refuses an attempt without particulars or with a reused id', () => {
    const { state } = run([attempt('2026-07-09', 'p1', 'speed-post', 'failed')], makeCtx(), noticed());
    const noParticulars = refusal(state, {
      type: 'record-service-attempt',
      on: d('2026-07-10'),
      attemptId: 'p2',
      mode: 'electronic',
      particulars: '',
    });
    assert.equal(noParticulars.code, 'SERVICE.PARTICULARS_REQUIRED');
    assert.ok(noParticulars.basis.includes('in.ctr2026.r4.5'));
    assert.equal(refusal(state, attempt('2026-07-10', 'p1', 'tender')).code, 'SERVICE.ATTEMPT_ID_INVALID');
  });
  it('serves a hearing notice in the same manner, each notice with its own record', () => {
    const base = run([hearingNoticeCmd()], makeCtx(), replied());
    const r = refusal(base.state, attempt('2026-07-23', 'h-a1', 'affixing', undefined, 'h1'));
    assert.equal(r.code, 'SERVICE.AFFIXING_BEFORE_OTHER_MODES');
    const { state } = run([tenderServed('2026-07-23', 'h-a1', 'h1')], makeCtx(), base);
    assert.equal(state.hearingNotices[0]?.service.servedOn, '2026-07-23');
    assert.equal(refusal(state, attempt('2026-07-24', 'x', 'tender', undefined, 'h9')).code, 'HEARING.NOT_NOTIFIED');
  });
});

describe('Rule 4(5)(i): delivering or tendering', () => {
  it('cites clause (i) for a tender', () => {
    const { events } = run([tenderServed('2026-07-10')], makeCtx(), noticed());
    assert.ok(events.at(-1)!.basis.includes('in.ctr2026.r4.5.i'));
  });
});

describe('Rule 4(5)(ii): electronic means or speed post', () => {
  it('cites clause (ii) for speed post and for electronic means', () => {
    for (const mode of ['speed-post', 'electronic'] as const) {
      const { events } = run([attempt('2026-07-09', 'e1', mode, 'served')], makeCtx(), noticed());
      assert.ok(events.at(-1)!.basis.includes('in.ctr2026.r4.5.ii'), mode);
    }
  });
});

describe('Rule 4(5)(iii): affixing only after (i) and (ii) fail', () => {
  it('refuses affixing before any attempt', () => {
    const r = refusal(noticed().state, attempt('2026-07-09', 'x1', 'affixing'));
    assert.equal(r.code, 'SERVICE.AFFIXING_BEFORE_OTHER_MODES');
    assert.ok(r.basis.includes('in.ctr2026.r4.5.iii'));
  });
  it('refuses affixing when only tender has failed', () => {
    const { state } = run([attempt('2026-07-09', 't1', 'tender', 'failed')], makeCtx(), noticed());
    const r = refusal(state, attempt('2026-07-10', 'x1', 'affixing'));
    assert.equal(r.code, 'SERVICE.AFFIXING_BEFORE_OTHER_MODES');
    assert.match(r.message, /electronic means or speed post/);
  });
  it('refuses affixing while the speed-post attempt is still pending', () => {
    const { state } = run(
      [attempt('2026-07-09', 't1', 'tender', 'failed'), attempt('2026-07-09', 's1', 'speed-post')],
      makeCtx(),
      noticed(),
    );
    assert.equal(refusal(state, attempt('2026-07-10', 'x1', 'affixing')).code, 'SERVICE.AFFIXING_BEFORE_OTHER_MODES');
  });
  it('allows affixing once tender and speed post have both failed, and serves on that day', () => {
    const { state, events } = run(
      [
        attempt('2026-07-09', 't1', 'tender', 'failed'),
        attempt('2026-07-09', 's1', 'speed-post'),
        outcome('2026-07-15', 's1', 'failed'),
        attempt('2026-07-16', 'x1', 'affixing', 'served'),
      ],
      makeCtx(),
      noticed(),
    );
    assert.ok(events.at(-1)!.basis.includes('in.ctr2026.r4.5.iii'));
    assert.equal(state.notice?.service.servedOn, '2026-07-16');
    assert.equal(state.notice?.service.servedBy, 'affixing');
  });
});

const refused = (
  on: string,
  attemptId: string,
  refusalText = 'Refused to take the notice and shut the door.',
  hearingNoticeId?: string,
): AdjudicationCommand => ({
  type: 'record-tender-refused',
  on: d(on),
  attemptId,
  proof: { tenderedBy: 'Ram Singh, process server', tenderedTo: 'Shyam Lal (the noticee)', at: '10:30' },
  refusal: refusalText,
  witnesses: ['Mohan, neighbour'],
  ...(hearingNoticeId ? { hearingNoticeId } : {}),
});

describe('Rule 4(5)(i): a refusal to accept on tender is recorded as such, and the next manner follows', () => {
  it('records the refusal as a failed tender marked refused: the notice is not served', () => {
    const { state, events } = run([refused('2026-07-09', 't1')], makeCtx(), noticed());
    const a = state.notice!.service.attempts[0]!;
    assert.equal(a.mode, 'tender');
    assert.equal(a.outcome, 'failed');
    assert.equal(a.refused, true);
    assert.equal(state.notice?.service.servedOn, undefined);
    const e = events.at(-1)!;
    assert.equal(e.type, 'service-attempted');
    assert.deepEqual(e.type === 'service-attempted' ? e.refused : undefined, {
      refusal: 'Refused to take the notice and shut the door.',
      witnesses: ['Mohan, neighbour'],
    });
    assert.ok(e.basis.includes('in.ctr2026.r4.5.i'));
  });
  it('lets the officer go on to speed post and, when that fails too, to affixing', () => {
    const base = run([refused('2026-07-09', 't1')], makeCtx(), noticed());
    assert.equal(
      refusal(base.state, attempt('2026-07-10', 'x1', 'affixing')).code,
      'SERVICE.AFFIXING_BEFORE_OTHER_MODES',
    );
    const { state } = run(
      [attempt('2026-07-10', 'p1', 'speed-post', 'failed'), attempt('2026-07-12', 'f1', 'affixing', 'served')],
      makeCtx(),
      base,
    );
    assert.equal(state.notice?.service.servedBy, 'affixing');
    assert.equal(state.notice?.service.servedOn, '2026-07-12');
  });
  it('refuses a refusal recorded without what the person said or did (SERVICE.REFUSAL_PARTICULARS_REQUIRED)', () => {
    const r = refusal(noticed().state, refused('2026-07-09', 't1', '  '));
    assert.equal(r.code, 'SERVICE.REFUSAL_PARTICULARS_REQUIRED');
    assert.equal(r.field, 'refusal');
    assert.ok(r.basis.includes('in.ctr2026.r4.5.i'));
  });
  it('refuses a refusal without who tendered, to whom and when (SERVICE.TENDER_PARTICULARS_REQUIRED)', () => {
    const r = refusal(noticed().state, {
      type: 'record-tender-refused',
      on: d('2026-07-09'),
      attemptId: 't1',
      proof: { tenderedBy: 'Ram Singh', tenderedTo: '', at: '10:30' },
      refusal: 'Refused.',
    });
    assert.equal(r.code, 'SERVICE.TENDER_PARTICULARS_REQUIRED');
    assert.equal(r.field, 'proof.tenderedTo');
  });
  it('no longer accepts deemed service on open grounds: the command does not exist', () => {
    const r = refusal(noticed().state, {
      type: 'record-deemed-service',
      on: d('2026-07-09'),
      ground: 'evading-service',
      reasons: 'Avoids service.',
    } as unknown as AdjudicationCommand);
    assert.equal(r.code, 'CASE.WRONG_STAGE');
  });
  it('a refusal of a hearing notice is recorded on that notice', () => {
    const base = run([hearingNoticeCmd()], makeCtx(), replied());
    const { state } = run([refused('2026-07-23', 'h-t1', 'Refused.', 'h1')], makeCtx(), base);
    assert.equal(state.hearingNotices[0]?.service.attempts[0]?.refused, true);
    assert.equal(state.hearingNotices[0]?.service.servedOn, undefined);
  });
});
