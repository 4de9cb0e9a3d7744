// Money in the web portal (issue 7), through services.money only:
// - /office/cases/:id/money: a case's demands under the order (Rule 4(12)) and the officer's "record a deposit" form
//   (s.27C; a receipt number is usable once, s.28 / Rule 4(12); no more than the outstanding);
// - /fund: the fund accountant's statement of the Board's separate account (s.28, Rule 8(2)) for a financial year
//   (1 April to 31 March), with the CSV and signed PDF through the API's report route, and the sanctions with their
//   Rule 8(1) purpose;
// - /recovery: the Board's recovery queue (Rule 4(14)) and a form to record a recovery action.
// The policies (src/app/policies/money.ts) decide who may see what; the pages only choose the menu and the forms.

import type { Actor } from '../../app/actor.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { Csrf, ErrorSummary, Field, Select, Submit, TextArea } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { longDate, readTypedDate, rupees, shortDate } from '../format.ts';
import type { MessageKey, T } from '../i18n/index.ts';
import { keyOr } from '../i18n/index.ts';
import { page, seeOther } from '../render.tsx';
import { paiseOf, provisions, refusalText, UUID } from './office.tsx';

const KINDS = ['penalty', 'compensation', 'expenses', 'charges'] as const;
const MODES = ['cash', 'bank-challan', 'online', 'demand-draft'] as const;
const ACTIONS = ['demand-notice', 'attachment', 'arrears-of-land-revenue', 'other'] as const;

const blank = (s: string | undefined): boolean => !(s ?? '').trim();
const word = (t: T, prefix: string, id: string): string => {
  const k = keyOr(prefix, id, 'off.err.refused');
  return k === 'off.err.refused' ? id : t(k);
};

function signedIn(c: WebCtx): Actor {
  const a = c.get('actor');
  if (!a) throw new AppError('AUTH.UNAUTHENTICATED', 'Sign in to see the penalty money.');
  return a;
}

/** The refusal of the use case beside its field (or the first field of the form). */
function refusalOn(e: unknown, c: WebCtx, fields: Readonly<Record<string, string>>, first: string): FormErrors {
  if (!(e instanceof AppError) || e.code.startsWith('AUTH.') || e.code === 'INTERNAL' || e.code === 'CASE.UNKNOWN')
    throw e;
  const field = fields[e.field ?? ''] ?? first;
  return { [field]: refusalText(e, c.get('t'), c.get('lang')) };
}

// ---------------------------------------------------------------------------------------------------------------
// The officer's case: demands and deposits.

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

const DEPOSIT_FIELDS: Readonly<Record<string, string>> = {
  kind: 'kind',
  amountPaise: 'amount',
  amount: 'amount',
  receiptNo: 'receiptNo',
  mode: 'mode',
  on: 'on',
  paidOn: 'on',
};

