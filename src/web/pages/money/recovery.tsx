// The Board's recovery officer: the queue of penalties unpaid after the deposit period (Rule 4(14)) and the form of
// the catalogue's "record a recovery action" step.

import type { Services } from '../../../app/services.ts';
import { moneyStepForm } from '../../../app/steps/money-actions.ts';
import { ErrorSummary } from '../../components.tsx';
import type { FormErrors, WebCtx } from '../../context.ts';
import { longDate, rupees, shortDate } from '../../format.ts';
import { page } from '../../render.tsx';
import { provisions } from '../office.tsx';
import { MoneyStepFields, signedIn } from './steps.tsx';
import { Recorded, word } from './words.tsx';

export async function recoveryPage(
  services: Services,
  c: WebCtx,
  values: Record<string, string>,
  errors: FormErrors,
  status: 200 | 400 = 200,
) {
  const actor = signedIn(c);
  const t = c.get('t');
  const lang = c.get('lang');
  const today = services.clock.today();
  const queue = await services.money.recoveryQueue(actor);
  const { state, actions } = await services.money.steps(actor);
  const form = moneyStepForm(state, 'record-recovery', actions);
  return page(
    c,
    t('money.rec.title'),
    <>
      <ErrorSummary errors={errors} t={t} />
      <Recorded c={c} />
      <h1>{t('money.rec.title')}</h1>
      <p>{t('money.rec.lead', { date: longDate(today, lang) })}</p>
      {queue.length === 0 ? (
        <p>{t('money.rec.none')}</p>
      ) : (
        <div class="table-wrap" tabindex={0} role="region" aria-label={t('money.rec.title')}>
          <table class="stack">
            <thead>
              <tr>
                <th scope="col">{t('money.rec.case')}</th>
                <th scope="col">{t('money.rec.contravener')}</th>
                <th scope="col">{t('money.col.ordered')}</th>
                <th scope="col">{t('money.col.outstanding')}</th>
                <th scope="col">{t('money.rec.due')}</th>
                <th scope="col">{t('money.rec.overdue')}</th>
                <th scope="col">{t('money.rec.referred')}</th>
                <th scope="col">{t('money.rec.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {queue.map((q) => (
                <tr>
                  <th scope="row">{q.caseNumber}</th>
                  <td data-label={t('money.rec.contravener')}>{q.contravener}</td>
                  <td data-label={t('money.col.ordered')}>{rupees(q.orderedPaise)}</td>
                  <td data-label={t('money.col.outstanding')}>{rupees(q.outstandingPaise)}</td>
                  <td data-label={t('money.rec.due')}>{shortDate(q.depositDueOn)}</td>
                  <td data-label={t('money.rec.overdue')}>{q.daysOverdue}</td>
                  <td data-label={t('money.rec.referred')}>
                    {q.referredOn
                      ? `${shortDate(q.referredOn)} (${provisions([q.referredUnder ?? 'in.ctr2026.r4.14'], lang)})`
                      : t('money.rec.notReferred')}
                  </td>
                  <td data-label={t('money.rec.actions')}>
                    {q.recoveryActions
                      .map((a) =>
                        `${shortDate(a.on)}: ${word(t, 'money.rec.action', a.action)} ${a.amountPaise ? rupees(a.amountPaise) : ''}`.trim(),
                      )
                      .join('; ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {form && !form.blocked ? (
        <MoneyStepFields c={c} form={form} action="/recovery" values={values} errors={errors} />
      ) : null}
    </>,
    status,
  );
}
