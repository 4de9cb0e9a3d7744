// Every step's form, generated from the catalogue (src/app/steps): its title, provisions and help in the page's
// language, its fields with their choices and first values, the preview of the dates for the extensions, and the
// proof-of-service fieldsets the attempt forms add (service-proof.tsx). Posting it reads each field by its kind,
// names the field of any error in the page's language, runs the command through the runCommand use case with the
// version the page showed, and shows a refusal of the law beside the field it names. Works without JavaScript.

import type { CommandPreview } from '../../app/cases/preview-command.ts';
import { previewCommand } from '../../app/cases/preview-command.ts';
import type { CaseRecord } from '../../app/cases/read-case.ts';
import { readCase } from '../../app/cases/read-case.ts';
import { runCommand } from '../../app/cases/run-command.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import type { ResolvedField, StepForm } from '../../app/steps/forms.ts';
import { commandOfForm, stepForm } from '../../app/steps/forms.ts';
import type { FieldValue, Words } from '../../app/steps/index.ts';
import { Checkbox, Csrf, ErrorSummary, Field, Radios, Select, Submit, TextArea } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { longDate, readTypedDate, rupees } from '../format.ts';
import { penaltyCeiling } from '../../rules/amounts.ts';
import { pack } from '../../rules/packs.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { Lang, T } from '../i18n/index.ts';
import { keyOr } from '../i18n/index.ts';
import { page, seeOther } from '../render.tsx';
import { ClocksTable, paiseOf, PreviewTable, provisions, refusalText, requireOfficer, UUID } from './office.tsx';
import { documentOptions, proofFieldOf, proofFromForm, ServiceProofFieldsets } from './service-proof.tsx';

const say = (x: Words, lang: Lang): string => x[lang];

/** Why a step is not open today: the Hindi words of the refusal's code where the catalogue has them, else the rule's message. */
function blockedText(b: { code: string; reason: string }, t: T, lang: Lang): string {
  const key = keyOr('refusal', b.code, 'off.err.refused');
  if (lang !== 'hi') return b.reason;
  return key !== 'off.err.refused' ? t(key) : t('step.blockedPlain');
}

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

/** What the catalogue's form cannot say by itself: the proof of service by manner (issue 6); the amounts (issue 13). */
const EXTRAS: Readonly<
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
      command: (v: Record<string, string>) => Record<string, unknown>;
      fieldOf?: (f: string, v: Record<string, string>) => string | undefined;
    }
  >
> = {
  'record-service-attempt': {
    fields: (p) => <ServiceProofFieldsets {...p} />,
    command: proofFromForm,
    fieldOf: proofFieldOf,
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
    command: (v) =>
      (v['acknowledgementDocumentId'] ?? '').trim()
        ? { acknowledgementDocumentId: v['acknowledgementDocumentId']!.trim() }
        : {},
    fieldOf: (f) => (f === 'acknowledgementDocumentId' ? f : undefined),
  },
  'pass-order': {
    fields: (p) => <OrderAmountsPanel {...p} />,
    command: (v) => ({
      ...(v['noCeilingConfirmed'] === 'yes' ? { noCeilingConfirmed: true } : {}),
      ...((v['notHeardOnAmountReasons'] ?? '').trim()
        ? { notHeardOnAmountReasons: v['notHeardOnAmountReasons']!.trim() }
        : {}),
    }),
    fieldOf: (f) => (f === 'noCeilingConfirmed' || f === 'notHeardOnAmountReasons' ? f : undefined),
  },
};

