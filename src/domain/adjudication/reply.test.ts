// Tests for Rules 4(4), 4(6), 4(7) and 4(8): extension of the reply period, the reply, admission and ex parte.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AdjudicationCommand } from './commands.ts';
import { replyClock } from './clocks.ts';
import type { ReplyPeriodExtended, ReplyRecorded } from './events.ts';
import { accept, d, makeCtx, noticed, refusal, replied, replyCmd, run, served } from './fixtures.ts';

const extend = (
  on: string,
  extraDays: number,
  over: Partial<{ reasons: string; sufficientCauseShown: boolean }> = {},
): AdjudicationCommand => ({
  type: 'extend-reply-period',
  on: d(on),
  extraDays,
  reasons: 'Noticee was hospitalised; medical certificate produced.',
  sufficientCauseShown: true,
  ...over,
});
const exParte = (
  on: string,
  reasons = 'No reply within the period despite service by tender.',
): AdjudicationCommand => ({ type: 'proceed-ex-parte', on: d(on), reasons });

describe('Rule 4(4): extension of the reply period', () => {
  it('extends from the nominal last day of the period as first specified', () => {
    // Served 10 Jul, 30 days: nominal last day Sun 9 Aug (due Mon 10 Aug); +15 from 9 Aug = Mon 24 Aug.
    const e = accept(served().state, extend('2026-08-10', 15))[0] as ReplyPeriodExtended;
    assert.equal(e.dueOn, '2026-08-24');
    assert.equal(e.totalDays, 15);
    assert.ok(e.basis.includes('in.ctr2026.r4.4'));
  });
  it('allows several extensions up to 15 days in all and refuses beyond', () => {
    const { state } = run([extend('2026-08-05', 10)], makeCtx(), served());
    assert.equal(replyClock(state, makeCtx())!.clock, 'reply-extension');
    assert.equal(accept(state, extend('2026-08-06', 5)).length, 1);
    const r = refusal(state, extend('2026-08-06', 6));
    assert.equal(r.code, 'REPLY.EXTENSION_EXCEEDS_15_DAYS');
    assert.ok(r.basis.includes('in.ctr2026.r4.4'));
  });
  it('refuses 16 days at once', () => {
    assert.equal(refusal(served().state, extend('2026-08-05', 16)).code, 'REPLY.EXTENSION_EXCEEDS_15_DAYS');
  });
  it('refuses an extension of less than one day', () => {
    assert.equal(refusal(served().state, extend('2026-08-05', 0)).code, 'REPLY.EXTENSION_NOT_POSITIVE');
  });
  it('requires reasons recorded in writing', () => {
    const r = refusal(served().state, extend('2026-08-05', 5, { reasons: '' }));
    assert.equal(r.code, 'REPLY.EXTENSION_REASONS_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r4.4'));
  });
  it('requires a finding that the noticee showed sufficient cause', () => {
    const r = refusal(served().state, extend('2026-08-05', 5, { sufficientCauseShown: false }));
    assert.equal(r.code, 'REPLY.EXTENSION_SUFFICIENT_CAUSE_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r4.4'));
  });
  it('is possible only after service', () => {
    const r = refusal(noticed().state, extend('2026-07-09', 5));
    assert.equal(r.code, 'NOTICE.NOT_SERVED');
    assert.ok(r.basis.includes('in.ctr2026.r4.4'));
  });
  it('is refused once a reply is in, or once the case proceeds ex parte', () => {
    assert.equal(refusal(replied().state, extend('2026-07-21', 5)).code, 'REPLY.ALREADY_RECEIVED');
    const { state } = run([exParte('2026-08-11')], makeCtx(), served());
    assert.equal(refusal(state, extend('2026-08-12', 5)).code, 'CASE.WRONG_STAGE');
  });
});