async function casePage(
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
  const open = rows.filter((d) => d.outstandingPaise > 0);
  const title = t('money.case.title', { number: stream.number });
  return page(
    c,
    title,
    <>
      <ErrorSummary errors={errors} t={t} />
      {c.req.query('done') ? (
        <p class="success" role="status">
          {t('money.dep.done')}
        </p>
      ) : null}
      <p>
        <a href={`/office/cases/${id}`}>{t('money.case.back')}</a>
      </p>
      <h1>{title}</h1>
      <p>{t('money.case.lead')}</p>
      {rows.length === 0 ? <p>{t('money.case.none')}</p> : <DemandsTable rows={rows} t={t} />}
      {open.length === 0 ? null : (
        <>
          <h2 id="deposit">{t('money.dep.title')}</h2>
          <form method="post" action={`/office/cases/${id}/money`} novalidate>
            <Csrf token={csrfOf(c)} />
            <Select
              name="kind"
              label={t('money.dep.kind')}
              error={errors['kind']}
              value={values['kind']}
              options={open.map((d) => ({
                value: d.kind,
                label: `${word(t, 'money.kind', d.kind)} (${t('money.col.outstanding')}: ${rupees(d.outstandingPaise)})`,
              }))}
            />
            <Field
              name="amount"
              label={t('money.dep.amount')}
              hint={t('money.dep.amountHint')}
              error={errors['amount']}
              value={values['amount']}
              inputmode="decimal"
              short
              maxlength={20}
              required
            />
            <Field
              name="receiptNo"
              label={t('money.dep.receipt')}
              hint={t('money.dep.receiptHint')}
              error={errors['receiptNo']}
              value={values['receiptNo']}
              maxlength={60}
              required
            />
            <Select
              name="mode"
              label={t('money.dep.mode')}
              error={errors['mode']}
              value={values['mode']}
              options={MODES.map((m) => ({ value: m, label: t(`money.mode.${m}` as MessageKey) }))}
            />
            <Field
              name="on"
              label={t('money.dep.on')}
              hint={t('common.dateHint')}
              error={errors['on']}
              value={values['on'] ?? shortDate(services.clock.today())}
              inputmode="text"
              autocomplete="off"
              short
              maxlength={14}
              required
            />
            <Submit>{t('money.dep.submit')}</Submit>
          </form>
        </>
      )}
    </>,
    status,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The fund accountant: the fund statement for a financial year and the sanctions.

/** The financial year (1 April to 31 March) in which a date falls, by its first calendar year. */
export function financialYearOf(date: string): number {
  const y = Number(date.slice(0, 4));
  return date.slice(5) >= '04-01' ? y : y - 1;
}

async function fundPage(services: Services, c: WebCtx) {
  const actor = signedIn(c);
  const t = c.get('t');
  const lang = c.get('lang');
  const current = financialYearOf(services.clock.today());
  const asked = Number(c.req.query('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= current + 1 ? asked : current;
  const from = `${year}-04-01`;
  const to = `${year + 1}-03-31`;
  const s = await services.money.fundStatement(actor, { from, to });
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
      <h1>{t('money.fund.title')}</h1>
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

// ---------------------------------------------------------------------------------------------------------------
// The Board's recovery officer: the queue and a recovery action.

const RECOVERY_FIELDS: Readonly<Record<string, string>> = {
  caseId: 'caseId',
  action: 'action',
  note: 'note',
  amountPaise: 'amount',
  receiptNo: 'receiptNo',
  mode: 'mode',
  on: 'on',
};

async function recoveryPage(
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
  const referred = queue.filter((q) => q.referredOn !== undefined);
  const mayRecord = actor.grants.some((g) => g.role === 'awbi-recovery-officer');
  return page(
    c,
    t('money.rec.title'),
    <>
      <ErrorSummary errors={errors} t={t} />
      {c.req.query('done') ? (
        <p class="success" role="status">
          {t('money.rec.done')}
        </p>
      ) : null}
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
      {!mayRecord || referred.length === 0 ? null : (
        <>
          <h2 id="record">{t('money.rec.form')}</h2>
          <form method="post" action="/recovery" novalidate>
            <Csrf token={csrfOf(c)} />
            <Select
              name="caseId"
              label={t('money.rec.f.case')}
              error={errors['caseId']}
              value={values['caseId']}
              options={referred.map((q) => ({
                value: q.caseId,
                label: `${q.caseNumber} (${t('money.col.outstanding')}: ${rupees(q.outstandingPaise)})`,
              }))}
            />
            <Select
              name="action"
              label={t('money.rec.f.action')}
              error={errors['action']}
              value={values['action']}
              options={ACTIONS.map((a) => ({ value: a, label: t(`money.rec.action.${a}` as MessageKey) }))}
            />
            <TextArea
              name="note"
              label={t('money.rec.f.note')}
              error={errors['note']}
              value={values['note']}
              maxlength={2000}
              required
            />
            <Field
              name="amount"
              label={t('money.rec.f.amount')}
              error={errors['amount']}
              value={values['amount'] ?? '0'}
              inputmode="decimal"
              short
              maxlength={20}
            />
            <Field
              name="receiptNo"
              label={t('money.rec.f.receipt')}
              error={errors['receiptNo']}
              value={values['receiptNo']}
              maxlength={60}
            />
            <Select
              name="mode"
              label={t('money.rec.f.mode')}
              error={errors['mode']}
              value={values['mode']}
              options={MODES.map((m) => ({ value: m, label: t(`money.mode.${m}` as MessageKey) }))}
            />
            <Field
              name="on"
              label={t('money.rec.f.on')}
              hint={t('common.dateHint')}
              error={errors['on']}
              value={values['on'] ?? shortDate(today)}
              inputmode="text"
              autocomplete="off"
              short
              maxlength={14}
              required
            />
            <Submit>{t('money.rec.submit')}</Submit>
          </form>
        </>
      )}
    </>,
    status,
  );
}

export function moneyPages(rt: Router, services: Services): void {
  rt.get('/office/cases/:id/money', (c) => casePage(services, c, {}, {}));

  rt.post('/office/cases/:id/money', async (c) => {
    const actor = signedIn(c);
    const t = c.get('t');
    const id = c.req.param('id') ?? '';
    if (!UUID.test(id)) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
    const v = await formOf(c);
    const errors: FormErrors = {};
    const kind = KINDS.find((k) => k === v['kind']);
    if (!kind) errors['kind'] = t('off.err.choose');
    const amount = paiseOf(v['amount']);
    if (blank(v['amount'])) errors['amount'] = t('off.err.required');
    else if (amount === undefined || amount <= 0) errors['amount'] = t('off.err.money');
    if (blank(v['receiptNo'])) errors['receiptNo'] = t('off.err.required');
    const mode = MODES.find((m) => m === v['mode']);
    if (!mode) errors['mode'] = t('off.err.choose');
    const typed = readTypedDate(v['on'] ?? '', services.clock.today(), t, c.get('lang'), 'past');
    const on = typed.date;
    if (typed.error !== undefined) errors['on'] = typed.error;
    if (Object.keys(errors).length === 0) {
      try {
        await services.money.recordDeposit(actor, {
          caseId: id,
          kind: kind!,
          amountPaise: amount!,
          receiptNo: v['receiptNo']!.trim(),
          mode: mode!,
          on: on!,
        });
        return seeOther(c, `/office/cases/${id}/money?done=1`);
      } catch (e) {
        Object.assign(errors, refusalOn(e, c, DEPOSIT_FIELDS, 'amount'));
      }
    }
    return casePage(services, c, v, errors, 400);
  });

  rt.get('/fund', (c) => fundPage(services, c));

  rt.get('/recovery', (c) => recoveryPage(services, c, {}, {}));

  rt.post('/recovery', async (c) => {
    const actor = signedIn(c);
    const t = c.get('t');
    const v = await formOf(c);
    const errors: FormErrors = {};
    if (!UUID.test(v['caseId'] ?? '')) errors['caseId'] = t('off.err.choose');
    const action = ACTIONS.find((a) => a === v['action']);
    if (!action) errors['action'] = t('off.err.choose');
    if (blank(v['note'])) errors['note'] = t('off.err.required');
    const amount = paiseOf(v['amount']);
    if (amount === undefined) errors['amount'] = t('off.err.money');
    const mode = MODES.find((m) => m === v['mode']);
    if (amount && blank(v['receiptNo'])) errors['receiptNo'] = t('off.err.required');
    const typed = readTypedDate(v['on'] ?? '', services.clock.today(), t, c.get('lang'), 'past');
    const on = typed.date;
    if (typed.error !== undefined) errors['on'] = typed.error;
    if (Object.keys(errors).length === 0) {
      try {
        await services.money.recordRecovery(actor, {
          caseId: v['caseId']!,
          action: action!,
          note: v['note']!.trim(),
          amountPaise: amount!,
          on: on!,
          ...(amount ? { receiptNo: v['receiptNo']!.trim(), ...(mode ? { mode } : {}) } : {}),
        });
        return seeOther(c, '/recovery?done=1');
      } catch (e) {
        Object.assign(errors, refusalOn(e, c, RECOVERY_FIELDS, 'note'));
      }
    }
    return recoveryPage(services, c, v, errors, 400);
  });
}
