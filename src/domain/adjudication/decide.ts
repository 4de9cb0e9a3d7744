// decide(state, command, ctx): whether a proceeding is lawful now, as events or a refusal. Dispatches to decide-*.ts.
//
// Checks common to every command come first, in this order: the case is closed; the complaint exists (or, for
// registration, does not); the date of the proceeding is not after today and not before the last recorded proceeding.

import { formatLegal } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext, Decision } from '../common.ts';
import type { AdjudicationCommand, AdjudicationCommandType } from './commands.ts';
import { decideRegisterComplaint } from './decide-complaint.ts';
import {
  decideAllowSubmissions,
  decideEnforceAttendance,
  decideIssueHearingNotice,
  decideIssueSummons,
  decideRecordHearing,
  decideRecordHearingInAbsence,
  decideSummonsAppearance,
  decideSubmitList,
  decideWrittenSubmission,
} from './decide-hearing.ts';
import { decideIssueNotice } from './decide-notice.ts';
import { decideAdjournment, decideRecordAdjournmentRequest, decideSeekAdjournment } from './decide-adjournment.ts';
import { decideObjectToService, decideServiceObjection } from './decide-objection.ts';
import { decideExtendProceedings, decidePassOrder, decideSupplyCopy } from './decide-order.ts';
import { decideDeposit, decideReferForRecovery } from './decide-recovery.ts';
import {
  decideRecordWaiver,
  decideRefuseExtension,
  decideRequestExtension,
  decideSubmitReply,
  decideWrittenBrief,
} from './decide-party.ts';
import { decideExParte, decideExtendReply, decideRecallExParte, decideRecordReply } from './decide-reply.ts';
import { decideServiceAttempt, decideServiceOutcome, decideTenderRefused } from './decide-service.ts';
import type { AdjDecision } from './decide-util.ts';
import { no } from './decide-util.ts';
import type { AdjudicationEvent } from './events.ts';
import type { AdjudicationState } from './state.ts';

/**
 * The provisions each command carries out: the one table of them. The refusals that apply to every command cite it, and
 * the catalogue of steps (its `basis`: the step's page, route and buttons) and `ctp provisions --coverage` read it.
 */
export const COMMAND_BASIS: Readonly<Record<AdjudicationCommandType, readonly ProvisionId[]>> = {
  'register-complaint': ['in.ctr2026.r3'],
  'issue-show-cause-notice': ['in.ctr2026.r4.1', 'in.ctr2026.r4.3', 'in.ctr2026.form2'],
  'record-service-attempt': ['in.ctr2026.r4.5'],
  'record-service-outcome': ['in.ctr2026.r4.5'],
  'record-tender-refused': ['in.ctr2026.r4.5', 'in.ctr2026.r4.5.i'],
  'issue-summons': ['in.ctr2026.r4.2'],
  'enforce-attendance': ['in.ctr2026.r4.2'],
  'record-summons-appearance': ['in.ctr2026.r4.2'],
  'extend-reply-period': ['in.ctr2026.r4.4'],
  'record-reply': ['in.ctr2026.r4.6'],
  'submit-reply': ['in.ctr2026.r4.1', 'in.ctr2026.r4.6'],
  'request-reply-extension': ['in.ctr2026.r4.4'],
  'refuse-reply-extension': ['in.ctr2026.r4.4'],
  'proceed-ex-parte': ['in.ctr2026.r4.7'],
  'recall-ex-parte': ['in.ctr2026.r4.7', 'in.ctr2026.r4.6'],
  'record-hearing-in-absence': ['in.ctr2026.r4.7', 'in.ctr2026.r4.10'],
  'issue-hearing-notice': ['in.ctr2026.r4.6'],
  'record-hearing': ['in.ctr2026.r4.10'],
  'allow-written-submissions': ['in.ctr2026.r4.10'],
  'record-written-submission': ['in.ctr2026.r4.10'],
  'submit-written-brief': ['in.ctr2026.r4.10'],
  'submit-witness-list': ['in.ctr2026.r4.11'],
  'submit-document-list': ['in.ctr2026.r4.11'],
  'pass-order': ['in.ctr2026.r4.12', 'in.ctr2026.r4.13'],
  'extend-proceedings': ['in.ctr2026.r6'],
  'supply-order-copy': ['in.ctr2026.r4.15'],
  'record-deposit': ['in.ctr2026.r4.12'],
  'refer-for-recovery': ['in.ctr2026.r4.14', 'in.cta1871.s27c'],
  'record-waiver': ['in.ctr2026.r4.6'],
  'object-to-service': ['in.ctr2026.r4.5', 'in.ctr2026.r4.7'],
  'decide-service-objection': ['in.ctr2026.r4.5', 'in.ctr2026.r4.7'],
  // Issue 27: the Rules are silent on adjournments; the hearing on the date fixed and a reasonable opportunity (I-330).
  'seek-adjournment': ['in.ctr2026.r4.6', 'in.ctr2026.r4.10'],
  'record-adjournment-request': ['in.ctr2026.r4.6', 'in.ctr2026.r4.10'],
  'decide-adjournment': ['in.ctr2026.r4.6', 'in.ctr2026.r4.10'],
};

