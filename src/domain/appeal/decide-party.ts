// The respondent's own reply on the portal (Rule 7(8)): within the period the appellate authority set, counted from
// service (Rule 7(9)); refused after it, pointing to the hearing the Rules give every party (Rule 7(10)). The
// authority may still place a late reply on record (decide-notice.ts: record-respondent-reply, marked late).

import { formatLegal } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import { respondentReplyClock } from './clocks.ts';
import type { SubmitRespondentReply } from './commands.ts';
import type { AppealDecision } from './guards.ts';
import { inStage, no, yes } from './guards.ts';
import type { AppealState } from './state.ts';

const R7_8: ProvisionId[] = ['in.ctr2026.r7.8'];

export function decideSubmitRespondentReply(
  s: AppealState,
  c: SubmitRespondentReply,
  ctx: DecideContext,
): AppealDecision {
  const stage = inStage(s, ['admitted'], 'reply to the appeal', R7_8);
  if (stage) return stage;
  if (s.notice === undefined) {
    return no(
      'NOTICE.NOT_ISSUED',
      'The appellate authority has not yet issued the notice of this appeal to you; your reply is asked for by that notice.',
      R7_8,
    );
  }
  if (s.reply !== undefined)
    return no(
      'REPLY.ALREADY_RECEIVED',
      `Your reply was received on ${formatLegal(s.reply.on)}; it is on the order sheet of the appeal.`,
      R7_8,
    );
  if (!hasText(c.text)) return no('REPLY.TEXT_REQUIRED', 'Write your reply to the grounds of appeal.', R7_8, 'text');
  const served = s.notice.service.servedOn;
  let due: string | undefined;
  if (served !== undefined) {
    const clock = respondentReplyClock(served, s.notice.replyDays, s.notice.issuedOn, ctx);
    if (!clock.ok) return clock;
    due = clock.value.value.due;
    if (c.on > due) {
      return no(
        'REPLY.PERIOD_OVER',
        `The period the appellate authority set for your reply ended on ${formatLegal(clock.value.value.due)} (Rule 7(8)); a reply cannot be submitted on the portal after it. The appellate authority hears every party before deciding (Rule 7(10)): give your reply to the authority's office, with the reason for the delay, or bring it to the hearing.`,
        [...R7_8, 'in.ctr2026.r7.10'],
        'text',
      );
    }
  }
  const documents = (c.documents ?? []).map((d) => d.trim()).filter((d) => d.length > 0);
  return yes({
    type: 'appeal.respondent-replied',
    on: c.on,
    basis: R7_8,
    late: false,
    ...(due !== undefined ? { due: due as typeof c.on } : {}),
    text: c.text.trim(),
    documents,
    submittedBy: 'respondent',
  });
}
