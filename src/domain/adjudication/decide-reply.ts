// Rules 4(4), 4(6)-(8) and 4(11): extension of the reply period, recording the reply, and proceeding ex parte.

import { addDays, formatLegal } from '../../lib/local-date.ts';
import { param } from '../../rules/packs.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import { replyClock, replyExtensionClock } from './clocks.ts';
import type { ExtendReplyPeriod, ProceedExParte, RecordReply } from './commands.ts';
import type { AdjDecision } from './decide-util.ts';
import { emit, no, texts } from './decide-util.ts';
import type { AdjudicationState } from './state.ts';
import { totalReplyExtension } from './state.ts';

/** The show-cause notice must be issued and served before anything runs from it. */
export function requireServedNotice(s: AdjudicationState, basis: readonly ProvisionId[]): AdjDecision | undefined {
  if (!s.notice) return no('NOTICE.NOT_ISSUED', 'No show-cause notice has been issued in this case; issue it in Form-II first.', [...basis, 'in.ctr2026.r4.1']);
  if (s.notice.service.servedOn === undefined) {
    return no(
      'NOTICE.NOT_SERVED',
      'The show-cause notice has not been served, so the reply period has not started. Record a successful service attempt (or deemed service) first.',
      [...basis, 'in.ctr2026.r4.5'],
    );
  }
  return undefined;
}

export function decideExtendReply(s: AdjudicationState, cmd: ExtendReplyPeriod, ctx: DecideContext): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.4'];
  const notServed = requireServedNotice(s, basis);
  if (notServed) return notServed;
  if (s.reply) return no('REPLY.ALREADY_RECEIVED', `The reply was received on ${formatLegal(s.reply.on)}; there is nothing left to extend.`, basis);
  if (s.exParte) {
    return no('CASE.WRONG_STAGE', `The case is proceeding ex parte since ${formatLegal(s.exParte.on)}; the reply period can no longer be extended.`, [...basis, 'in.ctr2026.r4.7']);
  }
  const max = param(ctx.pack, 'reply.extension-max-days', s.complaint!.receivedOn).value;
  if (!Number.isInteger(cmd.extraDays) || cmd.extraDays < 1) {
    return no('REPLY.EXTENSION_NOT_POSITIVE', 'Give the extension as a whole number of days, at least 1.', basis, 'extraDays');
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
    return no('REPLY.EXTENSION_REASONS_REQUIRED', 'Record in writing the reasons for extending the reply period.', basis, 'reasons');
  }
  const clock = replyExtensionClock(s, ctx, total)!;
  return emit({
    type: 'reply-period-extended',
    on: cmd.on,
    basis,
    extraDays: cmd.extraDays,
    totalDays: total,
    reasons: cmd.reasons.trim(),
    sufficientCause: true,
    dueOn: clock.due,
  });
}

export function decideRecordReply(s: AdjudicationState, cmd: RecordReply, ctx: DecideContext): AdjDecision {
  const notServed = requireServedNotice(s, ['in.ctr2026.r4.6']);
  if (notServed) return notServed;
  if (s.reply) return no('REPLY.ALREADY_RECEIVED', `A reply was already recorded on ${formatLegal(s.reply.on)}.`, ['in.ctr2026.r4.6']);
  if (s.exParte) {
    return no('CASE.WRONG_STAGE', `The officer decided on ${formatLegal(s.exParte.on)} to proceed ex parte; the reply can be placed on record with the hearing notes instead.`, ['in.ctr2026.r4.7']);
  }
  if (!hasText(cmd.text) || typeof cmd.admits !== 'boolean') {
    return no('REPLY.TEXT_REQUIRED', 'Record the text of the reply and whether it admits the contravention.', ['in.ctr2026.r4.6'], 'text');
  }
  const due = replyClock(s, ctx)!;
  const witnesses = texts(cmd.witnesses);
  const documents = texts(cmd.documents);
  const basis: ProvisionId[] = ['in.ctr2026.r4.1', 'in.ctr2026.r4.6'];
  if (cmd.admits) basis.push('in.ctr2026.r4.8');
  if (witnesses.length + documents.length > 0) basis.push('in.ctr2026.r4.11');
  if (s.replyExtensions.length > 0) basis.push('in.ctr2026.r4.4');
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
  });
}

export function decideExParte(s: AdjudicationState, cmd: ProceedExParte, ctx: DecideContext): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.7'];
  const notServed = requireServedNotice(s, basis);
  if (notServed) return notServed;
  if (s.reply) return no('EXPARTE.REPLY_RECEIVED', `A reply was received on ${formatLegal(s.reply.on)}; issue a notice of hearing instead.`, basis);
  if (s.exParte) return no('CASE.WRONG_STAGE', `The officer already decided on ${formatLegal(s.exParte.on)} to proceed ex parte.`, basis);
  const due = replyClock(s, ctx)!;
  if (cmd.on <= due.due) {
    return no(
      'EXPARTE.REPLY_PERIOD_NOT_OVER',
      `The period for the reply runs until ${formatLegal(due.due)}; the officer may proceed ex parte only after it is over, that is from ${formatLegal(addDays(due.due, 1))}.`,
      [...basis, ...(s.replyExtensions.length > 0 ? (['in.ctr2026.r4.4'] as const) : (['in.ctr2026.r4.1'] as const))],
      'on',
    );
  }
  if (!hasText(cmd.reasons)) {
    return no('EXPARTE.REASONS_REQUIRED', 'Record the reasons for completing the inquiry in the absence of the person.', basis, 'reasons');
  }
  return emit({ type: 'ex-parte-recorded', on: cmd.on, basis, reasons: cmd.reasons.trim(), replyDueOn: due.due });
}
