// Rules 4(4), 4(6)-(8) and 4(11): extension of the reply period, recording the reply, and proceeding ex parte.

import { addDays, formatLegal } from '../../lib/local-date.ts';
import { param } from '../../rules/packs.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import { replyClock, replyClockFor } from './clocks.ts';
import type { ExtendReplyPeriod, ProceedExParte, RecallExParte, RecordReply } from './commands.ts';
import type { AdjDecision } from './decide-util.ts';
import { adjudicationGate } from './opportunity.ts';
import { emit, fail, no, texts } from './decide-util.ts';
import type { AdjudicationState, Extension } from './state.ts';
import { totalReplyExtension } from './state.ts';

/** The show-cause notice must be issued and served before anything runs from it. */
export function requireServedNotice(s: AdjudicationState, basis: readonly ProvisionId[]): AdjDecision | undefined {
  if (!s.notice)
    return no('NOTICE.NOT_ISSUED', 'No show-cause notice has been issued in this case; issue it in Form-II first.', [
      ...basis,
      'in.ctr2026.r4.1',
    ]);
  if (s.notice.service.servedOn === undefined) {
    return no(
      'NOTICE.NOT_SERVED',
      'The show-cause notice has not been served, so the reply period has not started. Record its service first, in one of the manners of Rule 4(5) in their order: delivery or tender, then electronic means or speed post, then affixing only if both fail.',
      [...basis, 'in.ctr2026.r4.5'],
    );
  }
  return undefined;
}

export function decideExtendReply(s: AdjudicationState, cmd: ExtendReplyPeriod, ctx: DecideContext): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.4'];
  const notServed = requireServedNotice(s, basis);
  if (notServed) return notServed;
  if (s.reply)
    return no(
      'REPLY.ALREADY_RECEIVED',
      `The reply was received on ${formatLegal(s.reply.on)}; there is nothing left to extend.`,
      basis,
    );
  if (s.exParte) {
    return no(
      'CASE.WRONG_STAGE',
      `The case is proceeding ex parte since ${formatLegal(s.exParte.on)}; the reply period can no longer be extended.`,
      [...basis, 'in.ctr2026.r4.7'],
    );
  }
  const max = param(ctx.pack, 'reply.extension-max-days', s.complaint!.receivedOn).value;
  if (!Number.isInteger(cmd.extraDays) || cmd.extraDays < 1) {
    return no(
      'REPLY.EXTENSION_NOT_POSITIVE',
      'Give the extension as a whole number of days, at least 1.',
      basis,
      'extraDays',
    );
  }
  const already = totalReplyExtension(s);
  const total = already + cmd.extraDays;
  if (total > max) {
    return no(
      'REPLY.EXTENSION_EXCEEDS_15_DAYS',
      `The reply period may be extended by at most ${max} days in all; ${already} ${already === 1 ? 'day has' : 'days have'} already been granted, so at most ${max - already} more may be given.`,
      basis,
      'extraDays',
    );
  }
  if (cmd.sufficientCauseShown !== true) {
    return no(
      'REPLY.EXTENSION_SUFFICIENT_CAUSE_REQUIRED',
      'An extension may be given only if the noticee satisfies the officer that he had sufficient cause for not replying in time. Record that finding, or refuse the extension.',
      basis,
      'sufficientCauseShown',
    );
  }
  if (!hasText(cmd.reasons)) {
    return no(
      'REPLY.EXTENSION_REASONS_REQUIRED',
      'Record in writing the reasons for extending the reply period.',
      basis,
      'reasons',
    );
  }
  // Granted after the period as it stands had run out: the further period runs from the grant (issue 13, I-C19).
  const current = replyClock(s, ctx)!;
  const lapsed = cmd.on > current.due;
  const ext: Extension = {
    on: cmd.on,
    days: cmd.extraDays,
    reasons: cmd.reasons.trim(),
    ...(lapsed ? { runsFrom: cmd.on } : {}),
  };
  const clock = replyClockFor(s, ctx, [...s.replyExtensions, ext])!;
  return emit({
    type: 'reply-period-extended',
    on: cmd.on,
    basis: lapsed ? [...basis, 'in.gca1897.s9'] : basis,
    extraDays: cmd.extraDays,
    totalDays: total,
    reasons: cmd.reasons.trim(),
    sufficientCause: true,
    dueOn: clock.due,
    ...(lapsed ? { runsFrom: cmd.on, lapsedOn: current.due } : {}),
  });
}

