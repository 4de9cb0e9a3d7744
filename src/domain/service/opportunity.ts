// Natural justice as one check (issue 27): each party's opportunity, kept as one record per proceeding, and the one gate
// every adverse decision passes (ex parte, the order, the appellate decision, enhancement, refusal to register or
// admit, referral for recovery, Assam forfeiture).
//
// A proceeding derives a PartyRecord for each of its parties from its state (the notices issued to them and their
// service, the sittings with attendance or absence, adjournments, requests and their decisions, the party's own
// waivers, the material on record). The gate is pure: it reads those records, the minimum interval between service and
// the date fixed (a configured parameter, the portal's default until a State notifies one: docs/assumptions.md A-100),
// and answers with a refusal naming the party, the missing step and the Rule, or nothing.

import type { LocalDate } from '../../lib/local-date.ts';
import { daysBetween, formatLegal } from '../../lib/local-date.ts';
import { param } from '../../rules/packs.ts';
import type { Pack } from '../../rules/packs.ts';
import type { ResolvedParam } from '../../rules/parameters.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { RefusalCode } from '../../rules/refusal-codes.ts';
import type { Refusal } from '../../rules/ruling.ts';
import type { OfficeCalendar } from '../../rules/time/calendar.ts';
import { closedReason } from '../../rules/time/calendar.ts';

/** The parties of the three proceedings: the complaint case, the appeal and the Assam report. */
export type PartyRole = 'noticee' | 'complainant' | 'appellant' | 'respondent' | 'accused' | 'owner';

/** A notice issued to the party fixing a date (for a reply or a sitting), and its service. */
export interface NoticeEntry {
  readonly id: string;
  readonly what: string;
  readonly issuedOn: LocalDate;
  /** The date the notice fixes: the last day of a reply period, or the sitting. */
  readonly fixedFor: LocalDate;
  readonly servedOn?: LocalDate;
  /** Whole days from service to the date fixed (General Clauses Act s.9: the day of service excluded). */
  readonly intervalDays?: number;
  /** The officer's recorded reasons for fixing the date at less than the minimum interval. */
  readonly shortNoticeReasons?: string;
  /** Replaced by a later notice (an adjournment): shown withdrawn, never relied on. */
  readonly withdrawnOn?: LocalDate;
  readonly rule: readonly ProvisionId[];
  /** What the officer does when this notice was not served, or served too late (the default: serve it for a new date). */
  readonly cure?: string;
}

/** A sitting, or the end of a reply period, and whether the party attended (or replied). */
export interface SittingEntry {
  readonly on: LocalDate;
  readonly noticeId?: string;
  readonly attended: boolean;
}

export interface RequestEntry {
  readonly on: LocalDate;
  readonly what: string;
  readonly status: 'pending' | 'granted' | 'refused';
  readonly decidedOn?: LocalDate;
  readonly decisionReasons?: string;
  readonly rule: readonly ProvisionId[];
}

/**
 * An adjournment sought (by a party, or moved by the officer) and its outcome. A request still undecided blocks every
 * adverse decision like any other request; a refusal is kept with its reasons, as a granted one is with its new date.
 */
export interface AdjournmentEntry {
  /** The day it was sought (or, for one the officer moved, the day the new date was fixed). */
  readonly on: LocalDate;
  readonly soughtBy: PartyRole | 'officer';
  /** Why it was sought, in the words recorded. */
  readonly reasons: string;
  /** The sitting it asked to move. */
  readonly from: LocalDate;
  readonly outcome: 'pending' | 'granted' | 'refused';
  readonly decidedOn?: LocalDate;
  /** The officer's reasons for granting or refusing it. */
  readonly decisionReasons?: string;
  /** The new date, when granted. */
  readonly to?: LocalDate;
  readonly rule: readonly ProvisionId[];
}

/** The party's own waiver of being heard, in their own words, on a signed writing attached to the case. */
export interface WaiverEntry {
  readonly on: LocalDate;
  readonly words: string;
  readonly documentId?: string;
}

export interface PartyRecord {
  readonly role: PartyRole;
  readonly name: string;
  readonly notices: readonly NoticeEntry[];
  readonly sittings: readonly SittingEntry[];
  readonly adjournments: readonly AdjournmentEntry[];
  readonly requests: readonly RequestEntry[];
  readonly waivers: readonly WaiverEntry[];
  readonly material: readonly string[];
}

export const ROLE_LABEL: Readonly<Record<PartyRole, string>> = {
  noticee: 'the person complained against',
  complainant: 'the complainant',
  appellant: 'the appellant',
  respondent: 'the respondent',
  accused: 'the accused',
  owner: 'the owner of the cattle',
};

