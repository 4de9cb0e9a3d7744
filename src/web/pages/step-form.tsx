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
import type { StepForm } from '../../app/steps/forms.ts';
import { commandOfForm, stepForm } from '../../app/steps/forms.ts';
import { Checkbox, Csrf, ErrorSummary, Submit } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { page, seeOther } from '../render.tsx';
import type { Lang } from '../i18n/index.ts';
import { messageLang } from '../i18n/index.ts';
import { otherLanguage } from '../../lib/script.ts';
import { documentLanguages } from '../../rules/document-languages.ts';
import { ClocksTable, PreviewTable, provisions, requireOfficer, UUID } from './office.tsx';
import { EXTRAS } from './step-form/extras.tsx';
import { allErrors } from './step-form/all-errors.ts';
import { attachUploads, StepUploads, UPLOADS } from './step-form/uploads.tsx';
import { blockedText, FieldOf, readForm, say } from './step-form/fields.tsx';

export function StepFormPage(p: {
  c: WebCtx;
  r: CaseRecord;
  form: StepForm;
  values: Record<string, string>;
  errors: FormErrors;
  today: string;
  preview?: CommandPreview | undefined;
  /** Whether the office issues its documents in Hindi as well as English (issue 30: the note on free text). */
  hindiDocuments?: boolean;
  /** The fields written in English for a document also issued in Hindi (issue 30): said before signing. */
  languageWarning?: readonly string[] | undefined;
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
      {p.hindiDocuments && !p.languageWarning && form.fields.some((f) => f.kind === 'textarea') ? (
        <p class="hint">{t('script.note')}</p>
      ) : null}
      {p.languageWarning ? (
        <p class="warning" role="status">
          {t('script.warn', { fields: p.languageWarning.join(', ') })}
        </p>
      ) : null}
      <form
        method="post"
        action={action}
        novalidate
        {...(UPLOADS[form.command] ? { enctype: 'multipart/form-data' } : {})}
      >
        <Csrf token={csrfOf(c)} />
        <input type="hidden" name="version" value={String(r.stream.version)} />
        {extra?.lead ? extra.lead({ r, t, lang, values: p.values }) : null}
        {form.fields.map((f) => (
          <FieldOf f={f} t={t} lang={lang} value={p.values[f.name]} error={p.errors[f.name]} />
        ))}
        {extra ? extra.fields({ r, t, lang, values: p.values, errors: p.errors, today: p.today }) : null}
        <StepUploads command={form.command} t={t} errors={p.errors} />
        {p.languageWarning ? (
          <Checkbox
            name="languageAck"
            label={t('script.ack')}
            error={p.errors['languageAck']}
            checked={p.values['languageAck'] === 'yes'}
          />
        ) : null}
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

/** Whether the proceeding's office issues its documents in Hindi (with English). */
async function issuesHindi(services: Services, r: CaseRecord): Promise<boolean> {
  const office = await services.store.read.office(r.stream.officeCode);
  if (!office) return false;
  return documentLanguages(
    { stateCode: office.stateCode, districtName: office.districtName ?? '' },
    services.clock.today(),
  ).pair.includes('hi');
}

/** The labels of the free-text fields written in English when the office also issues its documents in Hindi. */
async function englishInHindiDocuments(
  services: Services,
  r: CaseRecord,
  form: StepForm,
  v: Record<string, string>,
  lang: Lang,
): Promise<string[]> {
  if (!(await issuesHindi(services, r))) return [];
  return form.fields
    .filter((f) => f.kind === 'textarea' && otherLanguage(v[f.name] ?? '', 'hi') === 'en')
    .map((f) => say(f.label, lang));
}

async function load(services: Services, c: WebCtx): Promise<{ r: CaseRecord; form: StepForm }> {
  const actor = requireOfficer(c);
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
  const r = await readCase(services.cases, actor, { id });
  const form = stepForm(r, c.req.param('type') ?? '', messageLang(c.get('lang')));
  if (!form) throw new AppError('NOT_FOUND', 'No such proceeding on this page.');
  return { r, form };
}

export function stepFormPages(rt: Router, services: Services, opts: { uploadMaxBytes: number }): void {
  rt.get('/office/cases/:id/act/:type', async (c) => {
    const { r, form } = await load(services, c);
    const hd = await issuesHindi(services, r);
    // A step whose form is a page of its own (the Assam judgment): that page.
    if (form.step.page) return seeOther(c, `/office/cases/${r.stream.id}/${form.step.page}`);
    return page(
      c,
      say(form.step.label, c.get('lang')),
      <StepFormPage
        hindiDocuments={hd}
        c={c}
        r={r}
        form={form}
        values={{ ...form.defaults }}
        errors={{}}
        today={services.clock.today()}
      />,
    );
  });

  rt.post('/office/cases/:id/act/:type', async (c) => {
    const { r, form } = await load(services, c);
    const hd = await issuesHindi(services, r);
    const t = c.get('t');
    const lang = c.get('lang');
    // A file posted with the form (the acknowledgement, the scanned reply) is attached first (issue 30, point 8).
    const up = await attachUploads(
      services,
      c,
      c.get('actor')!,
      r.stream.id,
      form.command,
      await formOf(c),
      opts.uploadMaxBytes,
    );
    const v = up.values;
    const read = readForm(form, v, t, lang, services.clock.today());
    let errors = { ...up.errors, ...read.errors };
    let refused: AppError | undefined;
    const title = say(form.step.label, lang);
    if (Object.keys(errors).length === 0) {
      const command = commandOfForm(r, form, read.values, { entries: v });
      const version = Number(v['version']);
      try {
        if (form.step.preview && v['intent'] === 'preview') {
          const preview = await previewCommand(services.cases, c.get('actor')!, { streamId: r.stream.id, command });
          // Issue 30, point 7: the review before signing names the fields written in English for a Hindi copy too.
          const english = await englishInHindiDocuments(services, r, form, v, lang);
          return page(
            c,
            title,
            <StepFormPage
              hindiDocuments={hd}
              languageWarning={english.length > 0 ? english : undefined}
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
        // Issue 30, point 7: a step that signs a document with the officer's words in English for its Hindi copy is
        // not signed until the officer has read how they will print (the form comes back naming them; nothing saved).
        const unread = v['languageAck'] === 'yes' ? [] : await englishInHindiDocuments(services, r, form, v, lang);
        if (unread.length > 0) {
          const signs = await previewCommand(services.cases, c.get('actor')!, { streamId: r.stream.id, command });
          if (signs.issues.length > 0)
            return page(
              c,
              title,
              <StepFormPage
                hindiDocuments={hd}
                languageWarning={unread}
                c={c}
                r={r}
                form={form}
                values={v}
                errors={{ languageAck: t('script.ack.err') }}
                today={services.clock.today()}
              />,
              400,
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
        refused = e;
      }
    }
    // Issue 30, point 8: every error the form can show, at once.
    errors = await allErrors(
      services,
      c.get('actor')!,
      r,
      form,
      v,
      { fields: errors, ...(refused ? { refused } : {}) },
      t,
      lang,
      services.clock.today(),
    );
    const fresh = await readCase(services.cases, c.get('actor')!, { id: r.stream.id });
    // Issue 30, point 7: when the form comes back, it names the fields written in English that the Hindi copy will
    // print marked "as recorded by the officer, in English" (every such form says so beforehand, script.note).
    const english = await englishInHindiDocuments(services, r, form, v, lang);
    return page(
      c,
      title,
      <StepFormPage
        hindiDocuments={hd}
        languageWarning={english.length > 0 ? english : undefined}
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
