// The noticee's own acts on the portal: the reply to Form-II within its period (Rule 4(1), 4(6), 4(8), 4(11)) and the
// request for more time (Rule 4(4)), which the officer grants (extend-reply-period) or refuses with reasons.
//
// The office may still place a late reply on record (decide-reply.ts: record-reply, marked late), because the Rules
// leave that to the officer; the person's own submission after the period is refused, citing the rule, and points to
// the way the Rules give: ask for more time, showing sufficient cause.

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal } from '../../lib/local-date.ts';
import { param } from '../../rules/packs.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import { replyClock } from './clocks.ts';
import type {
  RecordWaiver,
  RefuseReplyExtension,
  RequestReplyExtension,
  SubmitReply,
  SubmitWrittenBrief,
} from './commands.ts';
import { orderPassed } from './decide-summons.ts';
import type { AdjDecision } from './decide-util.ts';
import { emit, fail, no, texts } from './decide-util.ts';
import { checkWaiver } from '../service/opportunity.ts';
import type { AdjudicationState } from './state.ts';
import { pendingExtensionRequest, totalReplyExtension } from './state.ts';

const R4_4: ProvisionId[] = ['in.ctr2026.r4.4'];

/** The last day of the reply period now (the extension when granted), or undefined before service. */
function replyDue(s: AdjudicationState, ctx: DecideContext): LocalDate | undefined {
  return s.notice?.service.servedOn === undefined ? undefined : replyClock(s, ctx)?.due;
}

/** What every act of the noticee on the notice needs: a notice issued, no reply yet, no ex parte decision. */
function noticeOpen(s: AdjudicationState, basis: readonly ProvisionId[]): AdjDecision | undefined {
  if (!s.notice)
    return no(
      'NOTICE.NOT_ISSUED',
      'No show-cause notice has been issued to you in this case yet; there is nothing to reply to.',
      [...basis, 'in.ctr2026.r4.1'],
    );
  if (s.reply)
    return no(
      'REPLY.ALREADY_RECEIVED',
      `Your reply was received on ${formatLegal(s.reply.on)}; it is on the order sheet.`,
      basis,
    );
  if (s.exParte) {
    return no(
      'CASE.WRONG_STAGE',
      `The adjudicating officer decided on ${formatLegal(s.exParte.on)} to proceed in your absence because no reply came within the period; bring your reply to the hearing or give it to the officer's office.`,
      [...basis, 'in.ctr2026.r4.7'],
    );
  }
  return undefined;
}

/**
 * Rule 4(1), 4(6): the noticee's reply, admitting (Rule 4(8)) or denying, with the witnesses and documents relied on
 * (Rule 4(11)). Accepted before service is recorded (the reply itself shows the notice reached the person) and up to
 * the last day of the period; refused after it.
 */
export function decideSubmitReply(s: AdjudicationState, cmd: SubmitReply, ctx: DecideContext): AdjDecision {
  const open = noticeOpen(s, ['in.ctr2026.r4.6']);
  if (open) return open;
  if (typeof cmd.admits !== 'boolean') {
    return no(
      'REPLY.TEXT_REQUIRED',
      'Say whether you admit the contravention alleged in the notice or deny it.',
      ['in.ctr2026.r4.6'],
      'admits',
    );
  }
  if (!hasText(cmd.text))
    return no(
      'REPLY.TEXT_REQUIRED',
      'Write your reply to the notice: what you say about the contravention alleged.',
      ['in.ctr2026.r4.6'],
      'text',
    );
  const due = replyDue(s, ctx);
  const extended = s.replyExtensions.length > 0;
  if (due !== undefined && cmd.on > due) {
    const pending = pendingExtensionRequest(s);
    const max = param(ctx.pack, 'reply.extension-max-days', s.complaint!.receivedOn).value;
    const left = max - totalReplyExtension(s);
    const way = pending
      ? `Your request for more time of ${formatLegal(pending.on)} awaits the adjudicating officer's decision; if it is granted, reply within the time given.`
      : left > 0
        ? `Ask the adjudicating officer for more time, showing sufficient cause for not replying in time: the officer may extend the period by up to ${max} days in all (Rule 4(4)).`
        : `The period has already been extended by the ${max} days Rule 4(4) allows; give your reply to the adjudicating officer's office, who may place it on record.`;
    return no(
      'REPLY.PERIOD_OVER',
      `The period for your reply ended on ${formatLegal(due)} (${extended ? 'Rule 4(4)' : 'Rule 4(1)'}); a reply cannot be submitted on the portal after it. ${way}`,
      // Rule 4(1) sets the period; Rule 4(4) is the way the Rules give to ask for more time.
      ['in.ctr2026.r4.1', 'in.ctr2026.r4.4'],
      'text',
    );
  }
  const witnesses = texts(cmd.witnesses);
  const documents = texts(cmd.documents);
  const basis: ProvisionId[] = ['in.ctr2026.r4.1', 'in.ctr2026.r4.6'];
  if (cmd.admits) basis.push('in.ctr2026.r4.8');
  if (witnesses.length + documents.length > 0) basis.push('in.ctr2026.r4.11');
  if (extended) basis.push('in.ctr2026.r4.4');
  return emit({
    type: 'reply-recorded',
    on: cmd.on,
    basis,
    admits: cmd.admits,
    text: cmd.text.trim(),
    witnesses,
    documents,
    ...(due !== undefined ? { dueOn: due } : {}),
    late: false,
    submittedBy: 'noticee',
  });
}