function common(s: AdjudicationState, cmd: AdjudicationCommand, ctx: DecideContext): AdjDecision | undefined {
  const basis = COMMAND_BASIS[cmd.type];
  if (!basis)
    return no(
      'CASE.WRONG_STAGE',
      `"${String((cmd as { type: unknown }).type)}" is not a proceeding of an adjudication case.`,
      ['in.ctr2026.r4.1'],
    );
  if (s.closed) {
    return no(
      'CASE.CLOSED',
      'The case is closed: the order has been passed, copies supplied and the penalty settled or referred to the Board. Nothing more can be recorded.',
      basis,
    );
  }
  if (cmd.type === 'register-complaint') {
    if (s.complaint)
      return no(
        'CASE.ALREADY_EXISTS',
        `A complaint received on ${formatLegal(s.complaint.receivedOn)} is already registered in this case; register a new complaint as a new case.`,
        basis,
      );
  } else if (!s.complaint) {
    return no('CASE.NOT_FOUND', 'No complaint is registered in this case; register the complaint in Form-I first.', [
      ...basis,
      'in.ctr2026.r3',
    ]);
  }
  if (typeof cmd.on !== 'string' || cmd.on > ctx.today) {
    return no(
      'CASE.DATE_IN_FUTURE',
      `The date of the proceeding (${String(cmd.on)}) is after today (${formatLegal(ctx.today)}); record proceedings on or after the day they happen.`,
      basis,
      'on',
    );
  }
  if (s.lastEventOn !== undefined && cmd.on < s.lastEventOn) {
    return no(
      'CASE.DATE_BEFORE_PREVIOUS_EVENT',
      `The last proceeding in this case is dated ${formatLegal(s.lastEventOn)}; a proceeding dated ${formatLegal(cmd.on)} cannot be recorded after it. Check the date.`,
      basis,
      'on',
    );
  }
  return undefined;
}

export function decide(
  s: AdjudicationState,
  cmd: AdjudicationCommand,
  ctx: DecideContext,
): Decision<AdjudicationEvent> {
  const refused = common(s, cmd, ctx);
  if (refused) return refused;
  switch (cmd.type) {
    case 'register-complaint':
      return decideRegisterComplaint(cmd, ctx);
    case 'issue-show-cause-notice':
      return decideIssueNotice(s, cmd, ctx);
    case 'record-service-attempt':
      return decideServiceAttempt(s, cmd, ctx);
    case 'record-service-outcome':
      return decideServiceOutcome(s, cmd, ctx);
    case 'record-tender-refused':
      return decideTenderRefused(s, cmd);
    case 'issue-summons':
      return decideIssueSummons(s, cmd, ctx);
    case 'enforce-attendance':
      return decideEnforceAttendance(s, cmd);
    case 'record-summons-appearance':
      return decideSummonsAppearance(s, cmd);
    case 'extend-reply-period':
      return decideExtendReply(s, cmd, ctx);
    case 'record-reply':
      return decideRecordReply(s, cmd, ctx);
    case 'submit-reply':
      return decideSubmitReply(s, cmd, ctx);
    case 'request-reply-extension':
      return decideRequestExtension(s, cmd, ctx);
    case 'refuse-reply-extension':
      return decideRefuseExtension(s, cmd);
    case 'proceed-ex-parte':
      return decideExParte(s, cmd, ctx);
    case 'recall-ex-parte':
      return decideRecallExParte(s, cmd);
    case 'record-hearing-in-absence':
      return decideRecordHearingInAbsence(s, cmd, ctx);
    case 'issue-hearing-notice':
      return decideIssueHearingNotice(s, cmd, ctx);
    case 'record-hearing':
      return decideRecordHearing(s, cmd, ctx);
    case 'allow-written-submissions':
      return decideAllowSubmissions(s, cmd);
    case 'record-written-submission':
      return decideWrittenSubmission(s, cmd);
    case 'submit-written-brief':
      return decideWrittenBrief(s, cmd);
    case 'submit-witness-list':
    case 'submit-document-list':
      return decideSubmitList(s, cmd);
    case 'pass-order':
      return decidePassOrder(s, cmd, ctx);
    case 'extend-proceedings':
      return decideExtendProceedings(s, cmd, ctx);
    case 'supply-order-copy':
      return decideSupplyCopy(s, cmd);
    case 'record-deposit':
      return decideDeposit(s, cmd);
    case 'refer-for-recovery':
      return decideReferForRecovery(s, cmd, ctx);
    case 'record-waiver':
      return decideRecordWaiver(s, cmd, ctx);
    case 'object-to-service':
      return decideObjectToService(s, cmd);
    case 'decide-service-objection':
      return decideServiceObjection(s, cmd);
    case 'seek-adjournment':
      return decideSeekAdjournment(s, cmd);
    case 'record-adjournment-request':
      return decideRecordAdjournmentRequest(s, cmd);
    case 'decide-adjournment':
      return decideAdjournment(s, cmd, ctx);
  }
}