/** Reads each field by its kind; a blank optional field is absent. Errors name the field in the page's language. */
export function readForm(
  form: StepForm,
  v: Record<string, string>,
  t: T,
  lang: Lang,
  today?: LocalDate,
): { values: Record<string, FieldValue | undefined>; errors: FormErrors } {
  const values: Record<string, FieldValue | undefined> = {};
  const errors: FormErrors = {};
  for (const f of form.fields) {
    const raw = (v[f.name] ?? '').trim();
    const label = say(f.label, lang);
    if (f.kind === 'check') {
      values[f.name] = v[f.name] === 'yes';
      continue;
    }
    if (raw === '') {
      if (!f.optional)
        errors[f.name] =
          f.kind === 'radios' || f.kind === 'select'
            ? t('step.err.choose', { field: label })
            : t('step.err.required', { field: label });
      continue;
    }
    switch (f.kind) {
      case 'number':
        if (!/^\d{1,7}$/.test(raw)) errors[f.name] = t('step.err.number', { field: label });
        else values[f.name] = Number(raw);
        break;
      case 'money': {
        const p = paiseOf(raw);
        if (p === undefined) errors[f.name] = t('step.err.money', { field: label });
        else values[f.name] = p;
        break;
      }
      case 'date': {
        // The step forms' dates are fixed for the future (a hearing, a day to appear or pay by): from 1 January 1900
        // to a year after today, the refusal naming the limit (issue 13, point 7).
        const d = readTypedDate(raw, today ?? ('9999-12-31' as LocalDate), t, lang, today ? 'fixed' : 'any');
        if (d.date !== undefined) values[f.name] = d.date;
        else if (d.error === t('date.err.format')) errors[f.name] = t('step.err.date', { field: label });
        else errors[f.name] = `${label}: ${d.error}`;
        break;
      }
      case 'time':
        if (!/^([01]?\d|2[0-3])[:.][0-5]\d$/.test(raw)) errors[f.name] = t('step.err.time', { field: label });
        else values[f.name] = raw.replace('.', ':').padStart(5, '0');
        break;
      case 'lines':
        values[f.name] = raw
          .split(/\r?\n/)
          .map((x) => x.trim())
          .filter(Boolean);
        break;
      case 'radios':
      case 'select':
        if (!(f.choices ?? []).some((c) => c.value === raw)) errors[f.name] = t('step.err.choose', { field: label });
        else values[f.name] = raw;
        break;
      default:
        values[f.name] = raw;
    }
  }
  return { values, errors };
}

function FieldOf(p: { f: ResolvedField; t: T; lang: Lang; value: string | undefined; error: string | undefined }) {
  const { f, t, lang } = p;
  const label = say(f.label, lang);
  const hint = f.help ? say(f.help, lang) : undefined;
  const optional = f.optional ? t('common.optional') : undefined;
  const options = (f.choices ?? []).map((c) => ({ value: c.value, label: say(c.label, lang) }));
  switch (f.kind) {
    case 'textarea':
    case 'lines':
      return (
        <TextArea
          name={f.name}
          label={label}
          hint={hint}
          error={p.error}
          value={p.value}
          rows={4}
          maxlength={20000}
          required={!f.optional}
          optional={optional}
        />
      );
    case 'check':
      return <Checkbox name={f.name} label={label} error={p.error} checked={p.value === 'yes'} />;
    case 'radios':
      return <Radios name={f.name} legend={label} hint={hint} error={p.error} value={p.value} options={options} />;
    case 'select':
      return <Select name={f.name} label={label} hint={hint} error={p.error} value={p.value} options={options} />;
    case 'number':
      return (
        <Field
          name={f.name}
          label={label}
          hint={hint}
          error={p.error}
          value={p.value}
          inputmode="numeric"
          short
          required={!f.optional}
          optional={optional}
          maxlength={7}
        />
      );
    case 'money':
      return (
        <Field
          name={f.name}
          label={label}
          hint={hint ?? t('off.h.money')}
          error={p.error}
          value={p.value}
          inputmode="decimal"
          short
          optional={optional}
          maxlength={20}
        />
      );
    case 'date':
      return (
        <Field
          name={f.name}
          label={label}
          hint={hint ?? t('off.h.date')}
          error={p.error}
          value={p.value}
          inputmode="text"
          autocomplete="off"
          short
          required={!f.optional}
          maxlength={14}
        />
      );
    case 'time':
      return (
        <Field
          name={f.name}
          label={label}
          hint={hint}
          error={p.error}
          value={p.value}
          inputmode="numeric"
          short
          required={!f.optional}
          optional={optional}
          maxlength={5}
        />
      );
    default:
      return (
        <Field
          name={f.name}
          label={label}
          hint={hint}
          error={p.error}
          value={p.value}
          required={!f.optional}
          optional={optional}
          maxlength={500}
        />
      );
  }
}

