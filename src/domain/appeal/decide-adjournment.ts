// Rule 7(10) (issue 27): adjournment of the appellate hearing. The Rules are silent on adjournments; they rest on the
// reasonable opportunity of hearing Rule 7(10) gives all parties (docs/assumptions.md A-255). The appellant or the
// respondent asks, for reasons, that the hearing fixed be adjourned: on the portal themselves, or as the appellate
// authority records a request made in writing or at the sitting. The authority grants it (fixing the new hearing,
// whose notice replaces the one withdrawn: who sought it and why are kept on it) or refuses it, with reasons either
// way. While a request is undecided the appeal is not decided (the one gate, domain/service/opportunity.ts).

import { formatLegal } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import type { DecideAdjournment, RecordAdjournmentRequest, SeekAdjournment } from './commands.ts';
import type { AppealDecision } from './guards.ts';
import { inStage, no, yes } from './guards.ts';
import { decideScheduleHearing } from './decide-hearing.ts';
import type { AppealState } from './state.ts';

const R7_10: readonly ProvisionId[] = ['in.ctr2026.r7.10'];

/** Rule 7(10): a party's request to adjourn the hearing fixed, made by them on the portal or recorded by the authority. */
export function decideSeekAdjournment(
  s: AppealState,
  c: SeekAdjournment | RecordAdjournmentRequest,
  submittedBy?: 'party',
): AppealDecision {
  const stage = inStage(s, ['admitted'], 'ask to adjourn the hearing', R7_10);
  if (stage) return stage;
  if (c.by !== 'appellant' && c.by !== 'respondent')
    return no(
      'APPEAL.WRONG_STAGE',
      'Say whether the appellant or the respondent asks for the adjournment.',
      R7_10,
      'by',
    );
  const h = s.scheduledHearing;
  if (h === undefined)
    return no('HEARING.NOT_NOTIFIED', 'No hearing of the appeal is fixed; there is no hearing to adjourn.', R7_10);
  if (c.on > h.hearingOn)
    return no(
      'HEARING.DATE_INVALID',
      `The hearing was fixed for ${formatLegal(h.hearingOn)}; an adjournment of it is asked for on or before that day.`,
      R7_10,
      'on',
    );
  const mine = (s.adjournments ?? []).find((a) => a.soughtBy === c.by && a.outcome === 'pending');
  if (mine)
    return no(
      'APPEAL.WRONG_STAGE',
      `The ${c.by} asked on ${formatLegal(mine.on)} to adjourn the hearing; the appellate authority has yet to decide that request.`,
      R7_10,
    );
  if (!hasText(c.reasons))
    return no(
      'APPEAL.REASONS_REQUIRED',
      'Say why the hearing should be adjourned: the appellate authority decides the request on the reasons given.',
      R7_10,
      'reasons',
    );
  const notice = (s.hearingNotices ?? []).at(-1);
  return yes({
    type: 'appeal.adjournment-sought',
    on: c.on,
    basis: R7_10,
    adjournmentId: `adj${(s.adjournments ?? []).length + 1}`,
    by: c.by,
    reasons: c.reasons.trim(),
    from: h.hearingOn,
    ...(notice !== undefined && notice.withdrawnOn === undefined ? { hearingNoticeId: notice.id } : {}),
    ...(submittedBy !== undefined ? { submittedBy } : {}),
  });
}

/** Rule 7(10): the authority grants the adjournment (and fixes the new hearing) or refuses it, with reasons. */
export function decideAdjournment(s: AppealState, c: DecideAdjournment, ctx: DecideContext): AppealDecision {
  const stage = inStage(s, ['admitted'], 'decide a request to adjourn the hearing', R7_10);
  if (stage) return stage;
  const a = (s.adjournments ?? []).find((x) => x.id === c.adjournmentId);
  if (a === undefined || a.soughtBy === 'officer')
    return no(
      'APPEAL.WRONG_STAGE',
      `No request to adjourn the hearing numbered "${String(c.adjournmentId)}" was made.`,
      R7_10,
      'adjournmentId',
    );
  if (a.outcome !== 'pending')
    return no(
      'APPEAL.WRONG_STAGE',
      `The request of ${formatLegal(a.on)} to adjourn the hearing was ${a.outcome} on ${formatLegal(a.decidedOn ?? a.on)}.`,
      R7_10,
      'adjournmentId',
    );
  if (!hasText(c.reasons))
    return no(
      'APPEAL.REASONS_REQUIRED',
      `Record your reasons for ${c.grant ? 'granting' : 'refusing'} the adjournment the ${a.soughtBy} asked for (Rule 7(10): a reasonable opportunity of hearing to all parties).`,
      R7_10,
      'reasons',
    );
  const by = a.soughtBy;
  const decided = {
    type: 'appeal.adjournment-decided' as const,
    on: c.on,
    basis: R7_10,
    adjournmentId: a.id,
    by,
    reasons: c.reasons.trim(),
    from: a.from,
  };
  if (!c.grant) return yes({ ...decided, granted: false });
  if (c.hearingOn === undefined)
    return no('HEARING.DATE_INVALID', 'To grant the adjournment, fix the new date of the hearing.', R7_10, 'hearingOn');
  // The new hearing is fixed as any hearing is (an open day, its time, after the reply period), its notice replacing
  // the one withdrawn, and it carries who sought the adjournment and why.
  const fixed = decideScheduleHearing(
    s,
    {
      type: 'schedule-hearing',
      on: c.on,
      hearingOn: c.hearingOn,
      mode: c.mode ?? 'in-person',
      ...(c.venueOrLink !== undefined ? { venueOrLink: c.venueOrLink } : {}),
      ...(c.time !== undefined ? { time: c.time } : {}),
      ...(c.closedDayConfirmed !== undefined ? { closedDayConfirmed: c.closedDayConfirmed } : {}),
    },
    ctx,
    { soughtBy: by, reasons: a.reasons, adjournmentId: a.id },
  );
  if (!fixed.ok) return fixed;
  return yes({ ...decided, granted: true, to: c.hearingOn }, ...fixed.value);
}