/** Rule 4(4): the noticee asks for more time, stating the cause; one request at a time, within the 15 days in all. */
export function decideRequestExtension(
  s: AdjudicationState,
  cmd: RequestReplyExtension,
  ctx: DecideContext,
): AdjDecision {
  const open = noticeOpen(s, R4_4);
  if (open) return open;
  if (s.notice!.service.servedOn === undefined) {
    return no(
      'REPLY.PERIOD_NOT_STARTED',
      'The period for your reply has not started: it runs from the day the notice is served on you (Rule 4(1)). You may reply now; more time can be asked for once the period runs.',
      [...R4_4, 'in.ctr2026.r4.1'],
    );
  }
  const pending = pendingExtensionRequest(s);
  if (pending) {
    return no(
      'REPLY.EXTENSION_REQUEST_PENDING',
      `Your request for more time of ${formatLegal(pending.on)} awaits the adjudicating officer's decision; you will be told of it.`,
      R4_4,
    );
  }
  const max = param(ctx.pack, 'reply.extension-max-days', s.complaint!.receivedOn).value;
  const already = totalReplyExtension(s);
  if (already >= max) {
    return no(
      'REPLY.EXTENSION_EXCEEDS_15_DAYS',
      `The period for your reply has already been extended by ${already} days, the most Rule 4(4) allows; no further time can be given. Give your reply to the adjudicating officer's office.`,
      R4_4,
    );
  }
  if (cmd.days !== undefined && (!Number.isInteger(cmd.days) || cmd.days < 1 || already + cmd.days > max)) {
    return no(
      'REPLY.EXTENSION_EXCEEDS_15_DAYS',
      `Ask for a whole number of days from 1 to ${max - already}: Rule 4(4) allows ${max} days in all${already > 0 ? `, and ${already} have been given` : ''}.`,
      R4_4,
      'days',
    );
  }
  if (!hasText(cmd.reasons)) {
    return no(
      'REPLY.EXTENSION_REASONS_REQUIRED',
      'State the cause that kept you from replying in time: the officer may extend the period only if satisfied that you had sufficient cause.',
      R4_4,
      'reasons',
    );
  }
  const due = replyDue(s, ctx);
  return emit({
    type: 'reply-extension-requested',
    on: cmd.on,
    basis: R4_4,
    reasons: cmd.reasons.trim(),
    ...(cmd.days !== undefined ? { days: cmd.days } : {}),
    ...(due !== undefined ? { replyDueOn: due } : {}),
  });
}

/** Rule 4(4): the officer refuses a pending request, for reasons recorded in writing. */
export function decideRefuseExtension(s: AdjudicationState, cmd: RefuseReplyExtension): AdjDecision {
  const pending = pendingExtensionRequest(s);
  if (!pending)
    return no('REPLY.EXTENSION_NO_REQUEST', 'No request for more time is awaiting a decision in this case.', R4_4);
  if (!hasText(cmd.reasons)) {
    return no(
      'REPLY.EXTENSION_REASONS_REQUIRED',
      'Record in writing why the cause shown is not sufficient to extend the reply period.',
      R4_4,
      'reasons',
    );
  }
  return emit({
    type: 'reply-extension-refused',
    on: cmd.on,
    basis: R4_4,
    reasons: cmd.reasons.trim(),
    requestedOn: pending.on,
  });
}

/**
 * Issue 27 (I-100): a party's own waiver of being heard. Only the party can waive the hearing Rule 4(6) gives them:
 * the office copies their words from their signed writing, attached to the case, and names it.
 */
export function decideRecordWaiver(s: AdjudicationState, cmd: RecordWaiver, ctx: DecideContext): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.6'];
  if (s.order)
    return no(
      'ORDER.ALREADY_PASSED',
      `The final order was passed on ${formatLegal(s.order.on)}; there is no hearing left to waive.`,
      basis,
    );
  if (!s.notice)
    return no(
      'NOTICE.NOT_ISSUED',
      'A hearing is waived in the inquiry, which begins with the show-cause notice; issue it first.',
      [...basis, 'in.ctr2026.r4.1'],
    );
  if (cmd.by !== 'contravener' && cmd.by !== 'complainant')
    return no(
      'OPPORTUNITY.WAIVER_INVALID',
      'Say whose waiver it is: the person complained against or the complainant.',
      basis,
      'by',
    );
  const bad = checkWaiver(cmd.words, cmd.documentId, ctx.attachedDocumentIds, basis);
  if (bad) return fail(bad);
  return emit({
    type: 'waiver-recorded',
    on: cmd.on,
    basis,
    by: cmd.by,
    words: cmd.words.trim(),
    documentId: cmd.documentId,
  });
}

/** Rule 4(10): a party's written brief in support of their claim, once the officer has granted the opportunity. */
export function decideWrittenBrief(s: AdjudicationState, cmd: SubmitWrittenBrief): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.10'];
  const passed = orderPassed(s, basis);
  if (passed) return passed;
  if (!s.writtenSubmissionsAllowed) {
    return no(
      'SUBMISSION.NOT_ALLOWED',
      'The officer has not granted an opportunity to submit written briefs; it is granted on the date fixed for hearing, after the parties are heard.',
      basis,
    );
  }
  if (cmd.by !== 'complainant' && cmd.by !== 'contravener')
    return no('SUBMISSION.NOT_ALLOWED', 'Say which party files the brief.', basis, 'by');
  if (!hasText(cmd.text)) return no('SUBMISSION.EMPTY', 'The written brief is empty; write its text.', basis, 'text');
  return emit({ type: 'written-brief-filed', on: cmd.on, basis, by: cmd.by, text: cmd.text.trim() });
}
