// What a party may do on their case page, each as a plain form (JavaScript off works) that runs the proceeding's
// command through the runCommand use case, with the version the page showed (optimistic concurrency): written
// submissions when the officer allowed them
// (Rule 4(10)), lists of witnesses or documents (Rule 4(11)).

import { runCommand } from '../../app/cases/run-command.ts';
import type { CaseRecord } from '../../app/cases/read-case.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { say } from '../../app/proceedings/catalogue.ts';
import { commandOfForm, partyForm, partySteps } from '../../app/steps/forms.ts';
import { Csrf, ErrorSummary, Radios, Submit, TextArea } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, WebCtx } from '../context.ts';
import { provisions } from './office.tsx';
import { FieldOf, readForm } from './step-form/fields.tsx';

// The reply to Form-II and the request for more time are the party forms of party-forms.tsx (issue 15). Every other
// step of the party's own surface the catalogue offers them today gets its generated form here.
export const ACTIONS = ['record-written-submission', 'submit-list'] as const;
export type ActionType = (typeof ACTIONS)[number];

/** The party's steps that have a form of their own elsewhere on the page (party-forms.tsx; the objection to service
 * under the notices served, party-service.tsx). */
const OWN_FORMS = new Set(['submit-reply', 'request-reply-extension', 'submit-respondent-reply', 'object-to-service']);

/** The steps of the party's own surface open to the person now that have no form of their own: generated forms. */
export function stepActions(r: CaseRecord, accountId: string): string[] {
  if (!r.parties.some((p) => p.accountId === accountId)) return [];
  return partySteps(r).filter((c) => !OWN_FORMS.has(c));
}

const roleOf = (r: CaseRecord, accountId: string) => r.parties.find((p) => p.accountId === accountId)?.role;

/** The actions open to the signed-in person on this case now: those the case's available actions (the catalogue
 * of steps and the domain's decide()) offer a party to the case. */
export function openActions(r: CaseRecord, accountId: string): ActionType[] {
  if (r.stream.kind !== 'adjudication' || !r.parties.some((p) => p.accountId === accountId)) return [];
  const offered = new Set(r.actions.available.map((a) => a.command));
  const out: ActionType[] = [];
  if (offered.has('record-written-submission')) out.push('record-written-submission');
  if (offered.has('submit-witness-list') || offered.has('submit-document-list')) out.push('submit-list');
  return out;
}

export function Actions(p: {
  c: WebCtx;
  r: CaseRecord;
  errors: FormErrors;
  values: Record<string, string>;
  active?: string | undefined;
}) {
  const { c, r, errors, values } = p;
  const t = c.get('t');
  const actor = c.get('actor');
  if (!actor) return null;
  const open = openActions(r, actor.accountId);
  const generated = stepActions(r, actor.accountId);
  if (open.length === 0 && generated.length === 0) return null;
  const lang = c.get('lang');
  const wl = lang === 'hi' ? 'hi' : 'en';
  const v = (k: string, a: ActionType) => (p.active === a ? values[k] : undefined);
  const e = (k: string, a: ActionType) => (p.active === a ? errors[k] : undefined);
  const hidden = (
    <>
      <Csrf token={csrfOf(c)} />
      <input type="hidden" name="version" value={String(r.stream.version)} />
    </>
  );
  return (
    <section aria-labelledby="actions">
      <h2 id="actions">{t('act.title')}</h2>
      {p.active ? <ErrorSummary errors={errors} t={t} /> : null}
      {open.includes('record-written-submission') ? (
        <form method="post" action={`/my/cases/${r.stream.id}/act/record-written-submission`} novalidate>
          <h3>{t('act.submission.title')}</h3>
          {hidden}
          <TextArea
            name="text"
            label={t('act.submission.text')}
            error={e('text', 'record-written-submission')}
            value={v('text', 'record-written-submission')}
            rows={7}
            maxlength={20000}
            required
          />
          <Submit>{t('act.submission.submit')}</Submit>
        </form>
      ) : null}
      {open.includes('submit-list') ? (
        <form method="post" action={`/my/cases/${r.stream.id}/act/submit-list`} novalidate>
          <h3>{t('act.list.title')}</h3>
          {hidden}
          <Radios
            name="list"
            legend={t('act.list.kind')}
            value={v('list', 'submit-list') ?? 'witness'}
            options={[
              { value: 'witness', label: t('act.list.witnesses') },
              { value: 'document', label: t('act.list.documents') },
            ]}
          />
          <TextArea
            name="items"
            label={t('act.list.items')}
            error={e('items', 'submit-list')}
            value={v('items', 'submit-list')}
            rows={4}
            maxlength={3000}
            required
          />
          <Submit>{t('act.list.submit')}</Submit>
        </form>
      ) : null}
      {generated.map((command) => {
        const form = partyForm(r, command, roleOf(r, actor.accountId), wl);
        if (!form) return null;
        return (
          <form method="post" action={`/my/cases/${r.stream.id}/act/${command}`} novalidate>
            <h3>{say(form.step.label, lang)}</h3>
            <p class="hint">
              {say(form.step.help, lang)} ({provisions(form.step.basis, lang)})
            </p>
            {hidden}
            {form.fields.map((f) => (
              <FieldOf
                f={f}
                t={t}
                lang={lang}
                value={p.active === command ? values[f.name] : undefined}
                error={p.active === command ? errors[f.name] : undefined}
              />
            ))}
            <Submit>{say(form.step.label, lang)}</Submit>
          </form>
        );
      })}
    </section>
  );
}

/** Runs an action posted from the case page; returns the field errors (empty when recorded). The form is the
 * step's own: its fields read by kind, the party's side filled, its command made by the catalogue. */
export async function runAction(
  services: Services,
  c: WebCtx,
  r: CaseRecord,
  type: string,
): Promise<{ errors: FormErrors; values: Record<string, string> }> {
  const t = c.get('t');
  const lang = c.get('lang');
  const actor = c.get('actor')!;
  const v = await formOf(c);
  // The one form for both lists of Rule 4(11): the list the person chose is the step.
  const command =
    type === 'submit-list' ? (v['list'] === 'document' ? 'submit-document-list' : 'submit-witness-list') : type;
  const form = partyForm(r, command, roleOf(r, actor.accountId), lang === 'hi' ? 'hi' : 'en');
  const field = type === 'submit-list' ? 'items' : (form?.fields[0]?.name ?? 'text');
  if (!form) {
    const why = r.actions.blocked.find((b) => b.command === command);
    return { errors: { [field]: t('act.err.refused', { detail: why?.reason ?? command }) }, values: v };
  }
  const read = readForm(form, v, t, lang);
  const errors: FormErrors = {};
  for (const [name, message] of Object.entries(read.errors))
    errors[name] = name === 'text' ? t('act.err.text') : name === 'items' ? t('act.err.items') : message;
  if (Object.keys(errors).length > 0) return { errors, values: v };
  const version = Number(v['version']);
  try {
    await runCommand(services.cases, actor, {
      streamId: r.stream.id,
      command: commandOfForm(r, form, { ...read.values, ...form.fixed }),
      ...(Number.isInteger(version) ? { expectedVersion: version } : {}),
    });
  } catch (e) {
    if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
    errors[e.field && form.fields.some((f) => f.name === e.field) ? e.field : field] = t('act.err.refused', {
      detail: e.message,
    });
  }
  return { errors, values: v };
}
