// Events of the Assam s.26 criminal track: what happened, with the provisions each rests on.

import type { LocalDate } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { EventBase } from '../common.ts';
import type { OffenceClass } from './classify-offence.ts';
import type { DefaultTermReading } from './default-term.ts';
import type { Accused, Judgment, MagistrateOrder, OffenceFacts, Reporter, Sentence } from './commands.ts';

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
 * The bar on cognizance by the punishment (CrPC s.468 for cognizance before 1 July 2024, BNSS s.514 from then): six
 * months where the offence is punishable with fine only (a first offence under s.26), one year where imprisonment is
 * possible (a subsequent offence). Shown on the record, never enforced (the court may condone the delay).
 */
export interface LimitationNote {
  /** The bar and the commencement provisions of the code in force on the day of cognizance; absent on old notes. */
  readonly basis?: readonly ProvisionId[];
  /** When the period starts (CrPC s.469 / BNSS s.515): the portal's reading, not verified against the text (I-273). */
  readonly commencement?: {
    readonly provision: ProvisionId;
    readonly interpretation: 'I-273';
    readonly verified: false;
    readonly from: LocalDate;
  };
  readonly sixMonthsEndOn: LocalDate;
  readonly oneYearEndOn: LocalDate;
  readonly reportWithinSixMonths: boolean;
  readonly reportWithinOneYear: boolean;
  /** At conviction: the period that applies by the punishment the recorded classification carries. */
  readonly applies?: 'six-months' | 'one-year';
  /** The day the court took cognizance (it chose the code); absent on old notes. The catalogue words the note from it. */
  readonly cognizanceOn?: LocalDate;
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
      /** The limitation note in words, for the order sheet. */
      readonly notes?: string;
      readonly court: string;
      readonly caseNumber: string;
      /** Information only (act-notes §4 rows 11-12; CrPC s.468 or BNSS s.514 by the day of cognizance). */
      readonly limitation:
        LimitationNote | { readonly sixMonthsEndOn: LocalDate; readonly reportWithinSixMonths: boolean };
    })
  | (EventBase<'accused-acquitted'> & { readonly judgment?: Judgment })
  | (EventBase<'accused-convicted'> & {
      readonly classification: RecordedClassification;
      readonly sentence: Sentence;
      readonly judgment?: Judgment;
      readonly limitation?: LimitationNote;
      /** Subsequent offence with a term in default: the disputed reading, flagged and cited (I-271). */
      readonly defaultTerm?: DefaultTermReading;
      /** The limitation note and any disputed reading in words, for the order sheet. */
      readonly notes?: string;
    })
  | (EventBase<'compensation-ordered'> & {
      readonly payee: { readonly name: string; readonly kind: 'property-damaged' | 'injured-person' };
      readonly amountRupees: number;
      readonly reasons: string;
      readonly payBy: LocalDate;
    })
  | (EventBase<'summons-served'> & {
      readonly summonsId: string;
      readonly appearOn: LocalDate;
      readonly proofDocumentId: string;
      readonly shortNoticeReasons?: string;
    })
  | (EventBase<'appearance-recorded'> & {
      readonly summonsId: string;
      readonly attendance: 'appeared' | 'attendance-dispensed' | 'absent';
      readonly orderDocumentId?: string;
    })
  | (EventBase<'adjournment-applied'> & {
      readonly adjournmentId: string;
      readonly summonsId: string;
      readonly soughtBy: 'accused';
      readonly reasons: string;
      /** The day of the sitting the application asks to move. */
      readonly from: LocalDate;
    })
  | (EventBase<'adjournment-ordered'> & {
      readonly adjournmentId: string;
      readonly summonsId: string;
      /** 'officer': the court adjourned of its own motion. */
      readonly soughtBy: 'accused' | 'officer';
      readonly granted: boolean;
      readonly reasons: string;
      readonly from: LocalDate;
      readonly to?: LocalDate;
    })
  | EventBase<'compensation-paid'>
  | EventBase<'compensation-defaulted'>
  | (EventBase<'cattle-forfeited'> & {
      readonly cattle: string;
      /** The magistrate's order of forfeiture; absent only on records made before it was required. */
      readonly order?: MagistrateOrder;
    })
  | (EventBase<'cattle-auctioned'> & {
      readonly saleProceedsRupees: number;
      readonly paidToAggrievedRupees: number;
      readonly shortfallRupees: number;
      readonly surplusRupees: number;
    });
