// The rules an appeal's state must never break, checked from the state alone (used by the property test and audits).

import { formatLegal } from '../../lib/local-date.ts';
import { param } from '../../rules/packs.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import { appellateDueOn, rectifyClock, refusalCommunicationClock } from './clocks.ts';
import type { AppealState } from './state.ts';
import { APPEALABLE_PROVISIONS, outstandingDefects } from './state.ts';

export interface Violation {
  readonly provision: ProvisionId;
  readonly message: string;
}

type Ctx = Pick<DecideContext, 'pack' | 'calendar'>;

/** Every rule of Rule 7 that the state breaks; an empty list for a lawful appeal. */
export function violations(s: AppealState, ctx: Ctx): Violation[] {
  const out: Violation[] = [];
  const v = (provision: ProvisionId, message: string): void => {
    out.push({ provision, message });
  };
  if (s.stage === 'none') return out;

  // Rule 7(1): only orders under Rule 4(12) or 4(13) are appealed against; the appeal is received after the order.
  if (!s.order || !APPEALABLE_PROVISIONS.includes(s.order.provision))
    v('in.ctr2026.r7.1', 'appeal against an order not under Rule 4(12) or 4(13)');
  if (!s.filing || !s.item9) v('in.ctr2026.r7.4', 'appeal without a day of receipt or item 9');
  else if (s.order && s.filing.on < s.order.on) v('in.ctr2026.r7.4', 'appeal received before the order');
  // Form-III item 9 agrees with the receipt day and its computed due date.
  if (s.item9 && s.filing && (s.item9.answer === 'YES') !== s.filing.on <= s.item9.due)
    v('in.ctr2026.form3.item9', 'item 9 answer disagrees with its due date');

  // Rule 7(6): each intimated defect's due date is the 'rectify' clock from its intimation.
  for (const d of s.defects) {
    if (d.intimatedOn !== undefined) {
      const c = rectifyClock(d.intimatedOn, ctx);
      if (!c.ok || c.value.value.due !== d.rectifyDue)
        v('in.ctr2026.r7.6', `defect ${d.id}: rectify due date is not 15 days from intimation`);
    }
    if (d.status === 'intimated' && d.intimatedOn === undefined)
      v('in.ctr2026.r7.6', `defect ${d.id} intimated without a date`);
  }

  // Rule 7(6): refused only after the period to rectify every outstanding defect ran out, defects still outstanding.
  if (s.stage === 'refused') {
    const r = s.refusal;
    if (!r) v('in.ctr2026.r7.6', 'refused without a refusal order');
    else {
      const out7 = outstandingDefects(s);
      if (out7.length === 0) v('in.ctr2026.r7.6', 'refused with no outstanding defect');
      for (const d of out7) {
        if (d.rectifyDue === undefined) v('in.ctr2026.r7.6', `refused on defect ${d.id} never intimated`);
        else if (!(d.rectifyDue < r.on))
          v(
            'in.ctr2026.r7.6',
            `refused on ${formatLegal(r.on)} before the period to rectify ${d.id} ran out (${formatLegal(d.rectifyDue)})`,
          );
      }
      if (r.reasons.trim().length < 3) v('in.ctr2026.r7.6', 'refusal without reasons');
      const c = refusalCommunicationClock(r.lastDayForRectification, ctx);
      if (!c.ok || c.value.value.due !== r.communicationDue)
        v('in.ctr2026.r7.6', 'refusal communication due is not 7 days from the last day for rectification');
      if (
        r.communicatedOn !== undefined &&
        r.communicatedOn > r.communicationDue &&
        !(r.delayReason && r.delayReason.trim().length >= 3)
      ) {
        v('in.ctr2026.r7.6', 'late communication of refusal without a reason for the delay');
      }
    }
    if (s.admittedOn !== undefined) v('in.ctr2026.r7.7', 'both refused and admitted');
  }

  // Rule 7(7) and 7(5): admitted only when in order, after the records were called for.
  if (s.stage === 'admitted' || s.stage === 'decided') {
    const a = s.admittedOn;
    if (a === undefined) v('in.ctr2026.r7.7', 'admitted without a date');
    else {
      for (const d of s.defects) {
        if (d.rectifiedOn === undefined || d.rectifiedOn > a)
          v('in.ctr2026.r7.7', `admitted on ${formatLegal(a)} with defect ${d.id} outstanding`);
      }
      if (s.records.calledOn === undefined || s.records.calledOn > a)
        v('in.ctr2026.r7.5', 'admitted before the records were called for');
    }
    if (s.refusal) v('in.ctr2026.r7.6', 'admitted after a refusal to register');
  }
  if (
    s.records.receivedOn !== undefined &&
    (s.records.calledOn === undefined || s.records.receivedOn < s.records.calledOn)
  ) {
    v('in.ctr2026.r7.5', 'records received before they were called for');
  }

  // Rule 7(8): notice only on admission, with a copy of the appeal, reply days 1..30.
  const n = s.notice;
  if (n) {
    if (s.admittedOn === undefined || n.issuedOn < s.admittedOn) v('in.ctr2026.r7.8', 'notice issued before admission');
    const max = param(ctx.pack, 'appeal.respondent-reply-max-days', n.issuedOn).value;
    if (!Number.isInteger(n.replyDays) || n.replyDays < 1 || n.replyDays > max)
      v('in.ctr2026.r7.8', `reply period of ${n.replyDays} days outside 1..${max}`);
    if (n.copyOfAppealEnclosed !== true) v('in.ctr2026.r7.8', 'notice without a copy of the appeal');
    // Rule 7(9)(iii): affixing only after an attempt under (i) and one under (ii) had failed.
    n.service.attempts.forEach((a, i) => {
      if (a.mode !== 'affixing') return;
      const before = n.service.attempts
        .slice(0, i)
        .filter((b) => b.outcome === 'failed' && (b.outcomeOn ?? b.on) <= a.on);
      const tender = before.some((b) => b.mode === 'tender');
      const post = before.some((b) => b.mode === 'electronic' || b.mode === 'speed-post');
      if (!tender || !post) v('in.ctr2026.r7.9.iii', `affixing (${a.attemptId}) before service by (i) and (ii) failed`);
    });
    if (n.service.attempts.filter((a) => a.outcome === 'served').length > 1)
      v('in.ctr2026.r7.9', 'served more than once');
  }
  if (s.reply && !n) v('in.ctr2026.r7.8', 'reply recorded without a notice');

  // Rule 7(10): hearings only after service of the notice.
  for (const h of s.hearings) {
    if (!n?.service.servedOn || h.on < n.service.servedOn)
      v('in.ctr2026.r7.10', `hearing on ${formatLegal(h.on)} before the notice was served`);
  }

  // Rule 7(11): decided only after a hearing, with reasons; vary changes something; set-aside leaves nothing.
  if (s.stage === 'decided') {
    const d = s.decision;
    if (!d) v('in.ctr2026.r7.11', 'decided without a decision');
    else {
      if (!s.hearings.some((h) => h.on <= d.on)) v('in.ctr2026.r7.11', 'decided without a hearing');
      if (d.reasons.trim().length < 3) v('in.ctr2026.r7.11', 'decided without reasons');
      const t = d.terms;
      const total = t.penaltyPaise + t.compensationPaise + t.expensesPaise + t.chargesPaise;
      if (d.outcome === 'set-aside' && total !== 0) v('in.ctr2026.r7.11', 'set aside but terms remain');
      if (d.outcome === 'confirm' && s.order && t.penaltyPaise !== s.order.penaltyPaise)
        v('in.ctr2026.r7.11', 'confirmed with a different penalty');
    }
  } else if (s.decision) v('in.ctr2026.r7.11', 'a decision outside the decided stage');

  // Rule 7(13): copies only of an order made.
  if (s.copies.length > 0 && s.stage !== 'decided' && s.stage !== 'refused')
    v('in.ctr2026.r7.13', 'copy supplied before any order');

  // Rule 7(12): referred only for an upheld penalty, after the s.27C period from the appellate order.
  if (s.recovery) {
    const d = s.decision;
    if (!d || d.terms.penaltyPaise <= 0) v('in.ctr2026.r7.12', 'referred for recovery with no penalty upheld');
    else {
      const due = appellateDueOn(d, ctx);
      if (due === undefined || !(s.recovery.on > due))
        v('in.ctr2026.r7.12', 'referred for recovery before the time to pay ran out');
      if (s.recovery.unpaidPaise <= 0 || s.recovery.unpaidPaise > d.terms.penaltyPaise)
        v('in.ctr2026.r7.12', 'unpaid amount outside the penalty upheld');
    }
  }
  return out;
}