/** What the decision rests on for one party it affects. */
export interface GateParty {
  readonly record: PartyRecord;
  /** The notice fixing the sitting (or reply period) the decision rests on for this party; none: no such notice. */
  readonly noticeId?: string;
  /** Attendance at the sitting being recorded now (a hearing recorded with this decision); else read from the record. */
  readonly attendedNow?: boolean;
  /** The decision itself records the absence (ex parte records that no reply came in the period). */
  readonly absenceRecordedNow?: boolean;
  /** Whether a waiver answers for this party (a waiver of the hearing does not waive, say, notice of enhancement). */
  readonly waiverCounts?: boolean;
  /**
   * The notice itself must have been served the minimum interval ahead, whether or not the party attended (notice
   * against enhancement, the order's time to pay): attending is not having had time to prepare or to pay.
   */
  readonly serviceRequired?: boolean;
}

export interface GateDecision {
  /** "proceed ex parte", "pass the order", "dismiss the complaint", ... */
  readonly what: string;
  readonly on: LocalDate;
  /** The Rules the decision rests on; each refusal cites them with the missing step's Rule. */
  readonly rule: readonly ProvisionId[];
}

/** The minimum interval in force on a day: a configured parameter, the portal's default until a State notifies one. */
export function minimumInterval(pack: Pack, on: LocalDate): ResolvedParam<number> {
  return param(pack, 'notice.min-interval-days', on);
}

const who = (r: PartyRecord): string => `${ROLE_LABEL[r.role]} (${r.name})`;

function refuse(code: RefusalCode, message: string, basis: readonly ProvisionId[], field?: string): Refusal {
  return { code, message, basis: [...new Set(basis)], ...(field !== undefined ? { field } : {}) };
}

/** Whole days from service to the date fixed, the day of service excluded (GCA s.9). */
export const intervalDays = (servedOn: LocalDate, fixedFor: LocalDate): number => daysBetween(servedOn, fixedFor);

/**
 * The gate: the decision is accepted only if, for every party it affects, (1) no request of theirs lies undecided;
 * (2) they waived being heard in their own words, or attended, or were recorded absent after a notice served on them at
 * least the minimum interval before the date fixed (shorter only with the officer's recorded reasons).
 */
