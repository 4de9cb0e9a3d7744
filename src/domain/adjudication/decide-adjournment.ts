// Issue 27: adjournments of a sitting fixed under Rule 4(6) (or the hearing in the absence under Rule 4(7)). The Rules
// say nothing of adjournments; the portal's choice (docs/assumptions.md I-330) is that a party may ask, on the portal or
// orally or in writing at or before the sitting (the officer records it), and that the officer decides each request:
// granted, fixing the new date by a notice of hearing that withdraws the one adjourned; or refused, for reasons that
// answer the request. While a request is undecided the one gate refuses every adverse decision
// (domain/service/opportunity.ts), and no other notice of hearing replaces the sitting asked to be adjourned.

import { formatLegal } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import type { DecideAdjournment, RecordAdjournmentRequest, SeekAdjournment } from './commands.ts';
import { ADJOURNMENT_BASIS, cap, liveHearingNotice, pendingOn, WHO } from './adjournments.ts';
import { decideIssueHearingNotice } from './decide-hearing.ts';
import type { AdjDecision } from './decide-util.ts';
import { emit, hasId, no } from './decide-util.ts';
import type { AdjudicationState, HearingNotice } from './state.ts';
import { pendingAdjournments } from './state.ts';

function checkRequest(
  s: AdjudicationState,
  cmd: SeekAdjournment | RecordAdjournmentRequest,
): AdjDecision | HearingNotice {
  const basis = ADJOURNMENT_BASIS;
  if (s.order)
    return no(
      'ORDER.ALREADY_PASSED',
      `The final order was passed on ${formatLegal(s.order.on)}; there is no sitting left to adjourn. An appeal lies against the order (Rule 7).`,
      [...basis, 'in.ctr2026.r7.1'],
    );
  if (cmd.by !== 'contravener' && cmd.by !== 'complainant')
    return no(
      'SUBMISSION.NOT_ALLOWED',
      'Say who asks for the adjournment: the person complained against or the complainant.',
      basis,
      'by',
    );
  if (!hasId(cmd.requestId) || (s.adjournmentRequests ?? []).some((r) => r.requestId === cmd.requestId))
    return no(
      'HEARING.NOTICE_ID_INVALID',
      `Give the request a new id; "${String(cmd.requestId)}" is empty or already used.`,
      basis,
      'requestId',
    );
  const id = cmd.hearingNoticeId;
  const h = id === undefined ? liveHearingNotice(s) : s.hearingNotices.find((x) => x.hearingNoticeId === id);
  if (!h)
    return no(
      'ADJOURNMENT.NO_SITTING',
      id === undefined
        ? 'No hearing is fixed in this case that is still to be held; there is nothing to adjourn.'
        : `No notice of hearing "${id}" was issued in this case.`,
      basis,
      'hearingNoticeId',
    );
  const held = s.hearings.find((x) => x.hearingNoticeId === h.hearingNoticeId);
  if (held)
    return no(
      'ADJOURNMENT.NO_SITTING',
      `The hearing fixed for ${formatLegal(h.hearingOn)} was held on ${formatLegal(held.on)}; an adjournment is asked for before or at the sitting, not after it.`,
      basis,
      'hearingNoticeId',
    );
  if (h.withdrawnOn !== undefined)
    return no(
      'ADJOURNMENT.NO_SITTING',
      `The notice of hearing for ${formatLegal(h.hearingOn)} was withdrawn on ${formatLegal(h.withdrawnOn)} when a new date was fixed; ask to adjourn the sitting that replaced it.`,
      basis,
      'hearingNoticeId',
    );
  if (cmd.on > h.hearingOn)
    return no(
      'ADJOURNMENT.NO_SITTING',
      `The sitting fixed for ${formatLegal(h.hearingOn)} has passed; an adjournment is asked for before or at the sitting. The officer records what happened that day.`,
      basis,
      'on',
    );
  if (h.inAbsence && cmd.by === 'contravener')
    return no(
      'CASE.WRONG_STAGE',
      `The case proceeds ex parte: this hearing is held in the absence of the person complained against, and the notice calls the complainant only. To be heard, ask the officer to recall the ex parte proceeding (Rule 4(7)).`,
      [...basis, 'in.ctr2026.r4.7'],
    );
  const pending = pendingOn(s, h.hearingNoticeId);
  if (pending)
    return no(
      'ADJOURNMENT.REQUEST_PENDING',
      `${cap(WHO[pending.by])} asked on ${formatLegal(pending.on)} to adjourn this hearing; the officer has not yet decided it. ${pending.by === cmd.by ? 'You will be told of the decision.' : 'The officer decides that request first.'}`,
      basis,
    );
  // On the portal a party asks once for a sitting; refused, they may still ask the officer at the sitting itself.
  const refusedBefore = (s.adjournmentRequests ?? []).find(
    (r) => r.hearingNoticeId === h.hearingNoticeId && r.by === cmd.by && r.status === 'refused',
  );
  if (cmd.type === 'seek-adjournment' && refusedBefore)
    return no(
      'CASE.WRONG_STAGE',
      `Your request to adjourn the hearing of ${formatLegal(h.hearingOn)} was refused on ${formatLegal(refusedBefore.decidedOn ?? refusedBefore.on)}, with reasons. If something new keeps you from attending, tell the officer before or at the sitting.`,
      basis,
    );
  if (!hasText(cmd.reasons))
    return no(
      'ADJOURNMENT.REASONS_REQUIRED',
      'Say why the hearing should be adjourned (for example illness, a death in the family, or the lawyer engaged being unable to attend that day): the officer decides on the reasons given.',
      basis,
      'reasons',
    );
  return h;
}

