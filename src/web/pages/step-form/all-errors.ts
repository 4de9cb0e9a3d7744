// Every error a step's form can show at once (issue 30, point 8): the officer should not learn of a missing field one
// submit at a time. The fields' own checks come first (readForm names every field at once); the law's checks are then
// asked of the domain as a dry run (previewCommand: the same decision, nothing written). The domain refuses one thing
// at a time, so each field it refuses is set aside with its words and given a stand-in value that passes the form's
// own reading, and the dry run is asked again, until it accepts the command, refuses a field already named (that
// check depends on something the stand-in cannot answer) or a refusal names no field of the form. The stand-ins are
// never recorded: only the errors are shown, beside the fields the officer filled in.

import type { Actor } from '../../../app/actor.ts';
import { previewCommand } from '../../../app/cases/preview-command.ts';
import type { CaseRecord } from '../../../app/cases/read-case.ts';
import { AppError } from '../../../app/errors.ts';
import type { Services } from '../../../app/services.ts';
import type { ResolvedField, StepForm } from '../../../app/steps/forms.ts';
import { commandOfForm } from '../../../app/steps/forms.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import type { FormErrors } from '../../context.ts';
import type { Lang } from '../../i18n/index.ts';
import { refusalText } from '../office.tsx';
import { readForm } from './fields.tsx';
import type { T } from '../../i18n/index.ts';

/** The form field a refusal names (the domain's field, its first segment, the proof's field), else the first field. */
function refusalField(form: StepForm, e: AppError, v: Record<string, string>): string {
  return namedField(form, e, v) ?? form.fields[0]?.name ?? '_';
}

/** The form field a refusal names, or undefined when it names none of them (the step is not open, say). */
function namedField(form: StepForm, e: AppError, v: Record<string, string>): string | undefined {
  const f = e.field ?? '';
  const extra = form.step.entryOf?.(f, v);
  if (extra !== undefined) return extra;
  const byPath =
    form.fields.find((x) => x.name === f || x.path === f) ??
    form.fields.find((x) => (x.path ?? x.name) === f.split('.')[0]);
  return byPath?.name;
}

/** Whether the officer chose a value the law refused (a choice): what follows would depend on another choice. */
function refusedChoice(form: StepForm, name: string, v: Record<string, string>): boolean {
  if ((v[name] ?? '').trim() === '') return false;
  const f = form.fields.find((x) => x.name === name);
  return f ? ['radios', 'select', 'check'].includes(f.kind) : /-(contravened|examined|accepted)$|Payee$/.test(name);
}

const dmy = (d: LocalDate): string => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

/** A value of the field's kind that the form's own reading accepts (never shown, never recorded). */
function standIn(f: ResolvedField, today: LocalDate): string {
  switch (f.kind) {
    case 'check':
      return 'yes';
    case 'number':
    case 'money':
      return '1';
    case 'date':
      return dmy(today);
    case 'time':
      return '10:00';
    case 'radios':
    case 'select':
      return f.choices?.[0]?.value ?? '';
    default:
      return 'As recorded.';
  }
}

/** The stand-in for a field the step's extra panel adds (findings, answers to grounds, the no-ceiling confirmation). */
function extraStandIn(name: string, v: Record<string, string>): Record<string, string> {
  const row = /^(.*)-(contravened|examined|accepted)$/.exec(name);
  if (row) {
    const reasons = `${row[1]}-reasons`;
    return { [name]: 'yes', ...((v[reasons] ?? '').trim() === '' ? { [reasons]: 'As recorded.' } : {}) };
  }
  if (name === 'noCeilingConfirmed') return { [name]: 'yes' };
  if (name === 'compPayee') return { [name]: 'complainant' };
  if (name === 'compDays') return { [name]: '30' };
  if (/^finding-\d+-section$/.test(name)) return { [name]: '26' };
  return { [name]: 'As recorded.' };
}

/**
 * The errors already found by the fields' own reading, or the law's refusal of the command as posted (`refused`),
 * together with every further refusal of the law the dry run finds on the other fields.
 */
export async function allErrors(
  services: Services,
  actor: Actor,
  r: CaseRecord,
  form: StepForm,
  v: Record<string, string>,
  found: { readonly fields: FormErrors; readonly refused?: AppError },
  t: T,
  lang: Lang,
  today: LocalDate,
): Promise<FormErrors> {
  const errors: FormErrors = { ...found.fields };
  let probe: Record<string, string> = { ...v };
  const mend = (name: string): void => {
    const f = form.fields.find((x) => x.name === name);
    probe = { ...probe, ...(f ? { [name]: standIn(f, today) } : extraStandIn(name, probe)) };
  };
  /** Sets the refusal beside its field; false when there is nothing more to ask. */
  const refusal = (e: AppError): boolean => {
    const field = namedField(form, e, probe);
    if (field === undefined) {
      // A refusal naming no field (the step is not open, the case has moved on): shown beside the first field, as
      // before, and nothing more to ask.
      const first = refusalField(form, e, probe);
      if (!(first in errors)) errors[first] = refusalText(e, t, lang);
      return false;
    }
    if (field in errors) return false;
    errors[field] = refusalText(e, t, lang);
    if (refusedChoice(form, field, v)) return false;
    mend(field);
    return true;
  };
  for (const name of Object.keys(found.fields)) mend(name);
  if (found.refused && !refusal(found.refused)) return errors;
  for (let i = 0; i < 12; i++) {
    const read = readForm(form, probe, t, lang, today);
    if (Object.keys(read.errors).length > 0) break;
    const command = commandOfForm(r, form, read.values, { entries: probe });
    try {
      await previewCommand(services.cases, actor, { streamId: r.stream.id, command });
      break;
    } catch (e) {
      if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
      if (!refusal(e)) break;
    }
  }
  return errors;
}