describe('Rule 4(6): reply to the notice', () => {
  it('records the reply within the period', () => {
    const e = accept(served().state, replyCmd('2026-07-20'))[0] as ReplyRecorded;
    assert.equal(e.late, false);
    assert.equal(e.dueOn, '2026-08-10');
    assert.ok(e.basis.includes('in.ctr2026.r4.6'));
  });
  it('records a reply on the Monday after a Sunday last day as in time (GCA s.10)', () => {
    assert.equal((accept(served().state, replyCmd('2026-08-10'))[0] as ReplyRecorded).late, false);
  });
  it('records a late reply, marked late', () => {
    assert.equal((accept(served().state, replyCmd('2026-08-11'))[0] as ReplyRecorded).late, true);
  });
  it('refuses a reply before the notice is served', () => {
    const r = refusal(noticed().state, replyCmd('2026-07-09'));
    assert.equal(r.code, 'NOTICE.NOT_SERVED');
    assert.ok(r.basis.includes('in.ctr2026.r4.6'));
  });
  it('refuses an empty reply and a second reply', () => {
    const empty = refusal(served().state, { type: 'record-reply', on: d('2026-07-20'), admits: false, text: '' });
    assert.equal(empty.code, 'REPLY.TEXT_REQUIRED');
    assert.ok(empty.basis.includes('in.ctr2026.r4.6'));
    assert.equal(refusal(replied().state, replyCmd('2026-07-21')).code, 'REPLY.ALREADY_RECEIVED');
  });
  it('records witnesses and documents named with the reply (Rule 4(11))', () => {
    const e = accept(served().state, {
      type: 'record-reply',
      on: d('2026-07-20'),
      admits: false,
      text: 'Denied.',
      witnesses: ['Gopal'],
      documents: [],
    })[0] as ReplyRecorded;
    assert.deepEqual(e.witnesses, ['Gopal']);
    assert.ok(e.basis.includes('in.ctr2026.r4.11'));
  });
});

describe('Rule 4(7): proceeding ex parte', () => {
  it('refuses before the reply period is over (on the due day itself)', () => {
    const r = refusal(served().state, exParte('2026-08-10'));
    assert.equal(r.code, 'EXPARTE.REPLY_PERIOD_NOT_OVER');
    assert.ok(r.basis.includes('in.ctr2026.r4.7'));
  });
  it('allows it the day after the due day, with reasons', () => {
    const { state } = run([exParte('2026-08-11')], makeCtx(), served());
    assert.equal(state.exParte?.on, '2026-08-11');
  });
  it('waits for the extended period when the reply period was extended', () => {
    const { state } = run([extend('2026-08-05', 15)], makeCtx(), served());
    assert.equal(refusal(state, exParte('2026-08-24')).code, 'EXPARTE.REPLY_PERIOD_NOT_OVER');
    assert.ok(refusal(state, exParte('2026-08-24')).basis.includes('in.ctr2026.r4.4'));
    assert.equal(accept(state, exParte('2026-08-25')).length, 1);
  });
  it('requires reasons', () => {
    const r = refusal(served().state, exParte('2026-08-11', ''));
    assert.equal(r.code, 'EXPARTE.REASONS_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r4.7'));
  });
  it('is refused when a reply has been received; a reply after it is recorded, marked late and after ex parte', () => {
    assert.equal(refusal(replied().state, exParte('2026-08-11')).code, 'EXPARTE.REPLY_RECEIVED');
    const { state } = run([exParte('2026-08-11')], makeCtx(), served());
    const e = accept(state, replyCmd('2026-08-12'))[0] as ReplyRecorded;
    assert.equal(e.late, true);
    assert.equal(e.afterExParte, true);
    assert.ok(e.basis.includes('in.ctr2026.r4.7'));
  });
  it('requires the notice to have been served', () => {
    assert.equal(refusal(noticed().state, exParte('2026-09-30')).code, 'NOTICE.NOT_SERVED');
  });
});

describe('Rule 4(8): admission in the reply', () => {
  it('records the admission with the reply', () => {
    const e = accept(served().state, replyCmd('2026-07-20', true))[0] as ReplyRecorded;
    assert.equal(e.admits, true);
    assert.ok(e.basis.includes('in.ctr2026.r4.8'));
  });
});
