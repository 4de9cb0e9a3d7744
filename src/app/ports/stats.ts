// What the statistics need from storage: the daily counters (written in the case transaction) and their sums.
// src/db/stats.repo.ts implements it. The measures are defined in figures.ts; their names are the table's columns.

import type { LocalDate } from '../../lib/local-date.ts';

/** The daily counters, as the column names of the stats_daily table (migration 0008). `_delta` ones are stocks. */
export const MEASURES = [
  'received',
  'disposed',
  'disposed_in_time',
  'disposed_in_extension',
  'notices',
  'notices_in_time',
  'replies',
  'replies_in_time',
  'reply_extensions',
  'disposal_extensions',
  'orders_penalty',
  'orders_compensation',
  'orders_dismissal',
  'orders_ex_parte',
  'appeals_filed',
  'appeals_refused',
  'appeals_admitted',
  'appeals_confirmed',
  'appeals_varied',
  'appeals_set_aside',
  'pending_delta',
  'age_lt1_delta',
  'age_1to3_delta',
  'age_3to6_delta',
  'age_gt6_delta',
  'over_limit_delta',
  // 0061: complaints whose Rule 4(1) notice is overdue and not issued.
  'notice_overdue_delta',
] as const;
export type Measure = (typeof MEASURES)[number];
export const FLOW_MEASURES: readonly Measure[] = MEASURES.filter((m) => !m.endsWith('_delta'));
export const STOCK_MEASURES: readonly Measure[] = MEASURES.filter((m) => m.endsWith('_delta'));

/**
 * The money counters (stats_money_daily, migration 0013), per office of the case and day, kept in the transaction that
 * appends the money event (src/db/money.repo.ts) from the event's journal lines (moneyStatsOf in money.ts). Amounts
 * are whole paise; each amount has a count beside it (the number of entries it adds up) for small-group suppression.
 */
export const MONEY_MEASURES = [
  'penalty_demanded',
  'penalty_demand_entries',
  'penalty_deposited',
  'penalty_deposits',
  'penalty_recovered',
  'penalty_recoveries',
  'penalty_refunded',
  'penalty_refunds',
  'penalty_outstanding_delta',
  'penalty_outstanding_cases_delta',
] as const;
export type MoneyMeasure = (typeof MONEY_MEASURES)[number];
export const MONEY_STOCKS: readonly MoneyMeasure[] = MONEY_MEASURES.filter((m) => m.endsWith('_delta'));
export const MONEY_FLOWS: readonly MoneyMeasure[] = MONEY_MEASURES.filter((m) => !m.endsWith('_delta'));
export type AnyMeasure = Measure | MoneyMeasure;
export const ALL_MEASURES: readonly AnyMeasure[] = [...MEASURES, ...MONEY_MEASURES];
/** The money counters that are amounts in paise: summed and carried as exact integers (bigint; above 2^53 too). */
export const MONEY_AMOUNTS = [
  'penalty_demanded',
  'penalty_deposited',
  'penalty_recovered',
  'penalty_refunded',
  'penalty_outstanding_delta',
] as const satisfies readonly MoneyMeasure[];
export type AmountMeasure = (typeof MONEY_AMOUNTS)[number];
export type CountMeasure = Exclude<AnyMeasure, AmountMeasure>;
export const isAmountMeasure = (m: AnyMeasure): m is AmountMeasure => (MONEY_AMOUNTS as readonly string[]).includes(m);

/** The Board's fund as a whole (it is one national account, Rule 8(2), s.28): balance and releases by purpose. */
export interface FundSums {
  /** Balance of the separate penalty account at the end of `to` (credits from every office less refunds and releases). */
  readonly balancePaise: bigint;
  /** Released in the period on Rule 8(1) sanctions, by purpose (keys: FUND_PURPOSES), and the number of releases. */
  readonly releasedByPurpose: Readonly<Record<string, bigint>>;
  readonly releases: number;
}

/** One day's change to an office's counters. */
export interface DailyDelta {
  readonly day: LocalDate;
  readonly add: Readonly<Partial<Record<Measure, number>>>;
}

/**
 * Per office: flows summed over [from, to], stocks summed over every day up to `to` (their value on `to`); money too.
 * Counts are numbers; amounts in paise are exact integers (bigint).
 */
export type OfficeSums = Readonly<Record<CountMeasure, number> & Record<AmountMeasure, bigint>>;

export interface MonthPoint {
  /** First day of the month. */
  readonly month: LocalDate;
  readonly received: number;
  readonly disposed: number;
}

export interface ExtensionReason {
  readonly caseNumber: string;
  readonly officeCode: string;
  readonly on: LocalDate;
  readonly kind: 'reply' | 'disposal';
  readonly days: number;
  readonly reasons: string;
}

export interface Directory {
  readonly states: readonly { readonly code: string; readonly name: string; readonly nameHi: string }[];
  readonly districts: readonly {
    readonly code: string;
    readonly name: string;
    readonly nameHi: string;
    readonly stateCode: string;
  }[];
  readonly offices: readonly {
    readonly code: string;
    readonly name: string;
    readonly nameHi: string;
    readonly kind: string;
    readonly districtCode: string;
  }[];
}

export interface StatsReads {
  /** States, districts and offices (names and parents), for scopes and drill-down. */
  directory(): Promise<Directory>;
  /** Sums per office of the given offices (offices with no counters are absent). */
  sums(officeCodes: readonly string[], from: LocalDate, to: LocalDate): Promise<Map<string, OfficeSums>>;
  /** Received and disposed per calendar month within [from, to]. */
  monthly(officeCodes: readonly string[], from: LocalDate, to: LocalDate): Promise<MonthPoint[]>;
  /** Extensions granted in [from, to] with their recorded reasons, newest first (at most `limit`). */
  extensionReasons(
    officeCodes: readonly string[],
    from: LocalDate,
    to: LocalDate,
    limit: number,
  ): Promise<ExtensionReason[]>;
  /** The Board's fund: balance at the end of `to`, releases by purpose in [from, to]. */
  fund(from: LocalDate, to: LocalDate): Promise<FundSums>;
}

/** A proceeding as the rebuild sees it: its stream and its order sheet in order. */
export interface RebuildStream {
  readonly id: string;
  readonly kind: string;
  readonly officeCode: string;
  readonly entries: readonly { readonly type: string; readonly payload: unknown }[];
}

export interface StatsWriter {
  /**
   * Recomputes every counter from the order sheets, in one transaction that first locks the counters against writes:
   * a command running meanwhile waits, then adds its own change on top, so nothing is lost or counted twice.
   */
  rebuild(
    compute: (s: RebuildStream) => Promise<readonly DailyDelta[]>,
    onProgress?: (streams: number) => void,
  ): Promise<{ streams: number; rows: number }>;
}
