// The state of one Assam s.26 case, built only by folding its events (evolve, replay).

import type { LocalDate } from '../../lib/local-date.ts';
import type { Accused, Judgment, MagistrateOrder, OffenceFacts, Reporter, Sentence } from './commands.ts';
import type { AssamEvent, RecordedClassification } from './events.ts';

export type AssamStage = 'none' | 'reported' | 'forwarded' | 'cognizance' | 'acquitted' | 'convicted';
export type CompensationStatus = 'ordered' | 'paid' | 'defaulted' | 'auctioned';

export interface AssamCompensation {
  readonly orderedOn: LocalDate;
  readonly payee: { readonly name: string; readonly kind: 'property-damaged' | 'injured-person' };
  readonly amountRupees: number;
  readonly reasons: string;
  readonly payBy: LocalDate;
  readonly status: CompensationStatus;
  readonly paidOn?: LocalDate;
  readonly defaultedOn?: LocalDate;
  readonly forfeited?: { readonly on: LocalDate; readonly cattle: string; readonly order?: MagistrateOrder };
  readonly auction?: {
    readonly on: LocalDate;
    readonly saleProceedsRupees: number;
    readonly paidToAggrievedRupees: number;
    readonly shortfallRupees: number;
    readonly surplusRupees: number;
  };
}

export interface AssamSummons {
  readonly id: string;
  readonly servedOn: LocalDate;
  readonly appearOn: LocalDate;
  readonly proofDocumentId: string;
  readonly shortNoticeReasons?: string;
}

export interface AssamAppearance {
  readonly on: LocalDate;
  readonly summonsId: string;
  readonly attendance: 'appeared' | 'attendance-dispensed' | 'absent';
  readonly orderDocumentId?: string;
}

/** s.26 (issue 27): an adjournment of a sitting on a summons, sought by the accused or made by the court itself. */
export interface AssamAdjournment {
  readonly id: string;
  readonly summonsId: string;
  readonly on: LocalDate;
  readonly soughtBy: 'accused' | 'officer';
  readonly reasons: string;
  readonly from: LocalDate;
  readonly outcome: 'pending' | 'granted' | 'refused';
  readonly decidedOn?: LocalDate;
  readonly decisionReasons?: string;
  readonly to?: LocalDate;
}

export interface AssamCase {
  readonly stage: AssamStage;
  readonly report?: {
    readonly on: LocalDate;
    readonly reporter: Reporter;
    readonly accused: Accused;
    readonly offence: OffenceFacts;
  };
  readonly forwarded?: { readonly on: LocalDate; readonly court: string };
  readonly cognizance?: { readonly on: LocalDate; readonly court: string; readonly caseNumber: string };
  readonly outcome?:
    | { readonly result: 'acquittal'; readonly on: LocalDate; readonly judgment?: Judgment }
    | {
        readonly result: 'conviction';
        readonly on: LocalDate;
        readonly classification: RecordedClassification;
        readonly sentence: Sentence;
        readonly judgment?: Judgment;
      };
  readonly compensation?: AssamCompensation;
  /** The court's summonses to the accused, as served (the accused's record of notice). */
  readonly summonses?: readonly AssamSummons[];
  /** The accused's attendance at each sitting on a summons. */
  readonly appearances?: readonly AssamAppearance[];
  /** The adjournments of the sittings, sought, granted or refused (absent when none; issue 27). */
  readonly adjournments?: readonly AssamAdjournment[];
  /** Date of the latest event; no later event may be dated before it. */
  readonly lastOn?: LocalDate;
}

export const NO_CASE: AssamCase = { stage: 'none' };

