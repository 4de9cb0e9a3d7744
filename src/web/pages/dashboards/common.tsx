// The dashboards' shared pieces (issue 8): the figure lists each section shows, and how a count, a share or an amount
// is printed (amounts in paise are exact integers, bigint above 2^53, printed through lib/indian-format without a
// JavaScript number in between).

import type { Dashboard, Level, OfficerDashboard } from '../../../app/derived/stats/service.ts';
import type { FigureValue } from '../../../app/derived/stats/definitions.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import { groupIndian } from '../../../lib/indian-format.ts';
import { percent } from '../../charts/charts.ts';
import { longDate, rupees } from '../../format.ts';
import type { Lang, T } from '../../i18n/index.ts';
import { keyOr } from '../../i18n/index.ts';

export type Values = Readonly<Record<string, FigureValue | null>>;
export type Board = Dashboard<Values> &
  Partial<Pick<OfficerDashboard, 'extensionReasons' | 'extensionReasonsTruncated'>>;

/** A denominator of nothing (zero): its share is not a figure. */
const isNothing = (d: FigureValue | null | undefined): boolean => d !== null && d !== undefined && Number(d) === 0;

/** A count or a share for a chart (numbers); null stays null (suppressed). */
export const num = (v: FigureValue | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);

export const LEVELS: readonly Level[] = ['india', 'state', 'district', 'office'];
export const CODE_RE = /^[A-Z0-9]{2,12}$/;

// A duty overdue and not done counts against compliance: the notice and disposal shares that count the overdue come
// first, each row with its figure's definition; the shares over what was done alone follow, read with the overdue.
export const COMPLIANCE: readonly (readonly [count: string, share: string | null, total?: string])[] = [
  ['notices_within_15_days', 'notice_duty_kept_share', 'notices_due'],
  ['notices_overdue', null],
  ['notices_within_15_days', 'notices_within_15_days_share', 'notices_issued'],
  ['replies_on_time', 'replies_on_time_share', 'replies_received'],
  ['disposed_within_extended_limit', 'disposal_duty_kept_share', 'disposals_due'],
  ['pending_over_limit', null],
  ['disposed_within_6_months', 'disposed_within_6_months_share', 'disposed'],
  ['disposed_within_extension', null],
  ['disposed_within_extended_limit', 'disposed_within_extended_limit_share', 'disposed'],
  ['reply_extensions', null],
  ['disposal_extensions', null],
];
/** A figure's definition in the reader's language. */
export const definitionOf = (t: T, key: string): string => t(keyOr('stats.def', key, 'stats.figure'));
export const AGES = [
  'pending_under_1_month',
  'pending_1_to_3_months',
  'pending_3_to_6_months',
  'pending_over_6_months',
  'pending_over_limit',
];
export const OUTCOMES = ['orders_penalty', 'orders_compensation', 'orders_dismissal', 'orders_ex_parte'];
export const APPEALS = [
  'appeals_filed',
  'appeals_refused',
  'appeals_admitted',
  'appeals_confirmed',
  'appeals_varied',
  'appeals_set_aside',
];
export const MONEY: readonly (readonly [amount: string, count: string])[] = [
  ['penalty_demanded_paise', 'penalty_demand_entries'],
  ['penalty_deposited_paise', 'penalty_deposits'],
  ['penalty_recovered_paise', 'penalty_recoveries'],
  ['penalty_refunded_paise', 'penalty_refunds'],
  ['fund_credits_paise', 'penalty_fund_entries'],
  ['penalty_outstanding_paise', 'penalty_outstanding_cases'],
];
export const TABLE_FILES = [
  'caseload',
  'pendency_by_age',
  'timeliness',
  'outcomes',
  'appeals',
  'penalty_money',
] as const;

export const figLabel = (t: T, key: string): string => t(keyOr('stats.fig', key, 'stats.figure'));

/** A State's, district's or office's name in the page's language. */
export const unitName = (u: { name: string; nameHi: string }, lang: Lang): string =>
  lang === 'hi' ? u.nameHi : u.name;

export function href(base: string, level: Level, code: string | undefined, from: LocalDate, to: LocalDate): string {
  const p = new URLSearchParams({ level, ...(code ? { code } : {}), from, to });
  return `${base}?${p.toString()}`;
}

export interface View {
  readonly t: T;
  readonly lang: Lang;
  readonly open: boolean;
  readonly min: number;
}

/** A count, share or amount as a person reads it; null is "suppressed" (open data) or "–" (a share of nothing). */
export function show(
  v: View,
  value: FigureValue | null | undefined,
  kind: 'count' | 'share' | 'paise',
  denominator?: FigureValue | null,
): string {
  if (value === null || value === undefined) {
    if (kind === 'share' && isNothing(denominator)) return v.t('stats.noShare');
    return v.open ? v.t('stats.suppressed') : v.t('stats.noShare');
  }
  if (kind === 'share') return percent(Number(value));
  if (kind === 'paise') return rupees(value);
  return (value < 0 ? '-' : '') + groupIndian(value);
}

export function Cell(p: {
  v: View;
  value: FigureValue | null | undefined;
  kind: 'count' | 'share' | 'paise';
  denominator?: FigureValue | null;
}) {
  const hidden =
    (p.value === null || p.value === undefined) && !(p.kind === 'share' && isNothing(p.denominator)) && p.v.open;
  return hidden ? (
    <td class="num suppressed">
      <abbr title={p.v.t('stats.suppressedAbbr', { min: p.v.min })}>{p.v.t('stats.suppressed')}</abbr>
    </td>
  ) : (
    <td class="num">{show(p.v, p.value, p.kind, p.denominator)}</td>
  );
}

export function FigureTable(p: {
  v: View;
  caption: string;
  rows: readonly {
    key: string;
    kind: 'count' | 'share' | 'paise';
    value: FigureValue | null | undefined;
    denominator?: FigureValue | null;
  }[];
}) {
  return (
    <table class="figures">
      <caption class="visually-hidden">{p.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{p.v.t('stats.figure')}</th>
          <th scope="col" class="num">
            {p.v.t('stats.value')}
          </th>
        </tr>
      </thead>
      <tbody>
        {p.rows.map((r) => (
          <tr>
            <th scope="row">{figLabel(p.v.t, r.key)}</th>
            <Cell
              v={p.v}
              value={r.value}
              kind={r.kind}
              {...(r.denominator !== undefined ? { denominator: r.denominator } : {})}
            />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function monthName(m: string, lang: Lang): string {
  const d = longDate(m, lang);
  return d.replace(/^1 /, '');
}
