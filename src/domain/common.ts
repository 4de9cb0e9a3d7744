// What every decide() receives besides state and command, and the shape of a decision.
//
// The domain never reads a clock or does I/O: `today` comes from the Clock port (an India calendar date), the pack
// and the office calendar come from the store. Each event carries the provisions it rests on, which the order sheet
// records with it.

import type { LocalDate } from '../lib/local-date.ts';
import type { Result } from '../lib/result.ts';
import type { Pack } from '../rules/packs.ts';
import type { ProvisionId } from '../rules/provisions.ts';
import type { Refusal } from '../rules/ruling.ts';
import type { OfficeCalendar } from '../rules/time/calendar.ts';
import type { HistoryPerson } from './assam/offender-match.ts';

export interface DecideContext {
  /** Today's date in India, from the Clock port. */
  readonly today: LocalDate;
  readonly pack: Pack;
  /** The calendar of the office where the act is done (for GCA s.10). */
  readonly calendar: OfficeCalendar;
  /** The ids of the documents attached to this case (its 'document-attached' rows), for proofs that cite one. */
  readonly attachedDocumentIds?: readonly string[];
  /** Assam s.26: the portal's own records of earlier s.26 convictions, by person (app/assam/offender-history.ts). */
  readonly offenderHistory?: readonly HistoryPerson[];
  /**
   * Rule 7(12), issue 27: for the appellate decision, what was deposited under the order below and what was referred
   * to the Board (the app layer reads it from the case below), so the order demands only what is left.
   */
  readonly penaltyAccountBelow?: {
    readonly depositedPaise: number;
    readonly referredPaise: number;
    readonly referredOn?: LocalDate;
  };
  /**
   * Rule 4(14), issue 27 point 5: for the reference to the Board, an appeal against the order that is pending (filed,
   * not refused, not decided), which the app layer reads from the case's appeals; the reference records it.
   */
  readonly appealPending?: { readonly number: string; readonly filedOn: LocalDate };
}

/** Every event names the date of the proceeding and the provisions it rests on. */
export interface EventBase<T extends string> {
  readonly type: T;
  readonly on: LocalDate;
  readonly basis: readonly ProvisionId[];
  /** A party's act recorded for them by an operator while their consent is on record (assisted access, issue 30). */
  readonly actedFor?: ActedFor;
}

/** Who acted for whom: the operator, the party, and the scanned consent the party signed or thumb-impressed. */
export interface ActedFor {
  readonly operator: string;
  readonly party: string;
  readonly consentDocumentId: string;
}

export type Decision<E> = Result<readonly E[], Refusal>;

/** Text the law requires to be recorded ("for reasons to be recorded in writing") must say something. */
export function hasText(s: string | undefined | null): s is string {
  return typeof s === 'string' && s.trim().length >= 3;
}
