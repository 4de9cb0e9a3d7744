// Issue 32: the person's objection to service, and the officer's decision on it, in the complaint case. Ex parte, a
// hearing in the person's absence on the notice objected to, and the final order wait while it is undecided.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AdjudicationCommand } from './commands.ts';
import {
  accept,
  d,
  hearingCmd,
  hearingNoticeCmd,
  noticeCmd,
  penaltyOrder,
  refusal,
  registerCmd,
  replyCmd,
  run,
  tenderServed,
} from './fixtures.ts';

const object = (on: string, over: Partial<{ hearingNoticeId: string; grounds: string; objectionId: string }> = {}) =>
  ({
    type: 'object-to-service',
    on: d(on),
    objectionId: 'ob1',
    grounds: 'I was at my daughter’s village in Mathura that week; the man who took the notice is not me.',
    ...over,
  }) as AdjudicationCommand;
const decideObjection = (on: string, upheld: boolean, reasons = 'The photograph shows another house.') =>
  ({ type: 'decide-service-objection', on: d(on), objectionId: 'ob1', upheld, reasons }) as AdjudicationCommand;
const exParte: AdjudicationCommand = { type: 'proceed-ex-parte', on: d('2026-08-14'), reasons: 'No reply received.' };

describe('Rule 4(5), Rule 4(7): ex parte waits while an objection to service is undecided', () => {
  it('Rule 4(7): refuses ex parte while the objection is undecided, naming the rule; once rejected, ex parte may follow', () => {
    const r = run([registerCmd(), noticeCmd(), tenderServed(), object('2026-07-12')]);
    const ev = r.events.at(-1)!;
    assert.equal(ev.type, 'service-objected');
    assert.equal((ev as { attemptId: string }).attemptId, 'a1');
    const no = refusal(r.state, exParte);
    assert.equal(no.code, 'SERVICE.OBJECTION_UNDECIDED');
    assert.deepEqual(no.basis, ['in.ctr2026.r4.5', 'in.ctr2026.r4.7']);
    assert.match(no.message, /objected on 12 Jul 2026 .*Mathura.*before proceeding ex parte/);
    const rejected = run([decideObjection('2026-07-13', false, 'The receiver signed in his own name.')], undefined, r);
    assert.equal(rejected.state.notice!.service.servedOn, '2026-07-10');
    assert.equal(accept(rejected.state, exParte)[0]!.type, 'ex-parte-recorded');
  });

  it('Rule 4(5): an upheld objection undoes the service: the attempt failed, the notice is to be served again, and ex parte is refused', () => {
    const r = run([
      registerCmd(),
      noticeCmd(),
      tenderServed(),
      object('2026-07-12'),
      decideObjection('2026-07-13', true),
    ]);
    const service = r.state.notice!.service;
    assert.equal(service.servedOn, undefined);
    assert.equal(service.attempts.find((a) => a.attemptId === 'a1')!.outcome, 'failed');
    assert.equal(r.state.serviceObjections![0]!.decided!.upheld, true);
    assert.notEqual(refusal(r.state, exParte).code, 'SERVICE.OBJECTION_UNDECIDED');
    // Served again, then the reply period runs from the new service.
    const again = run([tenderServed('2026-07-15', 'a2')], undefined, r);
    assert.equal(again.state.notice!.service.servedOn, '2026-07-15');
  });

  it('Rule 4(5): there is nothing to object to before service; grounds are required; a decision needs reasons', () => {
    const noticed = run([registerCmd(), noticeCmd()]);
    assert.equal(refusal(noticed.state, object('2026-07-09')).code, 'SERVICE.OBJECTION_NOTHING_SERVED');
    const served = run([tenderServed()], undefined, noticed);
    assert.equal(
      refusal(served.state, object('2026-07-12', { grounds: '  ' })).code,
      'SERVICE.OBJECTION_GROUNDS_REQUIRED',
    );
    const objected = run([object('2026-07-12')], undefined, served);
    assert.equal(
      refusal(objected.state, object('2026-07-12', { objectionId: 'ob2' })).code,
      'SERVICE.OBJECTION_UNDECIDED',
    );
    assert.equal(
      refusal(objected.state, decideObjection('2026-07-13', false, '')).code,
      'SERVICE.OBJECTION_REASONS_REQUIRED',
    );
    const decided = run([decideObjection('2026-07-13', false)], undefined, objected);
    assert.equal(refusal(decided.state, decideObjection('2026-07-14', true)).code, 'SERVICE.OBJECTION_UNKNOWN');
  });

  it('Rule 4(7): after ex parte the objection to the show-cause notice is refused, pointing to a recall', () => {
    const r = run([registerCmd(), noticeCmd(), tenderServed(), exParte]);
    const no = refusal(r.state, object('2026-08-15'));
    assert.equal(no.code, 'CASE.WRONG_STAGE');
    assert.match(no.message, /recall/);
  });

  it('Rule 4(6), Rule 4(12): an undecided objection to a notice of hearing holds back the hearing in absence and the order', () => {
    const r = run([
      registerCmd(),
      noticeCmd(),
      tenderServed(),
      replyCmd(),
      hearingNoticeCmd(),
      tenderServed('2026-07-23', 'h1-a1', 'h1'),
      object('2026-07-25', { hearingNoticeId: 'h1' }),
    ]);
    const absent = refusal(r.state, { ...(hearingCmd() as object), noticeeAppeared: false } as AdjudicationCommand);
    assert.equal(absent.code, 'SERVICE.OBJECTION_UNDECIDED');
    assert.match(absent.message, /before recording the hearing in their absence/);
    // Present at the hearing, the person is heard; the order still waits for the decision on the objection.
    const heard = run([hearingCmd()], undefined, r);
    const order = refusal(heard.state, penaltyOrder('2026-08-06'));
    assert.equal(order.code, 'SERVICE.OBJECTION_UNDECIDED');
    assert.match(order.message, /before passing the order/);
  });
});