export function StepFormPage(p: {
  c: WebCtx;
  r: CaseRecord;
  form: StepForm;
  values: Record<string, string>;
  errors: FormErrors;
  today: string;
  preview?: CommandPreview | undefined;
}) {
  const { c, r, form } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const extra = EXTRAS[form.command];
  const action = `/office/cases/${r.stream.id}/act/${form.command}`;
  return (
    <>
      <ErrorSummary errors={p.errors} t={t} />
      <p>
        <a href={`/office/cases/${r.stream.id}`}>{t('off.back', { number: r.stream.number })}</a>
      </p>
      <h1>{say(form.step.label, lang)}</h1>
      <p class="provision">
        {t('off.basis')}: {provisions(form.step.basis, lang)}
      </p>
      <p>{say(form.step.help, lang)}</p>
      {form.blocked ? (
        <p class="warning" role="status">
          {t('step.notNow')}: {blockedText(form.blocked, t, lang)}
        </p>
      ) : null}
      {p.preview ? <PreviewTable preview={p.preview} t={t} lang={lang} /> : null}
      <form method="post" action={action} novalidate>
        <Csrf token={csrfOf(c)} />
        <input type="hidden" name="version" value={String(r.stream.version)} />
        {form.fields.map((f) => (
          <FieldOf f={f} t={t} lang={lang} value={p.values[f.name]} error={p.errors[f.name]} />
        ))}
        {extra ? extra.fields({ r, t, lang, values: p.values, errors: p.errors, today: p.today }) : null}
        {form.step.preview ? (
          <Submit secondary name="intent" value="preview">
            {t('off.preview.button')}
          </Submit>
        ) : null}
        <Submit>{t('off.record')}</Submit>
      </form>
      <h2>{t('case.dates')}</h2>
      <ClocksTable r={r} t={t} lang={lang} today={p.today} />
    </>
  );
}

/** The form field a refusal names (the domain's field, its first segment, the proof's field), else the first field. */
function refusalField(form: StepForm, e: AppError, v: Record<string, string>): string {
  const f = e.field ?? '';
  const extra = EXTRAS[form.command]?.fieldOf?.(f, v);
  if (extra !== undefined) return extra;
  const byPath =
    form.fields.find((x) => x.name === f || x.path === f) ??
    form.fields.find((x) => (x.path ?? x.name) === f.split('.')[0]);
  return byPath?.name ?? form.fields[0]?.name ?? '_';
}

async function load(services: Services, c: WebCtx): Promise<{ r: CaseRecord; form: StepForm }> {
  const actor = requireOfficer(c);
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
  const r = await readCase(services.cases, actor, { id });
  const form = stepForm(r, c.req.param('type') ?? '', c.get('lang'));
  if (!form) throw new AppError('NOT_FOUND', 'No such proceeding on this page.');
  return { r, form };
}

export function stepFormPages(rt: Router, services: Services): void {
  rt.get('/office/cases/:id/act/:type', async (c) => {
    const { r, form } = await load(services, c);
    return page(
      c,
      say(form.step.label, c.get('lang')),
      <StepFormPage c={c} r={r} form={form} values={{ ...form.defaults }} errors={{}} today={services.clock.today()} />,
    );
  });

  rt.post('/office/cases/:id/act/:type', async (c) => {
    const { r, form } = await load(services, c);
    const t = c.get('t');
    const lang = c.get('lang');
    const v = await formOf(c);
    const read = readForm(form, v, t, lang, services.clock.today());
    let errors = read.errors;
    const title = say(form.step.label, lang);
    if (Object.keys(errors).length === 0) {
      const command = {
        type: form.command,
        ...commandOfForm(r, form, read.values),
        ...(EXTRAS[form.command]?.command(v) ?? {}),
      };
      const version = Number(v['version']);
      try {
        if (form.step.preview && v['intent'] === 'preview') {
          const preview = await previewCommand(services.cases, c.get('actor')!, { streamId: r.stream.id, command });
          return page(
            c,
            title,
            <StepFormPage
              c={c}
              r={r}
              form={form}
              values={v}
              errors={{}}
              today={services.clock.today()}
              preview={preview}
            />,
          );
        }
        await runCommand(services.cases, c.get('actor')!, {
          streamId: r.stream.id,
          command,
          ...(Number.isInteger(version) ? { expectedVersion: version } : {}),
        });
        return seeOther(c, `/office/cases/${r.stream.id}?done=${encodeURIComponent(form.command)}`);
      } catch (e) {
        if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
        errors = { [refusalField(form, e, v)]: refusalText(e, t, lang) };
      }
    }
    const fresh = await readCase(services.cases, c.get('actor')!, { id: r.stream.id });
    return page(
      c,
      title,
      <StepFormPage
        c={c}
        r={fresh}
        form={stepForm(fresh, form.command) ?? form}
        values={v}
        errors={errors}
        today={services.clock.today()}
      />,
      400,
    );
  });
}
