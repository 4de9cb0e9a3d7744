// The fund accountant: the statement of the Board's separate account (s.28, Rule 8(2)) for a financial year (1 April
// to 31 March), with the CSV and signed PDF through the API's report route, the sanctions with their Rule 8(1)
// purpose, and the next steps of the fund from the catalogue (bodies, sanctions, releases, certificates, reversals).

import type { Services } from '../../../app/services.ts';
import { Select, Submit } from '../../components.tsx';
import type { WebCtx } from '../../context.ts';
import { longDate, rupees, shortDate } from '../../format.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { page } from '../../render.tsx';
import { provisions } from '../office.tsx';
import { MoneyNextSteps, signedIn } from './steps.tsx';
import { Recorded, word } from './words.tsx';

/** The financial year (1 April to 31 March) in which a date falls, by its first calendar year. */
export function financialYearOf(date: string): number {
  const y = Number(date.slice(0, 4));
  return date.slice(5) >= '04-01' ? y : y - 1;
}

export async function fundPage(services: Services, c: WebCtx) {
  const actor = signedIn(c);
  const t = c.get('t');
  const lang = c.get('lang');
  const current = financialYearOf(services.clock.today());
  const asked = Number(c.req.query('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= current + 1 ? asked : current;
  const from = `${year}-04-01`;
  const to = `${year + 1}-03-31`;
  const s = await services.money.fundStatement(actor, { from, to });
  const { actions } = await services.money.steps(actor);
  const sanctions = await services.money.sanctions(actor);
  const bodies = new Map((await services.money.bodies(actor)).map((b) => [b.bodyId, b.name]));
  const provisionOf = new Map(s.releasesByPurpose.map((p) => [p.purpose as string, p.provision as string]));
  const purpose = (p: string) =>
    `${word(t, 'money.purpose', p)} (${provisions([provisionOf.get(p) ?? ''].filter(Boolean), lang)})`;
  const q = `from=${from}&to=${to}`;
  const years = Array.from({ length: 4 }, (_, i) => current - 3 + i);
  const summary: [MessageKey, bigint][] = [
    ['money.fund.opening', s.openingPaise],
    ['money.fund.deposits', s.depositsPaise],
    ['money.fund.recoveries', s.recoveriesPaise],
    ['money.fund.refunds', s.refundsPaise],
    ['money.fund.releases', s.releasesPaise],
    ['money.fund.closing', s.closingPaise],
  ];
  return page(
    c,
    t('money.fund.title'),
    <>
      <Recorded c={c} />
      <h1>{t('money.fund.title')}</h1>
      <MoneyNextSteps c={c} actions={actions} />
      <p>{t('money.fund.lead', { from: longDate(from, lang), to: longDate(to, lang) })}</p>
      <form method="get" action="/fund">
        <Select
          name="year"
          label={t('money.fund.year')}
          value={String(year)}
          options={years.map((y) => ({ value: String(y), label: `${y}-${String(y + 1).slice(2)}` }))}
        />
        <Submit secondary>{t('money.fund.show')}</Submit>
      </form>
      <h2>{t('money.fund.summary')}</h2>
      <dl class="summary" id="fund-summary">
        {summary.map(([k, v]) => (
          <div>
            <dt>{t(k)}</dt>
            <dd>{rupees(v)}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('money.fund.byPurpose')}</h2>
      <dl class="summary">
        {s.releasesByPurpose.map((p) => (
          <div>
            <dt>{purpose(p.purpose)}</dt>
            <dd>{rupees(p.paise)}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('money.fund.movements')}</h2>
      {s.movements.length === 0 ? (
        <p>{t('money.fund.noMovements')}</p>
      ) : (
        <div class="table-wrap" tabindex={0} role="region" aria-label={t('money.fund.movements')}>
          <table class="stack">
            <thead>
              <tr>
                <th scope="col">{t('money.fund.date')}</th>
                <th scope="col">{t('money.fund.entry')}</th>
                <th scope="col">{t('money.fund.description')}</th>
                <th scope="col">{t('money.fund.in')}</th>
                <th scope="col">{t('money.fund.out')}</th>
                <th scope="col">{t('money.fund.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {s.movements.map((m) => (
                <tr>
                  <th scope="row">{shortDate(m.on)}</th>
                  <td data-label={t('money.fund.entry')}>{word(t, 'money.move', m.kind)}</td>
                  <td data-label={t('money.fund.description')}>
                    {lang === 'en' ? m.description : (m.sanctionRef ?? m.entryId)}
                  </td>
                  <td data-label={t('money.fund.in')}>{m.inPaise ? rupees(m.inPaise) : ''}</td>
                  <td data-label={t('money.fund.out')}>{m.outPaise ? rupees(m.outPaise) : ''}</td>
                  <td data-label={t('money.fund.balance')}>{rupees(m.balancePaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>{t('money.fund.downloads')}</h2>
      <ul>
        <li>
          <a href={`/api/v1/money/reports/fund-statement.csv?${q}`} download>
            {t('money.fund.csv')}
          </a>
        </li>
        <li>
          <a href={`/api/v1/money/reports/fund-statement.pdf?${q}&lang=en`} download hreflang="en">
            {t('money.fund.pdfEn')}
          </a>
        </li>
        <li>
          <a href={`/api/v1/money/reports/fund-statement.pdf?${q}&lang=hi`} download hreflang="hi">
            {t('money.fund.pdfHi')}
          </a>
        </li>
      </ul>
      <h2 id="sanctions">{t('money.fund.sanctions')}</h2>
      {sanctions.length === 0 ? (
        <p>{t('money.fund.noSanctions')}</p>
      ) : (
        <div class="table-wrap" tabindex={0} role="region" aria-label={t('money.fund.sanctions')}>
          <table class="stack">
            <thead>
              <tr>
                <th scope="col">{t('money.san.ref')}</th>
                <th scope="col">{t('money.san.body')}</th>
                <th scope="col">{t('money.san.purpose')}</th>
                <th scope="col">{t('money.san.amount')}</th>
                <th scope="col">{t('money.san.released')}</th>
                <th scope="col">{t('money.san.on')}</th>
              </tr>
            </thead>
            <tbody>
              {sanctions.map((x) => (
                <tr>
                  <th scope="row">{x.sanctionRef}</th>
                  <td data-label={t('money.san.body')}>{bodies.get(x.bodyId) ?? x.bodyId}</td>
                  <td data-label={t('money.san.purpose')}>
                    {purpose(x.purpose)}
                    {x.notificationRef ? ` – ${x.notificationRef}` : ''}
                  </td>
                  <td data-label={t('money.san.amount')}>{rupees(x.amountPaise)}</td>
                  <td data-label={t('money.san.released')}>{rupees(x.releasedPaise)}</td>
                  <td data-label={t('money.san.on')}>{shortDate(x.on)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>,
  );
}
