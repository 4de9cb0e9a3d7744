// Rule 7(9), Rule 7(10) (issue 32): the respondent to the appeal objects that the notice under Rule 7(8) was not served
// on them as recorded; the appellate authority decides the objection for reasons recorded. While it is undecided the
// hearing is not fixed and the appeal is not decided (Rule 7(10) fixes the hearing on a notice served). An upheld
// objection turns the attempt into a failed one: the notice is to be served again, and a hearing fixed on it falls.
// The objection comes before the hearing is held.

import { formatLegal } from '../../lib/local-date.ts';
import type { Refusal } from '../../rules/ruling.ts';
import {
  checkNoUndecidedObjectionToService,
  checkObjection,
  checkObjectionDecision,
  objectionBasis,
} from '../service/objection.ts';
import type { DecideServiceObjection, ObjectToService } from './commands.ts';
import type { AppealDecision } from './guards.ts';
import { no, yes } from './guards.ts';
import type { AppealState } from './state.ts';
import { err } from '../../lib/result.ts';

const BASIS = objectionBasis('r7.9');

export function decideObjectToService(s: AppealState, c: ObjectToService): AppealDecision {
  if (s.decision) return no('APPEAL.WRONG_STAGE', `The appeal was decided on ${formatLegal(s.decision.on)}.`, BASIS);
  if (s.hearings.length > 0)
    return no(
      'APPEAL.WRONG_STAGE',
      `The appeal was heard on ${formatLegal(s.hearings[0]!.on)}; tell the appellate authority in writing that you were not served.`,
      BASIS,
    );
  const ok = checkObjection('r7.9', s.notice?.service, s.serviceObjections, c);
  if (!ok.ok) return err(ok.error);
  return yes({
    type: 'appeal.service-objected',
    on: c.on,
    basis: ok.value.basis,
    objectionId: c.objectionId,
    attemptId: ok.value.attemptId,
    grounds: c.grounds.trim(),
  });
}

export function decideServiceObjection(s: AppealState, c: DecideServiceObjection): AppealDecision {
  const ok = checkObjectionDecision('r7.9', s.serviceObjections, c);
  if (!ok.ok) return err(ok.error);
  return yes({
    type: 'appeal.service-objection-decided',
    on: c.on,
    basis: BASIS,
    objectionId: ok.value.objectionId,
    attemptId: ok.value.attemptId,
    upheld: c.upheld,
    reasons: c.reasons.trim(),
  });
}

/** Rule 7(9), Rule 7(10): fixing the hearing or deciding the appeal waits for the decision on an objection. */
export function objectionGate(s: AppealState, what: string): Refusal | undefined {
  const r = checkNoUndecidedObjectionToService(s.serviceObjections, what, 'r7.9');
  return r.ok ? undefined : r.error;
}
