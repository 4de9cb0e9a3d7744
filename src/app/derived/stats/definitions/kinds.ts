// The kinds of published figure (counts, amounts, shares), the tables they belong to and the helpers that define
// them; the lists are in caseload.ts, outcomes.ts and money.ts beside this file, gathered by ../definitions.ts.

import type { ProvisionId } from '../../../../rules/provisions.ts';
import type { AnyMeasure } from '../../../ports/stats.ts';

export const TABLES = ['caseload', 'pendency_by_age', 'timeliness', 'outcomes', 'appeals', 'penalty_money'] as const;
export type TableName = (typeof TABLES)[number];

export const TABLE_TITLES: Readonly<Record<TableName, string>> = {
  caseload: 'Complaints received, disposed and pending',
  pendency_by_age: 'Pending complaints by age, and over the time limit',
  timeliness: 'Statutory time limits kept: notices, replies, disposal, extensions',
  outcomes: 'Final orders by outcome',
  appeals: 'Appeals filed, refused, admitted and decided',
  penalty_money:
    "Penalties demanded, deposited, recovered, refunded and outstanding; credits to the Board's fund (rupees in paise)",
};

export interface CountDef {
  readonly key: string;
  readonly table: TableName;
  readonly kind: 'count';
  /** The counters summed (flows over the period; stocks as on the last day), less `minus`. */
  readonly measures: readonly AnyMeasure[];
  readonly minus?: readonly AnyMeasure[];
  readonly stock: boolean;
  /**
   * An amount in paise, not a number of cases: published in the open data only when the count figure named here
   * (the number of entries or cases it adds up) is published and not under the smallest group.
   */
  readonly amountOf?: string;
  readonly label: string;
  readonly definition: string;
  readonly basis: readonly ProvisionId[];
}
export interface ShareDef {
  readonly key: string;
  readonly table: TableName;
  readonly kind: 'share';
  /** Numerator and denominator: keys of count figures. */
  readonly of: readonly [string, string];
  readonly label: string;
  readonly definition: string;
  readonly basis: readonly ProvisionId[];
}
export type FigureDef = CountDef | ShareDef;

export const flow = (
  key: string,
  table: TableName,
  measures: readonly AnyMeasure[],
  label: string,
  definition: string,
  basis: readonly ProvisionId[],
): CountDef => ({ key, table, kind: 'count', measures, stock: false, label, definition, basis });
export const stock = (
  key: string,
  table: TableName,
  measure: AnyMeasure,
  label: string,
  definition: string,
  basis: readonly ProvisionId[],
): CountDef => ({ key, table, kind: 'count', measures: [measure], stock: true, label, definition, basis });
export const share = (
  key: string,
  table: TableName,
  of: readonly [string, string],
  label: string,
  definition: string,
  basis: readonly ProvisionId[],
): ShareDef => ({ key, table, kind: 'share', of, label, definition, basis });