/** A party asks on the portal to adjourn the sitting fixed. */
export function decideSeekAdjournment(s: AdjudicationState, cmd: SeekAdjournment): AdjDecision {
  const h = checkRequest(s, cmd);
  if ('ok' in h) return h;
  return emit({
    type: 'adjournment-sought',
    on: cmd.on,
    basis: [...ADJOURNMENT_BASIS, ...(h.inAbsence ? (['in.ctr2026.r4.7'] as const) : [])],
    requestId: cmd.requestId,
    by: cmd.by,
    made: 'portal',
    hearingNoticeId: h.hearingNoticeId,
    sittingOn: h.hearingOn,
    reasons: cmd.reasons.trim(),
  });
}

/** The officer records a request made orally or in writing, at or before the sitting. */
export function decideRecordAdjournmentRequest(s: AdjudicationState, cmd: RecordAdjournmentRequest): AdjDecision {
  if (cmd.made !== 'orally' && cmd.made !== 'in-writing')
    return no(
      'SUBMISSION.NOT_ALLOWED',
      'Say whether the adjournment was asked for orally or in writing.',
      ADJOURNMENT_BASIS,
      'made',
    );
  const h = checkRequest(s, cmd);
  if ('ok' in h) return h;
  return emit({
    type: 'adjournment-sought',
    on: cmd.on,
    basis: [...ADJOURNMENT_BASIS, ...(h.inAbsence ? (['in.ctr2026.r4.7'] as const) : [])],
    requestId: cmd.requestId,
    by: cmd.by,
    made: cmd.made,
    hearingNoticeId: h.hearingNoticeId,
    sittingOn: h.hearingOn,
    reasons: cmd.reasons.trim(),
  });
}

const norm = (x: string): string => x.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The officer grants the request (fixing the new date: the notice of hearing re-fixed, the one adjourned withdrawn) or
 * refuses it for reasons that answer it.
 */
