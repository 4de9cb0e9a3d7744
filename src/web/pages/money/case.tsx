// The officer's case: its demands under the order (Rule 4(12)) and the form of the catalogue's "record a deposit"
// step (s.27C; a receipt number is usable once, s.28 / Rule 4(12); no more than the outstanding).

import { AppError } from '../../../app/errors.ts';
import type { Services } from '../../../app/services.ts';
import { moneyStepForm } from '../../../app/steps/money-actions.ts';
import { ErrorSummary } from '../../components.tsx';
import type { FormErrors, WebCtx } from '../../context.ts';
import { rupees } from '../../format.ts';
import type { T } from '../../i18n/index.ts';
import { page } from '../../render.tsx';
import { UUID } from '../office.tsx';
import { Recorded, word } from './words.tsx';
import { MoneyStepFields, signedIn } from './steps.tsx';

type Demand = Awaited<ReturnType<Services['money']['demands']>>[number];

function DemandsTable(p: { rows: readonly Demand[]; t: T }) {
  const { t } = p;
  return (
    <div class="table-wrap" tabindex={0} role="region" aria-label={t('money.case.link')}>
      <table class="stack">
        <thead>
          <tr>
            <th scope="col">{t('money.col.kind')}</th>
            <th scope="col">{t('money.col.payee')}</th>
            <th scope="col">{t('money.col.ordered')}</th>
            <th scope="col">{t('money.col.realised')}</th>
            <th scope="col">{t('money.col.refunded')}</th>
            <th scope="col">{t('money.col.outstanding')}</th>
          </tr>
        </thead>
        <tbody>
          {p.rows.map((d) => (
            <tr>
              <th scope="row">{word(t, 'money.kind', d.kind)}</th>
              <td data-label={t('money.col.payee')}>{d.payee === 'awbi-fund' ? t('pc.payee.awbi-fund') : d.payee}</td>
              <td data-label={t('money.col.ordered')}>{rupees(d.orderedPaise)}</td>
              <td data-label={t('money.col.realised')}>{rupees(d.realisedPaise)}</td>
              <td data-label={t('money.col.refunded')}>{rupees(d.refundedPaise)}</td>
              <td data-label={t('money.col.outstanding')}>{rupees(d.outstandingPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
export async function casePage(
  services: Services,
  c: WebCtx,
  values: Record<string, string>,
  errors: FormErrors,
  status: 200 | 400 = 200,
) {
  const actor = signedIn(c);
  const t = c.get('t');
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
  const stream = await services.cases.store.read.stream(id);
  if (!stream) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
  const rows = await services.money.demands(actor, id);
  const { state, actions } = await services.money.steps(actor, id);
  const deposit = moneyStepForm(state, 'record-deposit', actions);
  const title = t('money.case.title', { number: stream.number });
  return page(
    c,
    title,
    <>
      <ErrorSummary errors={errors} t={t} />
      <Recorded c={c} />
      <p>
        <a href={`/office/cases/${id}`}>{t('money.case.back')}</a>
      </p>
      <h1>{title}</h1>
      <p>{t('money.case.lead')}</p>
      {rows.length === 0 ? <p>{t('money.case.none')}</p> : <DemandsTable rows={rows} t={t} />}
      {deposit && !deposit.blocked ? (
        <MoneyStepFields c={c} form={deposit} action={`/office/cases/${id}/money`} values={values} errors={errors} />
      ) : null}
    </>,
    status,
  );
}
