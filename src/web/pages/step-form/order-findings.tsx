// The order form's speaking parts, pre-rendered from the case's record so they work without JavaScript: a row per
// ground (each section the notice alleges, and one more for a section the inquiry found), a row per witness or
// document a party listed under Rule 4(11), and whom the compensation, expenses or charges go to and by when.

import type { CaseRecord } from '../../../app/cases/read-case.ts';
import { groundsOf } from '../../../app/cases/appeal-grounds.ts';
import { parseTypedDate } from '../../../lib/typed-date.ts';
import { sectionsNamed } from '../../../rules/act-sections.ts';
import { Field, Radios, TextArea } from '../../components.tsx';
import type { FormErrors } from '../../context.ts';
import type { T } from '../../i18n/index.ts';

/** The number of ground rows: one per section the notice alleges, and one more (at least two in all). */
export function groundRows(r: CaseRecord): readonly string[] {
  const alleged = sectionsNamed(r.facts.notice?.provisionAlleged ?? '');
  return [...alleged, ''];
}

export function OrderFindingsPanel(p: { r: CaseRecord; t: T; values: Record<string, string>; errors: FormErrors }) {
  const { r, t, values, errors } = p;
  const rows = groundRows(r);
  const listed = r.facts.listed ?? [];
  const yesNo = [
    { value: 'yes', label: t('so.contravened.yes') },
    { value: 'no', label: t('so.contravened.no') },
  ];
  return (
    <>
      <section class="panel" aria-labelledby="findings-legend" id="findings-panel">
        <h2 id="findings-legend">{t('so.findings.legend')}</h2>
        <p class="hint">{t('so.findings.hint')}</p>
        {rows.map((section, i) => {
          const n = String(i + 1);
          const k = `finding-${n}`;
          return (
            <div class="row-group">
              <Field
                name={`${k}-section`}
                label={t('so.f.section', { n })}
                value={values[`${k}-section`] ?? section}
                error={errors[`${k}-section`]}
                short
                maxlength={4}
              />
              <Radios
                name={`${k}-contravened`}
                legend={t('so.f.contravened', { n })}
                value={values[`${k}-contravened`]}
                error={errors[`${k}-contravened`]}
                options={yesNo}
              />
              <TextArea
                name={`${k}-reasons`}
                label={t('so.f.findingReasons', { n })}
                value={values[`${k}-reasons`]}
                error={errors[`${k}-reasons`]}
                rows={3}
                maxlength={20000}
              />
            </div>
          );
        })}
      </section>
      {listed.length > 0 ? (
        <section class="panel" aria-labelledby="listed-legend" id="listed-panel">
          <h2 id="listed-legend">{t('so.listed.legend')}</h2>
          <p class="hint">{t('so.listed.hint')}</p>
          {listed.map((x) => {
            const k = `listed-${x.key}`;
            const what = t('so.listed.item', {
              kind: t(x.kind === 'witness' ? 'so.kind.witness' : 'so.kind.document'),
              by: t(x.by === 'contravener' ? 'so.by.contravener' : 'so.by.complainant'),
              item: x.item,
            });
            return (
              <div class="row-group">
                <Radios
                  name={`${k}-examined`}
                  legend={what}
                  value={values[`${k}-examined`]}
                  error={errors[`${k}-examined`]}
                  options={[
                    { value: 'yes', label: t('so.listed.examined') },
                    { value: 'no', label: t('so.listed.rejected') },
                  ]}
                />
                <TextArea
                  name={`${k}-reasons`}
                  label={t('so.f.listedReasons')}
                  value={values[`${k}-reasons`]}
                  error={errors[`${k}-reasons`]}
                  rows={2}
                  maxlength={20000}
                />
              </div>
            );
          })}
        </section>
      ) : null}
      <section class="panel" aria-labelledby="comp-legend" id="comp-panel">
        <h2 id="comp-legend">{t('so.comp.legend')}</h2>
        <p class="hint">{t('so.comp.hint')}</p>
        <Radios
          name="compPayee"
          legend={t('so.comp.payee')}
          value={values['compPayee']}
          error={errors['compPayee']}
          options={[
            { value: 'complainant', label: t('so.by.complainant') },
            { value: 'contravener', label: t('so.by.contravener') },
          ]}
        />
        <Field
          name="compDays"
          label={t('so.comp.days')}
          type="number"
          inputmode="numeric"
          short
          value={values['compDays']}
          error={errors['compDays']}
        />
        <Field
          name="compPayBy"
          label={t('so.comp.date')}
          hint={t('off.h.date')}
          inputmode="text"
          autocomplete="off"
          short
          maxlength={14}
          value={values['compPayBy']}
          error={errors['compPayBy']}
        />
      </section>
    </>
  );
}

const trim = (v: Record<string, string>, k: string): string => (v[k] ?? '').trim();