export function decideAdjournment(s: AdjudicationState, cmd: DecideAdjournment, ctx: DecideContext): AdjDecision {
  const basis = ADJOURNMENT_BASIS;
  const req = pendingAdjournments(s).find((r) => r.requestId === cmd.requestId);
  if (!req)
    return no(
      'ADJOURNMENT.NO_REQUEST',
      (s.adjournmentRequests ?? []).some((r) => r.requestId === cmd.requestId)
        ? `The request "${cmd.requestId}" to adjourn has already been decided.`
        : 'No request to adjourn a hearing is awaiting a decision under that id.',
      basis,
      'requestId',
    );
  if (typeof cmd.granted !== 'boolean')
    return no('ADJOURNMENT.REASONS_REQUIRED', 'Say whether the adjournment is granted or refused.', basis, 'granted');
  if (!hasText(cmd.reasons))
    return no(
      'ADJOURNMENT.REASONS_REQUIRED',
      cmd.granted
        ? `Record why the hearing of ${formatLegal(req.sittingOn)} is adjourned, in answer to the request: "${req.reasons}".`
        : `A refusal to adjourn is recorded with reasons that answer the request: ${WHO[req.by]} asked because "${req.reasons}". Say why that is not a ground to adjourn the hearing of ${formatLegal(req.sittingOn)} (Rule 4(6), Rule 4(10): a reasonable opportunity of being heard).`,
      basis,
      'reasons',
    );
  if (norm(cmd.reasons) === norm(req.reasons))
    return no(
      'ADJOURNMENT.REASONS_REQUIRED',
      'The reasons repeat the request; record your own reasons for the decision, answering the ground the party gave.',
      basis,
      'reasons',
    );
  const reasons = cmd.reasons.trim();
  const inAbsence = s.hearingNotices.find((h) => h.hearingNoticeId === req.hearingNoticeId)?.inAbsence === true;
  const b: ProvisionId[] = [...basis, ...(inAbsence ? (['in.ctr2026.r4.7'] as const) : [])];
  if (!cmd.granted) {
    return emit({
      type: 'adjournment-refused',
      on: cmd.on,
      basis: b,
      requestId: req.requestId,
      by: req.by,
      soughtOn: req.on,
      soughtReasons: req.reasons,
      hearingNoticeId: req.hearingNoticeId,
      sittingOn: req.sittingOn,
      reasons,
    });
  }
  // Granted: the new date is fixed by a notice of hearing replacing the one adjourned (the same guards as any).
  if (liveHearingNotice(s)?.hearingNoticeId !== req.hearingNoticeId)
    return no(
      'ADJOURNMENT.NO_SITTING',
      `The hearing of ${formatLegal(req.sittingOn)} is no longer the sitting fixed in this case; refuse the request, recording why.`,
      basis,
      'requestId',
    );
  if (typeof cmd.hearingOn !== 'string' || cmd.hearingOn <= req.sittingOn)
    return no(
      'HEARING.DATE_INVALID',
      `Fix the new date of hearing after ${formatLegal(req.sittingOn)}, the date adjourned.`,
      basis,
      'hearingOn',
    );
  const issued = decideIssueHearingNotice(
    s,
    {
      type: 'issue-hearing-notice',
      on: cmd.on,
      hearingNoticeId: cmd.hearingNoticeId ?? '',
      hearingOn: cmd.hearingOn,
      mode: cmd.mode ?? ('' as 'in-person'),
      ...(cmd.time !== undefined ? { time: cmd.time } : {}),
      ...(cmd.place !== undefined ? { place: cmd.place } : {}),
      ...(cmd.link !== undefined ? { link: cmd.link } : {}),
      ...(cmd.shortNoticeReasons !== undefined ? { shortNoticeReasons: cmd.shortNoticeReasons } : {}),
      ...(cmd.closedDayConfirmed !== undefined ? { closedDayConfirmed: cmd.closedDayConfirmed } : {}),
      adjournment: { soughtBy: req.by, reasons: req.reasons },
    },
    ctx,
    req.requestId,
  );
  if (!issued.ok) return issued;
  return emit(
    {
      type: 'adjournment-granted',
      on: cmd.on,
      basis: b,
      requestId: req.requestId,
      by: req.by,
      soughtOn: req.on,
      soughtReasons: req.reasons,
      from: req.sittingOn,
      to: cmd.hearingOn,
      hearingNoticeId: req.hearingNoticeId,
      newHearingNoticeId: cmd.hearingNoticeId!,
      reasons,
    },
    ...issued.value,
  );
}
