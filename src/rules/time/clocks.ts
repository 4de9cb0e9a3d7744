// Statutory clocks: each period the Rules set, named, with its provision, trigger, length, legal maximum, who must
// act, and whether a last day on which the office is closed moves to the next open day.
//
// Our position (docs/assumptions.md I-2): GCA s.10 moves the last day for acts a party does in the office (reply,
// extended reply, rectification, appeal, deposit, respondent's reply); the authority's own duties (issue the notice,
// communicate a refusal, dispose within 6 months and its extension) show the nominal last day.

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal, weekday, weekdayName } from '../../lib/local-date.ts';
import type { Decided } from '../ruling.ts';
import { allow, deny, refuse } from '../ruling.ts';
import type { Pack } from '../packs.ts';
import { tryParam } from '../packs.ts';
import type { ParamId, ParamStatus } from '../parameters.ts';
import { isPortalDefault } from '../parameters.ts';
import type { ProvisionId } from '../provisions.ts';
import { labels } from '../provisions.ts';
import type { OfficeCalendar, SkippedDay } from './calendar.ts';
import { countPeriod, dueDay } from './periods.ts';

export const CLOCK_IDS = [
  'notice-issue',
  'reply',
  'reply-extension',
  'disposal',
  'disposal-extension',
  'rectify',
  'refusal-communication',
  'respondent-reply',
  'appeal',
  'deposit',
  'recovery',
] as const;
export type ClockId = (typeof CLOCK_IDS)[number];

export type ClockActor =
  'adjudicating-officer' | 'noticee' | 'appellate-authority' | 'appellant' | 'respondent' | 'penalised-person';

export type ClockLength =
  | { readonly kind: 'fixed'; readonly unit: 'days' | 'months'; readonly param: ParamId }
  | { readonly kind: 'set'; readonly unit: 'days'; readonly setBy: ClockActor | 'order'; readonly max: ParamId };

export interface ClockDefinition {
  readonly id: ClockId;
  readonly title: string;
  readonly basis: readonly ProvisionId[];
  /** The event the period runs from; the day of that event is excluded (GCA s.9). */
  readonly trigger: string;
  readonly length: ClockLength;
  readonly actor: ClockActor;
  /** True where the act is a party's act in the office, so GCA s.10 moves a closed last day to the next open day. */
  readonly nextOpenDay: boolean;
  /** Whether the clock is a duty of the authority (an escalation when lapsed) or a party's period. */
  readonly duty: 'authority' | 'party';
}

export const CLOCKS: Readonly<Record<ClockId, ClockDefinition>> = {
  'notice-issue': {
    id: 'notice-issue',
    title: 'Issue of the show-cause notice in Form-II',
    basis: ['in.ctr2026.r4.1', 'in.ctr2026.form2'],
    trigger: 'Receipt of the complaint',
    length: { kind: 'fixed', unit: 'days', param: 'notice.issue-days' },
    actor: 'adjudicating-officer',
    nextOpenDay: false,
    duty: 'authority',
  },
  reply: {
    id: 'reply',
    title: 'Reply to the show-cause notice',
    basis: ['in.ctr2026.r4.1', 'in.ctr2026.form2.para3'],
    trigger: 'Service of the notice',
    length: { kind: 'set', unit: 'days', setBy: 'adjudicating-officer', max: 'reply.max-days' },
    actor: 'noticee',
    nextOpenDay: true,
    duty: 'party',
  },
  'reply-extension': {
    id: 'reply-extension',
    title: 'Extended period for the reply',
    basis: ['in.ctr2026.r4.4'],
    trigger: 'Last day of the reply period as first specified',
    length: { kind: 'set', unit: 'days', setBy: 'adjudicating-officer', max: 'reply.extension-max-days' },
    actor: 'noticee',
    nextOpenDay: true,
    duty: 'party',
  },
  disposal: {
    id: 'disposal',
    title: 'Completion of the proceedings',
    basis: ['in.ctr2026.r5'],
    trigger: 'Receipt of the complaint',
    length: { kind: 'fixed', unit: 'months', param: 'disposal.months' },
    actor: 'adjudicating-officer',
    nextOpenDay: false,
    duty: 'authority',
  },
  'disposal-extension': {
    id: 'disposal-extension',
    title: 'Extended period for completing the proceedings',
    basis: ['in.ctr2026.r6'],
    trigger: 'Last day of the six months under Rule 5',
    length: { kind: 'set', unit: 'days', setBy: 'adjudicating-officer', max: 'disposal.extension-max-days' },
    actor: 'adjudicating-officer',
    nextOpenDay: false,
    duty: 'authority',
  },
  rectify: {
    id: 'rectify',
    title: 'Rectification of defects in the appeal',
    basis: ['in.ctr2026.r7.6'],
    trigger: 'Intimation of the defect to the appellant',
    length: { kind: 'fixed', unit: 'days', param: 'appeal.rectify-days' },
    actor: 'appellant',
    nextOpenDay: true,
    duty: 'party',
  },
  'refusal-communication': {
    id: 'refusal-communication',
    title: 'Communication of the refusal to register the appeal',
    basis: ['in.ctr2026.r7.6'],
    trigger: 'Last day for rectification',
    length: { kind: 'fixed', unit: 'days', param: 'appeal.refusal-communication-days' },
    actor: 'appellate-authority',
    nextOpenDay: false,
    duty: 'authority',
  },
  'respondent-reply': {
    id: 'respondent-reply',
    title: "Respondent's reply to the admitted appeal",
    basis: ['in.ctr2026.r7.8'],
    trigger: 'Service of the notice of the appeal',
    length: { kind: 'set', unit: 'days', setBy: 'appellate-authority', max: 'appeal.respondent-reply-max-days' },
    actor: 'respondent',
    nextOpenDay: true,
    duty: 'party',
  },
  appeal: {
    id: 'appeal',
    title: 'Appeal to the appellate authority',
    basis: ['in.cta1871.s27b', 'in.ctr2026.form3.item9'],
    trigger: 'Order of the adjudicating officer',
    length: { kind: 'fixed', unit: 'days', param: 'appeal.period-days' },
    actor: 'appellant',
    nextOpenDay: true,
    duty: 'party',
  },
  deposit: {
    id: 'deposit',
    title: 'Deposit of the penalty',
    basis: ['in.ctr2026.r4.12', 'in.cta1871.s27c'],
    trigger: 'Order imposing the penalty',
    length: { kind: 'set', unit: 'days', setBy: 'order', max: 'deposit.period-days' },
    actor: 'penalised-person',
    nextOpenDay: true,
    duty: 'party',
  },
  // The order's time limit (the 'deposit' clock) may be shorter than the period of s.27C; the Board recovers only after
  // the latter (Rule 4(14)), so it is a clock of its own, whose lapse proposes the reference for recovery.
  recovery: {
    id: 'recovery',
    title: 'Period under section 27C for paying the penalty, after which the Board recovers it',
    basis: ['in.ctr2026.r4.14', 'in.cta1871.s27c'],
    trigger: 'Order imposing the penalty',
    length: { kind: 'fixed', unit: 'days', param: 'deposit.period-days' },
    actor: 'penalised-person',
    nextOpenDay: true,
    duty: 'party',
  },
};

