// The published figures: each one's key, table, definition and provision, computed from the daily counters
// (figures.ts). The dashboards, the open data API, the CSV/JSON downloads and the data dictionary all read this list.

import type { AnyMeasure, OfficeSums } from '../../ports/stats.ts';
import type { CountDef, FigureDef } from './definitions/kinds.ts';
import { CASELOAD_FIGURES } from './definitions/caseload.ts';
import { MONEY_FIGURES } from './definitions/money.ts';
import { OUTCOME_FIGURES } from './definitions/outcomes.ts';

export { TABLE_TITLES, TABLES } from './definitions/kinds.ts';
export type { FigureDef, TableName } from './definitions/kinds.ts';

export const FIGURES: readonly FigureDef[] = [...CASELOAD_FIGURES, ...OUTCOME_FIGURES, ...MONEY_FIGURES];

export const FIGURE_KEYS: readonly string[] = FIGURES.map((f) => f.key);
/** A figure: a count or a share (number), or an amount in paise (bigint, exact above 2^53). */
export type FigureValue = number | bigint;
export type FigureValues = Readonly<Record<string, FigureValue>>;
export type PublishedValues = Readonly<Record<string, FigureValue | null>>;

/** An amount in paise (a count figure with `amountOf`): carried as an exact integer. */
export const isAmount = (f: FigureDef): f is CountDef & { readonly amountOf: string } =>
  f.kind === 'count' && f.amountOf !== undefined;

/** The groups of counts that add up to a published total (for secondary suppression within a row). */
export const ADDITIVE_GROUPS: readonly { readonly total: string; readonly parts: readonly string[] }[] = [
  {
    total: 'pending',
    parts: ['pending_under_1_month', 'pending_1_to_3_months', 'pending_3_to_6_months', 'pending_over_6_months'],
  },
  { total: 'disposed_within_extended_limit', parts: ['disposed_within_6_months', 'disposed_within_extension'] },
  { total: 'penalty_fund_entries', parts: ['penalty_deposits', 'penalty_recoveries', 'penalty_refunds'] },
  { total: 'notices_due', parts: ['notices_issued', 'notices_overdue'] },
  { total: 'disposals_due', parts: ['disposed', 'pending_over_limit'] },
];

/** Amounts made of other amounts: published only when each of those is (else the hidden one is had by subtraction). */
export const COMPOSITE_AMOUNTS: readonly { readonly total: string; readonly parts: readonly string[] }[] = [
  {
    total: 'fund_credits_paise',
    parts: ['penalty_deposited_paise', 'penalty_recovered_paise', 'penalty_refunded_paise'],
  },
];

const ratio = (n: number, d: number): number => (d === 0 ? 0 : Math.round((n / d) * 10_000) / 10_000);

/** Every figure from summed counters (the counters of one office, or added over many); amounts added as bigints. */
export function figuresOf(sums: OfficeSums): FigureValues {
  const out: Record<string, FigureValue> = {};
  const exact = (m: AnyMeasure): bigint => BigInt(sums[m]);
  const count = (m: AnyMeasure): number => Number(sums[m]);
  for (const f of FIGURES) {
    if (f.kind !== 'count') continue;
    out[f.key] = isAmount(f)
      ? f.measures.reduce((a, m) => a + exact(m), 0n) - (f.minus ?? []).reduce((a, m) => a + exact(m), 0n)
      : f.measures.reduce((a, m) => a + count(m), 0) - (f.minus ?? []).reduce((a, m) => a + count(m), 0);
  }
  for (const f of FIGURES) if (f.kind === 'share') out[f.key] = ratio(Number(out[f.of[0]]), Number(out[f.of[1]]));
  return out;
}

/** Shares whose denominator is zero are not a figure: null. */
export function withNullShares(v: FigureValues): PublishedValues {
  const out: Record<string, FigureValue | null> = { ...v };
  for (const f of FIGURES) if (f.kind === 'share' && v[f.of[1]] === 0) out[f.key] = null;
  return out;
}
