// What the statistics need from storage: the daily counters (written in the case transaction) and their sums.
// src/db/stats.repo.ts implements it. The measures are defined in figures.ts; their names are the table's columns.

import type { LocalDate } from '../../lib/local-date.ts';

/** The daily counters, as the column names of the stats_daily table (migration 0008). `_delta` ones are stocks. */
export const MEASURES = [
  'received', 'disposed', 'disposed_in_time', 'disposed_in_extension',
  'notices', 'notices_in_time', 'replies', 'replies_in_time', 'reply_extensions', 'disposal_extensions',
  'orders_penalty', 'orders_compensation', 'orders_dismissal', 'orders_ex_parte',
  'appeals_filed', 'appeals_refused', 'appeals_admitted', 'appeals_confirmed', 'appeals_varied', 'appeals_set_aside',
  'pending_delta', 'age_lt1_delta', 'age_1to3_delta', 'age_3to6_delta', 'age_gt6_delta', 'over_limit_delta',
] as const;
export type Measure = (typeof MEASURES)[number];
export const FLOW_MEASURES: readonly Measure[] = MEASURES.filter((m) => !m.endsWith('_delta'));
export const STOCK_MEASURES: readonly Measure[] = MEASURES.filter((m) => m.endsWith('_delta'));

/** One day's change to an office's counters. */
export interface DailyDelta {
  readonly day: LocalDate;
  readonly add: Readonly<Partial<Record<Measure, number>>>;
}

/** Per office: flows summed over [from, to], stocks summed over every day up to `to` (their value on `to`). */
export type OfficeSums = Readonly<Record<Measure, number>>;

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
  readonly states: readonly { readonly code: string; readonly name: string }[];
  readonly districts: readonly { readonly code: string; readonly name: string; readonly stateCode: string }[];
  readonly offices: readonly { readonly code: string; readonly name: string; readonly kind: string; readonly districtCode: string }[];
}

export interface StatsReads {
  /** States, districts and offices (names and parents), for scopes and drill-down. */
  directory(): Promise<Directory>;
  /** Sums per office of the given offices (offices with no counters are absent). */
  sums(officeCodes: readonly string[], from: LocalDate, to: LocalDate): Promise<Map<string, OfficeSums>>;
  /** Received and disposed per calendar month within [from, to]. */
  monthly(officeCodes: readonly string[], from: LocalDate, to: LocalDate): Promise<MonthPoint[]>;
  /** Extensions granted in [from, to] with their recorded reasons, newest first (at most `limit`). */
  extensionReasons(officeCodes: readonly string[], from: LocalDate, to: LocalDate, limit: number): Promise<ExtensionReason[]>;
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
  rebuild(compute: (s: RebuildStream) => Promise<readonly DailyDelta[]>, onProgress?: (streams: number) => void): Promise<{ streams: number; rows: number }>;
}
