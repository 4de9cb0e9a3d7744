// The statistics use cases: the officers' dashboards (scoped by the actor's grants) and the open data (public,
// aggregated, small groups suppressed), each for an office, a district, a State or all India over [from, to].

import type { LocalDate } from '../../../lib/local-date.ts';
import { addMonths, daysBetween, fromParts, isLocalDate, parts } from '../../../lib/local-date.ts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../errors.ts';
import type { Grant, Resource } from '../../policies/policies.ts';
import { allows, describeGrants } from '../../policies/policies.ts';
import type { FigureValue, FigureValues, PublishedValues, TableName } from './definitions.ts';
import { FIGURES, figuresOf, TABLE_TITLES, TABLES, withNullShares } from './definitions.ts';
import type { Directory, ExtensionReason, MonthPoint, OfficeSums, StatsReads } from '../../ports/stats.ts';
import { ALL_MEASURES, isAmountMeasure } from '../../ports/stats.ts';
import { minGroupParam, suppressChildren, suppressRow, suppressSeries } from './suppress.ts';
import { FUND_PURPOSE_KEYS } from './fund-purposes.ts';

export type Level = 'office' | 'district' | 'state' | 'india';
export const LEVELS: readonly Level[] = ['office', 'district', 'state', 'india'];

export interface StatsQuery {
  readonly level: Level;
  /** The office, district or State code; absent for all India. */
  readonly code?: string;
  readonly from: string;
  readonly to: string;
}

export interface Unit {
  readonly level: Level;
  readonly code: string;
  readonly name: string;
  /** The name in Hindi (the directory's name_hi; "भारत" for India). */
  readonly nameHi: string;
  /** The unit it belongs to (district of an office, State of a district); null for a State and for India. */
  readonly parentCode: string | null;
}

export interface Dashboard<V> {
  readonly unit: Unit;
  readonly from: LocalDate;
  readonly to: LocalDate;
  readonly figures: V;
  /** Drill-down: the offices of a district, the districts of a State, the States of India (none for an office). */
  readonly children: readonly (Unit & { readonly figures: V })[];
  /** Received and disposed per calendar month of the period (for the charts). */
  readonly series: readonly {
    readonly month: LocalDate;
    readonly received: number | null;
    readonly disposed: number | null;
  }[];
  readonly notes: readonly string[];
  /**
   * The Board's fund (one national account, s.28, Rule 8(2)): balance at the end of the period and releases in it by
   * Rule 8(1) purpose. Only on the all-India figures; null elsewhere (an office's credits are in its figures).
   */
  readonly fund: FundView | null;
  /** The smallest group a published figure may describe (`stats.min-group`, configured); applied to the open data only. */
  readonly minGroup: {
    readonly value: number;
    readonly from: string;
    readonly status: string;
    readonly source: string;
  };
}

/** Amounts in paise are exact integers (bigint); the HTTP API writes them as decimal strings. */
export interface FundView {
  readonly balancePaise: bigint;
  readonly releases: number;
  readonly releasedPaise: bigint;
  readonly releasedByPurpose: readonly { readonly purpose: string; readonly paise: bigint }[];
}

export interface OfficerDashboard extends Dashboard<PublishedValues> {
  /** Extensions granted in the period with the reasons recorded (Rules 4(4) and 6), newest first, at most 100. */
  readonly extensionReasons: readonly ExtensionReason[];
  readonly extensionReasonsTruncated: boolean;
}

export type OpenDashboard = Dashboard<PublishedValues>;

export interface OpenTable {
  readonly table: TableName;
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly Readonly<Record<string, string | FigureValue | null>>[];
}

