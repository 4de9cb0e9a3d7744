// Rules 4(8), 4(12), 4(13), 4(15), 5 and 6: the final order, the disposal period and its extension, and copies of the order.

import { daysBetween, formatLegal } from '../../lib/local-date.ts';
import { param } from '../../rules/packs.ts';
import { isPortalDefault } from '../../rules/parameters.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import { disposalClock, disposalExtensionClock } from './clocks.ts';
import type { ExtendProceedings, PassOrder, SupplyOrderCopy } from './commands.ts';
import type { AdjDecision } from './decide-util.ts';
import { emit, fail, no } from './decide-util.ts';
import { checkPenaltyAmount } from '../../rules/amounts.ts';
import { speakingOrder } from './decide-findings.ts';
import type { AdjudicationOrder, AdjudicationState } from './state.ts';
import { ordinaryHearings, readyForOrder, totalDisposalExtension } from './state.ts';
import { computeClock } from '../../rules/time/clocks.ts';
import { adjudicationGate } from './opportunity.ts';

const AMOUNT_FIELDS = ['penaltyPaise', 'compensationPaise', 'expensesPaise', 'chargesPaise'] as const;

export function decidePassOrder(s: AdjudicationState, cmd: PassOrder, ctx: DecideContext): AdjDecision {
  const rule: 'in.ctr2026.r4.12' | 'in.ctr2026.r4.13' =
    cmd.kind === 'dismissal' ? 'in.ctr2026.r4.13' : 'in.ctr2026.r4.12';
  if (cmd.kind !== 'dismissal' && cmd.kind !== 'penalty-or-compensation') {
    return no(
      'ORDER.NOTHING_IMPOSED',
      'An order either imposes penalty or awards compensation, expenses or charges (Rule 4(12)), or dismisses the complaint (Rule 4(13)).',
      ['in.ctr2026.r4.12', 'in.ctr2026.r4.13'],
      'kind',
    );
  }
  if (s.order)
    return no(
      'ORDER.ALREADY_PASSED',
      `The final order was passed on ${formatLegal(s.order.on)}; it can be challenged only in appeal.`,
      [rule],
    );
  // An admission in a reply received after ex parte does not replace the hearing in absence while ex parte stands.
  const admitted = s.reply?.admits === true && s.exParte === undefined;
  if (!readyForOrder(s)) {
    if (s.exParte) {
      return no(
        'ORDER.NOT_READY',
        `The case proceeds ex parte since ${formatLegal(s.exParte.on)}, but no hearing has been held in the absence of the person. Rule 4(7) requires the hearing to proceed in his absence: examine the complainant's material and record the hearing in absence, then pass the order.`,
        [rule, 'in.ctr2026.r4.7', 'in.ctr2026.r4.10'],
      );
    }
    return no(
      'ORDER.NOT_READY',
      'No order can be passed yet: there must be a reply admitting the contravention, or a hearing held (in the absence of the person, if the case proceeds ex parte).',
      [rule, 'in.ctr2026.r4.8', 'in.ctr2026.r4.10', 'in.ctr2026.r4.7'],
    );
  }
  if (cmd.kind === 'dismissal' && admitted && s.hearings.length === 0) {
    return no(
      'ORDER.NOT_READY',
      'The reply admits the contravention; to find that there was none, hear the parties first (record the hearing), then dismiss with reasons.',
      ['in.ctr2026.r4.8', 'in.ctr2026.r4.13'],
    );
  }
  // The one gate (issue 27): each party heard, absent after notice served in time, or waived in their own words.
  const gated = adjudicationGate(
    s,
    ctx,
    {
      what: cmd.kind === 'dismissal' ? 'dismiss the complaint' : 'pass the order',
      on: cmd.on,
      rule: [rule, 'in.ctr2026.r4.6'],
    },
    { kind: 'order' },
  );
  if (gated) return fail(gated);
  // The reasons answer the grounds: the findings below, each with its own reasons; none is counted in characters.
  if (typeof cmd.reasons !== 'string' || cmd.reasons.trim() === '')
    return no('ORDER.REASONS_REQUIRED', 'The order must give its reasons in writing; record them.', [rule], 'reasons');
  let spoken: ReturnType<typeof speakingOrder> | undefined;

  let amounts = { penaltyPaise: 0, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 };
  let depositDays: number | undefined;
  let depositDueOn: AdjudicationOrder['on'] | undefined;
  let ceiling: number | null | undefined;
  let ceilingReadOn: AdjudicationOrder['on'] | undefined;
  let notices: { code: string; en: string; hi: string }[] = [];
  let ceilingBasis: readonly ProvisionId[] = [];
  let heardOnAmountOn: AdjudicationOrder['on'] | undefined;
  let notHeardOnAmountReasons: string | undefined;
  if (cmd.kind === 'penalty-or-compensation') {
    for (const f of AMOUNT_FIELDS) {
      const v = cmd.amounts?.[f];
      if (!Number.isSafeInteger(v) || v < 0) {
        return no(
          'ORDER.AMOUNT_INVALID',
          `Give ${f.replace('Paise', '')} as a whole number of paise, zero or more.`,
          [rule],
          `amounts.${f}`,
        );
      }
    }
    amounts = { ...cmd.amounts };
    if (AMOUNT_FIELDS.every((f) => amounts[f] === 0)) {
      return no(
        'ORDER.NOTHING_IMPOSED',
        'The order imposes nothing: give a penalty, compensation, expenses or charges, or dismiss the complaint under Rule 4(13).',
        [rule],
        'amounts',
      );
    }
    // A finding on each ground, each listed witness or document, the payee and time to pay; sections 20 to 22 give no
    // penalty, judged on the sections found (issue 27).
    spoken = speakingOrder(s, cmd, ctx, rule);
    if (!spoken.ok) return fail(spoken.error);
    // The penalty ceiling of the amended Act for this State, or the notice that none is configured (issue 13, A-3),
    // read on the day of the contravention, not of the order (Article 20(1); issue 27).
    ceilingReadOn = s.complaint!.particulars.contravener.contravention.date;
    const checked = checkPenaltyAmount(ctx.pack, ceilingReadOn, amounts.penaltyPaise, cmd.noCeilingConfirmed);
    if (!checked.ok) return fail(checked.error);
    ceiling = checked.value.value.ceiling.maxRupees;
    ceilingBasis = checked.value.basis;
    if (checked.value.value.notice) notices = [{ ...checked.value.value.notice }];
    // Rule 4(6) after an admission (issue 13, I-C9): the person is heard on the amounts, or the order says why not.
    if (admitted) {
      const heard = ordinaryHearings(s).at(-1);
      // Only the person's own waiver answers for the hearing (issue 27, I-100); the gate above has checked it is there.
      const waived = (s.waivers ?? []).find((w) => w.by === 'contravener');
      if (heard) heardOnAmountOn = heard.on;
      else if (waived)
        notHeardOnAmountReasons = `Waived by the person in writing on ${formatLegal(waived.on)}: "${waived.words}"`;
      else {
        return no(
          'ORDER.NOT_HEARD_ON_AMOUNT',
          'The reply admits the contravention, but the person has not been heard on the amount of penalty and compensation. Issue a notice of hearing and hear him on the amount, or record why he is not heard (for example, the reply itself addresses the amount and asks for no hearing).',
          ['in.ctr2026.r4.6', 'in.ctr2026.r4.8', rule],
          'notHeardOnAmountReasons',
        );
      }
    }
    if (amounts.penaltyPaise > 0) {
      if (cmd.depositDays === undefined || !Number.isInteger(cmd.depositDays) || cmd.depositDays < 1) {
        return no(
          'ORDER.DEPOSIT_TIME_LIMIT_REQUIRED',
          'An order imposing a penalty must state the time limit for depositing it: give a whole number of days, at least 1.',
          [rule],
          'depositDays',
        );
      }
      // A maximum the law or a State's notification gives binds; the portal's configured default only proposes
      // (issue 27): the officer may allow longer, and the order's reasons stand for it.
      const s27c = param(ctx.pack, 'deposit.period-days', cmd.on);
      if (cmd.depositDays > s27c.value && !isPortalDefault(s27c)) {
        return no(
          'ORDER.DEPOSIT_TIME_LIMIT_EXCEEDS_S27C',
          `The time for deposit may not run beyond the period under section 27C, ${s27c.value} days${s27c.notification ? ` (Notification No. ${s27c.notification.number} dated ${formatLegal(s27c.notification.date)})` : ''}. Set ${s27c.value} days or fewer.`,
          [rule, 'in.cta1871.s27c'],
          'depositDays',
        );
      }
      depositDays = cmd.depositDays;
      const dc = computeClock({
        clock: 'deposit',
        from: cmd.on,
        days: depositDays,
        calendar: ctx.calendar,
        pack: ctx.pack,
      });
      if (dc.ok) depositDueOn = dc.value.value.due;
    }
  }

  if (cmd.kind === 'dismissal') {
    spoken = speakingOrder(s, cmd, ctx, rule);
    if (!spoken.ok) return fail(spoken.error);
  }
  const disposal = disposalClock(s, ctx)!;
  const extended = totalDisposalExtension(s) > 0;
  const late = cmd.on > disposal.due;
  if (late && !hasText(cmd.delayReason)) {
    return no(
      'DISPOSAL.DELAY_REASON_REQUIRED',
      `The proceedings were to be completed by ${formatLegal(disposal.due)}${extended ? ' (as extended)' : ''}. The order may still be passed: record the reason for the delay.`,
      extended ? ['in.ctr2026.r5', 'in.ctr2026.r6'] : ['in.ctr2026.r5'],
      'delayReason',
    );
  }
  const complaint = s.complaint!;
  const notice = s.notice!;
  const order: AdjudicationOrder = {
    kind: cmd.kind,
    basis: rule,
    on: cmd.on,
    onAdmission: admitted,
    exParte: s.exParte !== undefined,
    ...amounts,
    ...(depositDays !== undefined ? { depositDays } : {}),
    reasons: cmd.reasons.trim(),
    late,
    ...(late ? { delayReason: cmd.delayReason!.trim() } : {}),
    ...(heardOnAmountOn !== undefined ? { heardOnAmountOn } : {}),
    ...(notHeardOnAmountReasons !== undefined ? { notHeardOnAmountReasons } : {}),
    ...(ceiling !== undefined && amounts.penaltyPaise > 0 ? { penaltyCeilingRupees: ceiling } : {}),
    ...(ceilingReadOn !== undefined && amounts.penaltyPaise > 0 ? { ceilingReadOn } : {}),
    ...(spoken?.ok ? spoken.value : {}),
    contravention: notice.contravention,
    provisionAlleged: notice.provisionAlleged,
    complainantName: complaint.particulars.complainant.name,
    contravenerName: complaint.particulars.contravener.name,
    complaintReceivedOn: complaint.receivedOn,
  };
  const basis: ProvisionId[] = [rule];
  if (admitted && cmd.kind === 'penalty-or-compensation') basis.push('in.ctr2026.r4.8', 'in.ctr2026.r4.6');
  if (s.exParte) basis.push('in.ctr2026.r4.7');
  for (const b of ceilingBasis) if (!basis.includes(b)) basis.push(b);
  for (const b of spoken?.ok ? spoken.basis : []) if (!basis.includes(b)) basis.push(b);
  if (amounts.penaltyPaise > 0) basis.push('in.cta1871.s28', 'in.cta1871.s27c');
  basis.push('in.ctr2026.r5');
  if (extended) basis.push('in.ctr2026.r6');
  return emit({
    type: 'order-passed',
    on: cmd.on,
    basis,
    order,
    ...(amounts.penaltyPaise > 0 ? { penaltyPayableTo: 'awbi-fund' as const } : {}),
    ...(depositDueOn !== undefined ? { depositDueOn } : {}),
    disposalDueOn: disposal.due,
    ...(notices.length > 0 ? { notices } : {}),
  });
}

