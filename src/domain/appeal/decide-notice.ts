// Deciding the notice to the respondent (Rule 7(8)), its service (Rule 7(9), through service.ts) and the reply.

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal } from '../../lib/local-date.ts';
import { param } from '../../rules/packs.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import {
  checkAttempt,
  checkOutcome,
  checkOutcomeProof,
  checkProof,
  checkRefusal,
  modeProvision,
} from '../service/service.ts';
import { respondentReplyClock } from './clocks.ts';
import type {
  IssueNoticeToRespondent,
  RecordRespondentReply,
  RecordServiceAttempt,
  RecordServiceOutcome,
  RecordTenderRefused,
  ServiceTarget,
} from './commands.ts';
import type { HearingServiceRef } from './events.ts';
import type { ServiceState } from '../service/service.ts';
import type { AppealDecision } from './guards.ts';
import { inStage, no, yes } from './guards.ts';
import type { AppealState, RespondentNotice } from './state.ts';

const R7_8: ProvisionId[] = ['in.ctr2026.r7.8'];
const R7_9: ProvisionId[] = ['in.ctr2026.r7.9'];
const R7_10: ProvisionId[] = ['in.ctr2026.r7.10'];

/** Rule 7(8): on admission, notice with a copy of the appeal, the reply period set by the authority (at most 30 days). */
export function decideIssueNotice(s: AppealState, c: IssueNoticeToRespondent, ctx: DecideContext): AppealDecision {
  if (s.stage === 'filed') {
    return no(
      'APPEAL.NOT_ADMITTED',
      'The notice to the respondent is issued on admission of the appeal; admit the appeal first (Rule 7(7)).',
      [...R7_8, 'in.ctr2026.r7.7'],
    );
  }
  const stage = inStage(s, ['admitted'], 'issue the notice to the respondent', R7_8);
  if (stage) return stage;
  if (s.notice !== undefined) {
    return no(
      'NOTICE.ALREADY_ISSUED',
      `The notice to the respondent was already issued on ${formatLegal(s.notice.issuedOn)}.`,
      R7_8,
    );
  }
  if (!c.copyOfAppealEnclosed) {
    return no(
      'APPEAL.COPY_OF_APPEAL_NOT_ENCLOSED',
      'The notice must be served along with a copy of the appeal; enclose the copy.',
      R7_8,
      'copyOfAppealEnclosed',
    );
  }
  const max = param(ctx.pack, 'appeal.respondent-reply-max-days', c.on);
  if (!Number.isInteger(c.replyDays) || c.replyDays < 1) {
    return no(
      'APPEAL.RESPONDENT_REPLY_NOT_POSITIVE',
      `Set the days for the respondent's reply as a whole number from 1 to ${max.value}.`,
      R7_8,
      'replyDays',
    );
  }
  if (c.replyDays > max.value) {
    return no(
      'APPEAL.RESPONDENT_REPLY_EXCEEDS_30_DAYS',
      `${c.replyDays} days is more than the ${max.value} days Rule 7(8) allows for the respondent's reply; set ${max.value} days or fewer.`,
      max.basis,
      'replyDays',
    );
  }
  return yes({
    type: 'appeal.notice-issued',
    on: c.on,
    basis: R7_8,
    replyDays: c.replyDays,
    replyMaxDays: max.value,
    copyOfAppealEnclosed: true,
  });
}

function noticeGuard(s: AppealState, act: string, basis: readonly ProvisionId[]): AppealDecision | RespondentNotice {
  const stage = inStage(s, ['admitted'], act, basis);
  if (stage) return stage;
  if (s.notice === undefined)
    return no(
      'NOTICE.NOT_ISSUED',
      'The notice to the respondent has not been issued; issue it under Rule 7(8) first.',
      [...basis, ...R7_8],
    );
  return s.notice;
}
const isDecision = (x: object): x is AppealDecision => 'ok' in x;

interface Target {
  readonly service: ServiceState;
  readonly ref: HearingServiceRef;
}

/**
 * The notice a service command addresses: the Rule 7(8) notice, or (issue 27) the appellant's or the respondent's copy
 * of the notice of hearing now in force, served in the manners of Rule 7(9).
 */
function targetOf(s: AppealState, c: ServiceTarget, act: string): AppealDecision | Target {
  if (c.notice !== 'hearing') {
    const n = noticeGuard(s, act, R7_9);
    return isDecision(n) ? n : { service: n.service, ref: {} };
  }
  const stage = inStage(s, ['admitted'], act, R7_10);
  if (stage) return stage;
  const hn = (s.hearingNotices ?? []).at(-1);
  if (hn === undefined || s.scheduledHearing === undefined || hn.withdrawnOn !== undefined) {
    return no('HEARING.NOT_NOTIFIED', 'No notice of hearing is in force; fix the hearing first.', R7_10, 'notice');
  }
  if (c.to !== 'appellant' && c.to !== 'respondent') {
    return no(
      'HEARING.NOTICE_ID_INVALID',
      'Say whose copy of the notice of hearing: the appellant or the respondent.',
      R7_10,
      'to',
    );
  }
  return { service: hn.service[c.to], ref: { hearingNoticeId: hn.id, to: c.to } };
}

