// Dashboards (issue 8): the officers' dashboards (an adjudicating officer their office, the District Magistrate their
// district, a State administrator their State, the Board's fund accountants and national administrators all India)
// at /dashboard, and the public open statistics at /statistics (no sign-in; small groups suppressed, with the
// configured threshold shown). Every figure comes from the stats use cases (src/app/stats); charts are server-side SVG
// (src/web/charts) with a table of the same figures beside them. No JavaScript needed: the period is a GET form and
// drill-down is plain links.

import { raw } from 'hono/html';
import type { Actor } from '../../app/actor.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import type { Dashboard, Level, OfficerDashboard, StatsQuery } from '../../app/stats/service.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { addMonths, fromParts, isLocalDate, parts } from '../../lib/local-date.ts';
import { groupIndian } from '../../lib/indian-format.ts';
import { barChart, chartTable, horizontalBarChart, percent, tableView } from '../charts/charts.ts';
import { ErrorSummary, Field, Submit } from '../components.tsx';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { longDate, parseIndianDate, rupees, shortDate } from '../format.ts';
import type { Lang, MessageKey, T } from '../i18n/index.ts';
import { keyOr } from '../i18n/index.ts';
import { page } from '../render.tsx';

type Values = Readonly<Record<string, number | null>>;
type Board = Dashboard<Values> & Partial<Pick<OfficerDashboard, 'extensionReasons' | 'extensionReasonsTruncated'>>;

const LEVELS: readonly Level[] = ['india', 'state', 'district', 'office'];
const CODE_RE = /^[A-Z0-9]{2,12}$/;

