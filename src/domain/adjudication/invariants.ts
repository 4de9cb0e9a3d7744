// The rules a reachable case state must satisfy, listed as violations; the property test asserts there are none.

import { INSTRUMENTS } from '../../rules/provisions.ts';
import { param } from '../../rules/packs.ts';
import { isPortalDefault } from '../../rules/parameters.ts';
import type { ServiceState } from '../service/service.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import { replyClock, s27cClock } from './clocks.ts';
import type { AdjudicationState } from './state.ts';
import { depositedPaise, listedItems, readyForOrder, totalDisposalExtension, totalReplyExtension } from './state.ts';

function serviceViolations(label: string, sv: ServiceState): string[] {
  const out: string[] = [];
  const failedBy = (modes: readonly string[], on: string): boolean =>
    sv.attempts.some((a) => modes.includes(a.mode) && a.outcome === 'failed' && (a.outcomeOn ?? a.on) <= on);
  for (const a of sv.attempts) {
    if (a.mode === 'affixing' && !(failedBy(['tender'], a.on) && failedBy(['electronic', 'speed-post'], a.on))) {
      out.push(
        `Rule 4(5)(iii): ${label}: affixing attempt ${a.attemptId} without earlier failed attempts under (i) and (ii)`,
      );
    }
  }
  const served = sv.attempts.filter((a) => a.outcome === 'served');
  if (served.length > 1) out.push(`Rule 4(5): ${label}: more than one attempt served`);
  if ((served.length > 0 || sv.servedBy === 'deemed') !== (sv.servedOn !== undefined))
    out.push(`Rule 4(5): ${label}: servedOn disagrees with the attempts`);
  return out;
}

