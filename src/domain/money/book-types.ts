// The money book's state, commands and events: demands raised by orders, deposits and receipts, the Board's recovery,
// the utilising bodies, sanctions, releases and certificates of the fund (Rule 8), the journal and its balances.

import type { LocalDate } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { FundPurpose, UtilisingBody } from '../fund/purposes.ts';
import type { Balances, DemandKind, JournalEntry } from './ledger.ts';

export interface Place {
  readonly state: string;
  readonly district: string;
  readonly office: string;
}

export type DepositMode = 'cash' | 'bank-challan' | 'online' | 'demand-draft';
export const DEPOSIT_MODES: readonly DepositMode[] = ['cash', 'bank-challan', 'online', 'demand-draft'];
export type RecoveryAction = 'demand-notice' | 'attachment' | 'arrears-of-land-revenue' | 'other';
export const RECOVERY_ACTIONS: readonly RecoveryAction[] = [
  'demand-notice',
  'attachment',
  'arrears-of-land-revenue',
  'other',
];

export interface Demand {
  readonly caseId: string;
  readonly caseNumber: string;
  readonly kind: DemandKind;
  /** 'awbi-fund' for a penalty (s.28); the complainant for compensation; as the order says for expenses and charges. */
  readonly payee: string;
  readonly raisedOn: LocalDate;
  /** The amount now ordered (after any appellate order). */
  readonly orderedPaise: number;
  readonly originalPaise: number;
  readonly realisedPaise: number;
  readonly refundedPaise: number;
  readonly place: Place;
  readonly contravener: string;
}

export interface CaseMoney {
  readonly caseId: string;
  readonly caseNumber: string;
  readonly orderOn: LocalDate;
  readonly place: Place;
  readonly contravener: string;
  readonly complainant: string;
  /** The date by which the penalty is to be deposited (the order's time limit, within s.27C). */
  readonly depositDueOn?: LocalDate;
  readonly referredOn?: LocalDate;
  readonly referredUnder?: 'in.ctr2026.r4.14' | 'in.ctr2026.r7.12';
  readonly appellate?: { readonly on: LocalDate; readonly outcome: AppellateOutcome; readonly appealNumber: string };
  readonly recoveryActions: readonly {
    readonly on: LocalDate;
    readonly action: RecoveryAction;
    readonly note: string;
    readonly amountPaise: number;
  }[];
}

export interface Receipt {
  readonly receiptNo: string;
  readonly caseId: string;
  readonly kind: DemandKind;
  readonly on: LocalDate;
  readonly amountPaise: number;
  readonly mode: DepositMode;
  readonly channel: 'deposit' | 'recovery';
  readonly entryId: string;
}

export interface Body {
  readonly bodyId: string;
  readonly kind: UtilisingBody;
  readonly name: string;
  readonly state: string;
  readonly registeredOn: LocalDate;
}
export interface SanctionRecord {
  readonly sanctionRef: string;
  readonly bodyId: string;
  readonly purpose: FundPurpose;
  readonly amountPaise: number;
  readonly on: LocalDate;
  readonly notificationRef?: string;
  readonly releasedPaise: number;
}
export interface Release {
  readonly releaseRef: string;
  readonly sanctionRef: string;
  readonly on: LocalDate;
  readonly amountPaise: number;
  readonly entryId: string;
}
export interface Certificate {
  readonly certificateRef: string;
  readonly sanctionRef: string;
  readonly on: LocalDate;
  readonly amountPaise: number;
  readonly documentRef?: string;
}

export interface Book {
  readonly cases: ReadonlyMap<string, CaseMoney>;
  readonly demands: ReadonlyMap<string, Demand>;
  readonly receipts: ReadonlyMap<string, Receipt>;
  readonly bodies: ReadonlyMap<string, Body>;
  readonly sanctions: ReadonlyMap<string, SanctionRecord>;
  readonly releases: ReadonlyMap<string, Release>;
  readonly certificates: ReadonlyMap<string, Certificate>;
  readonly entries: readonly JournalEntry[];
  readonly reversed: ReadonlySet<string>;
  readonly balances: Balances;
}

