// The deadline watcher's rules: which alerts a running statutory clock gets, on which dates, and what its lapse means.
//
// Reminders and the disposal warning are configured, not law (docs/assumptions.md A-6): their lead days are dated
// parameters. What a lapse means is law: a reply period over lets the officer proceed ex parte (Rule 4(7)); a
// rectification period over lets the appellate authority refuse registration (Rule 7(6)); the period of s.27C over
// (not the order's shorter time limit for the deposit) sends the penalty to the Board for recovery (Rule 4(14)); the authority's own periods over (Rule 4(1) notice, Rules
// 5 and 6 disposal) go to the District Magistrate. A lapse only ever becomes a proposal or an escalation, never a
// change of the proceeding's state: the officer decides.

import type { LocalDate } from '../../lib/local-date.ts';
import { addDays } from '../../lib/local-date.ts';
import type { Pack } from '../packs.ts';
import { param } from '../packs.ts';
import type { ProvisionId } from '../provisions.ts';
import type { ClockActor, ClockId } from './clocks.ts';
import { CLOCKS, isClockId } from './clocks.ts';

export type AlertKind = `reminder-${number}` | 'lapse' | 'escalation-near';

export interface PlannedAlert {
  readonly kind: AlertKind;
  readonly fireOn: LocalDate;
}

export interface AlertPlan {
  readonly alerts: readonly PlannedAlert[];
  readonly basis: readonly ProvisionId[];
  readonly steps: readonly string[];
}

/** Clocks that get no reminders: the period of s.27C runs beside the order's own time limit ('deposit'), which carries them. */
const NO_REMINDERS: ReadonlySet<ClockId> = new Set(['recovery']);

/** Whether the lapse of a clock is told to the person who had to act (not for the s.27C period: the order's time limit was told). */
export function lapseToldToActor(clock: string): boolean {
  return !(isClockId(clock) && NO_REMINDERS.has(clock));
}

/** Where the District Magistrate is told before the period of Rules 5 and 6 ends. */
const DISPOSAL_CLOCKS: ReadonlySet<ClockId> = new Set(['disposal', 'disposal-extension']);

/**
 * The alerts of one running clock due on `due`, planned on `plannedOn` (the Clock's today): a reminder at each
 * configured lead day still ahead (none is sent late for a day already past), the lapse the day after the due day,
 * and for the disposal period a warning to the District Magistrate at the configured lead.
 */
export function planAlerts(clock: string, due: LocalDate, plannedOn: LocalDate, pack: Pack): AlertPlan {
  const leads = param(pack, 'deadline.reminder-lead-days', plannedOn);
  const alerts: PlannedAlert[] = [];
  const steps: string[] = [];
  if (isClockId(clock) && NO_REMINDERS.has(clock)) {
    steps.push("No reminders: the order's own time limit for the deposit carries them.");
  } else {
    for (const lead of [...new Set(leads.value)].sort((a, b) => b - a)) {
      const on = addDays(due, -lead);
      if (on >= plannedOn) alerts.push({ kind: `reminder-${lead}`, fireOn: on });
    }
    steps.push(`Reminders ${leads.value.join(', ')} days before the due day (configured, ${leads.source}).`);
  }
  alerts.push({ kind: 'lapse', fireOn: addDays(due, 1) });
  const basis: ProvisionId[] = [...leads.basis];
  if (isClockId(clock) && DISPOSAL_CLOCKS.has(clock)) {
    const lead = param(pack, 'deadline.disposal-escalation-lead-days', plannedOn);
    const on = addDays(due, -lead.value);
    alerts.push({ kind: 'escalation-near', fireOn: on >= plannedOn ? on : plannedOn });
    steps.push(`The District Magistrate is told ${lead.value} days before the period ends (configured).`);
    basis.push(...lead.basis);
  }
  if (isClockId(clock)) basis.push(...CLOCKS[clock].basis);
  return { alerts, basis: [...new Set(basis)], steps };
}

