// The published figures: each one's key, table, definition and provision, computed from the daily counters
// (figures.ts). The dashboards, the open data API, the CSV/JSON downloads and the data dictionary all read this list.

import type { ProvisionId } from '../../rules/provisions.ts';
import type { AnyMeasure, OfficeSums } from './ports.ts';

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

interface CountDef {
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
interface ShareDef {
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

const flow = (
  key: string,
  table: TableName,
  measures: readonly AnyMeasure[],
  label: string,
  definition: string,
  basis: readonly ProvisionId[],
): CountDef => ({ key, table, kind: 'count', measures, stock: false, label, definition, basis });
const stock = (
  key: string,
  table: TableName,
  measure: AnyMeasure,
  label: string,
  definition: string,
  basis: readonly ProvisionId[],
): CountDef => ({ key, table, kind: 'count', measures: [measure], stock: true, label, definition, basis });
const share = (
  key: string,
  table: TableName,
  of: readonly [string, string],
  label: string,
  definition: string,
  basis: readonly ProvisionId[],
): ShareDef => ({ key, table, kind: 'share', of, label, definition, basis });

export const FIGURES: readonly FigureDef[] = [
  flow(
    'received',
    'caseload',
    ['received'],
    'Complaints received',
    'Complaints (Form-I) received in the period, by the date of receipt.',
    ['in.ctr2026.r3'],
  ),
  flow(
    'disposed',
    'caseload',
    ['disposed'],
    'Complaints disposed',
    'Final orders passed in the period: penalty or compensation (Rule 4(12), including on admission, Rule 4(8)) or dismissal (Rule 4(13)), by the date of the order.',
    ['in.ctr2026.r4.12', 'in.ctr2026.r4.13'],
  ),
  stock(
    'pending',
    'caseload',
    'pending_delta',
    'Complaints pending',
    'Complaints received on or before the last day of the period with no final order on or before that day.',
    ['in.ctr2026.r5'],
  ),

  stock(
    'pending_under_1_month',
    'pendency_by_age',
    'age_lt1_delta',
    'Pending under 1 month',
    'Pending on the last day and received less than one calendar month before it.',
    ['in.ctr2026.r5'],
  ),
  stock(
    'pending_1_to_3_months',
    'pendency_by_age',
    'age_1to3_delta',
    'Pending 1 to 3 months',
    'Pending on the last day, received at least 1 and less than 3 calendar months before it.',
    ['in.ctr2026.r5'],
  ),
  stock(
    'pending_3_to_6_months',
    'pendency_by_age',
    'age_3to6_delta',
    'Pending 3 to 6 months',
    'Pending on the last day, received at least 3 and less than 6 calendar months before it.',
    ['in.ctr2026.r5'],
  ),
  stock(
    'pending_over_6_months',
    'pendency_by_age',
    'age_gt6_delta',
    'Pending over 6 months',
    'Pending on the last day, received 6 calendar months or more before it.',
    ['in.ctr2026.r5'],
  ),
  stock(
    'pending_over_limit',
    'pendency_by_age',
    'over_limit_delta',
    'Pending beyond the time limit',
    'Pending on the last day although the last day for completing the proceedings has passed: six months from receipt (Rule 5), or that period as extended under Rule 6, counted as the statutory disposal clock counts it (GCA s.9 and s.10). A subset of the age groups.',
    ['in.ctr2026.r5', 'in.ctr2026.r6'],
  ),

  flow(
    'notices_issued',
    'timeliness',
    ['notices'],
    'Show-cause notices issued',
    'Show-cause notices (Form-II) issued in the period, by the date of issue.',
    ['in.ctr2026.r4.1'],
  ),
  flow(
    'notices_within_15_days',
    'timeliness',
    ['notices_in_time'],
    'Notices issued within 15 days',
    'Of those, notices issued on or before the last day of the 15 days from receipt of the complaint (Rule 4(1), counted under GCA s.9 and s.10).',
    ['in.ctr2026.r4.1'],
  ),
  share(
    'notices_within_15_days_share',
    'timeliness',
    ['notices_within_15_days', 'notices_issued'],
    'Share of notices issued within 15 days',
    'notices_within_15_days / notices_issued, to 4 decimal places.',
    ['in.ctr2026.r4.1'],
  ),
  stock(
    'notices_overdue',
    'timeliness',
    'notice_overdue_delta',
    'Notices overdue, not issued',
    'Complaints whose 15 days for issuing the show-cause notice (Rule 4(1), from receipt, GCA s.9) have passed by the last day of the period with no notice issued and no final order: a duty overdue and not done.',
    ['in.ctr2026.r4.1'],
  ),
  {
    key: 'notices_due',
    table: 'timeliness',
    kind: 'count',
    measures: ['notices', 'notice_overdue_delta'],
    stock: false,
    label: 'Notices due',
    definition:
      'notices_issued + notices_overdue: every notice the period asked for, issued in the period or overdue and not issued on its last day.',
    basis: ['in.ctr2026.r4.1'],
  },
  share(
    'notice_duty_kept_share',
    'timeliness',
    ['notices_within_15_days', 'notices_due'],
    'Notices issued within 15 days, counting those overdue',
    'notices_within_15_days / notices_due, to 4 decimal places: a notice overdue and not issued counts against it.',
    ['in.ctr2026.r4.1'],
  ),
  flow(
    'replies_received',
    'timeliness',
    ['replies'],
    'Replies received',
    'Replies to show-cause notices recorded in the period, by the date of the reply.',
    ['in.ctr2026.r4.1'],
  ),
  flow(
    'replies_on_time',
    'timeliness',
    ['replies_in_time'],
    'Replies on time',
    'Of those, replies received within the period the notice specified (at most 30 days from service, Rule 4(1)), or as extended under Rule 4(4).',
    ['in.ctr2026.r4.1', 'in.ctr2026.r4.4'],
  ),
  share(
    'replies_on_time_share',
    'timeliness',
    ['replies_on_time', 'replies_received'],
    'Share of replies on time',
    'replies_on_time / replies_received, to 4 decimal places.',
    ['in.ctr2026.r4.1', 'in.ctr2026.r4.4'],
  ),
  flow(
    'reply_extensions',
    'timeliness',
    ['reply_extensions'],
    'Reply periods extended',
    'Extensions of the reply period granted in the period for sufficient cause, reasons recorded (Rule 4(4)); a case extended twice counts twice.',
    ['in.ctr2026.r4.4'],
  ),
  flow(
    'disposal_extensions',
    'timeliness',
    ['disposal_extensions'],
    'Disposal periods extended',
    'Extensions of the six months granted in the period for reasonable cause, reasons recorded (Rule 6); a case extended twice counts twice.',
    ['in.ctr2026.r6'],
  ),
  flow(
    'disposed_within_6_months',
    'timeliness',
    ['disposed_in_time'],
    'Disposed within 6 months',
    'Final orders of the period dated on or before the last day of the six months from receipt (Rule 5).',
    ['in.ctr2026.r5'],
  ),
  share(
    'disposed_within_6_months_share',
    'timeliness',
    ['disposed_within_6_months', 'disposed'],
    'Share disposed within 6 months',
    'disposed_within_6_months / disposed, to 4 decimal places.',
    ['in.ctr2026.r5'],
  ),
  flow(
    'disposed_within_extension',
    'timeliness',
    ['disposed_in_extension'],
    'Disposed within the extension',
    'Final orders of the period dated after the six months but on or before the last day as extended under Rule 6.',
    ['in.ctr2026.r6'],
  ),
  flow(
    'disposed_within_extended_limit',
    'timeliness',
    ['disposed_in_time', 'disposed_in_extension'],
    'Disposed within the time limit',
    'disposed_within_6_months + disposed_within_extension: orders passed within the time the Rules allow.',
    ['in.ctr2026.r5', 'in.ctr2026.r6'],
  ),
  share(
    'disposed_within_extended_limit_share',
    'timeliness',
    ['disposed_within_extended_limit', 'disposed'],
    'Share disposed within the time limit',
    'disposed_within_extended_limit / disposed, to 4 decimal places.',
    ['in.ctr2026.r5', 'in.ctr2026.r6'],
  ),
  {
    key: 'disposals_due',
    table: 'timeliness',
    kind: 'count',
    measures: ['disposed', 'over_limit_delta'],
    stock: false,
    label: 'Disposals due',
    definition:
      'disposed + pending_over_limit: every case disposed in the period, and every case still pending on its last day although its time limit (Rule 5, or as extended under Rule 6) has passed.',
    basis: ['in.ctr2026.r5', 'in.ctr2026.r6'],
  },
  share(
    'disposal_duty_kept_share',
    'timeliness',
    ['disposed_within_extended_limit', 'disposals_due'],
    'Disposed within the time limit, counting those overdue',
    'disposed_within_extended_limit / disposals_due, to 4 decimal places: a case pending beyond its time limit counts against it.',
    ['in.ctr2026.r5', 'in.ctr2026.r6'],
  ),

  flow(
    'orders_penalty',
    'outcomes',
    ['orders_penalty'],
    'Orders imposing a penalty',
    'Final orders of the period imposing a penalty (Rule 4(12), including on admission, Rule 4(8)).',
    ['in.ctr2026.r4.12'],
  ),
  flow(
    'orders_compensation',
    'outcomes',
    ['orders_compensation'],
    'Orders awarding compensation',
    'Final orders of the period awarding compensation, expenses or charges (Rule 4(12)); an order may both impose a penalty and award compensation, and then counts in both.',
    ['in.ctr2026.r4.12'],
  ),
  flow(
    'orders_dismissal',
    'outcomes',
    ['orders_dismissal'],
    'Complaints dismissed',
    'Final orders of the period dismissing the complaint (Rule 4(13)).',
    ['in.ctr2026.r4.13'],
  ),
  flow(
    'orders_ex_parte',
    'outcomes',
    ['orders_ex_parte'],
    'Orders passed ex parte',
    'Final orders of the period passed in a case that proceeded ex parte (Rule 4(7)); also counted under their outcome.',
    ['in.ctr2026.r4.7'],
  ),

  flow(
    'appeals_filed',
    'appeals',
    ['appeals_filed'],
    'Appeals filed',
    'Appeals (Form-III) received by the appellate authority in the period (deemed filed that day, Rule 7(4)); counted at the appellate office.',
    ['in.ctr2026.r7.4'],
  ),
  flow(
    'appeals_refused',
    'appeals',
    ['appeals_refused'],
    'Registration refused',
    'Appeals whose registration was refused in the period for defects not rectified (Rule 7(6)).',
    ['in.ctr2026.r7.6'],
  ),
  flow(
    'appeals_admitted',
    'appeals',
    ['appeals_admitted'],
    'Appeals admitted',
    'Appeals admitted in the period (Rule 7(7)).',
    ['in.ctr2026.r7.7'],
  ),
  flow(
    'appeals_confirmed',
    'appeals',
    ['appeals_confirmed'],
    'Orders confirmed',
    'Appeals decided in the period confirming the order (Rule 7(11)).',
    ['in.ctr2026.r7.11'],
  ),
  flow(
    'appeals_varied',
    'appeals',
    ['appeals_varied'],
    'Orders varied',
    'Appeals decided in the period varying the order (Rule 7(11)).',
    ['in.ctr2026.r7.11'],
  ),
  flow(
    'appeals_set_aside',
    'appeals',
    ['appeals_set_aside'],
    'Orders set aside',
    'Appeals decided in the period setting the order aside (Rule 7(11)).',
    ['in.ctr2026.r7.11'],
  ),

  // Money (the penalty ledger, src/domain/money; counted by src/app/stats/money.ts at the office of the case).
  flow(
    'penalty_demand_entries',
    'penalty_money',
    ['penalty_demand_entries'],
    'Penalty demands and adjustments',
    'Entries in the period raising a penalty demand under an order (Rule 4(12)) or adjusting it under an appellate order (Rule 7(11)) or by a recorded correction.',
    ['in.ctr2026.r4.12', 'in.ctr2026.r7.11'],
  ),
  {
    ...flow(
      'penalty_demanded_paise',
      'penalty_money',
      ['penalty_demanded'],
      'Penalty demanded (paise)',
      'Net penalty demanded in the period, in paise: orders under Rule 4(12), less reductions and plus increases by appellate orders (Rule 7(11)) and corrections.',
      ['in.ctr2026.r4.12', 'in.ctr2026.r7.11'],
    ),
    amountOf: 'penalty_demand_entries',
  },
  flow(
    'penalty_deposits',
    'penalty_money',
    ['penalty_deposits'],
    'Penalty deposits',
    'Deposits of penalty recorded in the period (Rule 4(12), s.27C).',
    ['in.ctr2026.r4.12', 'in.cta1871.s27c'],
  ),
  {
    ...flow(
      'penalty_deposited_paise',
      'penalty_money',
      ['penalty_deposited'],
      'Penalty deposited (paise)',
      "Penalty deposited in the period, in paise; credited to the Board's separate account (s.28, Rule 8(2)).",
      ['in.ctr2026.r4.12', 'in.cta1871.s27c', 'in.cta1871.s28'],
    ),
    amountOf: 'penalty_deposits',
  },
  flow(
    'penalty_recoveries',
    'penalty_money',
    ['penalty_recoveries'],
    'Penalty recoveries',
    'Recoveries of unpaid penalty by the Board recorded in the period (Rules 4(14), 7(12)).',
    ['in.ctr2026.r4.14', 'in.ctr2026.r7.12'],
  ),
  {
    ...flow(
      'penalty_recovered_paise',
      'penalty_money',
      ['penalty_recovered'],
      'Penalty recovered (paise)',
      'Penalty recovered by the Board in the period, in paise (Rules 4(14), 7(12)); credited to its separate account (s.28).',
      ['in.ctr2026.r4.14', 'in.ctr2026.r7.12', 'in.cta1871.s28'],
    ),
    amountOf: 'penalty_recoveries',
  },
  flow(
    'penalty_refunds',
    'penalty_money',
    ['penalty_refunds'],
    'Penalty refunds',
    'Refunds in the period of penalty paid beyond what an appellate order leaves (Rule 7(11)).',
    ['in.ctr2026.r7.11'],
  ),
  {
    ...flow(
      'penalty_refunded_paise',
      'penalty_money',
      ['penalty_refunded'],
      'Penalty refunded (paise)',
      "Penalty refunded from the Board's account in the period on appellate orders, in paise (Rule 7(11)).",
      ['in.ctr2026.r7.11', 'in.ctr2026.r8.2'],
    ),
    amountOf: 'penalty_refunds',
  },
  {
    ...flow(
      'fund_credits_paise',
      'penalty_money',
      ['penalty_deposited', 'penalty_recovered'],
      "Net credits to the Board's fund (paise)",
      "Penalty deposited plus recovered less refunded in the period, in paise: the net amount credited to the Board's separate account from these cases (s.28, Rule 8(2)).",
      ['in.cta1871.s28', 'in.ctr2026.r8.2'],
    ),
    minus: ['penalty_refunded'],
    amountOf: 'penalty_fund_entries',
  },
  flow(
    'penalty_fund_entries',
    'penalty_money',
    ['penalty_deposits', 'penalty_recoveries', 'penalty_refunds'],
    'Fund entries',
    'Deposits, recoveries and refunds of penalty in the period together (the entries the net credits add up).',
    ['in.cta1871.s28', 'in.ctr2026.r8.2'],
  ),
  stock(
    'penalty_outstanding_cases',
    'penalty_money',
    'penalty_outstanding_cases_delta',
    'Cases with penalty outstanding',
    'Cases with some penalty still to be paid under the order (Rule 4(12)) at the end of the last day of the period, whether or not referred to the Board for recovery (Rule 4(14)).',
    ['in.ctr2026.r4.12', 'in.ctr2026.r4.14'],
  ),
  {
    ...stock(
      'penalty_outstanding_paise',
      'penalty_money',
      'penalty_outstanding_delta',
      'Penalty outstanding (paise)',
      'Penalty ordered and not yet deposited or recovered at the end of the last day of the period, in paise.',
      ['in.ctr2026.r4.12', 'in.ctr2026.r4.14'],
    ),
    amountOf: 'penalty_outstanding_cases',
  },
];

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