export const EMPTY_BOOK: Book = {
  cases: new Map(),
  demands: new Map(),
  receipts: new Map(),
  bodies: new Map(),
  sanctions: new Map(),
  releases: new Map(),
  certificates: new Map(),
  entries: [],
  reversed: new Set(),
  balances: new Map(),
};

export const demandId = (caseId: string, kind: DemandKind): string => `${caseId}/${kind}`;
export const outstandingPaise = (d: Demand): number =>
  Math.max(0, d.orderedPaise - (d.realisedPaise - d.refundedPaise));
/** Sanctioned and not yet released: committed, so not available for a new sanction. */
export const committedPaise = (b: Book): number =>
  [...b.sanctions.values()].reduce((s, x) => s + (x.amountPaise - x.releasedPaise), 0);

export type AppellateOutcome = 'confirmed' | 'varied' | 'set-aside';
export interface Amounts {
  readonly penaltyPaise: number;
  readonly compensationPaise: number;
  readonly expensesPaise: number;
  readonly chargesPaise: number;
}

export type MoneyCommand =
  | {
      readonly type: 'raise-demands';
      readonly on: LocalDate;
      readonly caseId: string;
      readonly caseNumber: string;
      readonly amounts: Amounts;
      readonly depositDueOn?: LocalDate;
      readonly place: Place;
      readonly contravener: string;
      readonly complainant: string;
      readonly expensesPayee?: string;
      readonly chargesPayee?: string;
    }
  | {
      readonly type: 'apply-appellate-order';
      readonly on: LocalDate;
      readonly caseId: string;
      readonly appealNumber: string;
      readonly outcome: AppellateOutcome;
      readonly terms: Amounts;
      readonly depositDueOn?: LocalDate;
    }
  | {
      readonly type: 'record-deposit';
      readonly on: LocalDate;
      readonly caseId: string;
      readonly kind: DemandKind;
      readonly amountPaise: number;
      readonly receiptNo: string;
      readonly mode: DepositMode;
    }
  /** `depositDueOn`: on a confirmed penalty (R.7(12)) the appellate authority's own date for payment, when it sets one. */
  | {
      readonly type: 'refer-for-recovery';
      readonly on: LocalDate;
      readonly caseId: string;
      readonly depositDueOn?: LocalDate;
    }
  | {
      readonly type: 'record-recovery';
      readonly on: LocalDate;
      readonly caseId: string;
      readonly action: RecoveryAction;
      readonly note: string;
      readonly amountPaise: number;
      readonly receiptNo?: string;
      readonly mode?: DepositMode;
    }
  | {
      readonly type: 'register-body';
      readonly on: LocalDate;
      readonly bodyId: string;
      readonly kind: string;
      readonly name: string;
      readonly state: string;
    }
  | {
      readonly type: 'grant-sanction';
      readonly on: LocalDate;
      readonly sanctionRef: string;
      readonly bodyId: string;
      readonly purpose: string;
      readonly amountPaise: number;
      readonly notificationRef?: string;
    }
  | {
      readonly type: 'make-release';
      readonly on: LocalDate;
      readonly releaseRef: string;
      readonly sanctionRef: string;
      readonly amountPaise: number;
    }
  | {
      readonly type: 'record-certificate';
      readonly on: LocalDate;
      readonly certificateRef: string;
      readonly sanctionRef: string;
      readonly amountPaise: number;
      readonly documentRef?: string;
    }
  | { readonly type: 'reverse-entry'; readonly on: LocalDate; readonly entryId: string; readonly reason: string };

/** One event per command: the command as decided (normalised), the provisions and the journal entries it posts. */
export interface MoneyEvent {
  readonly type: MoneyCommand['type'];
  readonly on: LocalDate;
  readonly basis: readonly ProvisionId[];
  readonly command: MoneyCommand;
  readonly entries: readonly JournalEntry[];
}