/** Who may see which dashboard: an officer their office, the District Magistrate their district, a State administrator their State. */
export const STATS_POLICY: Readonly<Record<Level, readonly Grant[]>> = {
  office: [
    { role: 'adjudicating-officer', scope: 'office' },
    { role: 'fund-accountant', scope: 'state' },
    { role: 'fund-accountant', scope: 'any' },
    { role: 'appellate-authority', scope: 'district' },
    { role: 'administrator', scope: 'state' },
    { role: 'administrator', scope: 'any' },
  ],
  district: [
    { role: 'appellate-authority', scope: 'district' },
    { role: 'administrator', scope: 'state' },
    { role: 'administrator', scope: 'any' },
    { role: 'fund-accountant', scope: 'state' },
    { role: 'fund-accountant', scope: 'any' },
  ],
  state: [
    { role: 'administrator', scope: 'state' },
    { role: 'administrator', scope: 'any' },
    { role: 'fund-accountant', scope: 'state' },
    { role: 'fund-accountant', scope: 'any' },
  ],
  // The Board's fund accountants (national) see all India, with the fund's balance and releases by purpose.
  india: [
    { role: 'administrator', scope: 'any' },
    { role: 'fund-accountant', scope: 'any' },
  ],
};

const MAX_PERIOD_DAYS = 366 * 20;
const REASONS_LIMIT = 100;
const NOTES = [
  'Pending figures are as on the last day of the period; every other count is of events dated within the period.',
  'Appeals are counted at the appellate office (the District Magistrate), not at the office whose order is appealed.',
  "Money figures are in paise (1 rupee = 100 paise) and come from the penalty ledger; they are counted at the office whose order raised the demand. The Board's fund is one national account (s.28, Rule 8(2)): its balance and releases by purpose are given with the all-India figures.",
];
const OPEN_NOTES = [
  ...NOTES,
  'Small groups are not published (null): see minGroup (the configured parameter stats.min-group) and the data dictionary. Zero is published.',
];

/** The suppression parameter as shown beside the figures (value, in force from, status and source). */
export function minGroupOn(on: LocalDate): Dashboard<unknown>['minGroup'] {
  const p = minGroupParam(on);
  return { value: p.value, from: p.from, status: p.status, source: p.source };
}

function period(q: StatsQuery): { from: LocalDate; to: LocalDate } {
  if (!isLocalDate(q.from))
    throw new AppError('VALIDATION.FAILED', `"${q.from}" is not a date (YYYY-MM-DD).`, { field: 'from' });
  if (!isLocalDate(q.to))
    throw new AppError('VALIDATION.FAILED', `"${q.to}" is not a date (YYYY-MM-DD).`, { field: 'to' });
  if (q.from > q.to)
    throw new AppError('VALIDATION.FAILED', `The period starts (${q.from}) after it ends (${q.to}).`, {
      field: 'from',
    });
  if (daysBetween(q.from, q.to) > MAX_PERIOD_DAYS)
    throw new AppError('VALIDATION.FAILED', 'The period is longer than 20 years.', { field: 'from' });
  return { from: q.from, to: q.to };
}

interface Resolved {
  readonly unit: Unit;
  readonly resource: Resource;
  /** Every office whose counters make up the unit. */
  readonly offices: readonly string[];
  /** The children and their offices. */
  readonly children: readonly { readonly unit: Unit; readonly offices: readonly string[] }[];
}

