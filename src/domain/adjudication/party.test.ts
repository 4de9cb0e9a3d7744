// Tests for the noticee's own acts on the portal: the reply within its period (Rules 4(1), 4(6), 4(8), 4(11)) and the
// request for more time, granted or refused by the officer (Rule 4(4)).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AdjudicationCommand } from './commands.ts';
import type { ReplyExtensionRequested, ReplyRecorded } from './events.ts';
import { accept, d, makeCtx, noticed, refusal, replied, run, served } from './fixtures.ts';
import { pendingExtensionRequest } from './state.ts';

const submit = (
  on: string,
  over: Partial<{ admits: boolean; text: string; witnesses: string[]; documents: string[] }> = {},
): AdjudicationCommand => ({
  type: 'submit-reply',
  on: d(on),
  admits: false,
  text: 'My cattle were tied at home that morning.',
  ...over,
});
const ask = (on: string, over: Partial<{ reasons: string; days: number }> = {}): AdjudicationCommand => ({
  type: 'request-reply-extension',
  on: d(on),
  reasons: 'I was in hospital from 1 to 12 August; the discharge slip is attached.',
  ...over,
});
const grant = (on: string, extraDays: number): AdjudicationCommand => ({
  type: 'extend-reply-period',
  on: d(on),
  extraDays,
  reasons: 'Hospital discharge slip produced: sufficient cause.',
  sufficientCauseShown: true,
});
const refuseAsk = (on: string, reasons = 'The slip shows a stay of one day only.'): AdjudicationCommand => ({
  type: 'refuse-reply-extension',
  on: d(on),
  reasons,
});

describe('Rule 4(6): the noticee replies to Form-II on the portal', () => {
  it('Rule 4(6), 4(11): a reply denying, with witnesses and documents, within the period is recorded as submitted by the noticee', () => {
    const e = accept(
      served().state,
      submit('2026-07-20', { witnesses: ['Shyam Lal'], documents: ['Photograph of the cattle shed'] }),
    )[0] as ReplyRecorded;
    assert.equal(e.type, 'reply-recorded');
    assert.equal(e.submittedBy, 'noticee');
    assert.equal(e.late, false);
    assert.equal(e.admits, false);
    assert.equal(e.dueOn, '2026-08-10');
    assert.deepEqual(e.witnesses, ['Shyam Lal']);
    assert.ok(e.basis.includes('in.ctr2026.r4.6') && e.basis.includes('in.ctr2026.r4.11'));
  });
  it('Rule 4(8): a reply admitting the contravention cites Rule 4(8)', () => {
    const e = accept(served().state, submit('2026-07-20', { admits: true }))[0] as ReplyRecorded;
    assert.ok(e.basis.includes('in.ctr2026.r4.8'));
  });
  it('Rule 4(1): the last day of the period is still in time (Monday after a Sunday last day, GCA s.10)', () => {
    assert.equal((accept(served().state, submit('2026-08-10'))[0] as ReplyRecorded).late, false);
  });
  it('Rule 4(1): a reply after the period is refused with the rule cited and the way forward (ask for more time, Rule 4(4))', () => {
    const r = refusal(served().state, submit('2026-08-11'));
    assert.equal(r.code, 'REPLY.PERIOD_OVER');
    assert.deepEqual([...r.basis], ['in.ctr2026.r4.1', 'in.ctr2026.r4.4']);
    assert.match(r.message, /ended on 10 Aug 2026/);
    assert.match(r.message, /more time/);
    assert.equal(r.field, 'text');
  });
  it('Rule 4(6): the office may still place the same late reply on record, marked late', () => {
    const e = accept(served().state, {
      type: 'record-reply',
      on: d('2026-08-11'),
      admits: false,
      text: 'Received at the counter.',
    })[0] as ReplyRecorded;
    assert.equal(e.late, true);
    assert.equal(e.submittedBy, undefined);
  });
  it('Rule 4(6): a reply before service is recorded is accepted (the notice has reached the person); it has no last day yet', () => {
    const e = accept(noticed().state, submit('2026-07-09'))[0] as ReplyRecorded;
    assert.equal(e.dueOn, undefined);
    assert.equal(e.late, false);
  });
  it('Rule 4(6): refused without a notice, with a reply already in, or without words', () => {
    assert.equal(
      refusal(
        run([
          {
            type: 'register-complaint',
            on: d('2026-07-06'),
            filedBy: { capacity: 'aggrieved-person' },
            mode: 'electronic',
            particulars: served().state.complaint!.particulars,
          },
        ]).state,
        submit('2026-07-09'),
      ).code,
      'NOTICE.NOT_ISSUED',
    );
    assert.equal(refusal(replied().state, submit('2026-07-21')).code, 'REPLY.ALREADY_RECEIVED');
    assert.equal(refusal(served().state, submit('2026-07-20', { text: ' ' })).code, 'REPLY.TEXT_REQUIRED');
  });
  it('Rule 4(7): refused once the officer proceeds ex parte', () => {
    const { state } = run(
      [{ type: 'proceed-ex-parte', on: d('2026-08-11'), reasons: 'No reply within the period.' }],
      makeCtx(),
      served(),
    );
    const r = refusal(state, submit('2026-08-12'));
    assert.equal(r.code, 'CASE.WRONG_STAGE');
    assert.ok(r.basis.includes('in.ctr2026.r4.7'));
  });
});