// A duty overdue and not done counts against compliance: the notice and disposal shares that count the overdue come
// first, each row with its figure's definition; the shares over what was done alone follow, read with the overdue.
const COMPLIANCE: readonly (readonly [count: string, share: string | null, total?: string])[] = [
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
const definitionOf = (t: T, key: string): string => t(keyOr('stats.def', key, 'stats.figure'));
const AGES = [
  'pending_under_1_month',
  'pending_1_to_3_months',
  'pending_3_to_6_months',
  'pending_over_6_months',
  'pending_over_limit',
];
const OUTCOMES = ['orders_penalty', 'orders_compensation', 'orders_dismissal', 'orders_ex_parte'];
const APPEALS = [
  'appeals_filed',
  'appeals_refused',
  'appeals_admitted',
  'appeals_confirmed',
  'appeals_varied',
  'appeals_set_aside',
];
const MONEY: readonly (readonly [amount: string, count: string])[] = [
  ['penalty_demanded_paise', 'penalty_demand_entries'],
  ['penalty_deposited_paise', 'penalty_deposits'],
  ['penalty_recovered_paise', 'penalty_recoveries'],
  ['penalty_refunded_paise', 'penalty_refunds'],
  ['fund_credits_paise', 'penalty_fund_entries'],
  ['penalty_outstanding_paise', 'penalty_outstanding_cases'],
];
const TABLE_FILES = ['caseload', 'pendency_by_age', 'timeliness', 'outcomes', 'appeals', 'penalty_money'] as const;

const figLabel = (t: T, key: string): string => t(keyOr('stats.fig', key, 'stats.figure'));

interface Ask {
  readonly level: Level;
  readonly code: string | undefined;
  readonly from: LocalDate;
  readonly to: LocalDate;
  readonly errors: FormErrors;
  /** The dates as typed, to show back in the form. */
  readonly typed: { readonly from: string; readonly to: string };
}

/** A State's, district's or office's name in the page's language. */
const unitName = (u: { name: string; nameHi: string }, lang: Lang): string => (lang === 'hi' ? u.nameHi : u.name);

function dateIn(s: string | undefined): LocalDate | undefined {
  if (s === undefined || s.trim() === '') return undefined;
  const v = s.trim();
  return isLocalDate(v) ? v : parseIndianDate(v);
}

/** The query of a page: level and code, and the period (default: the twelve calendar months to today, India). */
function askOf(c: WebCtx, today: LocalDate, fallback: { level: Level; code: string | undefined }): Ask {
  const t = c.get('t');
  const q = (k: string): string | undefined => c.req.query(k);
  const errors: FormErrors = {};
  const lv = q('level');
  const level: Level = LEVELS.includes(lv as Level) ? (lv as Level) : fallback.level;
  const rawCode = q('code')?.trim().toUpperCase();
  const code =
    level === 'india'
      ? undefined
      : rawCode && CODE_RE.test(rawCode)
        ? rawCode
        : level === fallback.level
          ? fallback.code
          : rawCode;
  let to = dateIn(q('to'));
  if (q('to') && !to) errors['to'] = t('stats.badDate');
  to ??= today;
  const back = addMonths(to, -11).date;
  let from = dateIn(q('from'));
  if (q('from') && !from) errors['from'] = t('stats.badDate');
  from ??= fromParts(parts(back).year, parts(back).month, 1);
  if (from > to) {
    errors['to'] = t('stats.badPeriod');
    from = fromParts(parts(back).year, parts(back).month, 1);
  }
  return { level, code, from, to, errors, typed: { from: q('from') ?? shortDate(from), to: q('to') ?? shortDate(to) } };
}

/** The unit an officer's dashboard opens on: the widest their grants give. */
function homeOf(a: Actor): { level: Level; code: string | undefined } {
  const g = a.grants;
  if (g.some((x) => (x.role === 'administrator' || x.role === 'fund-accountant') && !x.stateCode))
    return { level: 'india', code: undefined };
  const st = g.find((x) => (x.role === 'administrator' || x.role === 'fund-accountant') && x.stateCode);
  if (st) return { level: 'state', code: st.stateCode };
  const dm = g.find((x) => x.role === 'appellate-authority' && x.districtCode);
  if (dm) return { level: 'district', code: dm.districtCode };
  const ao = g.find((x) => x.role === 'adjudicating-officer' && x.officeCode);
  if (ao) return { level: 'office', code: ao.officeCode };
  return { level: 'india', code: undefined };
}

function href(base: string, level: Level, code: string | undefined, from: LocalDate, to: LocalDate): string {
  const p = new URLSearchParams({ level, ...(code ? { code } : {}), from, to });
  return `${base}?${p.toString()}`;
}

interface View {
  readonly t: T;
  readonly lang: Lang;
  readonly open: boolean;
  readonly min: number;
}

/** A count, share or amount as a person reads it; null is "suppressed" (open data) or "–" (a share of nothing). */
function show(
  v: View,
  value: number | null | undefined,
  kind: 'count' | 'share' | 'paise',
  denominator?: number | null,
): string {
  if (value === null || value === undefined) {
    if (kind === 'share' && denominator === 0) return v.t('stats.noShare');
    return v.open ? v.t('stats.suppressed') : v.t('stats.noShare');
  }
  if (kind === 'share') return percent(value);
  if (kind === 'paise') return rupees(value);
  return (value < 0 ? '-' : '') + groupIndian(value);
}

function Cell(p: {
  v: View;
  value: number | null | undefined;
  kind: 'count' | 'share' | 'paise';
  denominator?: number | null;
}) {
  const hidden =
    (p.value === null || p.value === undefined) && !(p.kind === 'share' && p.denominator === 0) && p.v.open;
  return hidden ? (
    <td class="num suppressed">
      <abbr title={p.v.t('stats.suppressedAbbr', { min: p.v.min })}>{p.v.t('stats.suppressed')}</abbr>
    </td>
  ) : (
    <td class="num">{show(p.v, p.value, p.kind, p.denominator)}</td>
  );
}

function FigureTable(p: {
  v: View;
  caption: string;
  rows: readonly {
    key: string;
    kind: 'count' | 'share' | 'paise';
    value: number | null | undefined;
    denominator?: number | null;
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

function monthName(m: string, lang: Lang): string {
  const d = longDate(m, lang);
  return d.replace(/^1 /, '');
}

function Figures(p: { v: View; d: Board; base: string }) {
  const { v, d } = p;
  const { t, lang } = v;
  const f = d.figures;
  const fmtCount = (n: number): string => groupIndian(n);
  // In an officer's dashboard nothing is suppressed: a missing share is a share of nothing.
  const suppressedLabel = v.open ? t('stats.suppressed') : t('stats.noShare');
  const months = d.series.map((s) => monthName(s.month, lang));
  const monthly = {
    id: 'chart-monthly',
    title: t('stats.monthly'),
    categories: months,
    suppressedLabel,
    format: fmtCount,
    width: 480,
    height: 340,
    // Four gridlines: an axis that is a multiple of 4 keeps every gridline on a whole number of complaints.
    max: Math.max(4, Math.ceil(Math.max(0, ...d.series.flatMap((x) => [x.received ?? 0, x.disposed ?? 0])) / 4) * 4),
    series: [
      { name: figLabel(t, 'received'), values: d.series.map((s) => s.received) },
      { name: figLabel(t, 'disposed'), values: d.series.map((s) => s.disposed) },
    ],
  };
  const shareKeys = COMPLIANCE.filter(([, s]) => s !== null).map(([, s]) => s!);
  const shares = {
    id: 'chart-shares',
    title: t('stats.shares'),
    categories: shareKeys.map((k) => figLabel(t, k)),
    max: 1,
    format: percent,
    suppressedLabel,
    labelsAbove: true,
    series: [{ name: t('stats.shares'), values: shareKeys.map((k) => f[k] ?? null) }],
  };
  const ages = {
    id: 'chart-ages',
    title: t('stats.pendency', { to: longDate(d.to, lang) }),
    categories: AGES.map((k) => figLabel(t, k)),
    format: fmtCount,
    suppressedLabel,
    labelsAbove: true,
    series: [{ name: figLabel(t, 'pending'), values: AGES.map((k) => f[k] ?? null) }],
  };
  const childKind = d.unit.level === 'india' ? 'state' : d.unit.level === 'state' ? 'district' : 'office';
  const childLevel: Level = childKind;
  return (
    <>
      <section aria-labelledby="h-key">
        <h2 id="h-key">{t('stats.key')}</h2>
        <ul class="cards stat-cards">
          {['received', 'disposed', 'pending', 'pending_over_limit'].map((k) => (
            <li>
              <span class="stat-label">{figLabel(t, k)}</span>{' '}
              <strong class="stat-value">{show(v, f[k], 'count')}</strong>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="h-compliance">
        <h2 id="h-compliance">{t('stats.compliance')}</h2>
        <p>{t('stats.complianceLead')}</p>
        <figure class="chart-box narrow">{raw(horizontalBarChart(shares))}</figure>
        <table class="figures">
          <caption class="visually-hidden">{t('stats.compliance')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.figure')}</th>
              <th scope="col" class="num">
                {t('stats.value')}
              </th>
              <th scope="col" class="num">
                {t('stats.shares')}
              </th>
            </tr>
          </thead>
          <tbody>
            {['notices_issued', 'replies_received'].map((k) => (
              <tr>
                <th scope="row">{figLabel(t, k)}</th>
                <Cell v={v} value={f[k]} kind="count" />
                <td class="num"></td>
              </tr>
            ))}
            {COMPLIANCE.map(([count, share, total]) => (
              <tr>
                <th scope="row">{figLabel(t, share ?? count)}</th>
                <Cell v={v} value={f[count]} kind="count" />
                {share ? (
                  <Cell v={v} value={f[share]} kind="share" denominator={f[total!] ?? null} />
                ) : (
                  <td class="num"></td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <h3 id="h-definitions">{t('stats.definition')}</h3>
        <dl class="stat-definitions">
          {[
            ...new Set(['notices_issued', 'replies_received', ...COMPLIANCE.map(([count, share]) => share ?? count)]),
          ].map((k) => (
            <div>
              <dt>{figLabel(t, k)}</dt>
              <dd>{definitionOf(t, k)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="h-pendency">
        <h2 id="h-pendency">{t('stats.pendency', { to: longDate(d.to, lang) })}</h2>
        <figure class="chart-box narrow">{raw(horizontalBarChart(ages))}</figure>
        <FigureTable
          v={v}
          caption={t('stats.pendency', { to: longDate(d.to, lang) })}
          rows={[
            { key: 'pending', kind: 'count', value: f['pending'] },
            ...AGES.map((k) => ({ key: k, kind: 'count' as const, value: f[k] })),
          ]}
        />
      </section>

      <section aria-labelledby="h-monthly">
        <h2 id="h-monthly">{t('stats.monthly')}</h2>
        <figure class="chart-box">{raw(barChart(monthly))}</figure>
        {v.open ? <p class="hint">{t('stats.chartSuppressed')}</p> : null}
        <details>
          <summary>{t('stats.asTable')}</summary>
          {raw(chartTable(monthly, t('stats.month')))}
        </details>
      </section>

      <section aria-labelledby="h-outcomes">
        <h2 id="h-outcomes">{t('stats.outcomes')}</h2>
        <FigureTable
          v={v}
          caption={t('stats.outcomes')}
          rows={['disposed', ...OUTCOMES].map((k) => ({ key: k, kind: 'count' as const, value: f[k] }))}
        />
      </section>

      <section aria-labelledby="h-appeals">
        <h2 id="h-appeals">{t('stats.appeals')}</h2>
        <FigureTable
          v={v}
          caption={t('stats.appeals')}
          rows={APPEALS.map((k) => ({ key: k, kind: 'count' as const, value: f[k] }))}
        />
      </section>

      <section aria-labelledby="h-money">
        <h2 id="h-money">{t('stats.money')}</h2>
        <p>{t('stats.moneyLead')}</p>
        <table class="figures">
          <caption class="visually-hidden">{t('stats.money')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.figure')}</th>
              <th scope="col" class="num">
                {t('stats.amount')}
              </th>
              <th scope="col" class="num">
                {t('stats.cases')}
              </th>
            </tr>
          </thead>
          <tbody>
            {MONEY.map(([amount, count]) => (
              <tr>
                <th scope="row">{figLabel(t, amount)}</th>
                <Cell v={v} value={f[amount]} kind="paise" />
                <Cell v={v} value={f[count]} kind="count" />
              </tr>
            ))}
          </tbody>
        </table>
        {d.fund ? (
          <>
            <h3>{t('stats.fund')}</h3>
            <p>{t('stats.fundLead', { to: longDate(d.to, lang) })}</p>
            <dl class="summary">
              <div>
                <dt>{t('stats.fundBalance')}</dt>
                <dd>{rupees(d.fund.balancePaise)}</dd>
              </div>
              <div>
                <dt>{t('stats.fundReleased')}</dt>
                <dd>{rupees(d.fund.releasedPaise)}</dd>
              </div>
              <div>
                <dt>{t('stats.fundReleases')}</dt>
                <dd>{groupIndian(d.fund.releases)}</dd>
              </div>
            </dl>
            {raw(
              tableView({
                caption: t('stats.fundReleased'),
                columns: [t('stats.purpose'), t('stats.amount')],
                rows: d.fund.releasedByPurpose.map((r) => [
                  t(keyOr('stats.purpose', r.purpose, 'stats.purpose.other'), { purpose: r.purpose }),
                  rupees(r.paise),
                ]),
              }),
            )}
          </>
        ) : null}
      </section>

      {d.unit.level !== 'office' ? (
        <section aria-labelledby="h-children">
          <h2 id="h-children">{t(`stats.children.${childKind}` as MessageKey, { unit: unitName(d.unit, lang) })}</h2>
          {d.children.length === 0 ? (
            <p>{t('stats.noChildren')}</p>
          ) : (
            <div class="table-scroll" role="region" aria-labelledby="h-children" tabindex={0}>
              <table class="figures">
                <caption>{t(`stats.children.${childKind}` as MessageKey, { unit: unitName(d.unit, lang) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('stats.unit')}</th>
                    {[
                      'received',
                      'disposed',
                      'pending',
                      'pending_over_limit',
                      'disposed_within_extended_limit_share',
                      'penalty_outstanding_paise',
                    ].map((k) => (
                      <th scope="col" class="num">
                        {figLabel(t, k)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {d.children.map((ch) => (
                    <tr>
                      <th scope="row">
                        <a href={href(p.base, childLevel, ch.code, d.from, d.to)}>{unitName(ch, lang)}</a>
                      </th>
                      <Cell v={v} value={ch.figures['received']} kind="count" />
                      <Cell v={v} value={ch.figures['disposed']} kind="count" />
                      <Cell v={v} value={ch.figures['pending']} kind="count" />
                      <Cell v={v} value={ch.figures['pending_over_limit']} kind="count" />
                      <Cell
                        v={v}
                        value={ch.figures['disposed_within_extended_limit_share']}
                        kind="share"
                        denominator={ch.figures['disposed'] ?? null}
                      />
                      <Cell v={v} value={ch.figures['penalty_outstanding_paise']} kind="paise" />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : null}
    </>
  );
}

function PeriodForm(p: { t: T; action: string; a: Ask; unitCode: string | undefined; level: Level }) {
  const { t, a } = p;
  return (
    <form method="get" action={p.action} class="period" novalidate>
      <input type="hidden" name="level" value={p.level} />
      {p.unitCode ? <input type="hidden" name="code" value={p.unitCode} /> : null}
      <fieldset>
        <legend>{t('stats.period')}</legend>
        <Field
          name="from"
          label={t('stats.from')}
          hint={t('common.dateHint')}
          value={a.typed.from}
          error={a.errors['from']}
          short
          inputmode="text"
          autocomplete="off"
          maxlength={14}
        />
        <Field
          name="to"
          label={t('stats.to')}
          hint={t('common.dateHint')}
          value={a.typed.to}
          error={a.errors['to']}
          short
          inputmode="text"
          autocomplete="off"
          maxlength={14}
        />
        <Submit>{t('stats.show')}</Submit>
      </fieldset>
    </form>
  );
}

function Breadcrumbs(p: { t: T; d: Board; base: string }) {
  const { t, d } = p;
  if (d.unit.level === 'india') return null;
  const upLevel: Level = d.unit.level === 'office' ? 'district' : d.unit.level === 'district' ? 'state' : 'india';
  const upCode = upLevel === 'india' ? undefined : (d.unit.parentCode ?? undefined);
  return (
    <p class="up">
      <a href={href(p.base, upLevel, upCode, d.from, d.to)}>
        {t('stats.up', { unit: upCode ? `${t(`stats.level.${upLevel}`)} ${upCode}` : t('stats.india') })}
      </a>
    </p>
  );
}

function Notes(p: { t: T }) {
  return (
    <section aria-labelledby="h-notes">
      <h2 id="h-notes">{p.t('stats.notes')}</h2>
      <ul>
        <li>{p.t('stats.note.stocks')}</li>
        <li>{p.t('stats.note.appeals')}</li>
        <li>{p.t('stats.note.money')}</li>
      </ul>
    </section>
  );
}

function Reasons(p: { v: View; d: Board }) {
  const { t, lang } = p.v;
  const list = p.d.extensionReasons ?? [];
  return (
    <section aria-labelledby="h-reasons">
      <h2 id="h-reasons">{t('stats.reasons')}</h2>
      {list.length === 0 ? (
        <p>{t('stats.reasonsNone')}</p>
      ) : (
        <div class="table-scroll" role="region" aria-labelledby="h-reasons" tabindex={0}>
          <table class="figures">
            <caption>{t('stats.reasons')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('stats.reason.case')}</th>
                <th scope="col">{t('stats.reason.on')}</th>
                <th scope="col">{t('stats.reason.kind')}</th>
                <th scope="col" class="num">
                  {t('stats.reason.days')}
                </th>
                <th scope="col">{t('stats.reason.reasons')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr>
                  <th scope="row">{r.caseNumber}</th>
                  <td>{longDate(r.on, lang)}</td>
                  <td>{t(`stats.reason.kind.${r.kind}`)}</td>
                  <td class="num">{groupIndian(r.days)}</td>
                  <td>{r.reasons}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {p.d.extensionReasonsTruncated ? <p class="hint">{t('stats.reasonsMore')}</p> : null}
    </section>
  );
}

function Suppression(p: { t: T; lang: Lang; d: Board }) {
  const { t, d } = p;
  const mg = d.minGroup;
  return (
    <section aria-labelledby="h-suppression" class="callout">
      <h2 id="h-suppression">{t('stats.suppression')}</h2>
      <p>{t('stats.suppressionText', { min: mg.value })}</p>
      <p class="hint">
        {t('stats.parameter', {
          min: mg.value,
          id: 'stats.min-group',
          from: longDate(mg.from, p.lang),
          source: mg.source,
        })}
      </p>
    </section>
  );
}

function Downloads(p: { t: T; d: Board; lang: Lang }) {
  const { t, d, lang } = p;
  const q = new URLSearchParams({
    level: d.unit.level,
    ...(d.unit.level !== 'india' ? { code: d.unit.code } : {}),
    from: d.from,
    to: d.to,
  }).toString();
  return (
    <section aria-labelledby="h-downloads">
      <h2 id="h-downloads">{t('stats.downloads')}</h2>
      <p>{t('stats.downloadsLead', { unit: unitName(d.unit, lang) })}</p>
      <ul class="downloads">
        {TABLE_FILES.map((f) => (
          <li>
            {t(`stats.table.${f}`)}:{' '}
            <a href={`/api/v1/open/stats/tables/${f}.csv?${q}`} download>
              CSV
            </a>{' '}
            ·{' '}
            <a href={`/api/v1/open/stats/tables/${f}.json?${q}`} download>
              JSON
            </a>
          </li>
        ))}
      </ul>
      <p>
        <a href="/api/v1/open/stats/dictionary.md">{t('stats.dictionary')}</a> (
        <a href="/api/v1/open/stats/dictionary.json">JSON</a>)
      </p>
    </section>
  );
}

async function render(c: WebCtx, services: Services, open: boolean): Promise<Response> {
  const t = c.get('t');
  const lang = c.get('lang');
  const actor = c.get('actor');
  if (!open && !actor) throw new AppError('AUTH.UNAUTHENTICATED', 'Sign in to see your dashboard.');
  const home = open ? { level: 'india' as Level, code: undefined } : homeOf(actor!);
  const a = askOf(c, services.clock.today(), home);
  const q: StatsQuery = { level: a.level, ...(a.code ? { code: a.code } : {}), from: a.from, to: a.to };
  if (a.level !== 'india' && !a.code)
    throw new AppError('VALIDATION.FAILED', `Give the code of the ${a.level}.`, { field: 'code' });
  const d: Board = open ? await services.stats.openData(q) : await services.stats.dashboard(actor!, q);
  const base = open ? '/statistics' : '/dashboard';
  const v: View = { t, lang, open, min: d.minGroup.value };
  const title = open
    ? t('stats.openTitle', { unit: unitName(d.unit, lang) })
    : t('stats.dashboardTitle', { unit: unitName(d.unit, lang) });
  const body = (
    <>
      <ErrorSummary errors={a.errors} t={t} />
      <Breadcrumbs t={t} d={d} base={base} />
      <h1>{title}</h1>
      <p class="lead">
        {t('stats.lead', { unit: unitName(d.unit, lang), from: longDate(d.from, lang), to: longDate(d.to, lang) })}
      </p>
      <p>{open ? t('stats.openLead', { min: d.minGroup.value }) : t('stats.officerLead')}</p>
      <PeriodForm
        t={t}
        action={base}
        a={a}
        unitCode={d.unit.level === 'india' ? undefined : d.unit.code}
        level={d.unit.level}
      />
      {open ? <Suppression t={t} lang={lang} d={d} /> : null}
      <Figures v={v} d={d} base={base} />
      {!open &&
      d.unit.level === 'office' &&
      actor!.grants.some((g) => g.role === 'adjudicating-officer' && g.officeCode === d.unit.code) ? (
        <p>
          <a href="/office/worklist">{t('stats.caseList')}</a>
        </p>
      ) : null}
      {open ? null : <Reasons v={v} d={d} />}
      <Notes t={t} />
      {open ? <Downloads t={t} d={d} lang={lang} /> : null}
    </>
  );
  // The browser may keep the public figures a few minutes; no shared cache (the page may set the anonymous CSRF cookie).
  if (open) c.header('Cache-Control', 'private, max-age=300');
  return page(c, title, body);
}

export function dashboardPages(rt: Router, services: Services): void {
  rt.get('/statistics', (c) => render(c, services, true));
  rt.get('/dashboard', (c) => render(c, services, false));
}
