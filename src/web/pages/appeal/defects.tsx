// Defects intimated on scrutiny (Rule 7(6)) and their rectification by the appellant, on the web.

import type { CaseRecord } from '../../../app/cases/read-case.ts';
import type { DefectView } from '../../../app/cases/case-facts.ts';
import { runCommand } from '../../../app/cases/run-command.ts';
import { AppError } from '../../../app/errors.ts';
import { commandOfForm, stepForm } from '../../../app/steps/forms.ts';
import type { Services } from '../../../app/services.ts';
import { Csrf, ErrorSummary, Submit, TextArea } from '../../components.tsx';
import { csrfOf, formOf } from '../../context.ts';
import type { FormErrors, WebCtx } from '../../context.ts';
import { provisions } from '../office.tsx';

export function openDefects(r: CaseRecord): DefectView[] {
  return (r.facts.appeal?.defects ?? []).filter((d) => d.status === 'intimated');
}

export function DefectsForm(p: { c: WebCtx; r: CaseRecord; errors: FormErrors }) {
  const t = p.c.get('t');
  const defects = openDefects(p.r);
  if (
    defects.length === 0 ||
    p.r.stream.kind !== 'appeal' ||
    !p.r.parties.some((x) => x.accountId === p.c.get('actor')?.accountId && x.role === 'appellant')
  )
    return null;
  return (
    <section aria-labelledby="defects">
      <h2 id="defects">{t('appeal.defects.title')}</h2>
      <ErrorSummary errors={p.errors} t={t} />
      <p>{t('appeal.defects.lead')}</p>
      <form method="post" action={`/my/cases/${p.r.stream.id}/rectify`} novalidate>
        <Csrf token={csrfOf(p.c)} />
        <input type="hidden" name="version" value={String(p.r.stream.version)} />
        {defects.map((d) => (
          <TextArea
            name={`fix.${d.id}`}
            label={d.description}
            hint={d.basis && d.basis.length > 0 ? provisions(d.basis, p.c.get('lang')) : undefined}
            error={p.errors[`fix.${d.id}`]}
            rows={4}
            maxlength={20000}
            required
          />
        ))}
        <Submit>{t('appeal.defects.submit')}</Submit>
      </form>
    </section>
  );
}

export async function submitRectification(services: Services, c: WebCtx, r: CaseRecord): Promise<FormErrors> {
  const t = c.get('t');
  const v = await formOf(c);
  const defects = openDefects(r);
  const errors: FormErrors = {};
  for (const d of defects) if (!(v[`fix.${d.id}`] ?? '').trim()) errors[`fix.${d.id}`] = t('act.err.text');
  if (Object.keys(errors).length > 0) return errors;
  // The command is the step's (the catalogue places each correction at its defect's field of Form-III).
  const form = stepForm(r, 'record-rectification');
  if (!form) throw new AppError('NOT_FOUND', 'This case has no defects to rectify.');
  const version = Number(v['version']);
  try {
    await runCommand(services.cases, c.get('actor')!, {
      streamId: r.stream.id,
      command: commandOfForm(r, form, v),
      ...(Number.isInteger(version) ? { expectedVersion: version } : {}),
    });
  } catch (e) {
    if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
    errors[`fix.${defects[0]?.id ?? ''}`] = t('act.err.refused', { detail: e.message });
  }
  return errors;
}