function resolve(dir: Directory, q: StatsQuery): Resolved {
  const stateOf = new Map(dir.districts.map((d) => [d.code, d.stateCode]));
  const officesOfDistrict = (code: string): string[] =>
    dir.offices.filter((o) => o.districtCode === code).map((o) => o.code);
  const districtsOfState = (code: string) => dir.districts.filter((d) => d.stateCode === code);
  const officesOfState = (code: string): string[] => districtsOfState(code).flatMap((d) => officesOfDistrict(d.code));
  const unknown = (what: string): AppError =>
    new AppError('NOT_FOUND', `There is no ${what} with the code "${q.code ?? ''}".`, { field: 'code' });
  const base = { kind: 'adjudication' as const, parties: [] };
  switch (q.level) {
    case 'office': {
      const o = dir.offices.find((x) => x.code === q.code);
      if (!o) throw unknown('office');
      const stateCode = stateOf.get(o.districtCode) ?? '';
      return {
        unit: { level: 'office', code: o.code, name: o.name, nameHi: o.nameHi, parentCode: o.districtCode },
        resource: { ...base, officeCode: o.code, districtCode: o.districtCode, stateCode },
        offices: [o.code],
        children: [],
      };
    }
    case 'district': {
      const d = dir.districts.find((x) => x.code === q.code);
      if (!d) throw unknown('district');
      const offices = dir.offices.filter((o) => o.districtCode === d.code);
      return {
        unit: { level: 'district', code: d.code, name: d.name, nameHi: d.nameHi, parentCode: d.stateCode },
        resource: { ...base, officeCode: '', districtCode: d.code, stateCode: d.stateCode },
        offices: offices.map((o) => o.code),
        children: offices.map((o) => ({
          unit: { level: 'office' as const, code: o.code, name: o.name, nameHi: o.nameHi, parentCode: d.code },
          offices: [o.code],
        })),
      };
    }
    case 'state': {
      const s = dir.states.find((x) => x.code === q.code);
      if (!s) throw unknown('State');
      return {
        unit: { level: 'state', code: s.code, name: s.name, nameHi: s.nameHi, parentCode: null },
        resource: { ...base, officeCode: '', districtCode: '', stateCode: s.code },
        offices: officesOfState(s.code),
        children: districtsOfState(s.code).map((d) => ({
          unit: { level: 'district' as const, code: d.code, name: d.name, nameHi: d.nameHi, parentCode: s.code },
          offices: officesOfDistrict(d.code),
        })),
      };
    }
    case 'india':
      return {
        unit: { level: 'india', code: 'IN', name: 'India', nameHi: 'भारत', parentCode: null },
        resource: { ...base, officeCode: '', districtCode: '', stateCode: '' },
        offices: dir.offices.map((o) => o.code),
        children: dir.states.map((s) => ({
          unit: { level: 'state' as const, code: s.code, name: s.name, nameHi: s.nameHi, parentCode: 'IN' },
          offices: officesOfState(s.code),
        })),
      };
  }
}

/** The offices' counters added up: counts as numbers, amounts in paise as exact bigints. */
function addUp(sums: Map<string, OfficeSums>, offices: readonly string[]): OfficeSums {
  const out: Record<string, number | bigint> = {};
  for (const m of ALL_MEASURES)
    out[m] = isAmountMeasure(m)
      ? offices.reduce((a, o) => a + (sums.get(o)?.[m] ?? 0n), 0n)
      : offices.reduce((n, o) => n + (sums.get(o)?.[m] ?? 0), 0);
  return out as OfficeSums;
}

/** Every calendar month of the period, in order, zero where nothing happened (the charts need the gaps). */
function everyMonth(from: LocalDate, to: LocalDate, points: readonly MonthPoint[]): MonthPoint[] {
  const byMonth = new Map(points.map((p) => [p.month, p]));
  const out: MonthPoint[] = [];
  let m = fromParts(parts(from).year, parts(from).month, 1);
  while (m <= to) {
    out.push(byMonth.get(m) ?? { month: m, received: 0, disposed: 0 });
    m = addMonths(m, 1).date;
  }
  return out;
}

interface Raw {
  readonly r: Resolved;
  readonly from: LocalDate;
  readonly to: LocalDate;
  readonly figures: FigureValues;
  readonly children: readonly { readonly unit: Unit; readonly figures: FigureValues }[];
  readonly series: readonly MonthPoint[];
  readonly fund: FundView | null;
}

export interface StatsDeps {
  readonly reads: StatsReads;
}

export interface StatsServices {
  /** An officer's dashboard, refused unless the actor's grants cover the unit. */
  dashboard(actor: Actor, q: StatsQuery): Promise<OfficerDashboard>;
  /** The public figures of a unit, small groups suppressed. */
  openData(q: StatsQuery): Promise<OpenDashboard>;
  /** One open data table: the unit's row and its children's rows, small groups suppressed. */
  openTable(table: string, q: StatsQuery): Promise<OpenTable>;
}

