// The order form's speaking parts, pre-rendered from the case's record so they work without JavaScript: a row per
// ground (each section the notice alleges, and one more for a section the inquiry found), a row per witness or
// document a party listed under Rule 4(11), and whom the compensation, expenses or charges go to and by when; and the
// appellate decision's row per ground of appeal. The step makes the command's parts from these rows' entries
// (src/app/steps/panels.ts).

import type { CaseRecord } from '../../../app/cases/read-case.ts';
import { groundsOf } from '../../../app/cases/appeal-grounds.ts';
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
