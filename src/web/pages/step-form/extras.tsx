// What a step's form adds that the catalogue's fields cannot say by themselves: the proof of service by manner
// (issue 6), the acknowledgement of an outcome, and the order's panel on the amounts (issue 13).

import type { CaseRecord } from '../../../app/cases/read-case.ts';
import { penaltyCeiling } from '../../../rules/amounts.ts';
import { pack } from '../../../rules/packs.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import { Checkbox, Select, TextArea } from '../../components.tsx';
import type { FormErrors } from '../../context.ts';
import { longDate, rupees } from '../../format.ts';
import type { Lang, T } from '../../i18n/index.ts';
import { paiseOf, provisions } from '../office.tsx';
import { W } from '../../../app/steps/words.ts';
import { say } from './fields.tsx';
import { GroundAnswersPanel, OrderFindingsPanel } from './order-findings.tsx';
import { documentOptions, ServiceProofFieldsets } from '../service-proof.tsx';

/**
 * The order form's panel on the amounts (issue 13): the penalty ceiling in force for this State, or the notice that
 * none is configured, with the officer's confirmation; and, on an admission, whether the person was heard on the
 * amount (the hearing's date) or, if not, the officer's reasons.
 */
function OrderAmountsPanel(p: {
  r: CaseRecord;
  t: T;
  lang: Lang;
  values: Record<string, string>;
  errors: FormErrors;
  today: string;
}) {
  const { r, t, lang, values, errors } = p;
  const ceiling = penaltyCeiling(pack(r.jurisdiction ?? 'in'), p.today as LocalDate);
  const admission = r.facts.admission;
  return (
    <>
      {ceiling.value.maxRupees === null ? (
        <section class="panel notice" aria-labelledby="no-ceiling" id="no-ceiling-panel">
          <h2 id="no-ceiling">{t('off.noCeiling.title')}</h2>
          <p>
            <strong>{t('off.noCeiling.text')}</strong>
          </p>
          <p>
            {t('off.noCeiling.more')} <span class="provision">({provisions(ceiling.basis, lang)})</span>
          </p>
          <Checkbox
            name="noCeilingConfirmed"
            label={t('off.noCeiling.confirm')}
            error={errors['noCeilingConfirmed']}
            checked={values['noCeilingConfirmed'] === 'yes'}
          />
        </section>
      ) : (
        <p class="provision">
          {t('off.ceiling.text', {
            amount: rupees(ceiling.value.maxRupees * 100),
            basis: provisions(ceiling.basis, lang),
          })}
        </p>
      )}
      {admission ? (
        <section class="panel" aria-labelledby="amount-hearing" id="amount-hearing-panel">
          <h2 id="amount-hearing">{t('off.amountHearing.legend')}</h2>
          {admission.heardOn ? (
            <p>{t('off.amountHearing.heard', { date: longDate(admission.heardOn, lang) })}</p>
          ) : (
            <>
              <p>
                {t('off.amountHearing.none')}{' '}
                <a href={`/office/cases/${r.stream.id}/act/issue-hearing-notice`}>
                  {t('off.amountHearing.issueNotice')}
                </a>
              </p>
              <TextArea
                name="notHeardOnAmountReasons"
                label={t('off.f.notHeardOnAmountReasons')}
                error={errors['notHeardOnAmountReasons']}
                value={values['notHeardOnAmountReasons']}
                rows={3}
                maxlength={20000}
              />
            </>
          )}
        </section>
      ) : null}
    </>
  );
}

/**
 * The order under appeal beside the fields that vary it (issue 30, point 8): each amount it awarded, and what this
 * form now says of it, marked where the authority varies it (Rule 7(11)).
 */
function OrderUnderAppealPanel(p: { r: CaseRecord; t: T; lang: Lang; values: Record<string, string> }) {
  const { r, t, lang, values } = p;
  const o = r.facts.appeal?.order;
  if (!o) return null;
  const rows = [
    ['penalty', W.penalty, o.penaltyPaise],
    ['compensation', W.compensation, o.compensationPaise],
    ['expenses', W.expenses, o.expensesPaise ?? 0],
    ['charges', W.charges, o.chargesPaise ?? 0],
  ] as const;
  const varying = values['outcome'] === 'vary';
  return (
    <section class="panel" aria-labelledby="below-legend" id="below-panel">
      <h2 id="below-legend">{t('aa.below.legend')}</h2>
      <p>
        {t('aa.below.lead', {
          date: longDate(o.on, lang),
          number: o.caseNumber ?? '',
          provision: provisions([o.provision], lang),
        })}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('aa.below.item')}</th>
            <th scope="col">{t('aa.below.then')}</th>
            <th scope="col">{t('aa.below.now')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, label, then]) => {
            const raw = (values[name] ?? '').trim();
            const now = raw === '' ? undefined : paiseOf(raw);
            const shown = now === undefined ? raw : rupees(now);
            return (
              <tr>
                <th scope="row">{say(label, lang)}</th>
                <td>{rupees(then)}</td>
                <td>
                  {varying && now !== undefined && now !== then ? t('aa.below.varied', { amount: shown }) : shown}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {o.compensationPayee ? (
        <p>
          {t('aa.below.payee', {
            who: t(o.compensationPayee === 'complainant' ? 'so.by.complainant' : 'so.by.contravener'),
          })}
        </p>
      ) : null}
      {o.depositDays !== undefined && o.depositDue && o.penaltyPaise > 0 ? (
        <p id="below-deposit">
          {t('aa.below.depositBy', { days: String(o.depositDays), date: longDate(o.depositDue, lang) })}
        </p>
      ) : null}
      {o.compensationPayBy ? (
        <p id="below-pay-by">{t('aa.below.payBy', { date: longDate(o.compensationPayBy, lang) })}</p>
      ) : null}
    </section>
  );
}

/** What the catalogue's form cannot show by itself: the proof of service by manner (issue 6); the amounts (issue 13).
 * Only rows to render: the command's parts are made from their entries by the step (its `parts`, src/app/steps). */
export const EXTRAS: Readonly<
  Record<
    string,
    {
      fields: (p: {
        r: CaseRecord;
        t: T;
        lang: Lang;
        values: Record<string, string>;
        errors: FormErrors;
        today: string;
      }) => unknown;
      /** Shown above the catalogue's fields (the order under appeal, issue 30). */
      lead?: (p: { r: CaseRecord; t: T; lang: Lang; values: Record<string, string> }) => unknown;
    }
  >
> = {
  'record-service-attempt': {
    fields: (p) => <ServiceProofFieldsets {...p} />,
  },
  'record-service-outcome': {
    fields: (p) => (
      <Select
        name="acknowledgementDocumentId"
        label={p.t('sp.f.acknowledgement')}
        hint={p.t('sp.h.outcomeAck')}
        value={p.values['acknowledgementDocumentId']}
        options={documentOptions(p.r, p.t, p.lang).map((o) => ({ value: o.value, label: o.text }))}
      />
    ),
  },
  'decide-appeal': {
    lead: (p) => <OrderUnderAppealPanel {...p} />,
    fields: (p) => <GroundAnswersPanel {...p} />,
  },
  'pass-order': {
    fields: (p) => (
      <>
        <OrderFindingsPanel {...p} />
        <OrderAmountsPanel {...p} />
      </>
    ),
  },
};
