// Section 26 (Assam): the officer records the Judicial Magistrate's judgment as a fact (court, case number, date, the
// attached copy), decides each possible match in the portal's offender history (confirm or reject), and records the
// court's own classification and sentence. A plain form (works without JavaScript), through runCommand. It is the
// form the catalogue names for the step record-outcome; whether the step is open today is decide()'s answer.

import type { OffenderHistoryView } from '../../app/assam/offender-history.ts';
import { offenderHistoryFor } from '../../app/assam/offender-history.ts';
import type { CaseRecord } from '../../app/cases/read-case.ts';
import { readCase } from '../../app/cases/read-case.ts';
import { runCommand } from '../../app/cases/run-command.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { commandOfForm, stepForm } from '../../app/steps/forms.ts';
import { ASSAM_STEPS } from '../../app/steps/index.ts';
import type { Choice, Words } from '../../app/steps/index.ts';
import { Csrf, ErrorSummary, Field, Radios, Select, Submit, TextArea } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { longDate } from '../format.ts';
import { page, seeOther } from '../render.tsx';
import type { Lang } from '../i18n/index.ts';
import { messageLang } from '../i18n/index.ts';
import { mayAct, refusalText, requireOfficer } from './office.tsx';
import { blockedText, readForm, say } from './step-form/fields.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why the judgment cannot be recorded today, when it cannot: the catalogue step's refusal by decide(). */
const notNow = (r: CaseRecord) => r.actions.blocked.find((a) => a.command === 'record-outcome');

/** The words of the judgment's fields, from the catalogue's step (its generated route and documentation too). */
const FIELDS = new Map(ASSAM_STEPS['record-outcome'].fields.map((f) => [f.name, f]));
const label = (name: string, lang: Lang): string => say(FIELDS.get(name)!.label as Words, lang);
const choices = (name: string, lang: Lang) =>
  ((FIELDS.get(name)!.choices ?? []) as readonly Choice[]).map((ch) => ({
    value: ch.value,
    label: say(ch.label, lang),
  }));

