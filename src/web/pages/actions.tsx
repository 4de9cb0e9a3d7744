// What a party may do on their case page, each as a plain form (JavaScript off works) that runs the proceeding's
// command through the runCommand use case, with the version the page showed (optimistic concurrency): written
// submissions when the officer allowed them
// (Rule 4(10)), lists of witnesses or documents (Rule 4(11)).

import { runCommand } from '../../app/cases/run-command.ts';
import type { CaseRecord } from '../../app/cases/read-case.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { Csrf, ErrorSummary, Radios, Submit, TextArea } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, WebCtx } from '../context.ts';

// The reply to Form-II and the request for more time are the party forms of party-forms.tsx (issue 15).
export const ACTIONS = ['record-written-submission', 'submit-list'] as const;
export type ActionType = (typeof ACTIONS)[number];

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

/** The party of Rule 4 the person is: the one complained against, or the complainant's side. */
function partyOf(r: CaseRecord, accountId: string): 'contravener' | 'complainant' {
  return r.parties.find((p) => p.accountId === accountId)?.role === 'respondent' ? 'contravener' : 'complainant';
}

const lines = (s: string | undefined): string[] =>
  (s ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function Actions(p: {
  c: WebCtx;
  r: CaseRecord;
  errors: FormErrors;
  values: Record<string, string>;
  active?: ActionType | undefined;
}) {
  const { c, r, errors, values } = p;
  const t = c.get('t');
  const actor = c.get('actor');
  if (!actor) return null;
  const open = openActions(r, actor.accountId);
  if (open.length === 0) return null;
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
    </section>
  );
}

/** Runs an action posted from the case page; returns the field errors (empty when recorded). */
export async function runAction(
  services: Services,
  c: WebCtx,
  r: CaseRecord,
  type: ActionType,
): Promise<{ errors: FormErrors; values: Record<string, string> }> {
  const t = c.get('t');
  const actor = c.get('actor')!;
  const v = await formOf(c);
  const errors: FormErrors = {};
  let command: { type: string; [k: string]: unknown };
  if (type === 'record-written-submission') {
    if (!(v['text'] ?? '').trim()) errors['text'] = t('act.err.text');
    command = { type, by: partyOf(r, actor.accountId), text: (v['text'] ?? '').trim() };
  } else {
    if (lines(v['items']).length === 0) errors['items'] = t('act.err.items');
    command = {
      type: v['list'] === 'document' ? 'submit-document-list' : 'submit-witness-list',
      by: partyOf(r, actor.accountId),
      items: lines(v['items']),
    };
  }
  if (Object.keys(errors).length > 0) return { errors, values: v };
  const version = Number(v['version']);
  try {
    await runCommand(services.cases, actor, {
      streamId: r.stream.id,
      command,
      ...(Number.isInteger(version) ? { expectedVersion: version } : {}),
    });
  } catch (e) {
    if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
    const field = type === 'submit-list' ? 'items' : 'text';
    errors[field] = t('act.err.refused', { detail: e.message });
  }
  return { errors, values: v };
}