export function violations(s: AdjudicationState, ctx: DecideContext): string[] {
  const out: string[] = [];
  const c = s.complaint;
  if (!c) {
    if (s.eventCount > 0) out.push('Rule 3: events recorded without a complaint');
    return out;
  }
  const law = c.receivedOn;
  if (c.receivedOn < INSTRUMENTS['in.ctr2026'].inForceFrom)
    out.push('Rule 1(2): complaint received before commencement');
  if (!c.particulars.declaration.declared) out.push('Form-I declaration: not made');

  const n = s.notice;
  if (n) {
    if (!Number.isInteger(n.replyDays) || n.replyDays < 1 || n.replyDays > param(ctx.pack, 'reply.max-days', law).value)
      out.push(`Rule 4(1): reply days ${n.replyDays} out of range`);
    if (n.issuedOn < c.receivedOn) out.push('Rule 4(1): notice issued before the complaint was received');
    if (n.late && !hasText(n.delayReason)) out.push('Rule 4(1): late notice without a recorded reason');
    if (!hasText(n.contravention) || !hasText(n.provisionAlleged))
      out.push('Rule 4(3)(a): contravention not specified');
    out.push(...serviceViolations('show-cause notice', n.service));
  } else if (s.reply || s.exParte || s.order || s.hearingNotices.length > 0) {
    out.push('Rule 4(1): inquiry steps without a show-cause notice');
  }

  const ext = totalReplyExtension(s);
  if (ext > param(ctx.pack, 'reply.extension-max-days', law).value)
    out.push(`Rule 4(4): reply extended by ${ext} days in all`);
  if (s.replyExtensions.some((e) => e.days < 1 || !hasText(e.reasons)))
    out.push('Rule 4(4): extension without days or reasons');
  const served = n?.service.servedOn;
  if (s.replyExtensions.some((e) => served === undefined || e.on < served))
    out.push('Rule 4(4): extension before service');

  if (s.reply && (served === undefined || s.reply.on < served)) out.push('Rule 4(6): reply recorded before service');
  if (s.reply && s.exParte && !s.reply.afterExParte)
    out.push('Rule 4(7): a reply before the ex parte decision, and the decision');
  if (s.exParte) {
    const due = replyClock(s, ctx);
    if (!due || s.exParte.on <= due.due) out.push('Rule 4(7): ex parte before the reply period ended');
    if (!hasText(s.exParte.reasons)) out.push('Rule 4(7): ex parte without reasons');
  }

  const opens = [s.reply?.on, s.exParte?.on, ...(s.exParteRecalls ?? []).map((r) => r.exParteOn)]
    .filter((x): x is NonNullable<typeof x> => x !== undefined)
    .sort();
  const opened = opens[0];
  for (const h of s.hearingNotices) {
    if (opened === undefined || h.issuedOn < opened)
      out.push(`Rule 4(6): hearing notice ${h.hearingNoticeId} before a reply or ex parte decision`);
    if (h.hearingOn < h.issuedOn) out.push(`Rule 4(6): hearing notice ${h.hearingNoticeId} fixes a past date`);
    out.push(...serviceViolations(`hearing notice ${h.hearingNoticeId}`, h.service));
  }
  for (const h of s.hearings) {
    if (opened === undefined || h.on < opened) out.push('Rule 4(10): hearing before a reply or ex parte decision');
    const hn = s.hearingNotices.find((x) => x.hearingNoticeId === h.hearingNoticeId);
    if (hn && h.on < hn.hearingOn) out.push('Rule 4(6): hearing recorded before the date fixed');
    if (!hn && !h.inAbsence) out.push('Rule 4(6): hearing without a notice of hearing');
    if (h.inAbsence && (h.materialExamined?.length ?? 0) === 0)
      out.push("Rule 4(7): hearing in absence without the complainant's material examined");
  }
  if (s.writtenSubmissionsAllowed && s.hearings.length === 0)
    out.push('Rule 4(10): written submissions allowed without a hearing');

  if (totalDisposalExtension(s) > param(ctx.pack, 'disposal.extension-max-days', law).value)
    out.push('Rule 6: proceedings extended beyond 30 days in all');
  if (s.disposalExtensions.some((e) => !hasText(e.reasons))) out.push('Rule 6: extension without reasons');

  const o = s.order;
  if (o) {
    if (!readyForOrder(s)) out.push('Rule 4(12): order without admission, hearing or ex parte decision');
    if (o.reasons.trim() === '') out.push('Rule 4(12): order without reasons');
    // A speaking order (issue 27), for orders recorded with their findings: a section found for an order that imposes,
    // none for a dismissal, each finding reasoned, each listed item answered, compensation with its payee and day.
    if (o.findings !== undefined) {
      const found = o.findings.filter((f) => f.contravened);
      if (o.kind === 'penalty-or-compensation' && found.length === 0)
        out.push('Rule 4(12): order without a section found contravened');
      if (o.kind === 'dismissal' && (found.length > 0 || o.findings.length === 0))
        out.push('Rule 4(13): dismissal without a finding of no contravention');
      if (o.findings.some((f) => f.reasons.trim() === '')) out.push('Rule 4(12): a finding without reasons');
      const answered = new Set((o.listed ?? []).map((x) => x.key));
      if (listedItems(s).some((x) => !answered.has(x.key)))
        out.push('Rule 4(11): a listed witness or document not examined or rejected');
      if (
        o.compensationPaise + o.expensesPaise + o.chargesPaise > 0 &&
        (o.compensationPayee === undefined || o.compensationPayBy === undefined)
      )
        out.push('Rule 4(12): compensation without its payee or time to pay');
    }
    if (o.late && !hasText(o.delayReason)) out.push('Rule 5: late order without a recorded reason for the delay');
    const amounts = [o.penaltyPaise, o.compensationPaise, o.expensesPaise, o.chargesPaise];
    if (amounts.some((a) => !Number.isSafeInteger(a) || a < 0)) out.push('Rule 4(12): invalid amount');
    if (o.kind === 'penalty-or-compensation' && amounts.every((a) => a === 0))
      out.push('Rule 4(12): order imposes nothing');
    if (o.kind === 'dismissal' && amounts.some((a) => a !== 0)) out.push('Rule 4(13): dismissal with amounts');
    if (o.penaltyPaise > 0) {
      // The s.27C period binds where the law or a State's notification gives it; the portal's configured default
      // only proposes, and the officer may allow longer (issue 27).
      const s27c = param(ctx.pack, 'deposit.period-days', o.on);
      const beyond = o.depositDays !== undefined && o.depositDays > s27c.value && !isPortalDefault(s27c);
      if (o.depositDays === undefined || !Number.isInteger(o.depositDays) || o.depositDays < 1 || beyond)
        out.push('Rule 4(12): penalty order without a lawful deposit time limit');
    }
    if (depositedPaise(s) > o.penaltyPaise) out.push('Section 28: more deposited than the penalty');
  } else {
    if (s.deposits.length > 0 || s.copiesSupplied.length > 0 || s.recoveryReferredOn !== undefined || s.closed)
      out.push('Rule 4(12): post-order steps without an order');
  }
  if (s.recoveryReferredOn !== undefined) {
    const clock = s27cClock(s, ctx);
    if (!clock || s.recoveryReferredOn <= clock.due) out.push('Rule 4(14): referred before the s.27C period ran out');
  }
  return out;
}
