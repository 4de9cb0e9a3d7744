// Events of the Assam s.26 criminal track: what happened, with the provisions each rests on.

import type { LocalDate } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { EventBase } from '../common.ts';
import type { OffenceClass } from './classify-offence.ts';
import type { Accused, Judgment, OffenceFacts, Reporter, Sentence } from './commands.ts';

export interface RecordedClassification {
  /** What the portal proposed from its own records (offender history, confirmed matches), with its explanation. */
  readonly proposed: OffenceClass;
  readonly proposedSteps: readonly string[];
  /** What the court's judgment records; the sentence is checked against this. */
  readonly value: OffenceClass;
  /** Legacy records: a reason once required when the value differed from the proposal (no longer asked for). */
  readonly reason?: string;
  /** The office's note on the court's classification, if any (never required). */
  readonly note?: string;
  /** The officer's decision on each possible match in the offender history. */
  readonly matches?: readonly {
    readonly personId: string;
    readonly strength: 'strong' | 'weak';
    readonly decision: 'confirmed' | 'rejected';
    readonly explanation: string;
  }[];
}

/**
 * BNSS s.514, by the punishment: six months where the offence is punishable with fine only (a first offence under
 * s.26), one year where imprisonment up to one year is possible (a subsequent offence: up to three months). Shown on the
 * record, never enforced (the court may condone under s.519).
 */
export interface LimitationNote {
  /** BNSS s.514 (in.bnss2023.s514); absent on notes recorded before it was cited by id. */
  readonly basis?: readonly ProvisionId[];
  readonly sixMonthsEndOn: LocalDate;
  readonly oneYearEndOn: LocalDate;
  readonly reportWithinSixMonths: boolean;
  readonly reportWithinOneYear: boolean;
  /** At conviction: the period that applies by the punishment the recorded classification carries. */
  readonly applies?: 'six-months' | 'one-year';
  readonly explanation: string;
}

export type AssamEvent =
  | (EventBase<'written-report-made'> & {
      readonly reporter: Reporter;
      readonly accused: Accused;
      readonly offence: OffenceFacts;
    })
  | (EventBase<'report-forwarded'> & { readonly court: string })
  | (EventBase<'cognizance-taken'> & {
      readonly court: string;
      readonly caseNumber: string;
      /** Information only (act-notes §4 rows 11-12, BNSS s.514): six months (fine only) and one year (imprisonment up to three months possible). */
      readonly limitation:
        LimitationNote | { readonly sixMonthsEndOn: LocalDate; readonly reportWithinSixMonths: boolean };
    })
  | (EventBase<'accused-acquitted'> & { readonly judgment?: Judgment })
  | (EventBase<'accused-convicted'> & {
      readonly classification: RecordedClassification;
      readonly sentence: Sentence;
      readonly judgment?: Judgment;
      readonly limitation?: LimitationNote;
    })
  | (EventBase<'compensation-ordered'> & {
      readonly payee: { readonly name: string; readonly kind: 'property-damaged' | 'injured-person' };
      readonly amountRupees: number;
      readonly reasons: string;
      readonly payBy: LocalDate;
    })
  | EventBase<'compensation-paid'>
  | EventBase<'compensation-defaulted'>
  | (EventBase<'cattle-forfeited'> & { readonly cattle: string })
  | (EventBase<'cattle-auctioned'> & {
      readonly saleProceedsRupees: number;
      readonly paidToAggrievedRupees: number;
      readonly shortfallRupees: number;
      readonly surplusRupees: number;
    });

export type AssamEventType = AssamEvent['type'];