/** Applies one event. Events are facts already decided: evolve never refuses. */
export function evolve(s: AssamCase, e: AssamEvent): AssamCase {
  const base = { ...s, lastOn: e.on };
  switch (e.type) {
    case 'written-report-made':
      return {
        ...base,
        stage: 'reported',
        report: { on: e.on, reporter: e.reporter, accused: e.accused, offence: e.offence },
      };
    case 'report-forwarded':
      return { ...base, stage: 'forwarded', forwarded: { on: e.on, court: e.court } };
    case 'cognizance-taken':
      return { ...base, stage: 'cognizance', cognizance: { on: e.on, court: e.court, caseNumber: e.caseNumber } };
    case 'accused-acquitted':
      return {
        ...base,
        stage: 'acquitted',
        outcome: { result: 'acquittal', on: e.on, ...(e.judgment ? { judgment: e.judgment } : {}) },
      };
    case 'accused-convicted':
      return {
        ...base,
        stage: 'convicted',
        outcome: {
          result: 'conviction',
          on: e.on,
          classification: e.classification,
          sentence: e.sentence,
          ...(e.judgment ? { judgment: e.judgment } : {}),
        },
      };
    case 'compensation-ordered':
      return {
        ...base,
        compensation: {
          orderedOn: e.on,
          payee: e.payee,
          amountRupees: e.amountRupees,
          reasons: e.reasons,
          payBy: e.payBy,
          status: 'ordered',
        },
      };
    case 'summons-served':
      return {
        ...base,
        summonses: [
          ...(s.summonses ?? []),
          {
            id: e.summonsId,
            servedOn: e.on,
            appearOn: e.appearOn,
            proofDocumentId: e.proofDocumentId,
            ...(e.shortNoticeReasons ? { shortNoticeReasons: e.shortNoticeReasons } : {}),
          },
        ],
      };
    case 'appearance-recorded':
      return {
        ...base,
        appearances: [
          ...(s.appearances ?? []),
          {
            on: e.on,
            summonsId: e.summonsId,
            attendance: e.attendance,
            ...(e.orderDocumentId ? { orderDocumentId: e.orderDocumentId } : {}),
          },
        ],
      };
    case 'adjournment-applied':
      return {
        ...base,
        adjournments: [
          ...(s.adjournments ?? []),
          {
            id: e.adjournmentId,
            summonsId: e.summonsId,
            on: e.on,
            soughtBy: e.soughtBy,
            reasons: e.reasons,
            from: e.from,
            outcome: 'pending',
          },
        ],
      };
    case 'adjournment-ordered': {
      const decided = {
        outcome: e.granted ? ('granted' as const) : ('refused' as const),
        decidedOn: e.on,
        decisionReasons: e.reasons,
        ...(e.to !== undefined ? { to: e.to } : {}),
      };
      const known = (s.adjournments ?? []).some((a) => a.id === e.adjournmentId);
      const adjournments = known
        ? (s.adjournments ?? []).map((a) => (a.id === e.adjournmentId ? { ...a, ...decided } : a))
        : [
            ...(s.adjournments ?? []),
            {
              id: e.adjournmentId,
              summonsId: e.summonsId,
              on: e.on,
              soughtBy: e.soughtBy,
              reasons: e.reasons,
              from: e.from,
              ...decided,
            },
          ];
      return { ...base, adjournments };
    }
    case 'compensation-paid':
      return s.compensation ? { ...base, compensation: { ...s.compensation, status: 'paid', paidOn: e.on } } : base;
    case 'compensation-defaulted':
      return s.compensation
        ? { ...base, compensation: { ...s.compensation, status: 'defaulted', defaultedOn: e.on } }
        : base;
    case 'cattle-forfeited':
      return s.compensation
        ? {
            ...base,
            compensation: {
              ...s.compensation,
              forfeited: { on: e.on, cattle: e.cattle, ...(e.order ? { order: e.order } : {}) },
            },
          }
        : base;
    case 'cattle-auctioned':
      return s.compensation
        ? {
            ...base,
            compensation: {
              ...s.compensation,
              status: 'auctioned',
              auction: {
                on: e.on,
                saleProceedsRupees: e.saleProceedsRupees,
                paidToAggrievedRupees: e.paidToAggrievedRupees,
                shortfallRupees: e.shortfallRupees,
                surplusRupees: e.surplusRupees,
              },
            },
          }
        : base;
  }
}

/** Rebuilds a case from its order sheet. */
export function replay(events: readonly AssamEvent[]): AssamCase {
  return events.reduce(evolve, NO_CASE);
}

/**
 * The day of the next sitting on a summons: the day the summons fixed, or the day the court last adjourned it to
 * (issue 27).
 */
export function sittingDay(s: AssamCase, summonsId: string): LocalDate | undefined {
  const x = (s.summonses ?? []).find((y) => y.id === summonsId);
  if (!x) return undefined;
  const moved = (s.adjournments ?? []).filter((a) => a.summonsId === summonsId && a.outcome === 'granted' && a.to);
  return moved.at(-1)?.to ?? x.appearOn;
}