export function isClockId(s: string): s is ClockId {
  return (CLOCK_IDS as readonly string[]).includes(s);
}

export interface ClockInput {
  readonly clock: ClockId;
  /** The trigger date: the day of the event the period runs from. */
  readonly from: LocalDate;
  /** For clocks whose length is set by the officer or the order. */
  readonly days?: number;
  readonly calendar: OfficeCalendar;
  readonly pack: Pack;
  /** The date whose law decides the lengths; the trigger date when absent. */
  readonly lawOn?: LocalDate;
}

export interface UsedParam {
  readonly id: ParamId;
  readonly value: unknown;
  readonly status: ParamStatus;
  readonly basis: readonly ProvisionId[];
  readonly from: LocalDate;
  readonly to?: LocalDate;
  readonly source: string;
  readonly note?: string;
}

export interface ClockResult {
  readonly clock: ClockId;
  readonly title: string;
  readonly from: LocalDate;
  readonly length: { readonly unit: 'days' | 'months'; readonly n: number };
  readonly legalMaximum?: { readonly unit: 'days' | 'months'; readonly n: number };
  /** The day by which the act must be done (after GCA s.10, where it applies). */
  readonly due: LocalDate;
  readonly nominalDue: LocalDate;
  readonly moved: boolean;
  readonly skipped: readonly SkippedDay[];
  readonly actor: ClockActor;
  readonly nextOpenDayApplies: boolean;
  readonly params: readonly UsedParam[];
  readonly basis: readonly ProvisionId[];
  readonly steps: readonly string[];
  /** The due date's year when no State holiday list is entered for it: the date may still move. */
  readonly holidayListMissing?: number;
}

const uniq = <T>(xs: readonly T[]): T[] => [...new Set(xs)];
/** "Issue of the show-cause notice in Form-II" → "issue of the show-cause notice in Form-II" (not toLowerCase, which spoils "Form-II"). */
export const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
/** "adjudicating-officer" → "adjudicating officer". */
export const actorName = (a: ClockActor): string => a.replaceAll('-', ' ');

/** The earliest date from which any value of the parameter applies in the pack or its parents. */
function firstFrom(pack: Pack, id: ParamId): LocalDate | undefined {
  let first: LocalDate | undefined;
  for (let cur: Pack | undefined = pack; cur; cur = cur.parent) {
    for (const v of cur.params[id] ?? []) if (first === undefined || v.from < first) first = v.from;
  }
  return first;
}