/** Rule 7(9): an attempt at service; affixing only after (i) and (ii) have failed (checkAttempt). */
export function decideServiceAttempt(s: AppealState, c: RecordServiceAttempt, ctx: DecideContext): AppealDecision {
  const n = targetOf(s, c, 'record an attempt at service');
  if (isDecision(n)) return n;
  const checked = checkAttempt('r7.9', n.service, c.mode, c.on);
  if (!checked.ok) return checked;
  const outcomeOf = c.outcome ?? 'pending';
  const proof = checkProof('r7.9', c.mode, outcomeOf, c.proof, ctx.attachedDocumentIds);
  if (!proof.ok) return proof;
  // An attempt recorded by a job names its own id (the mail dispatcher's `email-<message key>`), so it is recorded once.
  const attemptId = c.attemptId ?? `a${n.service.attempts.length + 1}`;
  if (attemptId.trim().length === 0 || n.service.attempts.some((a) => a.attemptId === attemptId)) {
    return no(
      'SERVICE.ATTEMPT_ID_INVALID',
      `Give each service attempt a new id; "${attemptId}" is empty or already used on this notice.`,
      R7_9,
      'attemptId',
    );
  }
  const outcome = c.outcome ?? 'pending';
  return yes({
    type: 'appeal.service-attempted',
    on: c.on,
    basis: n.ref.hearingNoticeId !== undefined ? [...new Set([...checked.value, ...R7_10])] : checked.value,
    ...n.ref,
    attempt: {
      attemptId,
      mode: c.mode,
      on: c.on,
      outcome,
      ...(outcome !== 'pending' ? { outcomeOn: c.on } : {}),
      ...(c.particulars !== undefined ? { particulars: c.particulars } : {}),
      ...(proof.value !== undefined ? { proof: proof.value } : {}),
    },
  });
}

export function decideServiceOutcome(s: AppealState, c: RecordServiceOutcome, ctx: DecideContext): AppealDecision {
  const n = targetOf(s, c, 'record the outcome of service');
  if (isDecision(n)) return n;
  const checked = checkOutcome('r7.9', n.service, c.attemptId, c.on);
  if (!checked.ok) return checked;
  const ack = checkOutcomeProof('r7.9', checked.value, c.outcome, c.acknowledgementDocumentId, ctx.attachedDocumentIds);
  if (!ack.ok) return ack;
  return yes({
    type: 'appeal.service-outcome',
    on: c.on,
    basis: ['in.ctr2026.r7.9', modeProvision('r7.9', checked.value.mode)],
    ...n.ref,
    attemptId: c.attemptId,
    outcome: c.outcome,
    ...(ack.value !== undefined ? { acknowledgementDocumentId: ack.value } : {}),
  });
}

/**
 * Rule 7(9)(i) (issue 13): the respondent refused to accept the tendered notice. Recorded as a failed tender marked
 * refused, with its proof; it is not service: the authority goes on to clause (ii), then (iii).
 */
export function decideTenderRefused(s: AppealState, c: RecordTenderRefused): AppealDecision {
  const n = targetOf(s, c, 'record a refusal to accept the notice');
  if (isDecision(n)) return n;
  const attemptId = c.attemptId ?? `a${n.service.attempts.length + 1}`;
  if (attemptId.trim().length === 0 || n.service.attempts.some((a) => a.attemptId === attemptId)) {
    return no(
      'SERVICE.ATTEMPT_ID_INVALID',
      `Give each service attempt a new id; "${attemptId}" is empty or already used on this notice.`,
      R7_9,
      'attemptId',
    );
  }
  const checked = checkRefusal('r7.9', n.service, {
    attemptId,
    on: c.on,
    proof: c.proof,
    refusal: c.refusal,
    witnesses: c.witnesses,
  });
  if (!checked.ok) return checked;
  return yes({
    type: 'appeal.service-attempted',
    on: c.on,
    basis: checked.value.basis,
    ...n.ref,
    attempt: checked.value.attempt,
    refused: { refusal: checked.value.refusal, witnesses: checked.value.witnesses },
  });
}

/** Rule 7(8): the respondent's reply; a late reply is recorded as late, and the authority decides what to do with it. */
export function decideRespondentReply(s: AppealState, c: RecordRespondentReply, ctx: DecideContext): AppealDecision {
  const n = noticeGuard(s, "record the respondent's reply", R7_8);
  if (isDecision(n)) return n;
  if (s.reply !== undefined) {
    return no(
      'REPLY.ALREADY_RECEIVED',
      `The respondent's reply was already recorded on ${formatLegal(s.reply.on)}.`,
      R7_8,
    );
  }
  let due: LocalDate | undefined;
  if (n.service.servedOn !== undefined) {
    const clock = respondentReplyClock(n.service.servedOn, n.replyDays, n.issuedOn, ctx);
    if (!clock.ok) return clock;
    due = clock.value.value.due;
  }
  return yes({
    type: 'appeal.respondent-replied',
    on: c.on,
    basis: R7_8,
    late: due !== undefined && c.on > due,
    ...(due !== undefined ? { due } : {}),
  });
}