/** Who a lapse or warning goes to. */
export type Audience = 'adjudicating-officer' | 'appellate-authority' | 'district-magistrate';

export interface LapseEffect {
  /** A proposal on the worklist of the authority that decides, or an escalation to the supervising authority. */
  readonly kind: 'proposal' | 'escalation';
  readonly action:
    | 'proceed-ex-parte'
    | 'refuse-registration'
    | 'refer-for-recovery'
    | 'extend-disposal'
    | 'notice-overdue'
    | 'disposal-near'
    | 'disposal-overdue';
  readonly audience: Audience;
  readonly basis: readonly ProvisionId[];
}

/**
 * What the lapse of a clock means, with the provision: Rule 4(7) (reply, and the reply as extended under Rule 4(4)),
 * Rule 7(6) (rectification), Rule 4(14) with s.27C (recovery; the order's deposit time limit is only recorded), Rule 4(1) and Rules 5, 6 (the authority's own periods,
 * escalated). A clock whose lapse has no legal effect of its own (the respondent's reply to an appeal, Rule 7(8); the
 * communication of a refusal, Rule 7(6)) is recorded as lapsed and nothing more.
 */
export function lapseEffects(clock: string): LapseEffect[] {
  switch (clock) {
    case 'reply':
    case 'reply-extension':
      return [
        { kind: 'proposal', action: 'proceed-ex-parte', audience: 'adjudicating-officer', basis: ['in.ctr2026.r4.7'] },
      ];
    case 'rectify':
      return [
        {
          kind: 'proposal',
          action: 'refuse-registration',
          audience: 'appellate-authority',
          basis: ['in.ctr2026.r7.6'],
        },
      ];
    // The order's time limit over is recorded; the reference for recovery waits for the period of s.27C (Rule 4(14)).
    case 'recovery':
      return [
        {
          kind: 'proposal',
          action: 'refer-for-recovery',
          audience: 'adjudicating-officer',
          basis: ['in.ctr2026.r4.14', 'in.cta1871.s27c'],
        },
      ];
    case 'notice-issue':
      return [
        { kind: 'escalation', action: 'notice-overdue', audience: 'district-magistrate', basis: ['in.ctr2026.r4.1'] },
      ];
    case 'disposal':
      return [
        { kind: 'escalation', action: 'disposal-overdue', audience: 'district-magistrate', basis: ['in.ctr2026.r5'] },
      ];
    case 'disposal-extension':
      return [
        {
          kind: 'escalation',
          action: 'disposal-overdue',
          audience: 'district-magistrate',
          basis: ['in.ctr2026.r5', 'in.ctr2026.r6'],
        },
      ];
    default:
      return [];
  }
}

/** The warning before the disposal period ends (Rules 5, 6): to the District Magistrate, and, while the period of Rule 5 has not been extended, a proposal to extend it. */
export function nearEffects(clock: string): LapseEffect[] {
  if (clock === 'disposal') {
    return [
      { kind: 'escalation', action: 'disposal-near', audience: 'district-magistrate', basis: ['in.ctr2026.r5'] },
      { kind: 'proposal', action: 'extend-disposal', audience: 'adjudicating-officer', basis: ['in.ctr2026.r6'] },
    ];
  }
  if (clock === 'disposal-extension')
    return [{ kind: 'escalation', action: 'disposal-near', audience: 'district-magistrate', basis: ['in.ctr2026.r6'] }];
  return [];
}

/** The case party roles that act on a clock (reminders go to them); the authority's clocks go to its officers. */
export function partyRolesFor(actor: ClockActor | string): readonly string[] {
  switch (actor) {
    case 'noticee':
      return ['respondent'];
    case 'penalised-person':
      return ['respondent', 'appellant'];
    case 'appellant':
      return ['appellant'];
    case 'respondent':
      return ['appeal-respondent'];
    default:
      return [];
  }
}
