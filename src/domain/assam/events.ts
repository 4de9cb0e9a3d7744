// Events of the Assam s.26 criminal track: what happened, with the provisions each rests on.

import type { LocalDate } from '../../lib/local-date.ts';
import type { EventBase } from '../common.ts';
import type { OffenceClass } from './classify-offence.ts';
import type { Accused, OffenceFacts, Reporter, Sentence } from './commands.ts';

export interface RecordedClassification {
  /** What classifyOffence proposed, with its explanation. */
  readonly proposed: OffenceClass;
  readonly proposedSteps: readonly string[];
  /** What the magistrate recorded; the sentence is checked against this. */
  readonly value: OffenceClass;
  /** Present when `value` differs from `proposed`. */
  readonly reason?: string;
}

export type AssamEvent =
  | (EventBase<'written-report-made'> & { readonly reporter: Reporter; readonly accused: Accused; readonly offence: OffenceFacts })
  | (EventBase<'report-forwarded'> & { readonly court: string })
  | (EventBase<'cognizance-taken'> & {
      readonly court: string;
      readonly caseNumber: string;
      /** Information only (act-notes §4 row 11, BNSS s.514): the last day six months from the offence, and whether the report was made by then. */
      readonly limitation: { readonly sixMonthsEndOn: LocalDate; readonly reportWithinSixMonths: boolean };
    })
  | EventBase<'accused-acquitted'>
  | (EventBase<'accused-convicted'> & { readonly classification: RecordedClassification; readonly sentence: Sentence })
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