export function decideExtendProceedings(s: AdjudicationState, cmd: ExtendProceedings, ctx: DecideContext): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r6'];
  if (s.order)
    return no(
      'ORDER.ALREADY_PASSED',
      `The proceedings were completed by the order of ${formatLegal(s.order.on)}; nothing remains to extend.`,
      basis,
    );
  if (!Number.isInteger(cmd.days) || cmd.days < 1)
    return no(
      'DISPOSAL.EXTENSION_NOT_POSITIVE',
      'Give the extension as a whole number of days, at least 1.',
      basis,
      'days',
    );
  const max = param(ctx.pack, 'disposal.extension-max-days', s.complaint!.receivedOn).value;
  const already = totalDisposalExtension(s);
  if (already + cmd.days > max) {
    return no(
      'DISPOSAL.EXTENSION_EXCEEDS_30_DAYS',
      `The six months under Rule 5 may be extended by at most ${max} days in all; ${already} already granted, so at most ${max - already} more.`,
      [...basis, 'in.ctr2026.r5'],
      'days',
    );
  }
  if (!hasText(cmd.reasons)) {
    return no(
      'DISPOSAL.EXTENSION_REASONS_REQUIRED',
      'Record in writing the reasonable cause for the delay that justifies the extension.',
      basis,
      'reasons',
    );
  }
  // Issue 27: an extension given after the period (as it then stood) had ended records the lapse, and why the period
  // was not extended before it ended.
  const current = disposalClock(s, ctx)!;
  const lapsed = cmd.on > current.due;
  if (lapsed && !hasText(cmd.lapseReasons)) {
    return no(
      'DISPOSAL.EXTENSION_REASONS_REQUIRED',
      `The period to complete the proceedings ended on ${formatLegal(current.due)}, ${daysBetween(current.due, cmd.on)} days before this extension. The extension may still be given, but the lapse goes on the order sheet: record why the period was not extended before it ended.`,
      [...basis, 'in.ctr2026.r5'],
      'lapseReasons',
    );
  }
  const clock = disposalExtensionClock(s, ctx, already + cmd.days)!;
  return emit({
    type: 'proceedings-extended',
    on: cmd.on,
    basis: [...basis, 'in.ctr2026.r5'],
    days: cmd.days,
    totalDays: already + cmd.days,
    reasons: cmd.reasons.trim(),
    dueOn: clock.due,
    ...(lapsed
      ? {
          afterLapse: {
            periodEndedOn: current.due,
            daysLapsed: daysBetween(current.due, cmd.on),
            reasons: cmd.lapseReasons!.trim(),
          },
        }
      : {}),
  });
}

export function decideSupplyCopy(s: AdjudicationState, cmd: SupplyOrderCopy): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.15'];
  if (!s.order)
    return no('ORDER.NOT_PASSED', 'No order has been passed yet; a copy can be supplied once it is.', basis);
  if (cmd.to !== 'contravener' && cmd.to !== 'complainant') {
    return no(
      'ORDER.COPY_RECIPIENT_INVALID',
      'A copy goes to the person complained against and to the complainant or authorised officer; choose one of them.',
      basis,
      'to',
    );
  }
  if (cmd.feePaise !== 0)
    return no(
      'ORDER.COPY_FEE_NOT_ALLOWED',
      'The copy of the order is supplied free of cost; set the fee to 0.',
      basis,
      'feePaise',
    );
  if (cmd.signed !== true)
    return no(
      'ORDER.COPY_NOT_SIGNED',
      'The copy must be signed by the adjudicating officer before it is supplied.',
      basis,
      'signed',
    );
  return emit({ type: 'order-copy-supplied', on: cmd.on, basis, to: cmd.to, feePaise: 0, signed: true });
}