describe('Rule 4(4): the noticee asks for more time; the officer grants or refuses', () => {
  it('Rule 4(4): a request with reasons is recorded as pending, with the last day of the period as it stood', () => {
    const e = accept(served().state, ask('2026-08-12', { days: 10 }))[0] as ReplyExtensionRequested;
    assert.equal(e.type, 'reply-extension-requested');
    assert.equal(e.replyDueOn, '2026-08-10');
    assert.equal(e.days, 10);
    const { state } = run([ask('2026-08-12')], makeCtx(), served());
    assert.equal(pendingExtensionRequest(state)?.status, 'pending');
  });
  it('Rule 4(4): the request needs the cause shown, one at a time, within the 15 days in all', () => {
    assert.equal(refusal(served().state, ask('2026-08-12', { reasons: '' })).code, 'REPLY.EXTENSION_REASONS_REQUIRED');
    assert.equal(refusal(served().state, ask('2026-08-12', { days: 16 })).code, 'REPLY.EXTENSION_EXCEEDS_15_DAYS');
    const pending = run([ask('2026-08-12')], makeCtx(), served());
    assert.equal(refusal(pending.state, ask('2026-08-13')).code, 'REPLY.EXTENSION_REQUEST_PENDING');
    const full = run([grant('2026-08-05', 15)], makeCtx(), served());
    assert.equal(refusal(full.state, ask('2026-08-20')).code, 'REPLY.EXTENSION_EXCEEDS_15_DAYS');
  });
  it('Rule 4(4): before service the period has not started, so there is nothing to extend', () => {
    assert.equal(refusal(noticed().state, ask('2026-07-09')).code, 'REPLY.PERIOD_NOT_STARTED');
  });
  it("Rule 4(4): the officer's extension answers the pending request (granted), and the reply is then in time", () => {
    const { state } = run([ask('2026-08-06'), grant('2026-08-07', 10)], makeCtx(), served());
    assert.equal(state.replyExtensionRequests?.[0]?.status, 'granted');
    assert.equal(pendingExtensionRequest(state), undefined);
    // Nominal last day Sun 9 Aug + 10 = Wed 19 Aug.
    assert.equal((accept(state, submit('2026-08-19'))[0] as ReplyRecorded).late, false);
    const r = refusal(state, submit('2026-08-20'));
    assert.equal(r.code, 'REPLY.PERIOD_OVER');
    assert.match(r.message, /Rule 4\(4\)/);
  });
  it('Rule 4(4): the officer refuses a pending request with reasons recorded; without a request or reasons it is refused', () => {
    const asked = run([ask('2026-08-06')], makeCtx(), served());
    assert.equal(refusal(asked.state, refuseAsk('2026-08-07', '')).code, 'REPLY.EXTENSION_REASONS_REQUIRED');
    const { state } = run([refuseAsk('2026-08-07')], makeCtx(), asked);
    assert.equal(state.replyExtensionRequests?.[0]?.status, 'refused');
    assert.equal(refusal(served().state, refuseAsk('2026-08-07')).code, 'REPLY.EXTENSION_NO_REQUEST');
    // After a refusal the person may ask again, with a better cause.
    assert.equal(accept(state, ask('2026-08-08')).length, 1);
  });
  it('Rule 4(4): a reply refused after the period names the pending request when one awaits the officer', () => {
    const asked = run([ask('2026-08-11')], makeCtx(), served());
    assert.match(refusal(asked.state, submit('2026-08-12')).message, /request for more time of 11 Aug 2026 awaits/);
  });
});

describe('Rule 4(6): the notice of hearing tells the time and place', () => {
  const hn = (time?: string, place?: string): AdjudicationCommand => ({
    type: 'issue-hearing-notice',
    on: d('2026-07-22'),
    hearingNoticeId: 'h1',
    hearingOn: d('2026-08-05'),
    mode: 'in-person',
    ...(time !== undefined ? { time } : {}),
    ...(place !== undefined ? { place } : {}),
  });
  it('Rule 4(6): time and place are recorded with the notice and kept in the case', () => {
    const { state } = run([hn('10:30', 'Court room, SDM office, Sadar, Agra')], makeCtx(), replied());
    assert.equal(state.hearingNotices[0]?.time, '10:30');
    assert.equal(state.hearingNotices[0]?.place, 'Court room, SDM office, Sadar, Agra');
  });
  it('Rule 4(6): a time that is not HH:MM is refused on its field', () => {
    const r = refusal(replied().state, hn('half past ten'));
    assert.equal(r.field, 'time');
  });
});
