// The money figures of a dashboard (issue 8): penalties and the Board's fund, amounts in paise printed exactly
// (bigint); and the drill-down table of the unit's parts.

import { raw } from 'hono/html';
import type { Level } from '../../../app/derived/stats/service.ts';
import { groupIndian } from '../../../lib/indian-format.ts';
import { tableView } from '../../charts/charts.ts';
import { longDate, rupees } from '../../format.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { keyOr } from '../../i18n/index.ts';
import type { Board, View } from './common.tsx';
import { Cell, figLabel, href, MONEY, unitName } from './common.tsx';

export function MoneySection(p: { v: View; d: Board }) {
  const { v, d } = p;
  const { t, lang } = v;
  const f = d.figures;
  return (
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
  );
}

export function ChildrenTable(p: { v: View; d: Board; base: string }) {
  const { v, d } = p;
  const { t, lang } = v;
  const childKind = d.unit.level === 'india' ? 'state' : d.unit.level === 'state' ? 'district' : 'office';
  const childLevel: Level = childKind;
  return d.unit.level !== 'office' ? (
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
  ) : null;
}
