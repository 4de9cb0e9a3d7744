// The figures of a dashboard (issue 8): key figures, compliance with the statutory time limits, pendency by age,
// the monthly series, outcomes and appeals; charts are server-side SVG with a table of the same figures beside them.

import { raw } from 'hono/html';
import { groupIndian } from '../../../lib/indian-format.ts';
import { barChart, chartTable, horizontalBarChart, percent } from '../../charts/charts.ts';
import { longDate } from '../../format.ts';
import type { Board, View } from './common.tsx';
import {
  AGES,
  APPEALS,
  Cell,
  COMPLIANCE,
  definitionOf,
  FigureTable,
  figLabel,
  monthName,
  num,
  OUTCOMES,
  show,
} from './common.tsx';
import { ChildrenTable, MoneySection } from './money.tsx';

export function Figures(p: { v: View; d: Board; base: string }) {
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
    series: [{ name: t('stats.shares'), values: shareKeys.map((k) => num(f[k])) }],
  };
  const ages = {
    id: 'chart-ages',
    title: t('stats.pendency', { to: longDate(d.to, lang) }),
    categories: AGES.map((k) => figLabel(t, k)),
    format: fmtCount,
    suppressedLabel,
    labelsAbove: true,
    series: [{ name: figLabel(t, 'pending'), values: AGES.map((k) => num(f[k])) }],
  };
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
        {/* Twelve months of bars are too small to read on a phone: below 30rem the stylesheet hides the chart and the
            table below it (always shown, not behind a disclosure) carries the figures. */}
        <figure class="chart-box wide">{raw(barChart(monthly))}</figure>
        {v.open ? <p class="hint chart-note">{t('stats.chartSuppressed')}</p> : null}
        <div class="table-scroll" role="region" aria-labelledby="h-monthly" tabindex={0}>
          {raw(chartTable(monthly, t('stats.month')))}
        </div>
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

      <MoneySection v={v} d={d} />

      <ChildrenTable v={v} d={d} base={p.base} />
    </>
  );
}