export function decideRecordReply(s: AdjudicationState, cmd: RecordReply, ctx: DecideContext): AdjDecision {
  const notServed = requireServedNotice(s, ['in.ctr2026.r4.6']);
  if (notServed) return notServed;
  if (s.reply)
    return no('REPLY.ALREADY_RECEIVED', `A reply was already recorded on ${formatLegal(s.reply.on)}.`, [
      'in.ctr2026.r4.6',
    ]);
  if (s.order)
    return no(
      'ORDER.ALREADY_PASSED',
      `The final order was passed on ${formatLegal(s.order.on)}; the reply can only be placed before the appellate authority.`,
      ['in.ctr2026.r4.6'],
    );
  // A reply that arrives after the ex parte decision is still recorded (issue 13, I-C8); the ex parte proceeding
  // stands until the officer recalls it for reasons recorded (recall-ex-parte).
  if (!hasText(cmd.text) || typeof cmd.admits !== 'boolean') {
    return no(
      'REPLY.TEXT_REQUIRED',
      'Record the text of the reply and whether it admits the contravention.',
      ['in.ctr2026.r4.6'],
      'text',
    );
  }
  const due = replyClock(s, ctx)!;
  const witnesses = texts(cmd.witnesses);
  const documents = texts(cmd.documents);
  const basis: ProvisionId[] = ['in.ctr2026.r4.1', 'in.ctr2026.r4.6'];
  if (cmd.admits) basis.push('in.ctr2026.r4.8');
  if (witnesses.length + documents.length > 0) basis.push('in.ctr2026.r4.11');
  if (s.replyExtensions.length > 0) basis.push('in.ctr2026.r4.4');
  if (s.exParte) basis.push('in.ctr2026.r4.7');
  return emit({
    type: 'reply-recorded',
    on: cmd.on,
    basis,
    admits: cmd.admits,
    text: cmd.text.trim(),
    witnesses,
    documents,
    dueOn: due.due,
    // A late reply is still placed on record; whether to act on it is for the officer.
    late: cmd.on > due.due,
    ...(s.exParte ? { afterExParte: true as const } : {}),
  });
}

export function decideExParte(s: AdjudicationState, cmd: ProceedExParte, ctx: DecideContext): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.7'];
  const notServed = requireServedNotice(s, basis);
  if (notServed) return notServed;
  if (s.reply)
    return no(
      'EXPARTE.REPLY_RECEIVED',
      `A reply was received on ${formatLegal(s.reply.on)}; issue a notice of hearing instead.`,
      basis,
    );
  if (s.exParte)
    return no(
      'CASE.WRONG_STAGE',
      `The officer already decided on ${formatLegal(s.exParte.on)} to proceed ex parte.`,
      basis,
    );
  const due = replyClock(s, ctx)!;
  if (cmd.on <= due.due) {
    return no(
      'EXPARTE.REPLY_PERIOD_NOT_OVER',
      `The period for the reply runs until ${formatLegal(due.due)}; the officer may proceed ex parte only after it is over, that is from ${formatLegal(addDays(due.due, 1))}.`,
      [...basis, ...(s.replyExtensions.length > 0 ? (['in.ctr2026.r4.4'] as const) : (['in.ctr2026.r4.1'] as const))],
      'on',
    );
  }
  // The one gate (issue 27): no request of the person's undecided, the notice served the minimum interval before.
  const gated = adjudicationGate(s, ctx, { what: 'proceed ex parte', on: cmd.on, rule: basis }, { kind: 'ex-parte' });
  if (gated) return fail(gated);
  if (!hasText(cmd.reasons)) {
    return no(
      'EXPARTE.REASONS_REQUIRED',
      'Record the reasons for completing the inquiry in the absence of the person.',
      basis,
      'reasons',
    );
  }
  return emit({ type: 'ex-parte-recorded', on: cmd.on, basis, reasons: cmd.reasons.trim(), replyDueOn: due.due });
}

/**
 * Rule 4(7) (issue 13): the officer may recall the ex parte proceeding, for reasons recorded in writing (for example a
 * reply received after it, with cause shown for the delay). The ordinary Rule 4(6) hearing then follows: a hearing
 * notice to both parties, served on the person. A recall without reasons is refused.
 */
export function decideRecallExParte(s: AdjudicationState, cmd: RecallExParte): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.7'];
  if (s.order)
    return no(
      'ORDER.ALREADY_PASSED',
      `The final order was passed on ${formatLegal(s.order.on)}; the ex parte proceeding can no longer be recalled here.`,
      basis,
    );
  if (!s.exParte)
    return no('EXPARTE.NOT_RECORDED', 'The case is not proceeding ex parte; there is nothing to recall.', basis);
  if (!hasText(cmd.reasons)) {
    return no(
      'EXPARTE.RECALL_REASONS_REQUIRED',
      'Record in writing the reasons for recalling the ex parte proceeding (for example, the reply received and the cause shown for its delay).',
      basis,
      'reasons',
    );
  }
  return emit({
    type: 'ex-parte-recalled',
    on: cmd.on,
    basis: [...basis, 'in.ctr2026.r4.6'],
    reasons: cmd.reasons.trim(),
    exParteOn: s.exParte.on,
  });
}
