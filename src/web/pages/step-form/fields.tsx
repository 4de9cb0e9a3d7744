// A step's fields on the page, for every catalogue (the proceedings' and the money book's): each field rendered by
// its kind in the page's language, and read back by its kind with errors that name the field.

import { timeOfDay } from '../../../lib/time-of-day.ts';
import type { ResolvedField, StepForm } from '../../../app/steps/forms.ts';
import type { FieldValue, Words } from '../../../app/steps/index.ts';
import { Checkbox, Field, Radios, Select, TextArea } from '../../components.tsx';
import type { FormErrors } from '../../context.ts';
import { readTypedDate } from '../../format.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import type { Lang, T } from '../../i18n/index.ts';
import { keyOr } from '../../i18n/index.ts';
import { stepWords } from '../../i18n/step-words.ts';
import { paiseOf } from '../office.tsx';

/** A step's words in the page's language (Assamese and Bengali from their own lists: step-words.ts). */
export const say = (x: Words, lang: Lang): string => stepWords(x, lang);

/** Why a step is not open today: the words of the refusal's code in the page's language where the catalogue has them
 * (Hindi, Assamese, Bengali), else the rule's message. */
export function blockedText(b: { code: string; reason: string }, t: T, lang: Lang): string {
  const key = keyOr('refusal', b.code, 'off.err.refused');
  if (lang === 'en') return b.reason;
  return key !== 'off.err.refused' ? t(key) : t('step.blockedPlain');
}

/** Reads each field by its kind; a blank optional field is absent. Errors name the field in the page's language. */
export function readForm(
  form: StepForm,
  v: Record<string, string>,
  t: T,
  lang: Lang,
  today?: LocalDate,
  dates: 'fixed' | 'past' = 'fixed',
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
        // A proceeding's step forms fix dates (a hearing, a day to appear or pay by) or record past ones: from
        // 1 January 1900 to a year after today; the money book's dates are of things done (not after today). The
        // refusal names the limit in the page's language.
        const d = readTypedDate(raw, today ?? ('9999-12-31' as LocalDate), t, lang, today ? dates : 'any');
        if (d.date !== undefined) values[f.name] = d.date;
        else if (d.error === t('date.err.format')) errors[f.name] = t('step.err.date', { field: label });
        else errors[f.name] = `${label}: ${d.error}`;
        break;
      }
      case 'time': {
        // "0630", "6:30" and "6.30" are all 06:30 (issue 30).
        const hhmm = timeOfDay(raw);
        if (hhmm === undefined) errors[f.name] = t('step.err.time', { field: label });
        else values[f.name] = hhmm;
        break;
      }
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

export function FieldOf(p: {
  f: ResolvedField;
  t: T;
  lang: Lang;
  value: string | undefined;
  error: string | undefined;
}) {
  const { f, t, lang } = p;
  const label = say(f.label, lang);
  const hint = f.help ? say(f.help, lang) : undefined;
  const optional = f.optional ? t('common.optional') : undefined;
  const options = (f.choices ?? []).map((c) => ({ value: c.value, label: say(c.label, lang) }));
  // What every one-line field of a step shows: its name, label, help, error, value and "optional".
  const input = { name: f.name, label, hint, error: p.error, value: p.value, optional };
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
      return (
        <Select
          name={f.name}
          label={label}
          hint={hint}
          error={p.error}
          value={p.value}
          options={f.optional ? [{ value: '', label: optional ?? '' }, ...options] : options}
        />
      );
    case 'number':
      return <Field {...input} inputmode="numeric" short required={!f.optional} maxlength={7} />;
    case 'money':
      return <Field {...input} hint={hint ?? t('off.h.money')} inputmode="decimal" short maxlength={20} />;
    case 'date':
      return (
        <Field
          {...input}
          hint={hint ?? t('off.h.date')}
          optional={undefined}
          inputmode="text"
          autocomplete="off"
          short
          required={!f.optional}
          maxlength={14}
        />
      );
    case 'time':
      return <Field {...input} inputmode="numeric" short required={!f.optional} maxlength={5} />;
    default:
      return <Field {...input} required={!f.optional} maxlength={500} />;
  }
}