export function checkOpportunity(
  decision: GateDecision,
  parties: readonly GateParty[],
  min: ResolvedParam<number>,
): Refusal | undefined {
  const minText = `${min.value} days${min.status === 'configured' ? " (the portal's default, not a period fixed by law)" : ''}`;
  for (const p of parties) {
    const r = p.record;
    const pendingAdj = r.adjournments.find((a) => a.outcome === 'pending' && a.on <= decision.on);
    if (pendingAdj) {
      return refuse(
        'OPPORTUNITY.REQUEST_UNDECIDED',
        `${cap(who(r))} asked on ${formatLegal(pendingAdj.on)} to adjourn the sitting of ${formatLegal(pendingAdj.from)}. Grant or refuse the adjournment, with reasons, before you ${decision.what}.`,
        [...decision.rule, ...pendingAdj.rule],
      );
    }
    const pending = r.requests.find((q) => q.status === 'pending' && q.on <= decision.on);
    if (pending) {
      return refuse(
        'OPPORTUNITY.REQUEST_UNDECIDED',
        `${cap(who(r))} asked on ${formatLegal(pending.on)}: ${pending.what}. Decide that request, with reasons, before you ${decision.what}.`,
        [...decision.rule, ...pending.rule],
      );
    }
    if (p.waiverCounts !== false && r.waivers.length > 0) continue;
    if (p.attendedNow === true && p.serviceRequired !== true) continue;
    const notice = p.noticeId === undefined ? undefined : r.notices.find((n) => n.id === p.noticeId);
    if (!notice) {
      return refuse(
        'OPPORTUNITY.NOT_HEARD',
        `${cap(who(r))} has had no notice fixing a date to be heard, and has not waived it in their own words. Issue the notice and serve it before you ${decision.what}.`,
        decision.rule,
      );
    }
    const sitting = r.sittings.find((x) => x.noticeId === notice.id);
    if (p.attendedNow === undefined && sitting?.attended === true && p.serviceRequired !== true) continue;
    if (notice.withdrawnOn !== undefined) {
      return refuse(
        'OPPORTUNITY.NOT_HEARD',
        `The ${notice.what} to ${who(r)} was withdrawn on ${formatLegal(notice.withdrawnOn)}; rely on the notice that replaced it.`,
        [...decision.rule, ...notice.rule],
      );
    }
    if (notice.servedOn === undefined) {
      return refuse(
        'OPPORTUNITY.NOT_SERVED',
        `The ${notice.what} was never served on ${who(r)}${p.serviceRequired === true ? '' : ', who did not attend'}. ${notice.cure ?? 'Serve it (Rule 4(5)) for a new date'} before you ${decision.what}.`,
        [...decision.rule, ...notice.rule, 'in.ctr2026.r4.5'],
      );
    }
    const gap = intervalDays(notice.servedOn, notice.fixedFor);
    if (gap < min.value && (notice.shortNoticeReasons ?? '').trim().length === 0) {
      return refuse(
        'OPPORTUNITY.SHORT_NOTICE',
        `The ${notice.what} was served on ${who(r)} on ${formatLegal(notice.servedOn)}, ${gap} day${gap === 1 ? '' : 's'} before ${formatLegal(notice.fixedFor)}; the minimum is ${minText}. ${notice.cure ?? 'Fix a new date and serve it, or record your reasons for the shorter notice when issuing it'}.`,
        [...decision.rule, ...notice.rule],
      );
    }
    if (p.attendedNow !== undefined || p.absenceRecordedNow === true || sitting !== undefined) continue;
    return refuse(
      'OPPORTUNITY.NOT_HEARD',
      `No sitting on ${formatLegal(notice.fixedFor)} is recorded for ${who(r)}: record whether they attended before you ${decision.what}.`,
      [...decision.rule, ...notice.rule],
    );
  }
  return undefined;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The one gate as every proceeding calls it: `opportunityGate.check(decision, parties, min)`. It is an object so that
 * the property tests can wrap it (node:test `mock.method`) to skip one party and show the property then fails; no
 * production code replaces it.
 */
export const opportunityGate: {
  check: (decision: GateDecision, parties: readonly GateParty[], min: ResolvedParam<number>) => Refusal | undefined;
} = { check: checkOpportunity };

/** A waiver in the party's own words: at least a sentence, on a signed writing attached to the case. */
export function checkWaiver(
  words: unknown,
  documentId: unknown,
  attached: readonly string[] | undefined,
  basis: readonly ProvisionId[],
): Refusal | undefined {
  if (typeof words !== 'string' || words.trim().split(/\s+/).length < 5) {
    return refuse(
      'OPPORTUNITY.WAIVER_INVALID',
      "Copy the party's own words waiving the hearing (a full sentence, as they wrote it); the officer cannot waive it for them.",
      basis,
      'words',
    );
  }
  if (typeof documentId !== 'string' || !(attached ?? []).includes(documentId)) {
    return refuse(
      'OPPORTUNITY.WAIVER_INVALID',
      "Attach the party's signed writing waiving the hearing to the case and name it: a waiver is the party's own act.",
      basis,
      'documentId',
    );
  }
  return undefined;
}

/**
 * A sitting the parties can attend (issue 27, point 8): a date fixed on a day the office is closed is refused, or
 * accepted once the officer confirms the warning naming the closure. Answers the closure accepted, or a refusal.
 */
export function checkSittingDay(
  calendar: OfficeCalendar,
  date: LocalDate,
  confirmed: unknown,
  basis: readonly ProvisionId[],
  field: string,
  what: string,
): { readonly closedDay?: string } | Refusal {
  const closed = closedReason(calendar, date);
  if (closed === undefined) return {};
  if (confirmed === true) return { closedDay: closed };
  return refuse(
    'HEARING.OFFICE_CLOSED',
    `The office is closed on ${formatLegal(date)} (${closed}); the parties may not be able to attend ${what}. Fix an open day, or confirm that you fix this day knowing it is closed.`,
    [...basis, 'in.gca1897.s10'],
    field,
  );
}

export const isRefusal = (x: object): x is Refusal => 'code' in x && 'basis' in x;

/** A sitting states its time ("HH:MM", 24-hour, India time): a notice without one is refused (issue 27, point 9). */
export function checkSittingTime(time: unknown, basis: readonly ProvisionId[], what: string): Refusal | undefined {
  if (typeof time !== 'string' || time.trim() === '')
    return refuse(
      'HEARING.TIME_REQUIRED',
      `Give the time of ${what} (for example 10:30 or 14:00): a party told only the day cannot know when to come.`,
      basis,
      'time',
    );
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
    return refuse(
      'HEARING.TIME_REQUIRED',
      `Give the time of ${what} as hours and minutes, 24-hour (for example 10:30 or 14:00), not "${time}".`,
      basis,
      'time',
    );
  return undefined;
}
