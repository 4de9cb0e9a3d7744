// The other sections of the dashboards (issue 8): the period form, the way up, the notes, the extension reasons
// (officers only), the suppression rule and the downloads (open data only).

import type { Level } from '../../../app/derived/stats/service.ts';
import { groupIndian } from '../../../lib/indian-format.ts';
import { Field, Submit } from '../../components.tsx';
import { longDate } from '../../format.ts';
import type { Lang, T } from '../../i18n/index.ts';
import type { Ask } from './ask.ts';
import type { Board, View } from './common.tsx';
import { href, TABLE_FILES, unitName } from './common.tsx';

export function PeriodForm(p: { t: T; action: string; a: Ask; unitCode: string | undefined; level: Level }) {
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

export function Breadcrumbs(p: { t: T; d: Board; base: string }) {
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

export function Notes(p: { t: T }) {
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

export function Reasons(p: { v: View; d: Board }) {
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

export function Suppression(p: { t: T; lang: Lang; d: Board }) {
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

export function Downloads(p: { t: T; d: Board; lang: Lang }) {
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