/** Computes a clock's due date with its full explanation, or refuses when the inputs are not lawful. */
export function computeClock(input: ClockInput): Decided<ClockResult> {
  const def = CLOCKS[input.clock];
  const lawOn = input.lawOn ?? input.from;
  const paramId = def.length.kind === 'fixed' ? def.length.param : def.length.max;
  const p = tryParam(input.pack, paramId, lawOn);
  if (!p) {
    const first = firstFrom(input.pack, paramId);
    return deny(
      refuse(
        'CLOCK.BEFORE_COMMENCEMENT',
        `The period for the ${lowerFirst(def.title)} under ${labels(def.basis).join(', ')} did not apply on ${formatLegal(lawOn)}: ${
          first !== undefined && lawOn < first
            ? `it applies from ${formatLegal(first)}`
            : 'no value of it is in force on that day'
        }.`,
        def.basis,
        'from',
      ),
    );
  }
  const used: UsedParam[] = [
    {
      id: p.id,
      value: p.value,
      status: p.status,
      basis: p.basis,
      from: p.from,
      source: p.source,
      ...(p.to === undefined ? {} : { to: p.to }),
      ...(p.note === undefined ? {} : { note: p.note }),
    },
  ];
  // Issue 27: a configured value no State has notified is the portal's configured default; a notified one is cited.
  const portalDefault = isPortalDefault(p);
  const configuredNote = portalDefault
    ? ` This value is configured, not enacted in the texts held: ${lowerFirst(p.source.replace(/^Configured: /, ''))}`
    : '';
  const provenance = portalDefault
    ? `the portal's configured default for ${labels(p.basis).join(', ')} (no State has notified a value)`
    : p.notification
      ? `notified by the State (Notification No. ${p.notification.number} dated ${formatLegal(p.notification.date)}, in force from ${formatLegal(p.from)}) under ${labels(p.basis).join(', ')}`
      : `fixed by ${labels(p.basis).join(', ')}`;
  let n: number;
  let legalMaximum: ClockResult['legalMaximum'];
  const steps: string[] = [];

  if (def.length.kind === 'fixed') {
    n = p.value as number;
    if (input.days !== undefined) {
      return deny(
        refuse(
          'CLOCK.DAYS_NOT_ALLOWED',
          `The period for the ${lowerFirst(def.title)} is fixed at ${n} ${def.length.unit} by ${labels(p.basis).join(', ')}; no number of days may be given for it.`,
          p.basis,
          'days',
        ),
      );
    }
    steps.push(`Period: ${n} ${def.length.unit}, ${provenance}.${configuredNote}`);
  } else {
    const max = p.value as number;
    legalMaximum = { unit: 'days', n: max };
    const who = def.length.setBy === 'order' ? 'the order' : `the ${actorName(def.length.setBy)}`;
    if (input.days === undefined) {
      return deny(
        refuse(
          'CLOCK.DAYS_REQUIRED',
          `Give the number of days set by ${who} (${portalDefault ? `the portal's configured default is ${max}` : `at most ${max}`}, ${labels(p.basis).join(', ')}).`,
          p.basis,
          'days',
        ),
      );
    }
    if (!Number.isInteger(input.days) || input.days < 1) {
      return deny(
        refuse(
          'CLOCK.DAYS_NOT_POSITIVE',
          `The number of days must be a whole number of at least 1; ${String(input.days)} was given.`,
          p.basis,
          'days',
        ),
      );
    }
    if (input.days > max && portalDefault) {
      // The portal's default proposes; it does not cap what the order or the officer sets (issue 27).
      n = input.days;
      steps.push(
        `Period: ${n} days as set by ${who}, longer than the portal's configured default of ${max} days (${labels(p.basis).join(', ')}); no State has notified a maximum, so the default does not limit it.${configuredNote}`,
      );
    } else if (input.days > max) {
      return deny(
        refuse(
          'CLOCK.DAYS_EXCEED_MAXIMUM',
          `${input.days} days exceeds the maximum of ${max} days under ${labels(p.basis).join(', ')}.${configuredNote}`,
          p.basis,
          'days',
        ),
      );
    } else {
      n = input.days;
      steps.push(
        portalDefault
          ? `Period: ${n} days as set by ${who}; the portal's configured default is ${max} days (${labels(p.basis).join(', ')}).${configuredNote}`
          : `Period: ${n} days as set by ${who}; the legal maximum is ${max} days (${labels(p.basis).join(', ')}).${configuredNote}`,
      );
    }
  }

  const counted = countPeriod(input.from, { unit: def.length.unit, n }, def.trigger);
  const due = dueDay(input.calendar, counted.nominalLastDay, def.nextOpenDay);
  steps.push(...counted.steps, ...due.steps);
  steps.push(`Due: ${weekdayName(weekday(due.due))} ${formatLegal(due.due)}, by the ${actorName(def.actor)}.`);

  const base = {
    clock: def.id,
    title: def.title,
    from: input.from,
    length: { unit: def.length.unit, n },
    due: due.due,
    nominalDue: counted.nominalLastDay,
    moved: due.moved,
    skipped: due.skipped,
    actor: def.actor,
    nextOpenDayApplies: def.nextOpenDay,
    params: used,
    basis: uniq([...def.basis, ...counted.basis, ...due.basis]),
    steps,
  };
  const withMax: ClockResult = legalMaximum ? { ...base, legalMaximum } : base;
  const result: ClockResult =
    due.holidayListMissing === undefined ? withMax : { ...withMax, holidayListMissing: due.holidayListMissing };
  return allow(result, result.basis, steps);
}