/** The command's speaking parts from the form: rows with nothing in them are left out. */
export function findingsFromForm(v: Record<string, string>): Record<string, unknown> {
  const findings: { section: string; contravened?: boolean; reasons: string }[] = [];
  for (let n = 1; n <= 40; n++) {
    const k = `finding-${n}`;
    if (!(`${k}-section` in v) && !(`${k}-reasons` in v)) break;
    const section = trim(v, `${k}-section`).toUpperCase();
    const c = v[`${k}-contravened`];
    const reasons = trim(v, `${k}-reasons`);
    if (section === '' && reasons === '' && c === undefined) continue;
    findings.push({ section, ...(c === 'yes' || c === 'no' ? { contravened: c === 'yes' } : {}), reasons });
  }
  const listed: { item: string; examined?: boolean; reasons: string }[] = [];
  for (const key of Object.keys(v)) {
    const m = /^listed-(.+)-examined$/.exec(key) ?? /^listed-(.+)-reasons$/.exec(key);
    if (!m || listed.some((x) => x.item === m[1])) continue;
    const e = v[`listed-${m[1]}-examined`];
    listed.push({
      item: m[1]!,
      ...(e === 'yes' || e === 'no' ? { examined: e === 'yes' } : {}),
      reasons: trim(v, `listed-${m[1]}-reasons`),
    });
  }
  const payee = v['compPayee'];
  const days = trim(v, 'compDays');
  const by = trim(v, 'compPayBy');
  const compensation =
    payee || days || by
      ? {
          ...(payee ? { payee } : {}),
          ...(/^\d+$/.test(days) ? { payWithinDays: Number(days) } : {}),
          ...(by ? { payByOn: parseTypedDate(by) ?? by } : {}),
        }
      : undefined;
  return { findings, ...(listed.length > 0 ? { listed } : {}), ...(compensation ? { compensation } : {}) };
}

/** The form field a refusal of the speaking parts names. */
export function findingsFieldOf(f: string): string | undefined {
  const m = /^findings\.(\d+)\.(section|contravened|reasons)$/.exec(f);
  if (m) return `finding-${Number(m[1]) + 1}-${m[2]}`;
  if (f === 'findings') return 'finding-1-section';
  const l = /^listed\.(.+)$/.exec(f);
  if (l) return `listed-${l[1]}-examined`;
  if (f === 'compensation.payee') return 'compPayee';
  if (f === 'compensation.payWithinDays') return 'compDays';
  return undefined;
}

/** The appellate decision's answers, one row per ground of Form-III item 4 (Rule 7(11)). */
export function GroundAnswersPanel(p: { r: CaseRecord; t: T; values: Record<string, string>; errors: FormErrors }) {
  const { r, t, values, errors } = p;
  const grounds = groundsOf(r.facts.appeal?.form?.grounds);
  if (grounds.length === 0) return null;
  return (
    <section class="panel" aria-labelledby="grounds-legend" id="grounds-panel">
      <h2 id="grounds-legend">{t('so.grounds.legend')}</h2>
      <p class="hint">{t('so.grounds.hint')}</p>
      {grounds.map((text, i) => {
        const n = String(i + 1);
        return (
          <div class="row-group">
            <Radios
              name={`ground-${n}-accepted`}
              legend={t('so.grounds.ground', { n, text })}
              value={values[`ground-${n}-accepted`]}
              error={errors[`ground-${n}-accepted`]}
              options={[
                { value: 'yes', label: t('so.grounds.accepted') },
                { value: 'no', label: t('so.grounds.rejected') },
              ]}
            />
            <TextArea
              name={`ground-${n}-reasons`}
              label={t('so.grounds.reasons', { n })}
              value={values[`ground-${n}-reasons`]}
              error={errors[`ground-${n}-reasons`]}
              rows={3}
              maxlength={20000}
            />
          </div>
        );
      })}
    </section>
  );
}

/** The answers from the form: a ground with neither a choice nor reasons is left out (the domain names it). */
export function answersFromForm(v: Record<string, string>): Record<string, unknown> {
  const answers: { ground: number; accepted?: boolean; reasons: string }[] = [];
  for (let n = 1; n <= 100; n++) {
    const a = v[`ground-${n}-accepted`];
    const reasons = trim(v, `ground-${n}-reasons`);
    if (a === undefined && !(`ground-${n}-reasons` in v)) {
      if (n > 1 && !(`ground-${n + 1}-reasons` in v)) break;
      continue;
    }
    if (a === undefined && reasons === '') continue;
    answers.push({ ground: n, ...(a === 'yes' || a === 'no' ? { accepted: a === 'yes' } : {}), reasons });
  }
  return answers.length > 0 ? { answers } : {};
}

/** The form field a refusal of an answer names ("answers.2" is ground 2's choice). */
export function answersFieldOf(f: string): string | undefined {
  const m = /^answers\.(\d+)$/.exec(f);
  return m ? `ground-${m[1]}-accepted` : undefined;
}
