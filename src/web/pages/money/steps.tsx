// The money book's steps on the pages, generated from its catalogue (src/app/steps/money.ts): the next-step buttons
// a person may take today (and the steps not open, with the book's reason), a step's form with its fields in the
// page's language, and the posting of it through services.money.run, a refusal shown beside the field it names.

import type { Actor } from '../../../app/actor.ts';
import { AppError } from '../../../app/errors.ts';
import type { Services } from '../../../app/services.ts';
import type { StepForm } from '../../../app/steps/forms.ts';
import type { Actions } from '../../../app/steps/index.ts';
import { moneyStepForm } from '../../../app/steps/money-actions.ts';
import { Csrf, ErrorSummary, Submit } from '../../components.tsx';
import { csrfOf, formOf } from '../../context.ts';
import type { FormErrors, Router, WebCtx } from '../../context.ts';
import { page, seeOther } from '../../render.tsx';
import { provisions, refusalText } from '../office.tsx';
import { blockedText, FieldOf, readForm, say } from '../step-form/fields.tsx';

export function signedIn(c: WebCtx): Actor {
  const a = c.get('actor');
  if (!a) throw new AppError('AUTH.UNAUTHENTICATED', 'Sign in to see the penalty money.');
  return a;
}

/** The next steps of the book for this person today: a button to each form, and the others with the reason. */
export function MoneyNextSteps(p: { c: WebCtx; actions: Actions; only?: readonly string[] }) {
  const t = p.c.get('t');
  const lang = p.c.get('lang');
  const keep = (x: { command: string }) => p.only === undefined || p.only.includes(x.command);
  const available = p.actions.available.filter(keep);
  const blocked = p.actions.blocked.filter(keep);
  if (available.length === 0 && blocked.length === 0) return null;
  return (
    <section class="panel" aria-labelledby="money-next" id="money-next-steps">
      <h2 id="money-next">{t('off.next')}</h2>
      <ul class="actions">
        {available.map((a) => (
          <li>
            <a class="button" href={`/money/act/${a.command}`} data-command={a.command}>
              {say(a.label, lang)}
            </a>{' '}
            <span class="provision">({provisions(a.provisions, lang)})</span>
          </li>
        ))}
      </ul>
      {blocked.length === 0 ? null : (
        <details>
          <summary>{t('step.notYet', { n: blocked.length })}</summary>
          <ul>
            {blocked.map((b) => (
              <li data-command={b.command}>
                {say(b.label, lang)}: {blockedText(b, t, lang)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** A money step's form: its fields by kind in the page's language, posting to `action`. */
export function MoneyStepFields(p: {
  c: WebCtx;
  form: StepForm;
  action: string;
  values: Record<string, string>;
  errors: FormErrors;
  heading?: boolean;
}) {
  const t = p.c.get('t');
  const lang = p.c.get('lang');
  return (
    <>
      {p.heading === false ? null : <h2 id={`step-${p.form.command}`}>{say(p.form.step.label, lang)}</h2>}
      <p class="provision">
        {t('off.basis')}: {provisions(p.form.step.basis, lang)}
      </p>
      <p>{say(p.form.step.help, lang)}</p>
      {p.form.blocked ? (
        <p class="warning" role="status">
          {t('step.notNow')}: {blockedText(p.form.blocked, t, lang)}
        </p>
      ) : null}
      <form method="post" action={p.action} novalidate>
        <Csrf token={csrfOf(p.c)} />
        {p.form.fields.map((f) => (
          <FieldOf f={f} t={t} lang={lang} value={p.values[f.name]} error={p.errors[f.name]} />
        ))}
        <Submit>{say(p.form.step.label, lang)}</Submit>
      </form>
    </>
  );
}

/** Reads a posted money form and runs its step; the errors beside their fields when it is refused, else undefined. */
export async function postMoneyStep(
  services: Services,
  c: WebCtx,
  form: StepForm,
  extra: Record<string, unknown> = {},
): Promise<{ errors: FormErrors; values: Record<string, string> } | undefined> {
  const actor = signedIn(c);
  const t = c.get('t');
  const lang = c.get('lang');
  const v = await formOf(c);
  const read = readForm(form, v, t, lang, services.clock.today(), 'past');
  if (Object.keys(read.errors).length > 0) return { errors: read.errors, values: v };
  const body: Record<string, unknown> = { ...extra };
  for (const f of form.fields) if (read.values[f.name] !== undefined) body[f.path ?? f.name] = read.values[f.name];
  try {
    await services.money.run(actor, form.command, body);
    return undefined;
  } catch (e) {
    if (!(e instanceof AppError) || e.code.startsWith('AUTH.') || e.code === 'INTERNAL' || e.code === 'CASE.UNKNOWN')
      throw e;
    const named = e.field ?? '';
    const field = form.fields.find((f) => f.name === named || f.path === named)?.name ?? form.fields[0]?.name ?? '_';
    return { errors: { [field]: refusalText(e, t, lang) }, values: v };
  }
}

async function stepPage(services: Services, c: WebCtx, values?: Record<string, string>, errors: FormErrors = {}) {
  const actor = signedIn(c);
  const { state, actions } = await services.money.steps(actor);
  const type = c.req.param('type') ?? '';
  const form = moneyStepForm(state, type, actions);
  const mine = [...actions.available, ...actions.blocked].some((a) => a.command === type);
  if (!form || !mine) throw new AppError('NOT_FOUND', 'No such step of the penalty fund here.');
  const title = say(form.step.label, c.get('lang'));
  return page(
    c,
    title,
    <>
      <ErrorSummary errors={errors} t={c.get('t')} />
      <p>
        <a href="/fund">{c.get('t')('money.fund.title')}</a>
      </p>
      <h1>{title}</h1>
      <MoneyStepFields
        c={c}
        form={form}
        action={`/money/act/${type}`}
        values={values ?? { ...form.defaults }}
        errors={errors}
        heading={false}
      />
    </>,
    Object.keys(errors).length > 0 ? 400 : 200,
  );
}

/** /money/act/<step>: the form of each step of the Board's fund that has no case (bodies, sanctions, releases...). */
export function moneyStepPages(rt: Router, services: Services): void {
  rt.get('/money/act/:type', (c) => stepPage(services, c));
  rt.post('/money/act/:type', async (c) => {
    const actor = signedIn(c);
    const { state, actions } = await services.money.steps(actor);
    const form = moneyStepForm(state, c.req.param('type') ?? '', actions);
    if (!form) throw new AppError('NOT_FOUND', 'No such step of the penalty fund here.');
    const r = await postMoneyStep(services, c, form);
    if (!r) return seeOther(c, `/fund?done=${encodeURIComponent(form.command)}`);
    return stepPage(services, c, r.values, r.errors);
  });
}