const matchField = (personId: string): string => `match_${personId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

function JudgmentPage(p: {
  c: WebCtx;
  r: CaseRecord;
  history: OffenderHistoryView;
  values: Record<string, string>;
  errors: FormErrors;
}) {
  const { c, r, history, values: v, errors: e } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const docs = r.facts.documents.uploaded;
  const blocked = notNow(r);
  return (
    <>
      <ErrorSummary errors={e} t={t} />
      <p>
        <a href={`/office/cases/${r.stream.id}`}>{t('off.back', { number: r.stream.number })}</a>
      </p>
      <h1>{t('as.j.title')}</h1>
      <p>{t('as.j.lead')}</p>
      {blocked ? (
        <p class="warning" role="status">
          {t('step.notNow')}: {blockedText(blocked, t, lang)}
        </p>
      ) : null}
      <form method="post" action={`/office/cases/${r.stream.id}/assam/judgment`} novalidate>
        <Csrf token={csrfOf(c)} />
        <input type="hidden" name="version" value={String(r.stream.version)} />
        <Radios
          name="result"
          legend={label('result', lang)}
          error={e['result']}
          value={v['result'] ?? 'conviction'}
          options={choices('result', lang)}
        />
        <Field
          name="on"
          label={t('as.j.date')}
          hint={t('common.dateHint')}
          error={e['on']}
          value={v['on']}
          short
          maxlength={10}
          required
        />
        <Field
          name="court"
          label={label('court', lang)}
          error={e['court']}
          value={v['court']}
          maxlength={300}
          required
        />
        <Field
          name="caseNumber"
          label={label('caseNumber', lang)}
          error={e['caseNumber']}
          value={v['caseNumber']}
          maxlength={100}
          required
        />
        <Select
          name="documentId"
          label={label('documentId', lang)}
          hint={t('as.j.documentHint')}
          error={e['documentId']}
          value={v['documentId']}
          options={[
            { value: '', label: t('as.j.noDocument') },
            ...docs.map((d) => ({ value: d.documentId, label: d.fileName ?? d.documentId })),
          ]}
        />
        <h2 id="matches">{t('as.j.history')}</h2>
        {history.candidates.length === 0 ? <p>{t('as.j.historyNone')}</p> : <p>{t('as.j.historyLead')}</p>}
        {e['matches'] ? (
          <p class="error-message" id="matches-error">
            {e['matches']}
          </p>
        ) : null}
        {history.candidates.map((m) => (
          <div class="panel">
            <h3>{m.strength === 'strong' ? t('as.j.strong') : t('as.j.weak')}</h3>
            <p>{m.explanation}</p>
            <p>{t('as.j.convictions')}:</p>
            <ul>
              {m.convictions.map((x) => (
                <li>
                  {x.caseNumber}, {longDate(x.convictionDate, lang)}
                </li>
              ))}
            </ul>
            <Radios
              name={matchField(m.personId)}
              legend={t('as.j.decide')}
              error={e[matchField(m.personId)]}
              value={v[matchField(m.personId)]}
              options={[
                { value: 'confirmed', label: t('as.j.confirm') },
                { value: 'rejected', label: t('as.j.reject') },
              ]}
            />
          </div>
        ))}
        <p>
          <strong>
            {t('as.j.proposal', { value: t(history.proposal.value === 'first' ? 'as.j.first' : 'as.j.subsequent') })}
          </strong>
        </p>
        <details>
          <summary>{t('as.j.history')}</summary>
          <ol>
            {history.proposal.steps.map((s) => (
              <li>{s}</li>
            ))}
          </ol>
        </details>
        <Radios
          name="classification"
          legend={t('as.j.classification')}
          hint={t('as.j.classificationHint')}
          error={e['classification']}
          value={v['classification'] ?? history.proposal.value}
          options={[
            { value: 'first', label: t('as.j.class.first') },
            { value: 'subsequent', label: t('as.j.class.subsequent') },
          ]}
        />
        <TextArea name="note" label={t('as.j.note')} error={e['note']} value={v['note']} rows={2} maxlength={2000} />
        <Field
          name="fineRupees"
          label={label('fineRupees', lang)}
          hint={t('as.j.fineHint')}
          error={e['fineRupees']}
          value={v['fineRupees']}
          inputmode="numeric"
          short
          maxlength={6}
        />
        {(['defaultMonths', 'defaultDays', 'prisonMonths', 'prisonDays'] as const).map((name) => (
          <Field
            name={name}
            label={label(name, lang)}
            hint={name === 'defaultMonths' ? t('as.j.defaultHint') : undefined}
            error={e[name]}
            value={v[name]}
            inputmode="numeric"
            short
            maxlength={name.endsWith('Months') ? 2 : 3}
          />
        ))}
        <Submit>{t('as.j.record')}</Submit>
      </form>
    </>
  );
}

/** The page's own answers on the earlier convictions, as the catalogue's form asks them: the ids confirmed, and the
 * ids rejected, one a line. */
function matchLines(v: Record<string, string>, history: OffenderHistoryView): Record<string, string> {
  const decided = (d: string) =>
    history.candidates
      .filter((m) => v[matchField(m.personId)] === d)
      .map((m) => m.personId)
      .join('\n');
  return { ...v, confirmed: decided('confirmed'), rejected: decided('rejected') };
}

/** The form field a refusal names. */
function fieldOf(field: string | undefined): string {
  const f = field ?? '';
  if (f.startsWith('judgment.')) return f.slice('judgment.'.length);
  if (f === 'sentence.fineRupees' || f === 'sentence') return 'fineRupees';
  if (f.startsWith('sentence.defaultImprisonment')) return 'defaultMonths';
  if (f.startsWith('sentence.imprisonment')) return 'prisonMonths';
  if (f.startsWith('classification')) return 'classification';
  if (f === 'matches' || f === 'on') return f;
  return 'result';
}

export function assamPages(rt: Router, services: Services): void {
  async function load(c: WebCtx): Promise<{ r: CaseRecord; history: OffenderHistoryView }> {
    const actor = requireOfficer(c);
    const id = c.req.param('id') ?? '';
    if (!UUID.test(id)) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
    const r = await readCase(services.cases, actor, { id });
    if (r.stream.kind !== 'assam' || !mayAct(c, r))
      throw new AppError('NOT_FOUND', 'No judgment can be recorded in this case.');
    return { r, history: await offenderHistoryFor(services.cases, actor, id) };
  }

  rt.get('/office/cases/:id/assam/judgment', async (c) => {
    const { r, history } = await load(c);
    const cog = r.facts.cognizance;
    const values = { court: cog?.court ?? '', caseNumber: cog?.caseNumber ?? '', on: '' };
    return page(
      c,
      c.get('t')('as.j.title'),
      <JudgmentPage c={c} r={r} history={history} values={values} errors={{}} />,
    );
  });

  rt.post('/office/cases/:id/assam/judgment', async (c) => {
    const { r, history } = await load(c);
    const t = c.get('t');
    const v = await formOf(c);
    // The catalogue's form of the step reads the fields by kind (the judgment's date: from 1 January 1900 to today,
    // the refusal naming the limit) and makes the command; the domain checks the law.
    const form = stepForm(r, 'record-outcome', messageLang(c.get('lang')))!;
    const read = readForm(form, matchLines(v, history), t, c.get('lang'), services.clock.today(), 'past');
    const errors: FormErrors = { ...read.errors };
    if (v['result'] === 'conviction')
      for (const m of history.candidates)
        if (!v[matchField(m.personId)]) errors[matchField(m.personId)] = t('off.err.choose');
    if (Object.keys(errors).length === 0) {
      const version = Number(v['version']);
      try {
        await runCommand(services.cases, c.get('actor')!, {
          streamId: r.stream.id,
          command: commandOfForm(r, form, read.values),
          ...(Number.isInteger(version) ? { expectedVersion: version } : {}),
        });
        return seeOther(c, `/office/cases/${r.stream.id}?done=judgment`);
      } catch (e) {
        if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
        errors[fieldOf(e.field)] = refusalText(e, t, c.get('lang'));
      }
    }
    return page(c, t('as.j.title'), <JudgmentPage c={c} r={r} history={history} values={v} errors={errors} />, 400);
  });
}
