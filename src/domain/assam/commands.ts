// Commands of the Assam s.26 criminal track: what a user asks the case to do, before the law has been applied.

import type { LocalDate } from '../../lib/local-date.ts';
import type { OffenceClass } from './classify-offence.ts';
import type { ImprisonmentTerm } from './imprisonment-term.ts';

/** s.26A: only these two may make the report; 'other' is any other person and is refused. */
export type ReporterCapacity = 'aggrieved-person' | 'public-servant' | 'other';
/** s.26: the offender is an owner, keeper or attendant of the cattle; 'other' is refused. */
export type AccusedRole = 'owner' | 'keeper' | 'attendant' | 'other';
/** s.26 "through neglect or criminal motive or otherwise": recorded, never a bar ("or otherwise"). */
export type Manner = 'neglect' | 'criminal-motive' | 'otherwise';
export type DamagedThing = 'land' | 'crop' | 'produce-of-land' | 'public-road' | 'other-thing';

/** One limb of s.26; a report may allege more than one. */
export type S26Limb =
  /** (a) damage to land, crop, produce of land, a public road or anything, by allowing the cattle to trespass. */
  | { readonly limb: 'damage'; readonly damaged: readonly DamagedThing[]; readonly byTrespass: boolean }
  /** (b) injury to a person or persons by allowing the cattle to trespass. */
  | { readonly limb: 'injury'; readonly injuredPersons: readonly string[]; readonly byTrespass: boolean }
  /** (c) letting cattle loose to stray on a public road, thereby obstructing traffic. */
  | {
      readonly limb: 'obstruction';
      readonly letLoose: boolean;
      readonly onPublicRoad: boolean;
      readonly obstructedTraffic: boolean;
    };

export interface Reporter {
  readonly name: string;
  readonly capacity: ReporterCapacity;
  /** Required for a public servant: the office held (s.21 IPC). */
  readonly designation?: string;
}

export interface Accused {
  /** The person's stable id in the portal, used to find that person's prior convictions. */
  readonly personId: string;
  readonly name: string;
  readonly parentName: string;
  readonly address: string;
  readonly role: AccusedRole;
}

export interface OffenceFacts {
  readonly date: LocalDate;
  readonly place: string;
  readonly manner: Manner;
  readonly limbs: readonly S26Limb[];
  /** The cattle concerned: needed later if they are forfeited and sold. */
  readonly cattle: string;
  /** The written statement of the facts constituting the offence. */
  readonly statement: string;
}

export interface Sentence {
  readonly fineRupees?: number;
  /**
   * Simple imprisonment in default of payment of the fine: under s.26 itself for a first offence; for a subsequent
   * offence's fine, as the court imposes it (how long it may be is a disputed reading: default-term.ts, I-271).
   */
  readonly defaultImprisonment?: ImprisonmentTerm;
  /** Subsequent offence only, as the alternative to the fine. */
  readonly imprisonment?: ImprisonmentTerm;
}

export type AssamCommand =
  | {
      readonly type: 'make-written-report';
      readonly on: LocalDate;
      readonly reporter: Reporter;
      readonly accused: Accused;
      readonly offence: OffenceFacts;
    }
  | { readonly type: 'forward-to-magistrate'; readonly on: LocalDate; readonly court: string }
  | { readonly type: 'record-cognizance'; readonly on: LocalDate; readonly court: string; readonly caseNumber: string }
  | {
      readonly type: 'record-outcome';
      readonly result: 'acquittal';
      readonly on: LocalDate;
      readonly judgment: Judgment;
    }
  | {
      readonly type: 'record-outcome';
      readonly result: 'conviction';
      readonly on: LocalDate;
      /** The Judicial Magistrate's judgment, recorded as a fact: the court, its case number, and the attached copy. `on` is its date. */
      readonly judgment: Judgment;
      /**
       * The officer's decision on each person of the portal's offender history who may be the accused (a strong or weak
       * match, ctx.offenderHistory): confirmed (that person's s.26 convictions count) or rejected.
       */
      readonly matches?: readonly MatchDecision[];
      /** The court's own classification as the judgment records it; absent, the portal's proposal is recorded. No reason is asked for. */
      readonly classification?: { readonly value: OffenceClass; readonly note?: string };
      readonly sentence: Sentence;
    }
  | {
      readonly type: 'order-compensation';
      readonly on: LocalDate;
      readonly payee: { readonly name: string; readonly kind: 'property-damaged' | 'injured-person' };
      readonly amountRupees: number;
      readonly reasons: string;
      /** The date by which the compensation is to be paid, fixed by the magistrate. */
      readonly payBy: LocalDate;
    }
  | {
      /** The court's summons to the accused, served on `on` (the day of service), with its proof attached to the case. */
      readonly type: 'record-summons-served';
      readonly on: LocalDate;
      readonly summonsId: string;
      /** The day the summons fixes for the accused to appear. */
      readonly appearOn: LocalDate;
      /** The served copy or the report of service, attached to this case. */
      readonly proofDocumentId: string;
      /** Why the court fixed a day less than the minimum interval after service (the court's reasons, as recorded). */
      readonly shortNoticeReasons?: string;
    }
  | {
      /** The accused's attendance at a sitting on a summons: appeared, excused by the court's order, or absent. */
      readonly type: 'record-appearance';
      readonly on: LocalDate;
      readonly summonsId: string;
      readonly attendance: 'appeared' | 'attendance-dispensed' | 'absent';
      /** For 'attendance-dispensed': the court's order dispensing with personal attendance, attached to this case. */
      readonly orderDocumentId?: string;
    }
  | {
      /** The magistrate's order forfeiting the cattle in default of the compensation (s.26), attached to this case. */
      readonly type: 'record-forfeiture';
      readonly on: LocalDate;
      readonly order: MagistrateOrder;
    }
  | {
      /**
       * s.26 (issue 27): the accused's application to the court to adjourn the sitting fixed on a summons, with the
       * reasons given, as the office records it. Its id ("adj1", ...) is given by decide, in order.
       */
      readonly type: 'record-adjournment-application';
      readonly on: LocalDate;
      readonly summonsId: string;
      readonly reasons: string;
    }
  | {
      /**
       * The court's order adjourning the sitting, or refusing to: on the accused's application (adjournmentId), or of
       * its own motion (no adjournmentId; it moves the sitting). Always with the court's reasons as recorded.
       */
      readonly type: 'record-adjournment-order';
      readonly on: LocalDate;
      readonly summonsId: string;
      readonly adjournmentId?: string;
      readonly granted: boolean;
      readonly reasons: string;
      /** When granted: the day the sitting is adjourned to. */
      readonly adjournedTo?: LocalDate;
    }
  | { readonly type: 'record-compensation-paid'; readonly on: LocalDate }
  | { readonly type: 'record-compensation-default'; readonly on: LocalDate }
  | {
      readonly type: 'record-auction';
      readonly on: LocalDate;
      readonly saleProceedsRupees: number;
      readonly paidToAggrievedRupees: number;
    };

/** The court's judgment, as a fact the office records: the portal does not decide guilt, sentence or classification. */
export interface Judgment {
  readonly court: string;
  readonly caseNumber: string;
  /** A document attached to this case: the copy of the judgment. */
  readonly documentId: string;
}

/** A magistrate's order as the office records it: the attached copy, its date and the court. */
export interface MagistrateOrder {
  readonly documentId: string;
  readonly date: LocalDate;
  readonly court: string;
}

export interface MatchDecision {
  readonly personId: string;
  readonly decision: 'confirmed' | 'rejected';
}
