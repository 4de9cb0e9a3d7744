// Rule 4(5), Rule 4(7) (issue 32): the person complained against objects that they were not served as the record claims
// (the show-cause notice, or a notice of hearing); the officer decides the objection for reasons recorded. While it is
// undecided, ex parte, a hearing in their absence on that notice and the final order wait (adjudicationGate). An upheld
// objection turns the attempt into a failed one: the notice is to be served again.
//
// The objection comes before the decision that rests on the service: on the show-cause notice, before the ex parte
// decision (after it, the way is to ask the officer to recall it under Rule 4(7)); on a notice of hearing, before a
// hearing is recorded on it; on either, before the final order.

import { formatLegal } from '../../lib/local-date.ts';
import { checkObjection, checkObjectionDecision, objectionBasis } from '../service/objection.ts';
import type { DecideServiceObjection, ObjectToService } from './commands.ts';
import type { AdjDecision } from './decide-util.ts';
import { emit, fail, no } from './decide-util.ts';
import type { AdjudicationState } from './state.ts';

const BASIS = objectionBasis('r4.5');

export function decideObjectToService(s: AdjudicationState, cmd: ObjectToService): AdjDecision {
  if (s.order)
    return no(
      'ORDER.ALREADY_PASSED',
      `The final order was passed on ${formatLegal(s.order.on)}; an objection to service now goes with an appeal under Rule 7.`,
      [...BASIS, 'in.ctr2026.r7.1'],
    );
  const id = cmd.hearingNoticeId;
  if (id === undefined && s.exParte)
    return no(
      'CASE.WRONG_STAGE',
      `The officer decided on ${formatLegal(s.exParte.on)} to proceed in your absence; ask the officer to recall that decision under Rule 4(7), saying that you were not served.`,
      BASIS,
    );
  const h = id === undefined ? undefined : s.hearingNotices.find((x) => x.hearingNoticeId === id);
  if (id !== undefined && !h)
    return no(
      'SERVICE.OBJECTION_NOTHING_SERVED',
      `No notice of hearing "${id}" is recorded in this case.`,
      BASIS,
      'hearingNoticeId',
    );
  if (h && s.hearings.some((x) => x.hearingNoticeId === id))
    return no(
      'CASE.WRONG_STAGE',
      'The hearing on this notice is already recorded; say at the next hearing, or in writing to the officer, that you were not served.',
      BASIS,
      'hearingNoticeId',
    );
  const service = h ? h.service : s.notice?.service;
  const ok = checkObjection('r4.5', service, s.serviceObjections, cmd);
  if (!ok.ok) return fail(ok.error);
  return emit({
    type: 'service-objected',
    on: cmd.on,
    basis: ok.value.basis,
    objectionId: cmd.objectionId,
    ...(id !== undefined ? { hearingNoticeId: id } : {}),
    attemptId: ok.value.attemptId,
    grounds: cmd.grounds.trim(),
  });
}

export function decideServiceObjection(s: AdjudicationState, cmd: DecideServiceObjection): AdjDecision {
  const ok = checkObjectionDecision('r4.5', s.serviceObjections, cmd);
  if (!ok.ok) return fail(ok.error);
  const o = ok.value;
  return emit({
    type: 'service-objection-decided',
    on: cmd.on,
    basis: BASIS,
    objectionId: o.objectionId,
    ...(o.hearingNoticeId !== undefined ? { hearingNoticeId: o.hearingNoticeId } : {}),
    attemptId: o.attemptId,
    upheld: cmd.upheld,
    reasons: cmd.reasons.trim(),
  });
}