export function createStatsServices(deps: StatsDeps): StatsServices {
  async function raw<X = undefined>(
    q: StatsQuery,
    check?: (r: Resolved) => void,
    extra?: (offices: readonly string[], from: LocalDate, to: LocalDate) => Promise<X>,
  ): Promise<Raw & { extra: X | undefined }> {
    const { from, to } = period(q);
    if (!LEVELS.includes(q.level))
      throw new AppError('VALIDATION.FAILED', `"${String(q.level)}" is not one of ${LEVELS.join(', ')}.`, {
        field: 'level',
      });
    const r = resolve(await deps.reads.directory(), q);
    check?.(r);
    const [sums, series, more, fund] = await Promise.all([
      deps.reads.sums(r.offices, from, to),
      deps.reads.monthly(r.offices, from, to),
      extra?.(r.offices, from, to),
      q.level === 'india' ? deps.reads.fund(from, to) : undefined,
    ]);
    return {
      r,
      from,
      to,
      fund:
        fund === undefined
          ? null
          : {
              balancePaise: fund.balancePaise,
              releases: fund.releases,
              releasedPaise: Object.values(fund.releasedByPurpose).reduce((a, b) => a + b, 0n),
              releasedByPurpose: FUND_PURPOSE_KEYS.map((p) => ({ purpose: p, paise: fund.releasedByPurpose[p] ?? 0n })),
            },
      figures: figuresOf(addUp(sums, r.offices)),
      children: r.children.map((c) => ({ unit: c.unit, figures: figuresOf(addUp(sums, c.offices)) })),
      series: everyMonth(from, to, series),
      extra: more,
    };
  }

  async function open(q: StatsQuery): Promise<OpenDashboard> {
    const x = await raw(q);
    const mg = minGroupOn(x.to);
    const min = mg.value;
    const figures = suppressRow(x.figures, min);
    const children = x.children.map((c) => ({ unit: c.unit, raw: c.figures, published: suppressRow(c.figures, min) }));
    suppressChildren(figures, children, min);
    const received = suppressSeries(
      x.series.map((p) => p.received),
      figures['received'] !== null,
      min,
    );
    const disposed = suppressSeries(
      x.series.map((p) => p.disposed),
      figures['disposed'] !== null,
      min,
    );
    return {
      fund: x.fund,
      minGroup: mg,
      unit: x.r.unit,
      from: x.from,
      to: x.to,
      figures,
      children: children.map((c) => ({ ...c.unit, figures: c.published })),
      series: x.series.map((p, i) => ({
        month: p.month,
        received: received[i] ?? null,
        disposed: disposed[i] ?? null,
      })),
      notes: OPEN_NOTES,
    };
  }

  return {
    async dashboard(actor, q) {
      const x = await raw(
        q,
        (r) => {
          const rules = STATS_POLICY[q.level];
          if (!allows(rules, actor, r.resource))
            throw new AppError(
              'AUTH.FORBIDDEN',
              `You may not see the statistics of ${r.unit.name}. Only ${describeGrants(rules)} may.`,
            );
        },
        (offices, from, to) => deps.reads.extensionReasons(offices, from, to, REASONS_LIMIT + 1),
      );
      const reasons = x.extra ?? [];
      return {
        fund: x.fund,
        minGroup: minGroupOn(x.to),
        unit: x.r.unit,
        from: x.from,
        to: x.to,
        figures: withNullShares(x.figures),
        children: x.children.map((c) => ({ ...c.unit, figures: withNullShares(c.figures) })),
        series: x.series,
        notes: NOTES,
        extensionReasons: reasons.slice(0, REASONS_LIMIT),
        extensionReasonsTruncated: reasons.length > REASONS_LIMIT,
      };
    },

    openData: open,

    async openTable(table, q) {
      if (!(TABLES as readonly string[]).includes(table))
        throw new AppError('NOT_FOUND', `There is no table "${table}". The tables are ${TABLES.join(', ')}.`, {
          field: 'table',
        });
      const t = table as TableName;
      const d = await open(q);
      const keys = FIGURES.filter((f) => f.table === t).map((f) => f.key);
      const columns = ['level', 'code', 'name', 'parent_code', 'from', 'to', ...keys];
      const row = (u: Unit, v: PublishedValues): Record<string, string | FigureValue | null> => ({
        level: u.level,
        code: u.code,
        name: u.name,
        parent_code: u.parentCode,
        from: d.from,
        to: d.to,
        ...Object.fromEntries(keys.map((k) => [k, v[k] ?? null])),
      });
      return {
        table: t,
        title: TABLE_TITLES[t],
        columns,
        rows: [row(d.unit, d.figures), ...d.children.map((c) => row(c, c.figures))],
      };
    },
  };
}
